// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"
#include "mwb/core/Error.h"
#include "mwb/core/diff/ContentDiff.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <memory>
#include <mutex>
#include <optional>

namespace mwb::content {

class Content;

/// The page that shows a kind of content (the window registers one page per view; see widgets/ContentPages).
enum class View {
    Text, ///< text in an editor: plain text, Torchlight 2 DATs (compiled ones decompiled)
    Image, ///< a picture with zoom, mip levels and alpha
    Table, ///< records in a sortable, filterable table (WoW client tables)
    Grid, ///< a walkability grid as a heatmap (Legend of Mir maps, Torchlight 2 .MPP)
    Plan, ///< text in an editor beside a plan of the objects it places (Torchlight 2 layouts)
    Hex, ///< the bytes: everything else, and whatever could not be parsed for its view
};

/// One kind of content the workbench knows: one row of the content registry (core/src/content/ContentRegistry.cpp).
/// `probe` is cheap (magic bytes, the name's extension) and answers for bytes of any length, empty included;
/// `parse` runs only after `probe` said yes and never fails: what it could not make sense of is the content's
/// problem() (the page falls back to hex, saying why) and the partial structure keeps its error's byte.
struct Kind
{
    const char *id = ""; ///< stable, untranslated: "dbc", "blp", "tl2dat", "mpp", "text", "hex"…
    const char *name = ""; ///< source text of the translated name (context "mwb::content::Kind")
    const char *extensions = ""; ///< lower case, space-separated, no dots: "dat template bindat" (Open dialog)
    View view = View::Hex;
    bool (*probe)(const QString &path, QByteArrayView bytes) = nullptr;
    std::shared_ptr<const Content> (*parse)(const Kind &kind, const QString &path, const QByteArray &bytes) = nullptr;

    [[nodiscard]] QString displayName() const;
};

/// Bytes of one file or archive entry made sense of by their kind: parsed once (ContentRegistry parse()), then
/// asked for their structure (the Structure dock), the data of their view (typed subclasses: TextContent,
/// ImageContent, TableContent, GridContent…) and their differences from another version. Immutable; every const
/// method is safe to call from any thread.
class Content
{
public:
    Content(const Kind &kind, QString path, QByteArray bytes);
    virtual ~Content();
    Content(const Content &) = delete;
    Content &operator=(const Content &) = delete;

    [[nodiscard]] const Kind &kind() const { return *m_kind; }
    /// The entry path or file path the bytes came from (names them in errors and captions).
    [[nodiscard]] const QString &path() const { return m_path; }
    /// The raw bytes (shared, not copied).
    [[nodiscard]] const QByteArray &bytes() const { return m_bytes; }
    /// The view that shows it: the kind's, or Hex when the content could not be parsed for it.
    [[nodiscard]] View view() const { return m_problem ? View::Hex : m_kind->view; }
    /// Why the kind's view cannot show the bytes (a corrupt header, an encoding not decoded); nullopt when it can.
    [[nodiscard]] const std::optional<Error> &problem() const { return m_problem; }
    /// One line for a caption: "WDBC · Item columns · 46,096 records", "UTF-16LE (BOM) · 12 lines".
    [[nodiscard]] const QString &summary() const { return m_summary; }

    /// Files beside this one that its view can use (a level layout's pathing grid), as paths of the same kind as
    /// path() (an entry path in the same archive, or a file path). The document that shows the content looks them
    /// up where it came from, in a job; missing ones are simply not shown. Default: none.
    [[nodiscard]] virtual QStringList companions() const;

    /// The structure tree: fields with their offsets in bytes(), big tables as lazy lists, and the error (with its
    /// byte) where parsing stopped. Built on the first call and kept.
    [[nodiscard]] const ContentDescription &structure() const;
    /// What changed from `before` (another version of the same entry): the kind's own differ when both are of
    /// this kind and it has one, else the bytes compared.
    [[nodiscard]] diff::ContentDiff diffFrom(const Content &before) const;

protected:
    void setProblem(Error problem) { m_problem = std::move(problem); }
    void setSummary(QString summary) { m_summary = std::move(summary); }
    /// The structure; called once, on any thread. Default: one group over the bytes named after the kind.
    [[nodiscard]] virtual ContentDescription describe() const;
    /// The kind's own comparison with `before` (of the same kind); nullopt compares the bytes. A failed kind diff
    /// falls back to the bytes with a note.
    [[nodiscard]] virtual std::optional<Result<diff::ContentDiff>> diffKind(const Content &before) const;

private:
    const Kind *m_kind;
    QString m_path;
    QByteArray m_bytes;
    std::optional<Error> m_problem;
    QString m_summary;
    mutable std::once_flag m_described;
    mutable ContentDescription m_structure;
};

/// A content kind without a view of its own (its structure from a describer function, shown over its bytes), or
/// content whose kind could not parse it for its view (`problem`; the structure still shows how far it got).
class DescribedContent final : public Content
{
public:
    using Describer = ContentDescription (*)(const QString &path, const QByteArray &bytes);
    DescribedContent(const Kind &kind, QString path, QByteArray bytes, Describer describer,
        std::optional<Error> problem = std::nullopt);

    /// A Kind::parse for kinds that are a describer and nothing else.
    template <Describer describer>
    [[nodiscard]] static std::shared_ptr<const Content> parser(const Kind &kind, const QString &path, const QByteArray &bytes)
    {
        return std::make_shared<const DescribedContent>(kind, path, bytes, describer);
    }

protected:
    [[nodiscard]] ContentDescription describe() const override;

private:
    Describer m_describer;
};

} // namespace mwb::content
