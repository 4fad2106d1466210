// SPDX-License-Identifier: GPL-3.0-or-later
#include "WowPatchController.h"

#include "ImageInput.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "controllers/CurrentArchive.h"
#include "controllers/DataFolderStack.h"
#include "controllers/ProgressJob.h"
#include "dialogs/ItemsFromServerDialog.h"
#include "dialogs/PatchPreviewDialog.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/formats/dbc/TableSource.h"
#include "mwb/formats/images/ImageResize.h"
#include "mwb/formats/wow/IconPatch.h"
#include "mwb/formats/wow/ItemPatch.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

#include <memory>

namespace mwb::gui {

using formats::wow::IconPatch;
using formats::wow::IconSource;
using formats::wow::ItemPatch;

/// What WoW › Add Icons… planned: the icons, where they go, and what will be written.
struct IconPreparation
{
    formats::wow::PatchTarget target;
    std::vector<IconSource> icons;
    formats::wow::IconPatchResult plan;
    std::vector<QImage> thumbnails; ///< one per icon
};

namespace {

/// Images the icon commands read.
QString imageFilter()
{
    return WowPatchController::tr("Images (*.png *.jpg *.jpeg *.bmp *.tga);;All files (*)");
}

/// `image` as the patch stores it (64×64), for a preview.
QImage thumbnail(const formats::blp::RgbaImage &image)
{
    const formats::blp::RgbaImage icon = formats::images::resizeRgba(image, IconPatch::kIconSide, IconPatch::kIconSide);
    return QImage(reinterpret_cast<const uchar *>(icon.rgba.constData()), icon.width, icon.height, icon.width * 4,
        QImage::Format_RGBA8888)
        .copy();
}

/// `source` as a job names it: a file's name, or a mysql:// URL without its password.
QString sourceLabel(const QString &source)
{
    if (!formats::dbc::isDatabaseUrl(source))
        return QFileInfo(source).fileName();
    const auto table = formats::dbc::parseDatabaseUrl(source);
    return table ? table->label() : QStringLiteral("mysql://");
}

/// The first lines of a preview: the patch and whether it is created.
QString patchLine(const formats::wow::PatchWrite &write)
{
    return (write.created ? WowPatchController::tr("Creates the patch %1 (%2).")
                          : WowPatchController::tr("Updates the patch %1 (%2)."))
        .arg(write.patchName, QDir::toNativeSeparators(write.patchFile));
}

Result<std::shared_ptr<const IconPreparation>> prepareIcons(const DataFolderStack &folder, const QStringList &files)
{
    auto prepared = std::make_shared<IconPreparation>();
    for (const QString &file : files) {
        auto icon = app::readIcon(file);
        if (!icon)
            return icon.error();
        prepared->icons.push_back(std::move(icon).value());
    }
    auto target = formats::wow::PatchTargets::resolve(folder.dataDir, {}, folder.locale);
    if (!target)
        return target.error();
    prepared->target = std::move(target).value();
    auto plan = IconPatch::plan(prepared->target, prepared->icons);
    if (!plan)
        return plan.error();
    prepared->plan = std::move(plan).value();
    for (const IconSource &icon : prepared->icons)
        prepared->thumbnails.push_back(thumbnail(icon.image));
    return std::shared_ptr<const IconPreparation>(std::move(prepared));
}

/// What WoW › Items from Server… planned: the server's rows, the icon, where they go, and what will be written.
struct ItemPreparation
{
    formats::wow::PatchTarget target;
    formats::dbc::TextRows templates;
    std::vector<qint64> entries;
    std::optional<IconSource> icon;
    formats::wow::ItemPatchResult plan;
    QImage thumbnail; ///< of the icon, when there is one
};

Result<std::shared_ptr<const ItemPreparation>> prepareItems(const DataFolderStack &folder, const ItemsRequest &request)
{
    auto prepared = std::make_shared<ItemPreparation>();
    prepared->entries = request.entries;
    if (!request.iconFile.isEmpty()) {
        auto icon = app::readIcon(request.iconFile);
        if (!icon)
            return icon.error();
        prepared->thumbnail = thumbnail(icon->image);
        prepared->icon = std::move(icon).value();
    }
    auto rows = formats::dbc::readTableRows(request.source, ItemPatch::kServerTable, formats::dbc::kMaxTableBytes);
    if (!rows)
        return rows.error();
    prepared->templates = std::move(rows).value();
    auto target = formats::wow::PatchTargets::resolve(folder.dataDir, {}, folder.locale);
    if (!target)
        return target.error();
    prepared->target = std::move(target).value();
    auto plan = ItemPatch::plan(prepared->target, prepared->templates, prepared->entries, prepared->icon);
    if (!plan)
        return plan.error();
    prepared->plan = std::move(plan).value();
    return std::shared_ptr<const ItemPreparation>(std::move(prepared));
}

/// The plan a preview shows and Write Patch writes: replaced when the user renames an icon in the preview.
template<typename Prepared>
using CurrentPlan = std::shared_ptr<std::shared_ptr<const Prepared>>;

/// Fills `dialog` with what `prepared` will write.
void fillIconPreview(PatchPreviewDialog &dialog, const IconPreparation &prepared)
{
    const formats::wow::IconPatchResult &plan = prepared.plan;
    const auto added = std::count_if(plan.icons.cbegin(), plan.icons.cend(), [](const auto &icon) {
        return !icon.reused;
    });
    dialog.setSummary(patchLine(plan.write) + QLatin1Char('\n')
        + WowPatchController::tr("SpellIcon.dbc of %1 extended to %2 rows (%3 new), written into the patch with the "
                                 "icons as 64×64 BLPs. Double-click a name to change it.")
              .arg(plan.tableSource, QLocale().toString(plan.tableRows))
              .arg(added));
    dialog.clearRows();
    for (std::size_t i = 0; i < plan.icons.size(); ++i) {
        const formats::wow::PatchedIcon &icon = plan.icons[i];
        dialog.addRow({icon.name, QString::number(icon.id),
                          icon.reused ? WowPatchController::tr("reused") : WowPatchController::tr("new"), icon.blpPath,
                          WowPatchController::tr("%1 (%2×%3)")
                              .arg(QFileInfo(prepared.icons[i].file).fileName())
                              .arg(icon.sourceWidth)
                              .arg(icon.sourceHeight)},
            prepared.thumbnails[i]);
    }
}

/// `prepared` with icon `row` named `name`, planned again (in a job: the stack is read again).
Result<std::shared_ptr<const IconPreparation>> renamedIcon(
    const IconPreparation &prepared, std::size_t row, const QString &name)
{
    auto renamed = std::make_shared<IconPreparation>(prepared);
    renamed->icons[row].name = name;
    auto plan = IconPatch::plan(renamed->target, renamed->icons);
    if (!plan)
        return plan.error();
    renamed->plan = std::move(plan).value();
    return std::shared_ptr<const IconPreparation>(std::move(renamed));
}

PatchPreviewDialog *itemPreview(const CurrentPlan<ItemPreparation> &current, QWidget *parent)
{
    const ItemPreparation &prepared = **current;
    const formats::wow::ItemPatchResult &plan = prepared.plan;
    QString summary = patchLine(plan.write) + QLatin1Char('\n')
        + WowPatchController::tr("Item.dbc of %1 set to %2 rows, written into the patch.")
              .arg(plan.itemSource, QLocale().toString(plan.itemRows));
    const bool newDisplays = std::any_of(plan.items.cbegin(), plan.items.cend(), [](const auto &item) {
        return item.newDisplay;
    });
    if (prepared.icon)
        summary += QLatin1Char('\n')
            + WowPatchController::tr("The icon %1%2 goes into the patch as a 64×64 BLP.")
                  .arg(IconPatch::kIconFolder, prepared.icon->name);
    if (newDisplays)
        summary += QLatin1Char('\n')
            + WowPatchController::tr("New ItemDisplayInfo.dbc rows name the icon: set item_template.displayid of "
                                     "these items to their new display on the server too.");
    auto *dialog = new PatchPreviewDialog(WowPatchController::tr("Items from Server"), summary,
        {WowPatchController::tr("Entry"), WowPatchController::tr("Item.dbc"), WowPatchController::tr("Display ID"),
            WowPatchController::tr("Class"), WowPatchController::tr("Subclass")},
        parent);
    for (const formats::wow::PatchedItem &item : plan.items) {
        dialog->addRow({QString::number(item.entry),
                           item.updated ? WowPatchController::tr("row updated") : WowPatchController::tr("row added"),
                           item.newDisplay ? WowPatchController::tr("%1 (new, with the icon)").arg(item.displayId)
                                           : QString::number(item.displayId),
                           QString::number(item.classId), QString::number(item.subclassId)},
            prepared.icon ? prepared.thumbnail : QImage());
    }
    return dialog;
}

} // namespace

WowPatchController::WowPatchController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    m_menu = workbench.window().menuBar()->addMenu(tr("&WoW"));
    m_addIcons = new QAction(tr("Add &Icons…"), this);
    m_items = new QAction(tr("Items from &Server…"), this);
    m_addIcons->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_A));
    m_items->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_W));
    connect(m_addIcons, &QAction::triggered, this, &WowPatchController::chooseIcons);
    connect(m_items, &QAction::triggered, this, &WowPatchController::chooseItems);
    m_menu->addActions({m_addIcons, m_items});
    connect(m_current, &CurrentArchive::switched, this, &WowPatchController::updateActions);
    updateActions();
}

