// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "controllers/LatestRequest.h"

#include <QObject>

class QDockWidget;
class QLabel;
class QTreeWidget;

namespace mwb::wow {
struct DoctorReport;
}

namespace mwb::gui {

class CurrentArchive;
class ViewController;
class Workbench;

/// The Doctor dock: when a WoW client's Data folder opened as a stack (File › Open WoW Data Folder…) becomes current,
/// mwb::wow::WowDoctor examines the folder as a job (listed in the Jobs panel, cancelable there) and the dock lists
/// its findings, errors first: severity, code and message, and below each the archives and rows it concerns and
/// what to do. "Examine Again" runs it anew (after the folder changed on disk). Hidden for anything else. GUI thread
/// only.
class WowDoctorController : public QObject
{
    Q_OBJECT
public:
    /// Adds the Doctor dock to `layouts`.
    WowDoctorController(Workbench &workbench, ViewController &layouts, QObject *parent);

    /// Examines the current Data folder again; nothing when the current document is none.
    void examine();
    /// The findings list: one top-level row per finding.
    [[nodiscard]] QTreeWidget *findingsTree() const { return m_tree; }

Q_SIGNALS:
    /// The findings of the current Data folder are shown.
    void examined();

private:
    void currentSwitched();
    void show(const wow::DoctorReport &report);

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QDockWidget *m_dock = nullptr;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_tree = nullptr;
    QString m_dataDir; ///< the Data folder of the current stack, empty when it is none
    QString m_locale;
    LatestRequest m_request;
};

} // namespace mwb::gui
