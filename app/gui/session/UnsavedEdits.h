// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include <functional>

namespace mwb::gui {

class ArchiveSession;
class MessagePresenter;

/// What the caller of UnsavedEdits::settle() does next.
enum class Settled {
    Proceed, ///< nothing pending, or the user chose Discard: go on now
    AfterSave, ///< the user chose Save: a save job runs and `then` runs once it succeeded
    Cancel, ///< the user chose Cancel: stay
};

/// The question asked before the archive goes away (closing it or the window, opening another file).
class UnsavedEdits
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::UnsavedEdits)
public:
    /// With unsaved edits, asks Save / Discard / Cancel through `messages`; without, Proceed. GUI thread.
    [[nodiscard]] static Settled settle(ArchiveSession &session, MessagePresenter &messages, std::function<void()> then);
};

} // namespace mwb::gui