WowPatchController::~WowPatchController() = default;

void WowPatchController::updateActions()
{
    const bool dataFolder = DataFolderStack::of(m_current->archive()).has_value();
    const QString why = tr("Open a WoW 3.3.5a client's Data folder first (File › Open WoW Data Folder…)");
    m_addIcons->setEnabled(dataFolder);
    m_addIcons->setStatusTip(dataFolder ? tr("Add images as spell icons to the Data folder's custom patch: 64×64 "
                                             "BLPs and SpellIcon.dbc rows, previewed before anything is written")
                                        : why);
    m_items->setEnabled(dataFolder);
    m_items->setStatusTip(dataFolder ? tr("Put a server's item_template items into the Data folder's custom patch "
                                          "(Item.dbc rows, an optional icon), previewed before anything is written")
                                     : why);
}

void WowPatchController::chooseIcons()
{
    const QStringList files = QFileDialog::getOpenFileNames(&m_workbench.window(), tr("Add Icons"), {}, imageFilter());
    if (!files.isEmpty())
        addIcons(files);
}

void WowPatchController::chooseItems()
{
    auto *dialog = new ItemsFromServerDialog(&m_workbench.window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        addItems(dialog->request());
    });
    dialog->open();
}

void WowPatchController::addIcons(const QStringList &files)
{
    planAndPreview<IconPreparation>(
        tr("Planning %n icon(s)", nullptr, int(files.size())),
        [files](const DataFolderStack &folder) {
            return prepareIcons(folder, files);
        },
        [this](const CurrentPlan<IconPreparation> &current, QWidget *parent) {
            auto *dialog = new PatchPreviewDialog(tr("Add Icons"), {},
                {tr("Icon"), tr("SpellIcon ID"), tr("Row"), tr("BLP in the patch"), tr("Image")}, parent);
            dialog->setEditableColumn(0);
            fillIconPreview(*dialog, **current);
            connect(dialog, &PatchPreviewDialog::edited, this, [this, dialog, current](int row, const QString &name) {
                renameIcon(*dialog, current, row, name);
            });
            return dialog;
        },
        [](const IconPreparation &prepared, Progress &progress) -> Result<QString> {
            auto written = IconPatch::add(prepared.target, prepared.icons, progress);
            if (!written)
                return written.error();
            QStringList ids;
            for (const formats::wow::PatchedIcon &icon : written->icons)
                ids << QString::number(icon.id);
            return tr("%1: %n icon(s) written (SpellIcon IDs %2); SpellIcon.dbc has %3 rows", nullptr,
                int(written->icons.size()))
                .arg(written->write.patchName, ids.join(QStringLiteral(", ")))
                .arg(written->tableRows);
        });
}

