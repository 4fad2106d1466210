// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageController.h"

#include "MessagePresenter.h"
#include "Workbench.h"
#include "documents/ContentDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/widgets/GridPage.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>

namespace mwb::gui {

PageController::PageController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
{
    connect(&workbench.documents(), &DocumentManager::documentOpened, this, &PageController::prepare);
}

void PageController::prepare(Document *document)
{
    auto *content = qobject_cast<ContentDocument *>(document);
    auto *grid = content ? qobject_cast<widgets::GridPage *>(content->page()) : nullptr;
    if (!grid)
        return;
    connect(grid, &widgets::GridPage::exportRequested, this, [this, grid, title = document->title()] {
        const QString name = QFileInfo(title).completeBaseName() + QStringLiteral(".png");
        const QString path = QFileDialog::getSaveFileName(&m_workbench.window(), tr("Export Heatmap"),
            QDir(m_lastExportDir).filePath(name), tr("PNG images (*.png)"));
        if (path.isEmpty())
            return;
        m_lastExportDir = QFileInfo(path).absolutePath();
        if (const auto written = grid->exportPng(path); !written) {
            m_workbench.messages().showError(written.error());
            return;
        }
        m_workbench.showStatus(tr("Exported the heatmap to %1").arg(path));
    });
}

} // namespace mwb::gui
