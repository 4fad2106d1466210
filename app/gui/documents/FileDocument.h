// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ContentDocument.h"

#include <optional>

namespace mwb::gui {

/// A file on disk that is not an archive (a DAT, a texture, a table, a grid, any bytes), shown by its content's
/// page. An edited text is saved into the file atomically (io::AtomicFile), in its own encoding and line ends (a
/// DAT compiled first). A file that failed to open as an archive is shown as its bytes, with the error (and its
/// failing byte) kept as openError(). GUI thread only.
class FileDocument final : public ContentDocument
{
    Q_OBJECT
public:
    FileDocument(Workbench &workbench, QString path, widgets::PreparedContent prepared,
        std::optional<Error> openError, QObject *parent);

    [[nodiscard]] Type type() const override { return Type::File; }
    [[nodiscard]] QString title() const override;
    [[nodiscard]] QString location() const override { return m_path; }
    /// Why the file did not open as what its name claims (a truncated .MOD), if it did not.
    [[nodiscard]] const std::optional<Error> &openError() const { return m_openError; }

protected:
    [[nodiscard]] QString storageRefusal() const override;
    void store(const QByteArray &bytes, const QString &target) override;
    [[nodiscard]] QString saveHint() const override;
    /// A file beside it on disk (its name's letter case ignored); null when there is none.
    [[nodiscard]] std::function<Result<QByteArray>()> companionReader(const QString &path) const override;
    /// The file `path` beside it (any case).
    [[nodiscard]] QString companionLocation(const QString &path) const override;
    /// The mod folder the file is in: the folder above the nearest folder named MEDIA (any case) it is below; paths
    /// are looked up below it ignoring letter case.
    [[nodiscard]] std::function<Result<content::CompanionLookup>()> companionTree() const override;
    void openCompanion(const QString &path) override;

private:
    QString m_path;
    std::optional<Error> m_openError;
};

} // namespace mwb::gui
