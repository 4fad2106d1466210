// SPDX-License-Identifier: GPL-3.0-or-later
#include "StackController.h"

#include "MainWindow.h"
#include "MessagePresenter.h"
#include "controllers/FileController.h"
#include "controllers/ProgressJob.h"
#include "controllers/ViewController.h"
#include "mwb/core/StackPlan.h"
#include "session/ArchiveSession.h"
#include "session/OpenedArchive.h"
#include "session/UnsavedEdits.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QListWidget>

namespace mwb::gui {

namespace {

constexpr int kLayerRole = Qt::UserRole + 1; ///< the layer's index in LayeredArchive::layers()

/// A stack is never edited as one: its layers are archives of their own.
Result<std::unique_ptr<ArchiveWriter>> noWriter(std::shared_ptr<const Archive> archive)
{
    return Error{ErrorCode::Unsupported,
        StackController::tr("A stack of archives is read-only: open one of its layers to edit it"), archive->path(), -1};
}

std::shared_ptr<const LayeredArchive> shownStack(const MainWindow &window)
{
    return std::dynamic_pointer_cast<const LayeredArchive>(window.archive());
}

} // namespace

StackController::StackController(MainWindow &window, FileController &file, ViewController &layouts)
    : QObject(&window)
    , m_window(window)
    , m_layouts(layouts)
    , m_dock(new QDockWidget(tr("Layers"), &window))
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
    connect(&window, &MainWindow::archiveChanged, this, &StackController::updateLayers);
}

void StackController::chooseDataFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(&m_window, tr("Open WoW Data Folder"));
    if (!folder.isEmpty())
        openStack({folder});
}

void StackController::chooseArchives()
{
    const QStringList files = QFileDialog::getOpenFileNames(&m_window, tr("Open as Stack (lowest priority first)"),
        {}, FormatRegistry::openDialogFilters().join(QStringLiteral(";;")));
    if (!files.isEmpty())
        openStack(files);
}

void StackController::openStack(const QStringList &inputs)
{
    const auto start = [this, inputs] {
        startJob(tr("Opening a stack of %n archive(s)", nullptr, static_cast<int>(inputs.size())),
            [inputs]() -> Result<std::shared_ptr<const LayeredArchive>> {
                auto plan = StackPlanner::plan(inputs);
                if (!plan)
                    return plan.error();
                auto stack = StackPlanner::open(*plan);
                if (!stack)
                    return stack.error();
                return std::shared_ptr<const LayeredArchive>(std::move(stack).value());
            });
    };
    if (UnsavedEdits::settle(m_window.session(), *m_window.messages(), start) == Settled::Proceed)
        start();
}

void StackController::startJob(
    const QString &title, std::function<Result<std::shared_ptr<const LayeredArchive>>()> build)
{
    if (!m_pending.isFinished())
        m_pending.cancel();
    auto future = submitProgressJob<OpenedArchive>(m_window.jobs(), title,
        [build = std::move(build)](Progress &) -> Result<OpenedArchive> {
            auto stack = build();
            if (!stack)
                return stack.error();
            return OpenedArchive::prepare(std::move(stack).value(), &noWriter);
        });
    m_pending = QFuture<void>(future);
    future.then(this, [this](const Result<OpenedArchive> &opened) {
        if (!opened) {
            m_window.messages()->showError(opened.error());
            return;
        }
        show(*opened);
    });
}

void StackController::show(OpenedArchive opened)
{
    m_layouts.showContent(ContentLayout::Archive);
    m_window.setArchive(std::move(opened));
    Q_EMIT stackOpened();
}

void StackController::updateLayers()
{
    m_list->clear(); // rows removed and inserted: no rowsMoved, so no rebuild
    const std::shared_ptr<const LayeredArchive> stack = shownStack(m_window);
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
    const std::shared_ptr<const LayeredArchive> stack = shownStack(m_window);
    if (!stack)
        return;
    std::vector<LayeredArchive::Layer> layers;
    for (int row = m_list->count() - 1; row >= 0; --row) // the list is highest first, the stack lowest first
        layers.push_back(stack->layers()[static_cast<std::size_t>(m_list->item(row)->data(kLayerRole).toInt())]);
    LayeredArchive::Options options = stack->options();
    startJob(tr("Reordering the stack"), [layers = std::move(layers), options]() {
        auto reordered = LayeredArchive::create(layers, options);
        if (!reordered)
            return Result<std::shared_ptr<const LayeredArchive>>(reordered.error());
        return Result<std::shared_ptr<const LayeredArchive>>(
            std::shared_ptr<const LayeredArchive>(std::move(reordered).value()));
    });
}

} // namespace mwb::gui
