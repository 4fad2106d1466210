// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/TranslateDialog.h"

#include "MessagePresenter.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/widgets/ElideLeftDelegate.h"
#include "mwb/widgets/TranslationDelegate.h"
#include "mwb/widgets/TranslationFilterProxy.h"
#include "mwb/widgets/TranslationTableModel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace mwb::gui {

namespace {

using formats::tl2translate::PoCounts;
using formats::tl2translate::PoFile;
using widgets::TranslationFilterProxy;
using widgets::TranslationTableModel;
using Status = TranslationTableModel::Status;

/// The status box's kinds, in its order (index 0: every row).
const TranslationFilterProxy::Kind kKinds[] = {{}, {Status::Untranslated, false}, {Status::Fuzzy, false},
    {std::nullopt, true}, {Status::Translated, false}, {Status::Unused, false}, {Status::Obsolete, false}};

const QString kPoFilter = QStringLiteral("*.po");

} // namespace

TranslateDialog::TranslateDialog(MessagePresenter &messages, QWidget *parent)
    : QDialog(parent)
    , m_messages(messages)
    , m_model(new TranslationTableModel(this))
    , m_proxy(new TranslationFilterProxy(this))
    , m_language(new QComboBox(this))
    , m_filter(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_table(new QTableView(this))
    , m_footer(new QLabel(this))
    , m_fuzzy(new QCheckBox(tr("Build &fuzzy translations too"), this))
{
    setObjectName(QStringLiteral("translateDialog"));
    resize(1100, 680);

    m_language->setObjectName(QStringLiteral("translateLanguage"));
    m_language->setEditable(true);
    m_language->setInsertPolicy(QComboBox::NoInsert);
    m_language->setMinimumContentsLength(14);
    m_language->lineEdit()->setPlaceholderText(tr("a new language, e.g. CHINESE"));
    m_language->setToolTip(tr("The language to translate into, as the game names it: one the mod has a translation "
                              "of, or a new name. Choosing another one collects the strings again."));
    connect(m_language, &QComboBox::activated, this, &TranslateDialog::chooseLanguage);
    connect(m_language->lineEdit(), &QLineEdit::editingFinished, this, &TranslateDialog::chooseLanguage);

    m_filter->setObjectName(QStringLiteral("translateFilter"));
    m_filter->setPlaceholderText(tr("Filter originals, translations and places…"));
    m_filter->setClearButtonEnabled(true);
    m_kind->setObjectName(QStringLiteral("translateKind"));
    m_kind->addItems({tr("All strings"), tr("Untranslated"), tr("Fuzzy"), tr("With problems"), tr("Translated"),
        tr("Unused by the DATs"), tr("Obsolete")});
    connect(m_filter, &QLineEdit::textChanged, this, [this] {
        setFilter(m_filter->text(), m_kind->currentIndex());
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        setFilter(m_filter->text(), m_kind->currentIndex());
    });

    m_proxy->setSourceModel(m_model);
    m_table->setObjectName(QStringLiteral("translateTable"));
    m_table->setModel(m_proxy);
    m_table->setItemDelegateForColumn(TranslationTableModel::TranslationColumn, new widgets::TranslationDelegate(this));
    m_table->setItemDelegateForColumn(TranslationTableModel::WhereColumn, new widgets::ElideLeftDelegate(this));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the PO's order until a header is clicked
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);

    QUndoStack *undo = m_model->undoStack();
    QAction *undoAction = undo->createUndoAction(this);
    undoAction->setShortcut(QKeySequence::Undo);
    QAction *redoAction = undo->createRedoAction(this);
    redoAction->setShortcut(QKeySequence::Redo);
    addActions({undoAction, redoAction});
    connect(m_model, &TranslationTableModel::translationChanged, this, &TranslateDialog::updateFooter);
    connect(m_model, &TranslationTableModel::modifiedChanged, this, &TranslateDialog::updateTitle);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TranslateDialog::updateFooter);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("&Open PO…"), QDialogButtonBox::ActionRole);
    m_open->setToolTip(tr("Merge a translator's PO file into the collected strings: new strings untranslated, "
                          "changed ones fuzzy, removed ones obsolete"));
    m_save = buttons->addButton(tr("&Save PO…"), QDialogButtonBox::ActionRole);
    m_save->setToolTip(tr("Write the table as a gettext PO file (Poedit, Weblate and msgfmt read it)"));
    m_build = buttons->addButton(tr("&Build"), QDialogButtonBox::ActionRole);
    m_build->setToolTip(tr("Build TRANSLATION.DAT and the language DAT from the translated strings (untranslated, "
                           "fuzzy and red ones are left out: the game shows the original)"));
    auto *buildMenu = new QMenu(m_build);
    m_buildInPlace = buildMenu->addAction(tr("Into the Open &Mod"), this, [this] {
        build();
    });
    m_buildInPlace->setToolTip(tr("Add the translation to the open mod as a pending edit (save the mod to keep it)"));
    m_buildSeparate = buildMenu->addAction(tr("As a &Separate Mod…"), this, &TranslateDialog::chooseSeparateMod);
    m_buildSeparate->setToolTip(tr("Write a new .MOD holding only the translation, loaded after the original"));
    m_build->setMenu(buildMenu);
    connect(m_open, &QPushButton::clicked, this, &TranslateDialog::choosePoToOpen);
    connect(m_save, &QPushButton::clicked, this, &TranslateDialog::choosePoToSave);
    connect(buttons, &QDialogButtonBox::rejected, this, &TranslateDialog::reject);
    // Return belongs to the table's editor, the filter and the language box: it presses no button.
    for (QAbstractButton *button : buttons->buttons()) {
        if (auto *push = qobject_cast<QPushButton *>(button))
            push->setAutoDefault(false);
    }

    auto *top = new QHBoxLayout;
    auto *languageLabel = new QLabel(tr("&Language:"), this);
    languageLabel->setBuddy(m_language);
    top->addWidget(languageLabel);
    top->addWidget(m_language);
    top->addSpacing(16);
    top->addWidget(m_filter, 1);
    top->addWidget(m_kind);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_footer, 1);
    bottom->addWidget(m_fuzzy);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);
    layout->addWidget(buttons);
    m_footer->setObjectName(QStringLiteral("translateFooter"));
    updateTitle();
    updateFooter();
}

