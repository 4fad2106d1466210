// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScreenshotDriver.h"

#include "MainWindow.h"
#include "MessagePresenter.h"
#include "controllers/CompareController.h"
#include "controllers/ConflictsController.h"
#include "controllers/InspectorController.h"
#include "controllers/TranslateController.h"
#include "controllers/ViewController.h"
#include "controllers/WowDoctorController.h"
#include "controllers/WowPatchController.h"
#include "dialogs/CompareDialog.h"
#include "dialogs/ConflictsDialog.h"
#include "documents/ArchiveDocument.h"
#include "documents/ContentDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/GridPage.h"
#include "mwb/widgets/HeatmapPanel.h"
#include "mwb/widgets/HeatmapView.h"
#include "mwb/widgets/TablePage.h"

#include <QApplication>
#include <QDockWidget>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QTreeView>

#include <memory>

namespace mwb::gui {

namespace {

/// Delay between "ready" and the grab, so the tabs and the docks have painted.
constexpr int kSettleMs = 400;
/// The window's default size: the pictures show what a new user sees.
constexpr QSize kWindowSize(1280, 800);

template <typename Controller>
Controller &controllerOf(const MainWindow &window)
{
    return *window.findChild<Controller *>(QString(), Qt::FindDirectChildrenOnly);
}

/// Saves a PNG of `widget` to `file` once it has settled, then quits (with 1 when it cannot be saved).
void saveGrabAndQuit(QWidget *widget, const QString &file)
{
    QTimer::singleShot(kSettleMs, widget, [widget, file] {
        const bool saved = widget->grab().save(file);
        if (!saved)
            qWarning("could not save the screenshot to %s", qUtf8Printable(file));
        QApplication::exit(saved ? 0 : 1);
    });
}

/// Selects `path` in `archive`'s tree; false when there is no such entry.
bool selectEntry(ArchiveDocument &archive, const QString &path)
{
    if (!archive.archiveView()->selectPath(path))
        return false;
    QTreeView *tree = archive.archiveView()->treeView();
    tree->expand(tree->currentIndex().siblingAtColumn(0)); // a stack's file shows its "also in" rows
    return true;
}

/// --edit ID.COLUMN=VALUE on a table page: the cell changed (marked, not saved) and its row current.
void editCell(widgets::TablePage &page, const QString &edit)
{
    widgets::DbcTableView &view = *page.tableView();
    const formats::dbc::EditableTable *table = view.model()->records();
    const QString cell = edit.section(QLatin1Char('='), 0, 0);
    const qint64 id = cell.section(QLatin1Char('.'), 0, 0).toLongLong();
    const int row = table ? table->rowOf(id) : -1;
    const int field = table ? table->schema().fieldIndex(cell.section(QLatin1Char('.'), 1)) : -1;
    if (row < 0 || field < 0
        || !view.model()->setData(view.model()->index(row, field), edit.section(QLatin1Char('='), 1))) {
        qWarning("cannot set %s", qUtf8Printable(edit));
        return;
    }
    view.tableView()->setCurrentIndex(view.proxy()->mapFromSource(view.model()->index(row, field)));
    QTimer::singleShot(0, &view, [&view, id] { view.selectId(id); }); // once the page has its size
}

/// --select, --layers and --edit, applied to each document as it opens.
void applyToDocuments(MainWindow &window, const ScreenshotPlan &plan)
{
    QObject::connect(&window.documents(), &DocumentManager::documentOpened, &window, [plan](Document *document) {
        if (auto *archive = qobject_cast<ArchiveDocument *>(document); archive && !plan.select.isEmpty()) {
            if (!selectEntry(*archive, plan.select)) {
                // A map without a listfile: the name may come from the scan that follows the opening.
                QObject::connect(
                    archive, &ArchiveDocument::namesRecovered, archive,
                    [archive, select = plan.select] {
                        if (!selectEntry(*archive, select))
                            qWarning("no entry %s in the archive", qUtf8Printable(select));
                    },
                    Qt::SingleShotConnection);
            }
        }
        auto *content = qobject_cast<ContentDocument *>(document);
        if (auto *grid = content ? qobject_cast<widgets::GridPage *>(content->page()) : nullptr) {
            if (!plan.layers.isEmpty())
                grid->panel()->view()->setLayersByKey(plan.layers);
            grid->showSampleCell();
        }
        if (auto *table = content ? qobject_cast<widgets::TablePage *>(content->page()) : nullptr;
            table && !plan.edit.isEmpty())
            editCell(*table, plan.edit);
    });
}

/// Whether what is on screen is what the plan pictures.
bool ready(const MainWindow &window, const ScreenshotPlan &plan, const Inspection &shown)
{
    const Document *current = window.documents().current();
    if (!current)
        return false;
    if (!plan.select.isEmpty())
        return shown.entryPath.compare(plan.select, Qt::CaseInsensitive) == 0;
    const bool entryWanted = plan.inputs.size() == 1 && plan.inputs.constFirst().contains(QLatin1String("::"));
    if (!entryWanted)
        return true;
    // an archive's entry is "ARCHIVE::ENTRY"; a folder's entry opens as the file itself, "FOLDER/ENTRY"
    const QString entry = plan.inputs.constFirst().section(QStringLiteral("::"), -1);
    return current->location().contains(QLatin1String("::")) || current->location().endsWith(entry, Qt::CaseInsensitive);
}

void grabComparison(MainWindow &window, const ScreenshotPlan &plan)
{
    QObject::connect(&window.documents(), &DocumentManager::documentOpened, &window,
        [&window, plan] { controllerOf<CompareController>(window).compareWith(plan.compare); },
        Qt::SingleShotConnection);
    QObject::connect(&controllerOf<CompareController>(window), &CompareController::compared, &window, [&window, plan] {
        auto *dialog = window.findChild<CompareDialog *>();
        const auto save = [dialog, file = plan.file] { saveGrabAndQuit(dialog, file); };
        if (plan.select.isEmpty()) {
            save();
            return;
        }
        QObject::connect(dialog, &CompareDialog::contentShown, dialog, save, Qt::SingleShotConnection);
        if (!dialog->selectPath(plan.select)) {
            qWarning("no change at %s", qUtf8Printable(plan.select));
            QApplication::exit(1);
        }
    });
}

void grabConflicts(MainWindow &window, const ScreenshotPlan &plan)
{
    auto &conflicts = controllerOf<ConflictsController>(window);
    QObject::connect(&window.documents(), &DocumentManager::documentOpened, &window,
        [&conflicts] { conflicts.showConflicts(); }, Qt::SingleShotConnection);
    QObject::connect(&conflicts, &ConflictsController::analyzed, &window,
        [&window, file = plan.file] { saveGrabAndQuit(window.findChild<ConflictsDialog *>(), file); });
}

void grabDoctor(MainWindow &window, const ScreenshotPlan &plan)
{
    QObject::connect(&controllerOf<WowDoctorController>(window), &WowDoctorController::examined, &window,
        [&window, file = plan.file] { saveGrabAndQuit(&window, file); }, Qt::SingleShotConnection);
}

void grabIconPreview(MainWindow &window, const ScreenshotPlan &plan)
{
    auto &wow = controllerOf<WowPatchController>(window);
    // Once the opened Data folder is the current document.
    QObject::connect(&window.documents(), &DocumentManager::documentOpened, &window,
        [&wow, files = plan.addIcons] { QTimer::singleShot(0, &wow, [&wow, files] { wow.addIcons(files); }); },
        Qt::SingleShotConnection);
    QObject::connect(&wow, &WowPatchController::previewShown, &window,
        [&wow, file = plan.file] { saveGrabAndQuit(wow.preview(), file); });
}

void grabTranslation(MainWindow &window, const ScreenshotPlan &plan)
{
    auto &translate = controllerOf<TranslateController>(window);
    const auto start = [&translate, language = plan.translate] { translate.translate(language); };
    // Once the opened mod is the current document.
    QObject::connect(&window.documents(), &DocumentManager::documentOpened, &window,
        [&translate, start] { QTimer::singleShot(0, &translate, start); }, Qt::SingleShotConnection);
    QObject::connect(&translate, &TranslateController::collected, &window, [&translate, plan] {
        TranslateDialog *dialog = translate.dialog();
        if (plan.po.isEmpty() || dialog->openPo(plan.po)) // an error is reported: presented() quits
            saveGrabAndQuit(dialog, plan.file);
    });
}

} // namespace

void ScreenshotDriver::selectWhenOpen(MainWindow &window, const ScreenshotPlan &plan)
{
    applyToDocuments(window, plan);
}

void ScreenshotDriver::start(MainWindow &window, const ScreenshotPlan &plan)
{
    window.messages()->setInteractive(false);
    auto &layouts = controllerOf<ViewController>(window);
    layouts.setUseSavedLayouts(false); // docs show the default layout, not this user's
    window.resize(kWindowSize);
    layouts.resetLayout();
    if (plan.conflicts || plan.doctor || !plan.compare.isEmpty() || !plan.translate.isEmpty()
        || !plan.addIcons.isEmpty()) {
        QObject::connect(window.messages(), &MessagePresenter::presented, &window, [] { QApplication::exit(1); });
        if (plan.doctor)
            grabDoctor(window, plan);
        else if (!plan.addIcons.isEmpty())
            grabIconPreview(window, plan);
        else if (!plan.translate.isEmpty())
            grabTranslation(window, plan);
        else
            plan.conflicts ? grabConflicts(window, plan) : grabComparison(window, plan);
        return;
    }
    const auto grabbed = std::make_shared<bool>(false);
    const auto grab = [&window, plan, grabbed] {
        if (std::exchange(*grabbed, true))
            return; // one picture only
        if (auto *dock = window.findChild<QDockWidget *>(plan.raise + QStringLiteral("Dock")); dock && !plan.raise.isEmpty())
            dock->raise();
        saveGrabAndQuit(&window, plan.file);
    };
    if (plan.inputs.isEmpty()) {
        grab();
        return;
    }
    applyToDocuments(window, plan);
    QObject::connect(&controllerOf<InspectorController>(window), &InspectorController::inspected, &window,
        [&window, plan, grab](const Inspection &shown) {
            if (ready(window, plan, shown))
                grab();
        });
    // An error that opens nothing (a file that cannot be read) is pictured as it is reported.
    QObject::connect(window.messages(), &MessagePresenter::presented, &window,
        [&window, grab] { QTimer::singleShot(2000, &window, grab); });
}

} // namespace mwb::gui
