// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/TranslateController.h"

#include "CurrentArchive.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "controllers/ProgressJob.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/formats/tl2translate/StringCollector.h"
#include "mwb/widgets/TranslationTableModel.h"

#include <QAction>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenuBar>
#include <QTimer>

#include <optional>

namespace mwb::gui {

namespace {

using namespace mwb::formats::tl2translate;

const QString kModFormat = QStringLiteral("tl2mod");

/// A collection with the languages the mod has.
struct Collected
{
    StringCollection collection;
    QStringList languages;
};

/// A build, and the separate mod it was written to (none when it goes into the open mod).
struct Built
{
    TranslationBuild build;
    std::optional<TranslatedModReport> written;
};

/// A Torchlight 2 mod: a .MOD, or a folder or stack with files below MEDIA/.
bool isMod(const Archive &archive)
{
    if (archive.formatId() == kModFormat)
        return true;
    const auto inputs = archive.indexInputs();
    return std::any_of(inputs.begin(), inputs.end(), [](const EntryIndex::Input &input) {
        return input.path.startsWith(QLatin1String("MEDIA/"), Qt::CaseInsensitive);
    });
}

} // namespace

TranslateController::TranslateController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    QMenu *menu = workbench.window().menuBar()->addMenu(tr("&Mod"));
    m_translate = menu->addAction(tr("&Translate…"));
    m_translate->setToolTip(tr("Translate the strings of a Torchlight 2 mod: a table of its texts, a PO file for "
                               "translators, and the game's TRANSLATION.DAT built into the mod or a separate mod"));
    m_translate->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_T));
    connect(m_translate, &QAction::triggered, this, [this] {
        if (!m_dialog || m_dialog->settleUnsaved())
            translate();
    });
    workbench.window().installEventFilter(this);
    connect(m_current, &CurrentArchive::switched, this, &TranslateController::updateAction);
    updateAction();
}