void TranslateDialog::setMod(const QString &title, const QStringList &languages, bool separateMod, bool inPlace)
{
    m_modTitle = title;
    const QString typed = m_language->currentText();
    m_language->clear();
    m_language->addItems(languages);
    m_language->setEditText(typed);
    m_buildSeparate->setEnabled(separateMod);
    m_buildInPlace->setEnabled(inPlace);
    updateTitle();
}

void TranslateDialog::setCollection(const QString &language, PoFile fresh)
{
    m_collectedLanguage = language;
    m_language->setEditText(language);
    m_fresh = fresh;
    m_model->setPo(std::move(fresh));
    m_proxy->sort(-1);
    m_poPath.clear();
    updateTitle();
}

bool TranslateDialog::openPo(const QString &path)
{
    auto merged = formats::tl2translate::mergePoFile(path, m_fresh);
    if (!merged) {
        m_messages.showError(merged.error());
        return false;
    }
    m_model->setPo(std::move(merged).value());
    m_poPath = path;
    updateTitle();
    return true;
}

bool TranslateDialog::savePo(const QString &path)
{
    PoFile po = m_model->po();
    if (!language().isEmpty())
        po.setHeaderField(QStringLiteral("Language"), language());
    if (auto written = io::writeFileAtomically(path, po.toUtf8()); !written) {
        m_messages.showError(written.error());
        return false;
    }
    m_poPath = path;
    m_model->markSaved();
    updateTitle();
    return true;
}

void TranslateDialog::setBusy(bool busy)
{
    m_build->setEnabled(!busy);
    m_language->setEnabled(!busy);
    m_open->setEnabled(!busy);
}

QString TranslateDialog::language() const
{
    return m_language->currentText().trimmed().toUpper();
}

void TranslateDialog::setFilter(const QString &text, int kind)
{
    if (m_filter->text() != text)
        m_filter->setText(text); // comes back here through textChanged
    if (m_kind->currentIndex() != kind)
        m_kind->setCurrentIndex(kind);
    const auto kinds = std::size(kKinds);
    m_proxy->setFilterText(text);
    m_proxy->setKind(kKinds[std::size_t(kind) < kinds ? std::size_t(kind) : 0]);
    updateFooter();
}

