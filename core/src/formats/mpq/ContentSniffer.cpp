// SPDX-License-Identifier: GPL-3.0-or-later
#include "ContentSniffer.h"

#include "ImportList.h"
#include "ModelPaths.h"

namespace mwb::formats::mpq {

namespace {

using Reading = ContentSniffer::Reading;

constexpr qsizetype kLookedAt = 4096;

struct Magic
{
    QByteArrayView bytes;
    const char *extension;
    Reading reading;
};

/// First bytes of the formats Blizzard archives hold (the War3 map parts by their own ids).
constexpr Magic kMagics[] = {
    {"BLP1", "blp", Reading::Skip},
    {"BLP2", "blp", Reading::Skip},
    {"DDS ", "dds", Reading::Skip},
    {"\x89PNG", "png", Reading::Skip},
    {"\xFF\xD8\xFF", "jpg", Reading::Skip},
    {"GIF8", "gif", Reading::Skip},
    {"ID3", "mp3", Reading::Skip},
    {"OggS", "ogg", Reading::Skip},
    {"fLaC", "flac", Reading::Skip},
    {"BIK", "bik", Reading::Skip},
    {"SMK2", "smk", Reading::Skip},
    {"W3E!", "w3e", Reading::Skip},
    {"MP3W", "wpm", Reading::Skip},
    {"W3do", "doo", Reading::Strings},
    {"WTG!", "wtg", Reading::Strings},
    {"MDLX", "mdx", Reading::Model},
    {"MPQ\x1A", "mpq", Reading::Skip},
    {"MPQ\x1B", "mpq", Reading::Skip},
    {"HM3W", "w3x", Reading::Skip},
    {"ID;P", "slk", Reading::Strings},
    {"<?xml", "xml", Reading::Strings},
    {"VER ", "chk", Reading::Strings},
    {"TYPE", "chk", Reading::Strings},
    {"MZ", "exe", Reading::Skip},
};

bool isText(QByteArrayView head)
{
    qsizetype binary = 0;
    for (const char c : head) {
        const auto u = static_cast<unsigned char>(c);
        binary += (u < 0x20 && c != '\n' && c != '\r' && c != '\t') ? 1 : 0;
    }
    return !head.isEmpty() && binary * 100 <= head.size();
}

bool isRiffWave(QByteArrayView head)
{
    return head.size() >= 12 && head.startsWith("RIFF") && head.sliced(8, 4) == "WAVE";
}

/// A Warcraft III string table: "STRING <n>" blocks, maybe after a UTF-8 byte order mark.
bool isStringTable(QByteArrayView text)
{
    if (text.startsWith("\xEF\xBB\xBF"))
        text = text.sliced(3);
    return text.trimmed().startsWith("STRING ");
}

Reading scriptReading(QByteArrayView text, QByteArray &extension)
{
    const bool jass = text.contains("endfunction") || text.contains("endglobals") || text.contains("takes nothing");
    if (jass) {
        extension = "j";
        return Reading::Jass;
    }
    if (text.contains("function ") && text.contains("end")) {
        extension = "lua";
        return Reading::Lua;
    }
    return Reading::Strings;
}

} // namespace

ContentSniffer::Guess ContentSniffer::guess(QByteArrayView head)
{
    Guess g;
    for (const Magic &m : kMagics) {
        if (head.startsWith(m.bytes)) {
            g.extension = m.extension;
            g.reading = m.reading;
            return g;
        }
    }
    if (isRiffWave(head)) {
        g.extension = "wav";
        g.reading = Reading::Skip;
        return g;
    }
    if (const auto imports = ImportList::parse(head); imports && !imports->empty()) {
        g.extension = "imp";
        g.reading = Reading::ImportList;
        return g;
    }
    const QByteArrayView text = head.first(qMin(head.size(), kLookedAt));
    if (!isText(text))
        return g;
    if (isStringTable(text)) {
        g.extension = "wts";
        return g;
    }
    g.reading = scriptReading(text, g.extension);
    if (g.extension.isEmpty())
        g.extension = "txt";
    return g;
}

} // namespace mwb::formats::mpq
