// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mpq/MpqWriter.h"

#include "ArchiveBuilder.h"
#include "Crypto.h"
#include "MpqFormat.h"
#include "mwb/core/ByteSource.h"
#include "mwb/core/EntryLookup.h"
#include "mwb/formats/mpq/MpqArchive.h"

#include <QFileInfo>
#include <QtEndian>

#include <algorithm>

namespace mwb::formats::mpq {

namespace {

constexpr qsizetype kMaxNameBytes = 259; // MAX_PATH without its terminator

/// An empty v1 archive: the base of a new archive.
QByteArray emptyArchive()
{
    QByteArray bytes(32 + 4 * 16, char(0));
    auto *h = reinterpret_cast<uchar *>(bytes.data());
    qToLittleEndian(format::MpqSignature, h);
    qToLittleEndian(quint32(32), h + 4);
    qToLittleEndian(static_cast<quint32>(bytes.size()), h + 8);
    qToLittleEndian(quint16(3), h + 14);
    qToLittleEndian(quint32(32), h + 16);
    qToLittleEndian(static_cast<quint32>(bytes.size()), h + 20);
    qToLittleEndian(quint32(4), h + 24);
    QByteArray table(4 * 16, char(0xFF));
    Crypto::encrypt(table.data(), table.size(), format::HashTableKey);
    bytes.replace(32, table.size(), table);
    return bytes;
}

} // namespace

MpqWriter::MpqWriter(std::shared_ptr<const MpqArchive> base)
    : ArchiveWriter(base)
    , m_options(MpqWriteOptions::like(*base))
{
    setBaseEntryPaths(
        [&base](const PlannedEntry &entry) { return planPath(base->entries()[static_cast<std::size_t>(entry.original)]); });
}

Result<std::unique_ptr<MpqWriter>> MpqWriter::create(const MpqWriteOptions &options)
{
    if (auto ok = options.validate(); !ok)
        return ok.error();
    auto base = MpqArchive::open(ByteSource::fromBytes(emptyArchive(), tr("new archive")));
    if (!base)
        return base.error();
    auto writer = std::make_unique<MpqWriter>(std::shared_ptr<const MpqArchive>(std::move(base).value()));
    writer->m_options = options;
    writer->m_newArchive = true;
    return writer;
}

const MpqArchive &MpqWriter::mpq() const
{
    return static_cast<const MpqArchive &>(base());
}

Result<void> MpqWriter::setOptions(const MpqWriteOptions &options)
{
    if (auto ok = options.validate(); !ok)
        return ok;
    const quint32 sectorSize = m_options.sectorSize;
    m_options = options;
    if (!m_newArchive)
        m_options.sectorSize = sectorSize;
    return {};
}

BaseSignature MpqWriter::baseSignature() const
{
    switch (mpq().signature()) {
    case MpqSignature::Weak:
        return BaseSignature::Weak;
    case MpqSignature::Strong:
        return BaseSignature::Strong;
    case MpqSignature::None:
        break;
    }
    return BaseSignature::None;
}

SignaturePolicy MpqWriter::signaturePolicy() const
{
    return m_options.signWeak ? SignaturePolicy::Weak : SignaturePolicy::Unsigned;
}

Result<void> MpqWriter::setSignaturePolicy(SignaturePolicy policy)
{
    m_options.signWeak = policy == SignaturePolicy::Weak;
    return {};
}

Result<QString> MpqWriter::normalizePath(const QString &path) const
{
    const auto refuse = [&](ErrorCode code, const QString &why) {
        return Error{code, tr("Cannot store \"%1\" in an MPQ archive: %2").arg(path, why), base().path()};
    };
    QString name = path;
    if (name.contains(QLatin1Char('/'))) {
        m_slashNames.insert(path);
        name.replace(QLatin1Char('/'), QLatin1Char('\\'));
    }
    if (name.isEmpty())
        return refuse(ErrorCode::InvalidInput, tr("the name is empty"));
    for (const QChar c : name) {
        if (c.unicode() < 0x20)
            return refuse(ErrorCode::InvalidInput, tr("it contains a control character"));
    }
    if (name.size() >= 2 && name.at(1) == QLatin1Char(':'))
        return refuse(ErrorCode::UnsafePath, tr("it starts with a drive letter"));
    for (const QString &part : name.split(QLatin1Char('\\'))) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String(".."))
            return refuse(ErrorCode::UnsafePath, tr("it has an empty, \".\" or \"..\" component"));
    }
    const QByteArray bytes = name.toUtf8();
    if (bytes.size() > kMaxNameBytes)
        return refuse(ErrorCode::LimitExceeded, tr("it is longer than %1 bytes").arg(kMaxNameBytes));
    if (isInternalName(bytes))
        return refuse(ErrorCode::InvalidInput, tr("the archive's internal files are written by the program"));
    return name;
}

Result<std::unique_ptr<ArchiveWriter>> editMpqArchive(std::shared_ptr<const Archive> base)
{
    auto mpq = std::dynamic_pointer_cast<const MpqArchive>(base);
    if (!mpq) {
        return Error{ErrorCode::InvalidInput, MpqWriter::tr("%1 is not an MPQ archive").arg(base->path()),
            base->path()};
    }
    return std::unique_ptr<ArchiveWriter>(std::make_unique<MpqWriter>(std::move(mpq)));
}

