// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatTextCodec.h"

#include "mwb/core/text/TextDecoding.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/NameDictionary.h"

#include <QFileInfo>

namespace mwb::formats::tl2dat {


namespace {

const QLatin1String kCrLf("\r\n");
const QLatin1Char kLf('\n');

QByteArray encoded(const QString &text, DatEncoding encoding)
{
    switch (encoding) {
    case DatEncoding::Utf16LeBom:
        return mwb::text::utf16Bytes(text, false, true);
    case DatEncoding::Utf16Le:
        return mwb::text::utf16Bytes(text, false, false);
    case DatEncoding::Utf16BeBom:
        return mwb::text::utf16Bytes(text, true, true);
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
    auto compiled = compileDatText(mwb::text::utf16Bytes(text, false, true), pathForErrors);
    if (!compiled)
        return compiled.error();
    if (storage.encoding == DatEncoding::Bindat)
        return std::move(compiled).value();
    return encoded(storage.crlf ? QString(text).replace(kLf, kCrLf) : text, storage.encoding);
}

} // namespace mwb::formats::tl2dat
