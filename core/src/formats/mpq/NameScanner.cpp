// SPDX-License-Identifier: GPL-3.0-or-later
#include "ContentSniffer.h"
#include "Crypto.h"
#include "FileReader.h"
#include "ImportList.h"
#include "Listfile.h"
#include "ModelPaths.h"
#include "NameVariants.h"
#include "PathTokens.h"
#include "ScriptStrings.h"
#include "StandardNames.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqNameScanner.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>

namespace mwb::formats::mpq {

namespace {

constexpr qint64 kMaxScannedBytes = qint64(64) << 20;
constexpr qint64 kSniffedBytes = 4096;
/// Reserved up front for an entry's content: its declared size is only a claim.
constexpr qint64 kReservedBytes = qint64(1) << 20;
constexpr int kBatch = 32;
const QByteArray kImported = QByteArrayLiteral("war3mapImported\\");

/// A path found in an entry's content, before its variants are tried.
struct Mention
{
    QByteArray path;
    MpqNameSource source;
};

/// What reading one entry gave.
struct Reading
{
    bool read = false;
    QByteArray extension; ///< the content's guess
    std::vector<Mention> mentions;
};

bool isMediaName(QByteArrayView name)
{
    static const QByteArrayView kMedia[] = {".blp", ".tga", ".dds", ".jpg", ".png", ".wav", ".mp3", ".ogg", ".flac",
        ".bik", ".smk", ".w3e", ".wpm", ".shd"};
    for (const QByteArrayView extension : kMedia) {
        if (name.size() > extension.size() && name.last(extension.size()).compare(extension, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

/// The paths `content` mentions, read the way its kind is.
std::vector<Mention> mentionsIn(QByteArrayView content, ContentSniffer::Reading reading)
{
    std::vector<Mention> out;
    const auto add = [&out](MpqNameSource source) {
        return [&out, source](QByteArrayView path) {
            out.push_back({path.toByteArray(), source});
        };
    };
    switch (reading) {
    case ContentSniffer::Reading::Skip:
        break;
    case ContentSniffer::Reading::ImportList:
        if (const auto imports = ImportList::parse(content)) {
            for (const ImportList::Import &import : *imports) {
                out.push_back({import.path.toByteArray(), MpqNameSource::ImportList});
                out.push_back({kImported + import.path.toByteArray(), MpqNameSource::ImportList});
            }
        }
        break;
    case ContentSniffer::Reading::Jass:
    case ContentSniffer::Reading::Lua: {
        const auto toPaths = add(MpqNameSource::Script);
        ScriptStrings::forEachLiteral(content,
            reading == ContentSniffer::Reading::Jass ? ScriptStrings::Language::Jass : ScriptStrings::Language::Lua,
            [&toPaths](QByteArrayView literal) {
                PathTokens::forEachInText(literal, toPaths);
            });
        break;
    }
    case ContentSniffer::Reading::Model:
        ModelPaths::forEachTexture(content, add(MpqNameSource::Model));
        PathTokens::forEachInBytes(content, add(MpqNameSource::FileText));
        break;
    case ContentSniffer::Reading::Strings:
        PathTokens::forEachInBytes(content, add(MpqNameSource::FileText));
        break;
    }
    return out;
}

/// One run of the scanner over one archive.
class Scan
{
public:
    explicit Scan(const MpqArchive &archive)
        : m_archive(archive)
        , m_reader(archive.source(), archive.header())
        , m_readings(archive.entries().size())
    {
        const auto &entries = archive.entries();
        for (int i = 0; i < static_cast<int>(entries.size()); ++i) {
            if (entries[static_cast<std::size_t>(i)].pseudoName)
                m_unnamed.insert(i);
        }
    }

    [[nodiscard]] int unnamed() const { return static_cast<int>(m_unnamed.size()); }
    [[nodiscard]] qint64 candidates() const { return m_candidates; }
    [[nodiscard]] const QHash<int, Mention> &found() const { return m_found; }
    [[nodiscard]] const Reading &reading(int entry) const { return m_readings[static_cast<std::size_t>(entry)]; }

    void tryStandardNames()
    {
        StandardNames::forEach([this](QByteArrayView name) {
            tryName(name, MpqNameSource::StandardName);
        });
    }

    /// Reads every entry not read yet that can be read now and tries the paths it mentions; returns how many it
    /// read. Entries whose key only a found name gives become readable later: call again until it reads none.
    [[nodiscard]] Result<int> readContents(Progress &progress)
    {
        std::vector<int> pending;
        for (int i = 0; i < static_cast<int>(m_readings.size()); ++i) {
            if (!m_readings[static_cast<std::size_t>(i)].read && readable(i))
                pending.push_back(i);
        }
        progress.setTotal(m_done + static_cast<qint64>(pending.size()));
        for (std::size_t next = 0; next < pending.size(); next += kBatch) {
            if (progress.isCanceled())
                return Error{
                    ErrorCode::Canceled, MpqNameScanner::tr("Scanning for names was canceled"), m_archive.path()};
            const std::size_t end = std::min(pending.size(), next + kBatch);
            io::parallelFor(static_cast<int>(end - next), 0, [&](int k) {
                const int entry = pending[next + static_cast<std::size_t>(k)];
                m_readings[static_cast<std::size_t>(entry)] = readEntry(entry);
                return !progress.isCanceled();
            });
            for (std::size_t k = next; k < end; ++k) {
                for (const Mention &m : m_readings[static_cast<std::size_t>(pending[k])].mentions)
                    tryPath(m.path, m.source);
                m_readings[static_cast<std::size_t>(pending[k])].mentions = {};
            }
            m_done += static_cast<qint64>(end - next);
            progress.setDone(m_done);
        }
        return static_cast<int>(pending.size());
    }

private:
    /// The entry as the reader must see it: with the key of its found name when it had none.
    [[nodiscard]] std::optional<MpqEntry> readableEntry(int index) const
    {
        MpqEntry e = m_archive.entries()[static_cast<std::size_t>(index)];
        if (e.isDeleteMarker() || e.isPatchFile() || e.fileSize > kMaxScannedBytes
            || (!e.pseudoName && isInternalName(e.rawName))) // the reader used them (an ignored listfile stays so)
            return std::nullopt;
        if (e.isEncrypted() && !e.fileKey) {
            const auto found = m_found.constFind(index);
            if (found == m_found.constEnd())
                return std::nullopt;
            e.fileKey = Crypto::fileKey(found->path, static_cast<quint64>(e.offset), e.fileSize, e.flags);
        }
        return e;
    }

    [[nodiscard]] bool readable(int index) const { return readableEntry(index).has_value(); }

    /// Reads one entry (any thread) in one pass: the guess from its first piece stops the read of media.
    [[nodiscard]] Reading readEntry(int index) const
    {
        Reading r;
        r.read = true;
        const std::optional<MpqEntry> e = readableEntry(index);
        const QByteArrayView known = e->pseudoName ? QByteArrayView() : e->rawName;
        if (isMediaName(known))
            return r;
        QByteArray content;
        content.reserve(static_cast<qsizetype>(std::min<qint64>(e->fileSize, kReservedBytes)));
        std::optional<ContentSniffer::Guess> guess;
        const auto collect = [&](QByteArrayView piece) -> Result<void> {
            content.append(piece);
            if (!guess && (content.size() >= kSniffedBytes || content.size() == qsizetype(e->fileSize))) {
                guess = ContentSniffer::guess(content);
                if (guess->reading == ContentSniffer::Reading::Skip) // no paths inside: stop reading
                    return Error{ErrorCode::Canceled, {}, {}};
            }
            return {};
        };
        const bool complete = m_reader.read(*e, collect, {kMaxScannedBytes, false}).has_value();
        if (!guess)
            return r;
        r.extension = guess->extension;
        if (!complete)
            return r;
        // A long import list is told by its whole content only.
        const auto imports = ImportList::parse(content);
        const bool importList = imports && !imports->empty();
        if (importList)
            r.extension = "imp";
        r.mentions = mentionsIn(content, importList ? ContentSniffer::Reading::ImportList : guess->reading);
        return r;
    }

    /// Tries `path` and its variants, once per path (object data repeats the same paths many times).
    void tryPath(const QByteArray &path, MpqNameSource source)
    {
        if (m_expanded.contains(path))
            return;
        m_expanded.insert(path);
        NameVariants::forEach(path, [this, source](QByteArrayView name) {
            tryName(name, source);
        });
    }

    void tryName(QByteArrayView name, MpqNameSource source)
    {
        if (name.isEmpty() || name.size() > PathTokens::kMaxPath)
            return;
        const Crypto::NameHashes hashes = Crypto::hashName(name);
        if (m_tried.contains(quint64(hashes.nameA) << 32 | hashes.nameB))
            return;
        m_tried.insert(quint64(hashes.nameA) << 32 | hashes.nameB);
        ++m_candidates;
        for (const int entry : m_archive.entriesNamed(name)) {
            if (m_unnamed.contains(entry) && !m_found.contains(entry))
                m_found.insert(entry, Mention{name.toByteArray(), source});
        }
    }

    const MpqArchive &m_archive;
    const FileReader m_reader;
    std::vector<Reading> m_readings;
    QSet<int> m_unnamed;
    QHash<int, Mention> m_found;
    QSet<quint64> m_tried; ///< nameA << 32 | nameB of every name tried
    QSet<QByteArray> m_expanded; ///< paths whose variants were tried
    qint64 m_candidates = 0;
    qint64 m_done = 0;
};

} // namespace

QByteArray MpqNameScan::listfile() const
{
    QByteArray out;
    for (const MpqScannedName &n : names) {
        if (!isInternalName(n.name))
            out += n.name + "\r\n";
    }
    return out;
}

QByteArrayList MpqNameScan::recoveredNames() const
{
    QByteArrayList out;
    for (const MpqScannedName &n : names) {
        if (n.recovered)
            out.push_back(n.name);
    }
    return out;
}

Result<MpqNameScan> MpqNameScanner::scan(const MpqArchive &archive, Progress &progress)
{
    Scan run(archive);
    MpqNameScan result;
    result.unnamedBefore = run.unnamed();
    if (run.unnamed() > 0) {
        run.tryStandardNames();
        for (;;) {
            auto read = run.readContents(progress);
            if (!read)
                return read.error();
            if (*read == 0)
                break;
        }
    }
    const auto &entries = archive.entries();
    for (int i = 0; i < static_cast<int>(entries.size()); ++i) {
        const MpqEntry &e = entries[static_cast<std::size_t>(i)];
        if (const auto found = run.found().constFind(i); found != run.found().constEnd())
            result.names.push_back({found->path, i, true, found->source});
        else if (!e.pseudoName)
            result.names.push_back({e.rawName.toByteArray(), i, e.recoveredName, MpqNameSource::Known});
        else
            result.guesses.push_back({i, run.reading(i).extension});
    }
    result.recovered = static_cast<int>(run.found().size());
    result.candidates = run.candidates();
    if (auto intact = archive.source().checkIntact(); !intact)
        return intact.error();
    return result;
}

} // namespace mwb::formats::mpq
