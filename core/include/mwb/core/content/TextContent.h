// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

#include <QCoreApplication>

namespace mwb::content {

/// The syntax a text is written in, for its colouring.
enum class TextSyntax {
    Plain,
    TaggedBlocks, ///< Torchlight 2 DATs and layouts: `[TAG]` … `[/TAG]` blocks of `<TYPE>KEY:VALUE` lines
};

/// Text content: bytes of unknown encoding decoded (BOM, UTF-16 without BOM, UTF-8, else Latin-1) for the text
/// view, and edited text encoded back the way it was stored. Subclasses (Torchlight 2 DATs) show text that is not
/// the bytes themselves (a decompiled BINDAT) and encode by compiling.
class TextContent : public Content
{
    Q_DECLARE_TR_FUNCTIONS(mwb::content::TextContent)
public:
    /// Longer texts show their beginning only (and cannot be edited).
    static constexpr qsizetype kTextLimit = 8 * 1024 * 1024;

    /// Decodes `bytes` (at most kTextLimit of them).
    TextContent(const Kind &kind, QString path, QByteArray bytes);

    /// The text for the editor, line ends as an editor holds them (LF).
    [[nodiscard]] const QString &text() const { return m_text; }
    /// The encoding found: "UTF-8", "UTF-8 (BOM)", "UTF-16LE (BOM)", "UTF-16BE (BOM)", "UTF-16LE", "Latin-1", or a
    /// subclass's ("BINDAT").
    [[nodiscard]] const QString &encoding() const { return m_encoding; }
    /// Only the beginning is in text().
    [[nodiscard]] bool isTruncated() const { return m_truncated; }
    /// The stored lines end in CR LF.
    [[nodiscard]] bool usesCrLf() const { return m_crlf; }
    /// Why edited text cannot be written back (translated), empty when it can.
    [[nodiscard]] virtual QString readOnlyReason() const;
    /// Edited text (LF line ends) as the bytes to store: re-encoded as it was stored (encoding, BOM, line ends).
    /// A subclass checks it first (a DAT is compiled; one that does not compile is never written): the error's
    /// offset is then a byte of the UTF-16LE-with-BOM form of `edited`, which errorLine() turns into a line.
    [[nodiscard]] virtual Result<QByteArray> encode(const QString &edited) const;
    /// The 1-based line of `edited` an error of encode(edited) points at; 0 when it has no position.
    [[nodiscard]] virtual int errorLine(const QString &edited, const Error &error) const;
    /// The syntax of the text (Plain unless a subclass knows better).
    [[nodiscard]] virtual TextSyntax syntax() const;

    /// The 1-based line of `text` holding byte `offset` of its UTF-16LE-with-BOM form (2 + 2 × the code unit: the
    /// position the editors' compilers give); 0 when `offset` is negative.
    [[nodiscard]] static int lineAtUtf16Offset(const QString &text, qint64 offset);
    /// Whether `text` starts like TaggedBlocks text: its first character that is not white space is '['.
    [[nodiscard]] static bool startsWithTaggedBlock(const QString &text);

    /// Lines of `text` (a last line without a line end counts).
    [[nodiscard]] static int lineCount(const QString &text);
    /// Whether `bytes` look like text (TextDecoding's rule), for probes.
    [[nodiscard]] static bool looksLikeText(QByteArrayView bytes);

protected:
    /// For subclasses that make their text themselves (setText()).
    struct Undecoded {};
    TextContent(const Kind &kind, QString path, QByteArray bytes, Undecoded);
    void setText(QString text, QString encoding, bool crlf, bool truncated);
    /// setText() with bytes() decoded the way plain text is (what the public constructor does).
    void setDecodedText();

private:
    QString m_text;
    QString m_encoding;
    bool m_crlf = false;
    bool m_truncated = false;
};

} // namespace mwb::content
