// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/content/TextContent.h"

#include "mwb/core/text/TextDecoding.h"

#include <QLocale>
#include <QStringEncoder>

#include <algorithm>
#include <climits>

namespace mwb::content {

namespace {

const QLatin1StringView kCrLf("\r\n");

} // namespace

TextContent::TextContent(const Kind &kind, QString path, QByteArray bytes)
    : Content(kind, std::move(path), std::move(bytes))
{
    setDecodedText();
}

TextContent::TextContent(const Kind &kind, QString path, QByteArray bytes, Undecoded)
    : Content(kind, std::move(path), std::move(bytes))
{ }

void TextContent::setDecodedText()
{
    text::DecodedText decoded = text::decodeText(bytes(), kTextLimit);
    const bool crlf = decoded.text.contains(kCrLf);
    if (crlf)
        decoded.text.replace(kCrLf, QLatin1String("\n"));
    setText(std::move(decoded.text), decoded.encoding, crlf, decoded.truncated);
}

void TextContent::setText(QString text, QString encoding, bool crlf, bool truncated)
{
    m_text = std::move(text);
    m_encoding = std::move(encoding);
    m_crlf = crlf;
    m_truncated = truncated;
    QString summary = tr("%1 · %n line(s)", nullptr, lineCount(m_text)).arg(m_encoding);
    if (m_truncated)
        summary += tr(" · first %1 shown").arg(QLocale().formattedDataSize(kTextLimit));
    setSummary(std::move(summary));
}

QString TextContent::readOnlyReason() const
{
    if (m_truncated)
        return tr("Only the beginning of this file is shown, so it cannot be edited here");
    return {};
}

Result<QByteArray> TextContent::encode(const QString &edited) const
{
    if (const QString reason = readOnlyReason(); !reason.isEmpty())
        return Error{ErrorCode::Unsupported, reason, path()};
    const QString stored = m_crlf ? QString(edited).replace(QLatin1Char('\n'), kCrLf) : edited;
    if (m_encoding.startsWith(QLatin1String("UTF-16"))) {
        const bool bigEndian = m_encoding.startsWith(QLatin1String("UTF-16BE"));
        return mwb::text::utf16Bytes(stored, bigEndian, m_encoding.contains(QLatin1String("BOM")));
    }
    if (m_encoding == QLatin1String("Latin-1")) {
        QStringEncoder latin1(QStringEncoder::Latin1);
        QByteArray bytes = latin1.encode(stored);
        if (latin1.hasError())
            return Error{ErrorCode::InvalidInput, tr("The text has characters Latin-1 cannot store"), path()};
        return bytes;
    }
    const QByteArray bom = m_encoding.contains(QLatin1String("BOM")) ? QByteArray("\xEF\xBB\xBF") : QByteArray();
    return QByteArray(bom + stored.toUtf8());
}

int TextContent::errorLine(const QString &, const Error &) const
{
    return 0;
}

TextSyntax TextContent::syntax() const
{
    return TextSyntax::Plain;
}

int TextContent::lineAtUtf16Offset(const QString &text, qint64 offset)
{
    if (offset < 0)
        return 0;
    const qsizetype unit = std::clamp<qsizetype>((offset - 2) / 2, 0, text.size());
    return int(std::min<qsizetype>(QStringView(text).first(unit).count(QLatin1Char('\n')), INT_MAX - 1)) + 1;
}

int TextContent::lineCount(const QString &text)
{
    const qsizetype lines = text.count(QLatin1Char('\n')) + (text.isEmpty() ? 0 : 1);
    return int(std::min<qsizetype>(lines, INT_MAX));
}

bool TextContent::startsWithTaggedBlock(const QString &text)
{
    const auto first = std::find_if(text.cbegin(), text.cend(), [](QChar c) {
        return !c.isSpace();
    });
    return first != text.cend() && *first == QLatin1Char('[');
}

bool TextContent::looksLikeText(QByteArrayView bytes)
{
    return text::looksLikeText(bytes.toByteArray());
}

} // namespace mwb::content
