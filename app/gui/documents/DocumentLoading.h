// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"
#include "OpenedArchive.h"
#include "mwb/widgets/ContentPage.h"

#include <QCoreApplication>

#include <optional>

namespace mwb::gui {

/// What an open job hands to the GUI thread: an archive with its tree, or content for a file or entry document
/// (with the error that kept it from opening as the archive its name claims).
struct LoadedDocument
{
    std::optional<OpenedArchive> archive;
    std::optional<widgets::PreparedContent> content;
    std::optional<Error> openError;
};

/// The decisions of the open jobs, on worker threads.
class DocumentLoading
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::DocumentLoading)
public:
    /// Entries and files above this size are not read to be shown (extraction still works).
    static constexpr qint64 kMaxShownBytes = qint64(256) << 20;

    /// A file: an archive by content; a file named like an archive that does not parse shown as its bytes with that
    /// error; any other file as its content.
    [[nodiscard]] static Result<LoadedDocument> loadFile(
        const Backend &backend, const QString &path, const QStringList &listfiles, Progress &progress);
    /// Bytes from inside an archive: an archive itself (opened from memory), else their content.
    [[nodiscard]] static LoadedDocument loadBytes(const QString &label, const QByteArray &bytes);
    /// Content for `bytes` named `path`, its page's data prepared.
    [[nodiscard]] static widgets::PreparedContent prepare(const QString &path, const QByteArray &bytes);
    /// The bytes of the file `path`; LimitExceeded above kMaxShownBytes.
    [[nodiscard]] static Result<QByteArray> readShownFile(const QString &path);
    /// Content standing for something too large to show (`size` bytes): no bytes, the reason as its problem.
    [[nodiscard]] static widgets::PreparedContent tooLarge(const QString &path, qint64 size);
};

} // namespace mwb::gui
