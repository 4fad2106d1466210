// SPDX-License-Identifier: GPL-3.0-or-later
#include "WavDescriber.h"

#include "StructureReader.h"

namespace mwb::formats::audio {

using detail::StructureReader;

namespace {

class WavText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::audio::WavDescriber)
};

constexpr qint64 kRiffHeaderSize = 12;
constexpr qint64 kFmtBaseSize = 16;
constexpr int kMaxChunks = 65536;

QString formatTagName(quint16 tag)
{
    switch (tag) {
    case 0x0001:
        return QStringLiteral("PCM");
    case 0x0002:
        return QStringLiteral("MS ADPCM");
    case 0x0003:
        return QStringLiteral("IEEE float");
    case 0x0006:
        return QStringLiteral("A-law");
    case 0x0007:
        return QStringLiteral("µ-law");
    case 0x0011:
        return QStringLiteral("IMA ADPCM");
    case 0x0055:
        return QStringLiteral("MPEG layer 3");
    case 0xFFFE:
        return QStringLiteral("WAVE_FORMAT_EXTENSIBLE");
    default:
        return WavText::tr("unknown");
    }
}

void readFmt(StructureReader &r, StructureNode &chunk, quint32 size)
{
    const qint64 start = r.pos();
    r.annotate(chunk, formatTagName(r.u16(chunk, WavText::tr("Format tag"), StructureReader::Base::Hex)));
    r.u16(chunk, WavText::tr("Channels"));
    r.u32(chunk, WavText::tr("Sample rate"));
    r.u32(chunk, WavText::tr("Bytes per second"));
    r.u16(chunk, WavText::tr("Block align"));
    r.u16(chunk, WavText::tr("Bits per sample"));
    if (size >= kFmtBaseSize + 2)
        r.u16(chunk, WavText::tr("Extension size"));
    const qint64 rest = start + qint64(size) - r.pos();
    if (r.ok() && rest > 0)
        r.raw(chunk, WavText::tr("Extension"), rest);
}

void readChunk(StructureReader &r, StructureNode &parent)
{
    StructureNode chunk = StructureNode::group(WavText::tr("Chunk"), r.offset());
    const QByteArrayView id = r.chars(chunk, WavText::tr("Chunk ID"), 4);
    if (r.ok())
        chunk.name = chunk.children.back().value;
    const quint32 size = r.u32(chunk, WavText::tr("Chunk size"));
    if (id == "fmt " && size >= kFmtBaseSize)
        readFmt(r, chunk, size);
    else if (size > 0)
        r.raw(chunk, WavText::tr("Data"), size);
    if (r.ok() && (size & 1) && r.remaining() > 0)
        r.u8(chunk, WavText::tr("Pad byte"));
    r.close(chunk);
    parent.children.push_back(std::move(chunk));
}

} // namespace

bool probeWav(const QString &, QByteArrayView bytes)
{
    return bytes.startsWith("RIFF") && bytes.size() >= kRiffHeaderSize && bytes.sliced(8, 4) == "WAVE";
}

ContentDescription describeWav(const QString &, const QByteArray &bytes)
{
    StructureReader r(bytes);
    StructureNode root = StructureNode::group(WavText::tr("WAVE audio"), 0, bytes.size());
    StructureNode riff = StructureNode::group(WavText::tr("RIFF header"), 0);
    r.chars(riff, WavText::tr("Chunk ID"), 4);
    const quint32 riffSize = r.u32(riff, WavText::tr("Chunk size"));
    r.chars(riff, WavText::tr("Form type"), 4);
    r.close(riff);
    root.children.push_back(std::move(riff));
    // Chunks end where the RIFF size says, or at the end of the bytes when it claims more.
    const qint64 end = qMin<qint64>(bytes.size(), 8 + qint64(riffSize));
    for (int chunks = 0; r.ok() && r.pos() < end; ++chunks) {
        if (chunks == kMaxChunks) {
            r.fail(ErrorCode::LimitExceeded, WavText::tr("More than %1 chunks").arg(kMaxChunks), r.offset());
            break;
        }
        readChunk(r, root);
    }
    if (r.ok() && r.remaining() > 0)
        r.raw(root, WavText::tr("Bytes after the RIFF chunk"), r.remaining());
    return {std::move(root), r.error()};
}

} // namespace mwb::formats::audio
