// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/conflicts/ModMerge.h"

#include "FileAnalysis.h"
#include "mwb/core/SafePath.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace mwb::conflicts {

namespace {

class MergeText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::conflicts::ModMerge)
};

/// A MOD_ID of its own for the merged mod, the same for the same inputs (64-bit FNV-1a of the title and the mods).
quint64 mergedModId(const QString &title, const QStringList &mods)
{
    quint64 hash = 14695981039346656037ULL;
    const QString text = title + QLatin1Char('\n') + mods.join(QLatin1Char('\n'));
    for (const QChar c : text) {
        hash ^= c.unicode();
        hash *= 1099511628211ULL;
    }
    return hash;
}

/// The mod of `file` that a choice (or, without one, the load order) picks.
int chosenMod(const MergeOptions &options, const QString &file, const QString &address, const std::vector<int> &mods)
{
    const int chosen = options.winners.value(choiceKey(file, address), -1);
    return std::find(mods.begin(), mods.end(), chosen) != mods.end() ? chosen : mods.back();
}

/// Builds the merged mod's folder: MEDIA/ with one file per path, and its MOD.DAT.
class Stager
{
public:
    Stager(const ConflictInputs &inputs, const MergeOptions &options, const QString &folder)
        : m_inputs(inputs)
        , m_options(options)
        , m_folder(folder)
        , m_base(inputs.base.get())
    { }

    Result<void> stage(const detail::StackedFile &file)
    {
        if (file.deletedBy >= 0) {
            m_info.removeFiles << file.path;
            ++m_report.removedFiles;
            return {};
        }
        if (detail::isRawIndex(file.path))
            return {};
        if (!file.path.startsWith(QLatin1String("MEDIA/"), Qt::CaseInsensitive)) {
            return Error{ErrorCode::InvalidInput, MergeText::tr("%1 is not below MEDIA/").arg(file.path),
                m_inputs.mods[static_cast<std::size_t>(file.copies.back().mod)].archive->path()};
        }
        auto target = resolveInside(m_folder, file.path);
        if (!target)
            return target.error();
        auto bytes = contentOf(file);
        if (!bytes)
            return bytes.error();
        ++m_report.files;
        QDir().mkpath(QFileInfo(*target).absolutePath());
        QFile out(*target);
        if (!out.open(QIODevice::WriteOnly) || out.write(*bytes) != bytes->size())
            return Error{ErrorCode::Io, out.errorString(), *target};
        return {};
    }

    /// The MOD.DAT of the merged mod.
    Result<void> finish(const QString &title)
    {
        QStringList names;
        for (const LayeredArchive::Layer &mod : m_inputs.mods)
            names << mod.name;
        m_info.name = title;
        m_info.description = MergeText::tr("Merged from %1").arg(names.join(QStringLiteral(", ")));
        m_info.modId = mergedModId(title, names);
        const QString path = QDir(m_folder).filePath(QStringLiteral("MOD.DAT"));
        QFile out(path);
        const QByteArray text = formats::tl2mod::writeModDat(m_info);
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size())
            return Error{ErrorCode::Io, out.errorString(), path};
        return {};
    }

    [[nodiscard]] MergeReport &report() { return m_report; }

private:
    /// The bytes the merged mod holds for `file`.
    Result<QByteArray> contentOf(const detail::StackedFile &file)
    {
        std::vector<int> mods;
        for (const detail::FileCopy &copy : file.copies)
            mods.push_back(copy.mod);
        if (file.copies.size() < 2)
            return readCopy(file.copies.back());
        auto analysis = detail::analyzeFile(m_inputs, m_base, file);
        if (!analysis)
            return analysis.error();
        if (analysis->dat && m_base.exists()) {
            ++m_report.mergedDats;
            return analysis->dat
                ->merged([&](const QString &address) {
                    return pick(file.path, address, analysis->report);
                })
                .toUtf16();
        }
        const int winner = chosenMod(m_options, file.path, {}, mods);
        if (analysis->report.status == FileStatus::Conflict) {
            ++m_report.conflicts;
            m_report.chosen += winner != mods.back() ? 1 : 0;
        }
        const auto at = static_cast<std::size_t>(std::find(mods.begin(), mods.end(), winner) - mods.begin());
        return analysis->bytes.empty() ? readCopy(file.copies[at]) : analysis->bytes[at];
    }

    /// The mod whose change of the property at `address` is kept, counting the real conflicts it settles.
    int pick(const QString &file, const QString &address, const FileReport &report)
    {
        for (const PropertyOverlap &property : report.properties) {
            if (property.address != address || !property.conflict)
                continue;
            std::vector<int> changers;
            for (const PropertyValue &value : property.values)
                changers.push_back(value.mod);
            const int winner = chosenMod(m_options, file, address, changers);
            ++m_report.conflicts;
            m_report.chosen += winner != changers.back() ? 1 : 0;
            return winner;
        }
        return -1;
    }

    Result<QByteArray> readCopy(const detail::FileCopy &copy) const
    {
        return m_inputs.mods[static_cast<std::size_t>(copy.mod)].archive->readEntry(copy.entry);
    }

    const ConflictInputs &m_inputs;
    const MergeOptions &m_options;
    QString m_folder;
    detail::BaseLookup m_base;
    formats::tl2mod::ModInfo m_info;
    MergeReport m_report;
};

} // namespace

QString choiceKey(const QString &file, const QString &address)
{
    return LayeredArchive::pathKey(file) + QLatin1Char('\n') + address;
}

Result<MergeReport> mergeMods(
    const ConflictInputs &inputs, const QString &outputFile, const MergeOptions &options, Progress &progress)
{
    auto stack = LayeredArchive::create(inputs.mods, {});
    if (!stack)
        return stack.error();
    QTemporaryDir staging(QDir(QDir::tempPath()).filePath(QStringLiteral("mwb-merge-XXXXXX")));
    if (!staging.isValid())
        return Error{ErrorCode::Io, staging.errorString(), QDir::tempPath()};
    Stager stager(inputs, options, staging.path());
    const std::vector<detail::StackedFile> files = detail::stackedFiles(**stack);
    progress.setText(MergeText::tr("Merging %n mod(s)", nullptr, static_cast<int>(inputs.mods.size())));
    progress.setTotal(static_cast<qint64>(files.size()));
    qint64 done = 0;
    for (const detail::StackedFile &file : files) {
        if (progress.isCanceled())
            return Error{ErrorCode::Canceled, MergeText::tr("The merge was canceled"), outputFile};
        if (auto staged = stager.stage(file); !staged)
            return staged.error();
        progress.setDone(++done);
    }
    const QString title = options.title.isEmpty() ? QFileInfo(outputFile).completeBaseName() : options.title;
    if (auto written = stager.finish(title); !written)
        return written.error();
    auto packed = formats::tl2mod::packModFolder(staging.path(), outputFile, {}, progress);
    if (!packed)
        return packed.error();
    MergeReport report = stager.report();
    report.outputPath = packed->outputPath;
    report.regeneratedRaws = packed->regeneratedRaws;
    report.outputBytes = packed->outputBytes;
    return report;
}

} // namespace mwb::conflicts
