// SPDX-License-Identifier: GPL-3.0-or-later
#include "SignatureLayout.h"

#include "MpqFormat.h"

namespace mwb::formats::mpq {

namespace {

/// Storm hashes Warcraft III maps from their 512-byte "HM3W" header on (it reads the whole header to look).
constexpr qint64 kMapHeaderSize = 512;
constexpr quint32 kMapHeaderId = 0x57334D48; // "HM3W"

qint64 signedBeginOf(const ByteSource &source, const MpqHeaderInfo &header)
{
    if (source.size() < kMapHeaderSize)
        return header.archiveOffset;
    const auto id = source.read(0, 4);
    return id && format::le32(id->constData()) == kMapHeaderId ? 0 : header.archiveOffset;
}

} // namespace

SignatureLayout SignatureLayout::locate(
    const ByteSource &source, const MpqHeaderInfo &header, std::optional<WeakSignatureFile> weakFile)
{
    SignatureLayout layout;
    layout.signedBegin = signedBeginOf(source, header);
    layout.signedEnd = header.archiveOffset + header.archiveSize;
    const qint64 fileSize = source.size();
    if (weakFile && weakFile->storedSize == kWeakFileSize) {
        layout.kind = MpqSignature::Weak;
        // A 64-bit sum, not the 32-bit wrap of file data positions: Storm computes this one so.
        layout.signatureOffset = header.archiveOffset + static_cast<qint64>(weakFile->offset);
        if (weakFile->offset > quint64(fileSize) || layout.signatureOffset > fileSize - kWeakFileSize) {
            layout.doubt = MpqSignatureDoubt::OutsideFile;
            return layout;
        }
        auto bytes = source.read(layout.signatureOffset, kWeakFileSize);
        if (!bytes)
            layout.doubt = MpqSignatureDoubt::OutsideFile;
        else
            layout.signature = std::move(bytes).value();
        return layout;
    }
    // Storm subtracts unsigned: an archive that claims to end past the file leaves "many" bytes, and the read fails.
    const auto after = static_cast<quint64>(fileSize) - static_cast<quint64>(layout.signedEnd);
    if (after < static_cast<quint64>(kStrongBlockSize))
        return layout;
    if (layout.signedEnd < 0 || layout.signedEnd > fileSize - kStrongBlockSize) {
        layout.doubt = MpqSignatureDoubt::OutsideFile;
        return layout;
    }
    auto block = source.read(layout.signedEnd, kStrongBlockSize);
    if (!block) {
        layout.doubt = MpqSignatureDoubt::OutsideFile;
        return layout;
    }
    if (format::le32(block->constData()) != format::StrongSignatureId) {
        layout.doubt = MpqSignatureDoubt::NotASignature;
        return layout;
    }
    layout.kind = MpqSignature::Strong;
    layout.signatureOffset = layout.signedEnd;
    layout.signature = std::move(block).value();
    return layout;
}

} // namespace mwb::formats::mpq
