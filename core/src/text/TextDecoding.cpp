// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/text/TextDecoding.h"

#include <QStringDecoder>
#include <QtEndian>

#include <algorithm>

namespace mwb::text {

namespace {

constexpr qsizetype kSniffBytes = 4096;

enum class Bom { None, Utf8, Utf16Le, Utf16Be };

Bom bomOf(const QByteArray &bytes)
{
    if (bytes.startsWith("\xEF\xBB\xBF"))
        return Bom::Utf8;
    if (bytes.startsWith("\xFF\xFE"))
        return Bom::Utf16Le;
    if (bytes.startsWith("\xFE\xFF"))
        return Bom::Utf16Be;
    return Bom::None;
}

/// A control character that text does not hold (white space excepted), NUL included.
bool isControl(unsigned char c)
{
    return (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') || c == 0x7F;
}

/// UTF-16LE without a BOM: text in the Latin range has a NUL in most odd positions and almost none in even ones.
bool looksLikeUtf16Le(QByteArrayView head)
{
    if (head.size() < 4)
        return false;
    qsizetype oddNul = 0;
    qsizetype evenNul = 0;
    qsizetype control = 0; ///< code units below U+0100 that are control characters
    for (qsizetype i = 0; i + 1 < head.size(); i += 2) {
        evenNul += head[i] == '\0';
        oddNul += head[i + 1] == '\0';
        control += head[i + 1] == '\0' && isControl(static_cast<unsigned char>(head[i]));
    }
    const qsizetype pairs = head.size() / 2;
    return oddNul * 10 >= pairs * 7 && evenNul * 20 <= pairs && control * 100 <= pairs;
}

/// Valid UTF-8; a multi-byte character cut by the end of the window stays pending in the stateful decoder and is
/// not an error.
bool isValidUtf8(QByteArrayView bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString ignored = decoder.decode(bytes);
    return !decoder.hasError();
}

bool fewControlCharacters(QByteArrayView head)
{
    qsizetype control = 0;
    for (const char c : head) {
        const auto u = static_cast<unsigned char>(c);
        if (u == 0)
            return false;
        if (isControl(u))
            ++control;
    }
    return control * 100 <= head.size();
}

/// Cuts `bytes` to at most `limit`, never inside a UTF-16 code unit.
QByteArrayView clipped(const QByteArray &bytes, qsizetype limit, qsizetype unit)
{
    const qsizetype length = std::min(bytes.size(), limit);
    return QByteArrayView(bytes).first(length - length % unit);
}

} // namespace

bool looksLikeText(const QByteArray &bytes)
{
    if (bomOf(bytes) != Bom::None)
        return true;
    const QByteArrayView head = QByteArrayView(bytes).first(std::min(bytes.size(), kSniffBytes));
    if (head.isEmpty())
        return false;
    if (looksLikeUtf16Le(head))
        return true;
    return fewControlCharacters(head); // invalid UTF-8 still decodes, as Latin-1
}

DecodedText decodeText(const QByteArray &bytes, qsizetype limit)
{
    DecodedText result;
    result.truncated = bytes.size() > limit;
    const Bom bom = bomOf(bytes);
    const QByteArrayView head = QByteArrayView(bytes).first(std::min(bytes.size(), kSniffBytes));
    if (bom == Bom::Utf16Le || bom == Bom::Utf16Be || (bom == Bom::None && looksLikeUtf16Le(head))) {
        const auto encoding = bom == Bom::Utf16Be ? QStringDecoder::Utf16BE : QStringDecoder::Utf16LE;
        QStringDecoder decoder(encoding, QStringDecoder::Flag::Stateless);
        QByteArrayView body = clipped(bytes, limit, 2);
        if (bom != Bom::None)
            body = body.sliced(2);
        result.text = decoder.decode(body);
        result.encoding = bom == Bom::Utf16Be ? QStringLiteral("UTF-16BE (BOM)")
            : bom == Bom::Utf16Le             ? QStringLiteral("UTF-16LE (BOM)")
                                              : QStringLiteral("UTF-16LE");
        return result;
    }
    QByteArrayView body = clipped(bytes, limit, 1);
    if (bom == Bom::Utf8) {
        result.text = QString::fromUtf8(body.sliced(3));
        result.encoding = QStringLiteral("UTF-8 (BOM)");
    } else if (isValidUtf8(head)) {
        result.text = QString::fromUtf8(body);
        result.encoding = QStringLiteral("UTF-8");
    } else {
        result.text = QString::fromLatin1(body);
        result.encoding = QStringLiteral("Latin-1");
    }
    return result;
}

QByteArray utf16Bytes(const QString &text, bool bigEndian, bool bom)
{
    const qsizetype head = bom ? 2 : 0;
    QByteArray out(head + 2 * text.size(), Qt::Uninitialized);
    char *units = out.data() + head;
    if (bigEndian)
        qToBigEndian<quint16>(text.utf16(), text.size(), units);
    else
        qToLittleEndian<quint16>(text.utf16(), text.size(), units);
    if (bom) {
        out[0] = bigEndian ? char(0xFE) : char(0xFF);
        out[1] = bigEndian ? char(0xFF) : char(0xFE);
    }
    return out;
}

} // namespace mwb::text
