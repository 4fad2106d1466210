// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ArchiveFixture.h"
#include "MpqFixture.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/core/StackPlan.h"

#include <QDir>

namespace mwb::test {

/// A stack of two MPQs (LayeredArchive), as `stack` commands and the GUI open them: the lower one holds an older copy
/// of every file (shadowed), the upper one the files; the stack must show exactly the upper copies.
class StackFixture final : public ArchiveFixture
{
public:
    QString formatId() const override { return QStringLiteral("stack"); }
    QString fileName() const override { return QStringLiteral("contract-stack"); }
    bool inRegistry() const override { return false; }
    bool hasByteSource() const override { return false; }

    bool build(const QString &path, const ArchiveFiles &files) const override
    {
        return QDir().mkpath(path) && m_layer.build(lower(path), older(files)) && m_layer.build(upper(path), files);
    }
    Result<std::unique_ptr<Archive>> open(const QString &path) const override
    {
        auto plan = StackPlanner::plan({lower(path), upper(path)});
        if (!plan)
            return plan.error();
        auto stack = StackPlanner::open(*plan);
        if (!stack)
            return stack.error();
        return std::unique_ptr<Archive>(std::move(stack).value());
    }
    bool buildEscaping(const QString &path, const ArchiveFiles &files) const override
    {
        return QDir().mkpath(path) && m_layer.build(lower(path), older(files))
            && m_layer.buildEscaping(upper(path), files);
    }
    bool corrupt(const QString &path, const QString &file, const ArchiveFiles &files) const override
    {
        return m_layer.corrupt(upper(path), file, files);
    }
    bool truncate(const QString &path, const QString &file) const override
    {
        return m_layer.truncate(upper(path), file);
    }
    QStringList ownEntries() const override { return m_layer.ownEntries(); }

private:
    static QString lower(const QString &path) { return path + QStringLiteral("/1-base.mpq"); }
    static QString upper(const QString &path) { return path + QStringLiteral("/2-patch.mpq"); }
    /// Other bytes under every path: what the upper layer must hide.
    static ArchiveFiles older(const ArchiveFiles &files)
    {
        ArchiveFiles out;
        for (auto it = files.begin(); it != files.end(); ++it)
            out.insert(it.key(), QByteArray("older ") + it.value());
        return out;
    }

    MpqFixture m_layer;
};

} // namespace mwb::test
