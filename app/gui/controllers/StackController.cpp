// SPDX-License-Identifier: GPL-3.0-or-later
#include "StackController.h"

#include "CurrentArchive.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "controllers/FileController.h"
#include "controllers/ProgressJob.h"
#include "controllers/ViewController.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/LayeredArchive.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QListWidget>
#include <QMainWindow>
#include <QPointer>

namespace mwb::gui {

namespace {

constexpr int kLayerRole = Qt::UserRole + 1; ///< the layer's index in LayeredArchive::layers()

} // namespace

StackController::StackController(Workbench &workbench, FileController &file, ViewController &layouts, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
    , m_dock(new QDockWidget(tr("Layers"), &workbench.window()))
    , m_list(new QListWidget(m_dock))
{
    auto *dataFolder = new QAction(tr("Open &WoW Data Folder…"), this);
    dataFolder->setToolTip(tr("Open a World of Warcraft 3.3.5a client's archives as the client stacks them"));
    dataFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(dataFolder, &QAction::triggered, this, &StackController::chooseDataFolder);
    auto *asStack = new QAction(tr("Open as S&tack…"), this);
    asStack->setToolTip(tr("Open several archives as one tree, the last one winning"));
    asStack->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    connect(asStack, &QAction::triggered, this, &StackController::chooseArchives);
    file.addOpenAction(dataFolder);
    file.addOpenAction(asStack);

    m_dock->setObjectName(QStringLiteral("layersDock"));
    m_list->setObjectName(QStringLiteral("layersList"));
    m_list->setToolTip(tr("Highest priority first; drag a layer to change the order"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_dock->setWidget(m_list);
    layouts.addDock(m_dock, Qt::LeftDockWidgetArea, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Y));
    m_dock->hide();
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, &StackController::applyDockOrder);
    connect(m_current, &CurrentArchive::switched, this, &StackController::updateLayers);
}

void StackController::chooseDataFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(&m_workbench.window(), tr("Open WoW Data Folder"));
    if (!folder.isEmpty())
        openStack({folder});
}

void StackController::chooseArchives()
{
    const QStringList files = QFileDialog::getOpenFileNames(&m_workbench.window(),
        tr("Open as Stack (lowest priority first)"), {}, FormatRegistry::openDialogFilters().join(QStringLiteral(";;")));
    if (!files.isEmpty())
        openStack(files);
}

void StackController::openStack(const QStringList &inputs)
{
    m_workbench.documents().openStack(inputs);
}

void StackController::updateLayers()
{
    m_list->clear(); // rows removed and inserted: no rowsMoved, so no rebuild
    const auto stack = std::dynamic_pointer_cast<const LayeredArchive>(m_current->archive());
    m_dock->setVisible(stack != nullptr);
    if (!stack)
        return;
    const auto &layers = stack->layers();
    for (auto i = static_cast<int>(layers.size()) - 1; i >= 0; --i) {
        const LayeredArchive::Layer &layer = layers[static_cast<std::size_t>(i)];
        auto *item = new QListWidgetItem(layer.name, m_list);
        item->setData(kLayerRole, i);
        item->setToolTip(layer.archive->path());
    }
    m_dock->raise();
}

void StackController::applyDockOrder()
{
    const auto stack = std::dynamic_pointer_cast<const LayeredArchive>(m_current->archive());
    if (!stack)
        return;
    std::vector<LayeredArchive::Layer> layers;
    for (int row = m_list->count() - 1; row >= 0; --row) // the list is highest first, the stack lowest first
        layers.push_back(stack->layers()[static_cast<std::size_t>(m_list->item(row)->data(kLayerRole).toInt())]);
    QPointer<ArchiveDocument> old(m_current->document());
    auto future = submitProgressJob<OpenedArchive>(m_workbench.jobs(), tr("Reordering the stack"),
        [layers = std::move(layers), options = stack->options()](Progress &) -> Result<OpenedArchive> {
            auto reordered = LayeredArchive::create(layers, options);
            if (!reordered)
                return reordered.error();
            return OpenedArchive::prepare(std::shared_ptr<const Archive>(std::move(reordered).value()));
        });
    future.then(this, [this, old](const Result<OpenedArchive> &opened) {
        if (!opened) {
            m_workbench.messages().showError(opened.error());
            return;
        }
        DocumentManager &documents = m_workbench.documents();
        documents.addArchive(*opened, {});
        if (old)
            documents.close(old);
    });
}

} // namespace mwb::gui