bool TranslateController::eventFilter(QObject *watched, QEvent *event)
{
    // The window closes its dialogs with it: unsaved translations are asked about first.
    if (event->type() == QEvent::Close && watched == &m_workbench.window() && m_dialog && !m_dialog->settleUnsaved()) {
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void TranslateController::updateAction()
{
    const auto archive = m_current->archive();
    m_translate->setEnabled(archive ? isMod(*archive) : m_workbench.documents().documents().isEmpty());
}

TranslateDialog *TranslateController::ensureDialog()
{
    if (!m_dialog) {
        m_dialog = new TranslateDialog(m_workbench.messages(), &m_workbench.window());
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_dialog, &TranslateDialog::languageChosen, this, &TranslateController::translate);
        connect(m_dialog, &TranslateDialog::buildRequested, this, &TranslateController::build);
    }
    return m_dialog;
}

void TranslateController::translate(const QString &language)
{
    ArchiveDocument *document = m_current->document();
    const auto archive = m_current->archive();
    if (!archive || !isMod(*archive)) {
        if (m_workbench.documents().documents().isEmpty())
            openAndTranslate();
        return;
    }
    m_document = document;
    if (m_dialog)
        m_dialog->setBusy(true);
    const QString name = QFileInfo(archive->path()).completeBaseName();
    auto future = submitProgressJob<Collected>(m_workbench.jobs(), tr("Collecting the strings of %1").arg(name),
        [archive, language](Progress &progress) -> Result<Collected> {
            auto collection = collectStrings(*archive, {language, nullptr}, progress);
            if (!collection)
                return collection.error();
            return Collected{std::move(collection).value(), translatedLanguages(*archive)};
        });
    future
        .then(this,
            [this, name, archive](Result<Collected> result) {
                if (m_dialog)
                    m_dialog->setBusy(false);
                if (!result) {
                    fail(result.error());
                    return;
                }
                TranslateDialog *shown = ensureDialog();
                shown->setMod(
                    name, result->languages, archive->formatId() == kModFormat, m_document && m_document->canEdit());
                shown->setCollection(result->collection.language, std::move(result->collection.po));
                shown->show();
                shown->raise();
                if (const auto skipped = static_cast<int>(result->collection.skipped.size()); skipped > 0) {
                    m_workbench.showStatus(
                        tr("%n DAT(s) could not be read: their strings are missing (the first: %1)", nullptr, skipped)
                            .arg(result->collection.skipped.front().toString()));
                }
                Q_EMIT collected();
            })
        .onCanceled(this, [this] {
            canceled();
        });
}

void TranslateController::openAndTranslate()
{
    const QString path = QFileDialog::getOpenFileName(
        &m_workbench.window(), tr("Translate a Mod"), {}, tr("Torchlight 2 mods (*.MOD *.mod);;All files (*)"));
    if (path.isEmpty())
        return;
    DocumentManager &documents = m_workbench.documents();
    auto opened = std::make_shared<QMetaObject::Connection>();
    auto failedOpen = std::make_shared<QMetaObject::Connection>();
    *opened = connect(&documents, &DocumentManager::documentOpened, this, [this, opened, failedOpen] {
        disconnect(*opened);
        disconnect(*failedOpen);
        QTimer::singleShot(0, this, [this] {
            translate();
        }); // once the new document is current
    });
    *failedOpen = connect(&documents, &DocumentManager::openFailed, this, [opened, failedOpen] {
        disconnect(*opened);
        disconnect(*failedOpen);
    });
    documents.open(path);
}

void TranslateController::build(const TranslationBuildRequest &request)
{
    if (!m_dialog || !m_document)
        return;
    const auto archive = m_document->archive();
    BuildOptions options;
    options.language.name = request.language;
    options.includeFuzzy = request.includeFuzzy;
    options.compiled = archive->formatId() == kModFormat; // a mod folder keeps its DATs as text
    const QString modPath = archive->path();
    const QString output = request.separateMod;
    m_dialog->setBusy(true);
    auto future = submitProgressJob<Built>(m_workbench.jobs(),
        output.isEmpty()
            ? tr("Building the %1 translation").arg(request.language)
            : tr("Building the %1 translation into %2").arg(request.language, QFileInfo(output).fileName()),
        [po = m_dialog->model()->po(), options, modPath, output](Progress &progress) -> Result<Built> {
            auto build = buildTranslation(po, options);
            if (!build)
                return build.error();
            Built built{std::move(build).value(), std::nullopt};
            if (progress.isCanceled())
                return Error{ErrorCode::Canceled, tr("Building the translation was canceled"), output};
            if (!output.isEmpty()) {
                auto written = writeTranslationMod(modPath, built.build, options.language, output, progress);
                if (!written)
                    return written.error();
                built.written = std::move(written).value();
            }
            return built;
        });
    future
        .then(this,
            [this](const Result<Built> &result) {
                if (m_dialog)
                    m_dialog->setBusy(false);
                if (!result) {
                    fail(result.error());
                    return;
                }
                const TranslationBuild &build = result->build;
                const QString leftOut = tr("left out %1 untranslated, %2 fuzzy and %3 with problems")
                                            .arg(build.untranslated)
                                            .arg(build.fuzzy)
                                            .arg(build.leftOut);
                if (result->written) {
                    m_workbench.showStatus(tr("Wrote %1: %n translation(s); %2", nullptr, result->written->pairs)
                                               .arg(QFileInfo(result->written->outputPath).fileName(), leftOut));
                    Q_EMIT built(*result->written);
                    return;
                }
                if (!recordInMod(build))
                    return;
                const auto pairs = static_cast<int>(build.pairs.size());
                m_workbench.showStatus(
                    tr("Added %n translation(s) to the mod as a pending edit (save the mod to keep them); %1", nullptr,
                        pairs)
                        .arg(leftOut));
                Q_EMIT built({m_document->archive()->path(), 0, pairs, false});
            })
        .onCanceled(this, [this] {
            canceled();
        });
}

bool TranslateController::recordInMod(const TranslationBuild &build)
{
    if (!m_document) {
        fail(Error{ErrorCode::InvalidInput, tr("The mod the strings come from is no longer open"), {}, -1});
        return false;
    }
    std::vector<PendingEdit> edits;
    for (const auto &[path, bytes] :
        {std::pair{build.translationPath, build.translationDat}, std::pair{build.languagePath, build.languageDat}}) {
        PendingEdit edit;
        edit.kind = PendingEdit::Kind::Add;
        edit.path = path;
        edit.source = EntrySource::fromBytes(bytes);
        edits.push_back(std::move(edit));
    }
    const QString language = QFileInfo(build.languagePath).completeBaseName();
    auto recorded = m_document->record(tr("Build the %1 Translation").arg(language), std::move(edits));
    if (!recorded)
        fail(recorded.error());
    return recorded.has_value();
}

void TranslateController::canceled()
{
    if (m_dialog)
        m_dialog->setBusy(false);
    const Error error{ErrorCode::Canceled, tr("Canceled"), {}, -1};
    m_workbench.showStatus(error.message);
    Q_EMIT failed(error);
}

void TranslateController::fail(const Error &error)
{
    m_workbench.messages().showError(error);
    Q_EMIT failed(error);
}

} // namespace mwb::gui