QString TranslateDialog::footerText() const
{
    return m_footer->text();
}

void TranslateDialog::build(const QString &separateMod)
{
    Q_EMIT buildRequested({language(), m_fuzzy->isChecked(), separateMod});
}

void TranslateDialog::reject()
{
    if (settleUnsaved())
        QDialog::reject();
}

void TranslateDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (!std::exchange(m_columnsSized, true))
        sizeColumns();
}

void TranslateDialog::sizeColumns()
{
    // Original and translation share most of the width; the status fits its words; the places take the rest.
    const int width = m_table->viewport()->width();
    QHeaderView *header = m_table->horizontalHeader();
    const int status = std::max(header->sectionSizeHint(TranslationTableModel::StatusColumn),
        m_table->fontMetrics().horizontalAdvance(TranslationTableModel::statusName(Status::Untranslated)) + 24);
    m_table->setColumnWidth(TranslationTableModel::OriginalColumn, width * 32 / 100);
    m_table->setColumnWidth(TranslationTableModel::TranslationColumn, width * 32 / 100);
    m_table->setColumnWidth(TranslationTableModel::StatusColumn, status);
}

bool TranslateDialog::settleUnsaved()
{
    if (!m_model->isModified())
        return true;
    const int answer = m_messages.ask(tr("Unsaved Translations"),
        tr("The translations of %1 have changes that are not saved in a PO file.").arg(m_modTitle),
        {tr("Save PO…"), tr("Discard")});
    if (answer == 0)
        return m_poPath.isEmpty() ? choosePoToSave() : savePo(m_poPath);
    return answer == 1;
}

void TranslateDialog::chooseLanguage()
{
    const QString chosen = language();
    if (chosen.isEmpty() || chosen == m_collectedLanguage)
        return;
    if (!settleUnsaved()) {
        m_language->setEditText(m_collectedLanguage);
        return;
    }
    m_collectedLanguage = chosen; // asked once, even when the box reports the choice twice
    Q_EMIT languageChosen(chosen);
}

void TranslateDialog::choosePoToOpen()
{
    if (!settleUnsaved())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open PO"), QFileInfo(m_poPath).absolutePath(),
        tr("gettext PO files (%1);;All files (*)").arg(kPoFilter));
    if (!path.isEmpty())
        openPo(path);
}

bool TranslateDialog::choosePoToSave()
{
    const QString suggested = m_poPath.isEmpty()
        ? QStringLiteral("%1.%2.po").arg(m_modTitle, language().isEmpty() ? tr("translation") : language().toLower())
        : m_poPath;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save PO"), suggested, tr("gettext PO files (%1);;All files (*)").arg(kPoFilter));
    return !path.isEmpty() && savePo(path);
}

void TranslateDialog::chooseSeparateMod()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Build as a Separate Mod"),
        QStringLiteral("%1_%2.MOD").arg(m_modTitle, language()), tr("Torchlight 2 mods (*.MOD *.mod)"));
    if (!path.isEmpty())
        build(path);
}

void TranslateDialog::updateFooter()
{
    const PoCounts counts = m_model->counts();
    QString text = tr("%n strings, %1 translated, %2 fuzzy, %3 with problems", nullptr, counts.strings())
                       .arg(counts.translated)
                       .arg(counts.fuzzy)
                       .arg(m_model->problemRows());
    if (counts.obsolete > 0)
        text += tr("; %n obsolete", nullptr, counts.obsolete);
    if (m_proxy->rowCount() != m_model->rowCount())
        text += tr(" — %n shown", nullptr, m_proxy->rowCount());
    m_footer->setText(text);
}

void TranslateDialog::updateTitle()
{
    const QString language = m_collectedLanguage.isEmpty() ? tr("new language") : m_collectedLanguage;
    setWindowTitle(tr("Translate %1 into %2%3")
                       .arg(m_modTitle, language, m_model->isModified() ? QStringLiteral(" *") : QString()));
}

} // namespace mwb::gui
