// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2raw/RawSources.h"

#include "formats/tl2mod/ManifestPlan.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>

#include <algorithm>

namespace mwb::formats::tl2raw {

using tl2mod::asciiUpper;

namespace {

class SourcesText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2raw::RawSources)
};

const QString kMedia = QStringLiteral("MEDIA");
const QString kMediaRoot = QStringLiteral("MEDIA/");

/// The source name a compiled form stands in for ("X.DAT" for "X.DAT.BINDAT"), or an empty string.
QString compiledSourceName(const QString &upperName)
{
    for (const QLatin1String suffix : {QLatin1String(".BINDAT"), QLatin1String(".BINLAYOUT")}) {
        if (upperName.endsWith(suffix))
            return upperName.chopped(suffix.size());
    }
    return {};
}

QString findMediaFolder(const QString &modFolder)
{
    const QDir dir(modFolder);
    if (dir.dirName().compare(kMedia, Qt::CaseInsensitive) == 0)
        return dir.absolutePath();
    for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (name.compare(kMedia, Qt::CaseInsensitive) == 0)
            return dir.absoluteFilePath(name);
    }
    return {};
}

Result<QByteArray> readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, file.errorString(), path, -1};
    if (file.size() > RawSources::kMaxSourceSize) {
        return Error{ErrorCode::LimitExceeded,
            SourcesText::tr("%1 bytes, beyond the limit of %2 for a source file")
                .arg(file.size())
                .arg(RawSources::kMaxSourceSize),
            path, -1};
    }
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return Error{ErrorCode::Io, file.errorString(), path, -1};
    return bytes;
}

/// Visits the directory `prefix`, whose files are paths[begin, end) (sorted, so every sub-directory's files are
/// contiguous), in `order`, appending file paths to `out`.
void scanDirectory(
    const QStringList &paths, qsizetype begin, qsizetype end, const QString &prefix, ScanOrder order, QStringList &out)
{
    struct Child
    {
        QString name;
        qsizetype begin;
        qsizetype end;
        bool isDirectory;
    };
    std::vector<Child> children;
    for (qsizetype i = begin; i < end;) {
        const QStringView rest = QStringView(paths[i]).sliced(prefix.size());
        const qsizetype slash = rest.indexOf(QLatin1Char('/'));
        if (slash < 0) {
            children.push_back({rest.toString(), i, i + 1, false});
            ++i;
            continue;
        }
        const QString sub = prefix + rest.left(slash + 1);
        qsizetype j = i + 1;
        while (j < end && paths[j].startsWith(sub))
            ++j;
        children.push_back({rest.left(slash).toString(), i, j, true});
        i = j;
    }
    std::stable_sort(children.begin(), children.end(), [order](const Child &a, const Child &b) {
        if (order == ScanOrder::FilesFirst && a.isDirectory != b.isDirectory)
            return !a.isDirectory;
        return a.name < b.name;
    });
    for (const Child &child : children) {
        if (child.isDirectory)
            scanDirectory(paths, child.begin, child.end, prefix + child.name + QLatin1Char('/'), order, out);
        else
            out.append(paths[child.begin]);
    }
}

} // namespace

Result<RawSources> RawSources::fromFolder(const QString &modFolder)
{
    const QString media = findMediaFolder(modFolder);
    if (media.isEmpty()) {
        return Error{ErrorCode::InvalidInput, SourcesText::tr("No MEDIA folder in the mod folder"), modFolder, -1};
    }
    const QDir mediaDir(media);
    QHash<QString, QString> files; // upper path → file on disk
    QHash<QString, QString> compiled; // source path → compiled file on disk
    QDirIterator it(media, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString upper = kMediaRoot + asciiUpper(mediaDir.relativeFilePath(file));
        const QString source = compiledSourceName(upper);
        if (!source.isEmpty()) {
            compiled.insert(source, file);
            continue;
        }
        if (upper.contains(QLatin1String(".BIN")))
            continue;
        if (const auto clash = files.constFind(upper); clash != files.cend()) {
            return Error{ErrorCode::InvalidInput,
                SourcesText::tr("\"%1\" and \"%2\" are both %3 once upper-cased; rename one of them")
                    .arg(clash.value(), file, upper),
                file, -1};
        }
        files.insert(upper, file);
    }
    for (auto c = compiled.cbegin(); c != compiled.cend(); ++c) {
        if (!files.contains(c.key()))
            files.insert(c.key(), c.value());
    }
    QStringList paths = files.keys();
    return fromFunction(paths, [files](const QString &path) -> Result<QByteArray> {
        const auto file = files.constFind(path);
        if (file == files.cend())
            return Error{ErrorCode::InvalidInput, SourcesText::tr("Not a source of this mod"), path, -1};
        return readFile(file.value());
    });
}

RawSources RawSources::fromArchive(const std::shared_ptr<const tl2mod::ModArchive> &archive)
{
    QHash<QString, int> records;
    const auto &all = archive->records();
    for (int i = 0; i < static_cast<int>(all.size()); ++i) {
        const tl2mod::ModRecord &record = all[static_cast<std::size_t>(i)];
        if (record.isDirectory() || !record.hasData())
            continue;
        const QString upper = asciiUpper(record.path());
        if (!records.contains(upper))
            records.insert(upper, i);
    }
    return fromFunction(records.keys(), [archive, records](const QString &path) -> Result<QByteArray> {
        const auto record = records.constFind(path);
        if (record == records.cend())
            return Error{ErrorCode::InvalidInput, SourcesText::tr("Not an entry of this mod"), path, -1};
        return archive->readEntry(record.value());
    });
}

RawSources RawSources::fromFunction(const QStringList &paths, std::function<Result<QByteArray>(const QString &)> read)
{
    RawSources sources;
    for (const QString &path : paths)
        sources.m_paths.append(asciiUpper(QString(path).replace(QLatin1Char('\\'), QLatin1Char('/'))));
    std::sort(sources.m_paths.begin(), sources.m_paths.end());
    sources.m_paths.erase(std::unique(sources.m_paths.begin(), sources.m_paths.end()), sources.m_paths.end());
    sources.m_read = std::move(read);
    return sources;
}

bool RawSources::contains(const QString &upperPath) const
{
    return std::binary_search(m_paths.cbegin(), m_paths.cend(), upperPath);
}

Result<QByteArray> RawSources::read(const QString &upperPath) const
{
    return m_read(upperPath);
}

QStringList RawSources::scan(const QString &folder, const QString &extension, ScanOrder order) const
{
    QStringList matching;
    for (const QString &path : m_paths) {
        if (path.startsWith(folder) && path.endsWith(extension))
            matching.append(path);
    }
    QStringList out;
    scanDirectory(matching, 0, matching.size(), folder, order, out);
    return out;
}

QString mediaPath(const QString &reference)
{
    QString path = asciiUpper(QString(reference).replace(QLatin1Char('\\'), QLatin1Char('/')).trimmed());
    while (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    return path.startsWith(kMediaRoot) ? path : kMediaRoot + path;
}

} // namespace mwb::formats::tl2raw
