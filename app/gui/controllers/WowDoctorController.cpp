// SPDX-License-Identifier: GPL-3.0-or-later
#include "WowDoctorController.h"

#include "CurrentArchive.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "controllers/DataFolderStack.h"
#include "controllers/ViewController.h"
#include "documents/ArchiveDocument.h"
#include "mwb/core/WowDoctor.h"

#include <QApplication>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mwb::gui {

namespace {

QIcon severityIcon(wow::DoctorSeverity severity)
{
    switch (severity) {
    case wow::DoctorSeverity::Error:
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
    case wow::DoctorSeverity::Warning:
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case wow::DoctorSeverity::Info:
        break;
    }
    return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
}

} // namespace

WowDoctorController::WowDoctorController(Workbench &workbench, ViewController &layouts, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
    , m_dock(new QDockWidget(tr("Doctor"), &workbench.window()))
{
    m_dock->setObjectName(QStringLiteral("doctorDock"));
    auto *panel = new QWidget(m_dock);
    m_summary = new QLabel(panel);
    m_summary->setWordWrap(true);
    auto *again = new QPushButton(tr("Examine Again"), panel);
    again->setToolTip(tr("Examine the Data folder again, after its archives changed on disk"));
    connect(again, &QPushButton::clicked, this, &WowDoctorController::examine);
    m_tree = new QTreeWidget(panel);
    m_tree->setObjectName(QStringLiteral("doctorFindings"));
    m_tree->setHeaderLabels({tr("Severity"), tr("Code"), tr("Finding")});
    m_tree->setWordWrap(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(again);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_tree);
    m_dock->setWidget(panel);
    layouts.addDock(m_dock, Qt::BottomDockWidgetArea, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_dock->hide();
    connect(m_current, &CurrentArchive::switched, this, &WowDoctorController::currentSwitched);
}

void WowDoctorController::currentSwitched()
{
    const std::optional<DataFolderStack> folder = DataFolderStack::of(m_current->archive());
    m_dock->setVisible(folder.has_value());
    const QString dataDir = folder ? folder->dataDir : QString();
    if (dataDir == m_dataDir)
        return;
    m_dataDir = dataDir;
    m_locale = folder ? folder->locale : QString();
    m_tree->clear();
    m_summary->clear();
    if (folder)
        examine();
    else
        m_request.cancel();
}

void WowDoctorController::examine()
{
    if (m_dataDir.isEmpty())
        return;
    m_summary->setText(tr("Examining…"));
    m_summary->setToolTip(m_dataDir);
    wow::DoctorOptions options;
    options.locale = m_locale;
    m_request.run<wow::DoctorReport>(
        m_workbench.jobs(), tr("Examining the Data folder"), this,
        [dataDir = m_dataDir, options](Progress &progress) {
            return wow::WowDoctor::examine(dataDir, options, progress);
        },
        [this](const Result<wow::DoctorReport> &report) {
            if (!report) {
                m_summary->setText(report.error().message);
                if (report.error().code != ErrorCode::Canceled)
                    m_workbench.messages().showError(report.error());
                return;
            }
            show(*report);
        });
}

void WowDoctorController::show(const wow::DoctorReport &report)
{
    m_tree->clear();
    m_summary->setText(tr("%1 error(s), %2 warning(s), %3 note(s); locale %4")
                           .arg(report.count(wow::DoctorSeverity::Error))
                           .arg(report.count(wow::DoctorSeverity::Warning))
                           .arg(report.count(wow::DoctorSeverity::Info))
                           .arg(report.locale.isEmpty() ? tr("none") : report.locale));
    m_summary->setToolTip(report.dataDir);
    for (const wow::DoctorFinding &finding : report.findings) {
        const QString severity = finding.severity == wow::DoctorSeverity::Error ? tr("Error")
            : finding.severity == wow::DoctorSeverity::Warning                  ? tr("Warning")
                                                                                : tr("Note");
        auto *item = new QTreeWidgetItem(m_tree, {severity, finding.code, finding.message});
        item->setIcon(0, severityIcon(finding.severity));
        item->setToolTip(2, finding.advice.isEmpty() ? finding.message : finding.advice);
        if (!finding.advice.isEmpty())
            new QTreeWidgetItem(item, {{}, {}, tr("What to do: %1").arg(finding.advice)});
        for (const QString &file : finding.files)
            new QTreeWidgetItem(item, {{}, {}, tr("Archive: %1").arg(file)});
        for (const QString &entry : finding.entries)
            new QTreeWidgetItem(item, {{}, {}, entry});
        if (finding.count > finding.entries.size())
            new QTreeWidgetItem(item, {{}, {}, tr("… %n more", nullptr, int(finding.count - finding.entries.size()))});
        item->setExpanded(finding.severity != wow::DoctorSeverity::Info);
    }
    m_dock->raise();
    Q_EMIT examined();
}

} // namespace mwb::gui
