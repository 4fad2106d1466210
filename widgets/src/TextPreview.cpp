// SPDX-License-Identifier: GPL-3.0-or-later
// Plain text: UTF-8 / UTF-16 found by BOM or content (TextDecoding), Latin-1 otherwise.
#include "PreviewKinds.h"
#include "mwb/widgets/TextDecoding.h"

#include <QLocale>

#include <algorithm>
#include <climits>

namespace mwb::widgets {

bool probeText(const QString &path, const QByteArray &bytes)
{
    return !hasImageName(path) && looksLikeText(bytes);
}

void buildText(PreviewContent &content)
{
    decodeTextInto(content);
}

QString decodeTextInto(PreviewContent &content)
{
    DecodedText decoded = decodeText(content.bytes, PreviewContent::kTextLimit);
    content.text = std::move(decoded.text);
    content.truncated = decoded.truncated;
    content.details = PreviewContent::tr("%1 · %n line(s)", nullptr, lineCount(content.text)).arg(decoded.encoding);
    if (decoded.truncated)
        content.details += truncationNote();
    return decoded.encoding;
}

int lineCount(const QString &text)
{
    const qsizetype lines = text.count(QLatin1Char('\n')) + (text.isEmpty() ? 0 : 1);
    return int(std::min<qsizetype>(lines, INT_MAX));
}

QString truncationNote()
{
    return PreviewContent::tr(" · first %1 shown").arg(QLocale().formattedDataSize(PreviewContent::kTextLimit));
}

} // namespace mwb::widgets
