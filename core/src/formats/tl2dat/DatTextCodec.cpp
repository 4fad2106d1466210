// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatTextCodec.h"

#include "mwb/core/text/TextDecoding.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/NameDictionary.h"

#include <QFileInfo>
#include <QtEndian>

namespace mwb::formats::tl2dat {


namespace {

const QLatin1String kCrLf("\r\n");
const QLatin1Char kLf('\n');

/// UTF-16 code units as stored (lone surrogates too), optionally after a byte-order mark.
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

QByteArray encoded(const QString &text, DatEncoding encoding)
{
    switch (encoding) {
    case DatEncoding::Utf16LeBom:
        return utf16Bytes(text, false, true);
    case DatEncoding::Utf16Le:
        return utf16Bytes(text, false, false);
    case DatEncoding::Utf16BeBom:
        return utf16Bytes(text, true, true);
    case DatEncoding::Utf8Bom:
        return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
    case DatEncoding::Utf8:
    case DatEncoding::Bindat:
        break;
    }
    return text.toUtf8();
}

} // namespace

bool isDatPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    return suffix.compare(u"DAT", Qt::CaseInsensitive) == 0 || suffix.compare(u"TEMPLATE", Qt::CaseInsensitive) == 0
        || suffix.compare(u"BINDAT", Qt::CaseInsensitive) == 0;
}

bool isDatContent(const QString &path, QByteArrayView bytes)
{
    return isDatPath(path) && (isBindat(bytes) || text::looksLikeText(bytes.toByteArray()));
}

bool isBindat(QByteArrayView bytes)
{
    return BindatFile::hasSignature(bytes);
}

DatStorage textDatStorage(const QString &decodedEncoding, bool crlf)
{
    DatStorage storage{DatEncoding::Utf8, crlf};
    if (decodedEncoding == u"UTF-16LE (BOM)")
        storage.encoding = DatEncoding::Utf16LeBom;
    else if (decodedEncoding == u"UTF-16LE")
        storage.encoding = DatEncoding::Utf16Le;
    else if (decodedEncoding == u"UTF-16BE (BOM)")
        storage.encoding = DatEncoding::Utf16BeBom;
    else if (decodedEncoding == u"UTF-8 (BOM)")
        storage.encoding = DatEncoding::Utf8Bom;
    return storage;
}

Result<QString> decompileForEditing(const QByteArray &bytes, const QString &pathForErrors)
{
    auto document = decompileBindat(bytes, NameDictionary::builtin(), pathForErrors);
    if (!document)
        return document.error();
    return document->toText().replace(kCrLf, QString(kLf));
}

Result<QByteArray> encodeDatText(const QString &text, DatStorage storage, const QString &pathForErrors)
{
    auto compiled = compileDatText(utf16Bytes(text, false, true), pathForErrors);
    if (!compiled)
        return compiled.error();
    if (storage.encoding == DatEncoding::Bindat)
        return std::move(compiled).value();
    return encoded(storage.crlf ? QString(text).replace(kLf, kCrLf) : text, storage.encoding);
}

} // namespace mwb::formats::tl2dat
