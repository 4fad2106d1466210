// SPDX-License-Identifier: GPL-3.0-or-later
// Torchlight 2 DATs (.DAT, .TEMPLATE, .BINDAT): compiled ones decompiled, text ones kept with their storage.
#include "PreviewKinds.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/widgets/DatTextCodec.h"
#include "mwb/widgets/TextDecoding.h"

#include <algorithm>

namespace mwb::widgets {

namespace {

using formats::tl2dat::BindatFile;

/// DAT text starts with its root block: the first character that is not white space is '['.
bool startsWithBlock(const QString &text)
{
    const auto first = std::find_if(text.cbegin(), text.cend(), [](QChar c) {
        return !c.isSpace();
    });
    return first != text.cend() && *first == QLatin1Char('[');
}

/// A compiled DAT, decompiled; longer texts than kTextLimit characters are cut after a whole line.
void decompile(PreviewContent &content)
{
    auto text = decompileForEditing(content.bytes, content.path);
    if (!text) {
        content.problem = text.error().message;
        return;
    }
    content.text = std::move(*text);
    if (content.text.size() > PreviewContent::kTextLimit) {
        content.truncated = true;
        content.text.truncate(content.text.lastIndexOf(QLatin1Char('\n'), PreviewContent::kTextLimit) + 1);
    }
    content.dat = DatStorage{DatEncoding::Bindat, true};
    content.details
        = PreviewContent::tr("compiled DAT (BINDAT), decompiled · %n line(s)", nullptr, lineCount(content.text));
    if (content.truncated)
        content.details += truncationNote();
}

} // namespace

bool probeDat(const QString &path, const QByteArray &bytes)
{
    return isDatPath(path) && (BindatFile::hasSignature(bytes) || looksLikeText(bytes));
}

void buildDat(PreviewContent &content)
{
    if (BindatFile::hasSignature(content.bytes)) {
        decompile(content);
        return;
    }
    const QString encoding = decodeTextInto(content);
    if (startsWithBlock(content.text)) {
        const QLatin1String crlf("\r\n");
        content.dat = textDatStorage(encoding, content.text.contains(crlf));
        content.text.replace(crlf, QLatin1String("\n"));
    }
}

} // namespace mwb::widgets