void WowPatchController::addItems(const ItemsRequest &request)
{
    planAndPreview<ItemPreparation>(
        tr("Planning items from %1").arg(sourceLabel(request.source)),
        [request](const DataFolderStack &folder) {
            return prepareItems(folder, request);
        },
        itemPreview,
        [](const ItemPreparation &prepared, Progress &progress) -> Result<QString> {
            auto written
                = ItemPatch::add(prepared.target, prepared.templates, prepared.entries, prepared.icon, progress);
            if (!written)
                return written.error();
            const auto updated = std::count_if(written->items.cbegin(), written->items.cend(), [](const auto &item) {
                return item.updated;
            });
            return tr("%1: %n item(s) written (%2 added, %3 updated); Item.dbc has %4 rows", nullptr,
                int(written->items.size()))
                .arg(written->write.patchName)
                .arg(qsizetype(written->items.size()) - updated)
                .arg(updated)
                .arg(written->itemRows);
        });
}

void WowPatchController::renameIcon(PatchPreviewDialog &dialog,
    const std::shared_ptr<std::shared_ptr<const IconPreparation>> &current, int row, const QString &name)
{
    dialog.setWritable(false);
    auto planned = submitProgressJob<std::shared_ptr<const IconPreparation>>(m_workbench.jobs(),
        tr("Planning %n icon(s)", nullptr, int((*current)->icons.size())),
        [prepared = *current, row = std::size_t(row), name = name.trimmed()](Progress &) {
            return renamedIcon(*prepared, row, name);
        });
    planned.then(this,
        [this, shown = QPointer<PatchPreviewDialog>(&dialog), current](
            const Result<std::shared_ptr<const IconPreparation>> &renamed) {
            if (renamed)
                *current = *renamed;
            else
                m_workbench.messages().showError(renamed.error());
            if (!shown)
                return;
            fillIconPreview(*shown, **current); // the old name back after an error
            shown->setWritable(true);
            Q_EMIT previewUpdated();
        });
}