QString MpqWriter::appendRefusal() const
{
    const MpqHeaderInfo &header = mpq().header();
    if (m_newArchive)
        return tr("the archive is new");
    if (mpq().signature() != MpqSignature::None)
        return tr("the archive is signed (a rewrite drops the signature and reports it)");
    if (m_options.signWeak)
        return tr("the save signs the archive (the signature covers all of it)");
    if (m_options.version != header.formatVersion || header.headerSize != headerSizeFor(m_options.version)
        || header.malformed)
        return tr("the archive header changes (format version, size or repaired fields)");
    if (QFileInfo(mpq().path()).size() != mpq().source().size())
        return tr("the file changed since it was opened");
    return {};
}

Result<AppendedArchive> MpqWriter::appendArchive(QFile &file, Progress &progress)
{
    if (auto ok = m_options.validate(); !ok)
        return ok.error();
    ArchiveBuilder builder(mpq(), m_options, m_newArchive, file, ArchiveBuilder::Mode::Append);
    auto appended = builder.run(entries(), progress);
    if (appended)
        addNotes(appended->report);
    return appended;
}

Result<CommitReport> MpqWriter::writeArchive(QFile &out, Progress &progress)
{
    if (auto ok = m_options.validate(); !ok)
        return ok.error();
    ArchiveBuilder builder(mpq(), m_options, m_newArchive, out, ArchiveBuilder::Mode::Rewrite);
    auto written = builder.run(entries(), progress);
    if (!written)
        return written.error();
    addNotes(written->report);
    return std::move(written->report);
}

std::optional<int> MpqWriter::writtenEntry(const Archive &written, const EntryLookup &lookup, std::size_t index) const
{
    const auto *archive = dynamic_cast<const MpqArchive *>(&written);
    const PlannedEntry &planned = entries()[index];
    if (!archive)
        return ArchiveWriter::writtenEntry(written, lookup, index);
    if (planned.isNew())
        return archive->findEntry(planned.path);
    const MpqEntry &original = mpq().entries()[static_cast<std::size_t>(planned.original)];
    if (!original.pseudoName || planned.path != original.name())
        return archive->findEntry(planned.path);
    const auto &writtenEntries = archive->entries();
    const auto it = std::find_if(writtenEntries.begin(), writtenEntries.end(), [&original](const MpqEntry &entry) {
        return entry.pseudoName && entry.hashIndex == original.hashIndex;
    });
    if (it == writtenEntries.end())
        return std::nullopt;
    return static_cast<int>(it - writtenEntries.begin());
}

EntryCheck MpqWriter::checkUntouched(const Archive &written, int entry, std::size_t index) const
{
    const PlannedEntry &planned = entries()[index];
    const MpqEntry &original = mpq().entries()[static_cast<std::size_t>(planned.original)];
    if (isInternalName(original.rawName))
        return EntryCheck::Regenerated;
    const auto *archive = dynamic_cast<const MpqArchive *>(&written);
    if (!archive || entry < 0)
        return EntryCheck::Read;
    const MpqEntry &now = archive->entries()[static_cast<std::size_t>(entry)];
    const bool keptInPlace = now.offset == original.offset && now.compressedSize == original.compressedSize
        && now.fileSize == original.fileSize && now.flags == original.flags
        && (!original.isEncrypted() || now.rawName == original.rawName);
    return keptInPlace ? EntryCheck::Same : EntryCheck::Read;
}

void MpqWriter::addNotes(CommitReport &report) const
{
    if (mpq().signature() == MpqSignature::Strong) {
        report.notes << tr("The original archive had a strong signature, which cannot be made again (only Blizzard "
                           "has its key): the written archive drops it");
    } else if (mpq().signature() == MpqSignature::Weak && !m_options.signWeak) {
        report.notes << tr("The original archive had a weak signature; the written archive is unsigned");
    }
    if (m_options.signWeak)
        report.notes << tr("The written archive carries a weak signature (Blizzard's published weak key)");
    if (m_options.sectorSize == 512) {
        report.notes << tr("StormLib and the tools built on it (MPQ Editor, map extractors) refuse archives with "
                           "512-byte sectors; 1024 bytes or more opens everywhere");
    }
    if (!m_slashNames.isEmpty()) {
        report.notes << tr("%n name(s) given with '/' were stored with '\\' (the games read backslash paths)", "",
            static_cast<int>(m_slashNames.size()));
    }
    int nonAscii = 0;
    for (const PlannedEntry &entry : entries()) {
        const bool renamedOrNew
            = entry.isNew() || planPath(mpq().entries()[static_cast<std::size_t>(entry.original)]) != entry.path;
        if (renamedOrNew && std::any_of(entry.path.begin(), entry.path.end(), [](QChar c) { return c.unicode() > 0x7F; }))
            ++nonAscii;
    }
    if (nonAscii > 0) {
        report.notes << tr("%n name(s) are not plain ASCII: games of other languages (and WorldEdit) may not find "
                           "them", "", nonAscii);
    }
}

} // namespace mwb::formats::mpq
