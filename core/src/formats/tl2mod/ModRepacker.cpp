// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModRepacker.h"

#include "EntryContent.h"
#include "mwb/core/SafePath.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2mod/ModExtractor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryDir>

namespace mwb::formats::tl2mod {

namespace {

class RepackText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModRepacker)
};

/// Maps a phase's own progress onto [first, first + share) of the whole job's 0..kScale.
class PhaseProgress final : public Progress
{
public:
    static constexpr qint64 kScale = 1000000;

    PhaseProgress(Progress &parent, qint64 first, qint64 share)
        : m_parent(parent)
        , m_first(first)
        , m_share(share)
    {
        m_parent.setTotal(kScale);
    }
    void setTotal(qint64 total) override { m_total = total; }
    void setDone(qint64 done) override
    {
        const double fraction = m_total > 0 ? double(done) / double(m_total) : 0.0;
        m_parent.setDone(m_first + qint64(fraction * double(m_share)));
    }
    void setText(const QString &text) override { m_parent.setText(text); }
    [[nodiscard]] bool isCanceled() const override { return m_parent.isCanceled(); }

private:
    Progress &m_parent;
    qint64 m_first;
    qint64 m_share;
    std::atomic<qint64> m_total{0};
};

Result<void> applyChange(const QString &modDir, const EntryChange &change)
{
    const QString path = QDir::fromNativeSeparators(change.path).toUpper();
    if (!path.startsWith(QLatin1String("MEDIA/")))
        return Error{ErrorCode::UnsafePath, RepackText::tr("%1 is not below MEDIA/").arg(change.path), change.path};
    auto target = resolveInside(modDir, path);
    if (!target)
        return target.error();
    QByteArray bytes = change.bytes;
    if (!change.sourceFile.isEmpty()) {
        QFile source(change.sourceFile);
        if (!source.open(QIODevice::ReadOnly))
            return Error{ErrorCode::Io,
                RepackText::tr("Cannot read %1: %2").arg(change.sourceFile, source.errorString()), change.sourceFile};
        bytes = source.readAll();
    }
    const bool isDat = path.endsWith(QLatin1String(".DAT")) || path.endsWith(QLatin1String(".TEMPLATE"));
    if (change.compileDatText && isDat && !looksLikeBindat(bytes)) {
        auto compiled = tl2dat::compileDatText(bytes, change.sourceFile.isEmpty() ? change.path : change.sourceFile);
        if (!compiled)
            return compiled.error();
        bytes = std::move(compiled).value();
    }
    QDir().mkpath(QFileInfo(*target).absolutePath());
    QSaveFile out(*target);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
        return Error{ErrorCode::Io, RepackText::tr("Cannot write %1: %2").arg(*target, out.errorString()), *target};
    return {};
}

} // namespace

Result<PackReport> repackMod(
    const ModArchive &archive, const std::vector<EntryChange> &changes, const QString &outputFile, Progress &progress)
{
    const QString outputDir = QFileInfo(outputFile).absolutePath();
    QTemporaryDir staging(outputDir + QStringLiteral("/.mwb-repack-XXXXXX"));
    if (!staging.isValid())
        return Error{ErrorCode::Io,
            RepackText::tr("Cannot create a staging folder in %1: %2").arg(outputDir, staging.errorString()),
            outputDir};
    progress.setText(RepackText::tr("Unpacking %1").arg(QFileInfo(archive.path()).fileName()));
    {
        PhaseProgress unpacking(progress, 0, PhaseProgress::kScale / 3);
        auto extracted = extractModFolder(archive, staging.path(), unpacking);
        if (!extracted)
            return extracted.error();
    }
    for (const EntryChange &change : changes) {
        if (progress.isCanceled())
            return Error{ErrorCode::Canceled, RepackText::tr("Repacking was canceled"), outputFile};
        if (auto applied = applyChange(staging.path(), change); !applied)
            return applied.error();
    }
    progress.setText(RepackText::tr("Packing %1").arg(QFileInfo(outputFile).fileName()));
    PhaseProgress packing(progress, PhaseProgress::kScale / 3, PhaseProgress::kScale - PhaseProgress::kScale / 3);
    PackOptions options;
    options.gameVersion = archive.header().gameVersion;
    options.compileSources = false; // a repack keeps the mod's entries (and the files dropped in) as they are
    return packModFolder(staging.path(), outputFile, options, packing);
}

} // namespace mwb::formats::tl2mod