/// The steps of both commands: `prepare(folder)` reads the inputs and plans the patch in a job, `show(current,
/// window)` makes the preview of the plan `current` (which the preview may replace), and on Write Patch
/// `write(plan, progress)` writes the current plan in a job; then the Data folder is opened again and `write`'s
/// summary shown.
template<typename Prepared, typename Prepare, typename Show, typename Write>
void WowPatchController::planAndPreview(const QString &title, Prepare prepare, Show show, Write write)
{
    const std::optional<DataFolderStack> folder = DataFolderStack::of(m_current->archive());
    if (!folder)
        return;
    QPointer<ArchiveDocument> stack(m_current->document());
    auto planned = submitProgressJob<std::shared_ptr<const Prepared>>(
        m_workbench.jobs(), title, [prepare, folder = *folder](Progress &) {
            return prepare(folder);
        });
    planned.then(this,
        [this, stack, dataDir = folder->dataDir, show, write](const Result<std::shared_ptr<const Prepared>> &prepared) {
            if (!prepared) {
                if (prepared.error().code != ErrorCode::Canceled)
                    m_workbench.messages().showError(prepared.error());
                return;
            }
            const auto current = std::make_shared<std::shared_ptr<const Prepared>>(*prepared);
            showPreview(show(current, &m_workbench.window()), [this, stack, dataDir, write, current] {
                auto written = submitProgressJob<QString>(m_workbench.jobs(),
                    tr("Writing %1").arg((*current)->plan.write.patchName),
                    [write, prepared = *current](Progress &progress) {
                        return write(*prepared, progress);
                    });
                written.then(this, [this, stack, dataDir](const Result<QString> &summary) {
                    if (!summary) {
                        if (summary.error().code != ErrorCode::Canceled)
                            m_workbench.messages().showError(summary.error());
                        return;
                    }
                    reopen(stack, dataDir);
                    m_workbench.showStatus(*summary);
                    Q_EMIT patched(*summary);
                });
            });
        });
}

void WowPatchController::showPreview(PatchPreviewDialog *dialog, std::function<void()> write)
{
    m_preview = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, std::move(write));
    dialog->open();
    Q_EMIT previewShown();
}

void WowPatchController::reopen(ArchiveDocument *old, const QString &dataDir)
{
    DocumentManager &documents = m_workbench.documents();
    if (old)
        documents.close(old);
    documents.openStack({dataDir});
}

} // namespace mwb::gui
