// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"

namespace mwb {

/// Passes another Progress's cancel request on and reports nothing to it: for a step whose own units (bytes of a
/// hash, say) must not reset the counts the caller reports in its units.
class CancelOnlyProgress final : public Progress
{
public:
    explicit CancelOnlyProgress(const Progress &outer)
        : m_outer(outer)
    { }
    void setTotal(qint64) override { }
    void setDone(qint64) override { }
    void setText(const QString &) override { }
    bool isCanceled() const override { return m_outer.isCanceled(); }

private:
    const Progress &m_outer;
};

} // namespace mwb
