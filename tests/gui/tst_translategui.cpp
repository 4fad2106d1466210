// SPDX-License-Identifier: GPL-3.0-or-later
// Mod › Translate… on a generated mod shaped like a real translated one (tests/tl2translate fixtures): the strings
// collected with the mod's Vietnamese pairs, a translation edited in the table, a placeholder problem marked, the
// filter, Save PO (msgfmt --check), Open PO merged into the strings, Build as a separate mod and into the open mod
// (the pairs the game would match read back), and the question about unsaved translations.
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "TranslateFixtures.h"
#include "WindowControllers.h"
#include "controllers/TranslateController.h"
#include "dialogs/TranslateDialog.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/widgets/TranslationTableModel.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace mwb;
using namespace mwb::formats::tl2translate;
using namespace mwb::test;
using namespace mwb::test::translate;
using mwb::gui::MainWindow;
using mwb::gui::TranslateController;
using mwb::gui::TranslateDialog;
using mwb::widgets::TranslationTableModel;

namespace {

const QString kLanguage = QStringLiteral("VIETNAMESE");
const QString kBurningVi = QStringLiteral("|cFFFF0000Cháy|u trong [DURATION] giây");
const QString kStrikeWrong = QStringLiteral("Nhấn [[KB:ATTACK]] để đánh <STAT2> lần");

int rowOf(const TranslationTableModel &model, const QString &original)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.po().entries[std::size_t(row)].original == original)
            return row;
    }
    return -1;
}

/// The pairs of `bytes`, a TRANSLATION.DAT (text or compiled).
std::vector<TranslationPair> pairsOf(const QByteArray &bytes)
{
    auto pairs = readTranslationDat(bytes, QStringLiteral("TRANSLATION.DAT"));
    if (!pairs)
        qFatal("%s", qPrintable(pairs.error().toString()));
    return std::move(pairs).value();
}

/// The TRANSLATION.DAT of the language in the .MOD at `path`.
QByteArray translationInMod(const QString &path)
{
    auto archive = openArchive(path);
    if (!archive)
        qFatal("%s", qPrintable(archive.error().toString()));
    for (const EntryIndex::Input &input : (*archive)->indexInputs()) {
        if (input.path.compare(translationDatPath(kLanguage), Qt::CaseInsensitive) == 0)
            return (*archive)->readEntry(input.entry).value();
    }
    return {};
}

/// What the game matches after the edits of the test: the mod's pairs and the new translation in PO order; the
/// translation with the wrong placeholder is left out.
std::vector<TranslationPair> expectedPairs()
{
    const std::vector<TranslationPair> mod = modPairs();
    return {mod[1], mod[0], {kBurning, kBurningVi}, mod[2]};
}

} // namespace

class TestTranslateGui : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_mod;
    std::unique_ptr<MainWindow> m_window;
    TranslateController *m_controller = nullptr;
    TranslateDialog *m_dialog = nullptr;
    TranslationTableModel *m_model = nullptr;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// Runs the dialog's Build and waits for the controller's outcome.
    std::optional<TranslatedModReport> build(const QString &separateMod)
    {
        QSignalSpy built(m_controller, &TranslateController::built);
        QSignalSpy failed(m_controller, &TranslateController::failed);
        m_dialog->build(separateMod);
        if (!QTest::qWaitFor(
                [&] {
                    return !built.isEmpty() || !failed.isEmpty();
                },
                30000)
            || built.isEmpty())
            return std::nullopt;
        return built.takeFirst().at(0).value<TranslatedModReport>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_mod = path(QStringLiteral("FLAMEARMS.MOD"));
        writeMod(path(QStringLiteral("folder")), m_mod);
        m_window = std::make_unique<MainWindow>(gui::defaultBackend());
        m_window->messages()->setInteractive(false);
        m_controller = controller<TranslateController>(*m_window);
    }

    void collectsTheModsStrings()
    {
        // With nothing open, Translate… asks for a .MOD; an open mod is translated as it is.
        QVERIFY(m_controller->translateAction()->isEnabled());
        m_window->documents().open(m_mod);
        QVERIFY(QTest::qWaitFor(
            [this] {
                return m_window->documents().currentArchive() != nullptr;
            },
            20000));
        QVERIFY(m_controller->translateAction()->isEnabled());

        QSignalSpy collected(m_controller, &TranslateController::collected);
        m_controller->translateAction()->trigger();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !collected.isEmpty();
            },
            20000));
        m_dialog = m_controller->dialog();
        QVERIFY(m_dialog && m_dialog->isVisible());
        m_model = m_dialog->model();
        QCOMPARE(m_dialog->language(), kLanguage);
        QCOMPARE(m_dialog->windowTitle(), QStringLiteral("Translate FLAMEARMS into VIETNAMESE"));
        QCOMPARE(m_model->rowCount(), 6);
        QCOMPARE(m_dialog->footerText(), QStringLiteral("6 strings, 3 translated, 0 fuzzy, 0 with problems"));
        const int unused = rowOf(*m_model, kUnused);
        QCOMPARE(m_model->status(unused), TranslationTableModel::Status::Unused);
        QCOMPARE(m_model->index(rowOf(*m_model, kSwordName), TranslationTableModel::WhereColumn).data().toString(),
            QStringLiteral("MEDIA/SKILLS/FLAMESTRIKE.DAT:SKILL:DISPLAYNAME (+1 more)"));
    }

    void editsInPlaceAndMarksProblems()
    {
        QTableView *table = m_dialog->table();
        const QModelIndex burning
            = table->model()->index(rowOf(*m_model, kBurning), TranslationTableModel::TranslationColumn);
        table->setCurrentIndex(burning);
        table->edit(burning);
        auto *editor = table->viewport()->findChild<QLineEdit *>();
        QVERIFY(editor && editor->isVisible());
        editor->setText(kBurningVi);
        QTest::keyClick(editor, Qt::Key_Return); // the delegate commits on the next event-loop turn
        QTRY_COMPARE(m_model->po().entries[std::size_t(rowOf(*m_model, kBurning))].translation, kBurningVi);

        const int strike = rowOf(*m_model, kStrike);
        QVERIFY(m_model->setData(m_model->index(strike, TranslationTableModel::TranslationColumn), kStrikeWrong));
        const QModelIndex marked = m_model->index(strike, TranslationTableModel::TranslationColumn);
        QVERIFY(marked.data(TranslationTableModel::ProblemRole).toBool());
        QCOMPARE(marked.data(Qt::ToolTipRole).toString(),
            QStringLiteral("placeholders differ: missing <STAT1>; extra <STAT2>"));
        QVERIFY(marked.data(Qt::BackgroundRole).isValid());
        QCOMPARE(m_dialog->footerText(), QStringLiteral("6 strings, 5 translated, 0 fuzzy, 1 with problems"));
        QVERIFY(m_dialog->windowTitle().endsWith(QLatin1String(" *")));

        m_dialog->setFilter({}, 3); // with problems
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, 0).data().toString(), kStrike);
        QCOMPARE(m_dialog->footerText(), QStringLiteral("6 strings, 5 translated, 0 fuzzy, 1 with problems — 1 shown"));
        m_dialog->setFilter(QStringLiteral("flamesword.dat"), 0);
        QCOMPARE(table->model()->rowCount(), 4);
        m_dialog->setFilter({}, 0);
        QCOMPARE(table->model()->rowCount(), 6);
    }

    void savesAPoMsgfmtAccepts()
    {
        const QString po = path(QStringLiteral("flamearms.vi.po"));
        QVERIFY(m_dialog->savePo(po));
        QVERIFY(!m_model->isModified());
        QVERIFY(!m_dialog->windowTitle().endsWith(QLatin1String(" *")));
        auto saved = PoFile::load(po);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().toString()));
        QCOMPARE(saved->headerField(QStringLiteral("Language")), kLanguage);
        QCOMPARE(saved->entries.size(), m_model->po().entries.size());
        for (std::size_t i = 0; i < saved->entries.size(); ++i) {
            QCOMPARE(saved->entries[i].original, m_model->po().entries[i].original);
            QCOMPARE(saved->entries[i].translation, m_model->po().entries[i].translation);
            QCOMPARE(saved->entries[i].references, m_model->po().entries[i].references);
        }
        MWB_REQUIRE_MSGFMT();
        QCOMPARE(msgfmtCheck(po), QString());
    }

    void buildsASeparateMod()
    {
        const QString output = path(QStringLiteral("FLAMEARMS_VI.MOD"));
        const auto report = build(output);
        QVERIFY(report);
        QVERIFY(report->separateMod);
        QCOMPARE(report->pairs, 4);
        QCOMPARE(pairsOf(translationInMod(output)), expectedPairs());
        QVERIFY(!m_window->documents().currentArchive()->isModified()); // the open mod is untouched

        // A build that cannot be written leaves nothing behind.
        const QString nowhere = path(QStringLiteral("missing/FOLDER/OUT.MOD"));
        QVERIFY(!build(nowhere));
        QVERIFY(!QFile::exists(nowhere));
        QVERIFY(!QDir(path(QStringLiteral("missing"))).exists());
    }

    void buildsIntoTheOpenModAsAPendingEdit()
    {
        gui::ArchiveDocument *document = m_window->documents().currentArchive();
        const auto report = build({});
        QVERIFY(report);
        QVERIFY(!report->separateMod);
        QVERIFY(document->isModified());
        const auto pending = document->pendingContent(translationDatPath(kLanguage));
        QVERIFY(pending);
        QCOMPARE(pairsOf(pending->load().value()), expectedPairs());
        QVERIFY(document->pendingContent(languageDatPath(kLanguage)));
    }

    void openPoMergesIntoTheStrings()
    {
        const int fire = rowOf(*m_model, kSetsOnFire);
        QVERIFY(m_model->setTranslation(fire, QStringLiteral("Đốt kẻ thù")));
        QVERIFY(m_dialog->openPo(path(QStringLiteral("flamearms.vi.po"))));
        QVERIFY(!m_model->isModified());
        QVERIFY(m_model->po().entries[std::size_t(rowOf(*m_model, kSetsOnFire))].translation.isEmpty());
        QCOMPARE(m_model->po().entries[std::size_t(rowOf(*m_model, kBurning))].translation, kBurningVi);
        QVERIFY(!m_dialog->openPo(path(QStringLiteral("missing.po")))); // reported, the table kept
        QCOMPARE(m_model->rowCount(), 6);
    }

    void asksBeforeLosingTranslations()
    {
        QSignalSpy asked(m_window->messages(), &gui::MessagePresenter::presented);
        QVERIFY(m_model->setTranslation(rowOf(*m_model, kSetsOnFire), QStringLiteral("Đốt kẻ thù")));
        m_window->messages()->setScriptedAnswer(-1); // Cancel
        m_dialog->reject();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.at(0).at(0).value<gui::UserMessage>().severity, gui::UserMessage::Severity::Question);
        QVERIFY(m_dialog->isVisible());

        // Another language collects again, once the user discards.
        m_window->messages()->setScriptedAnswer(1); // Discard
        QSignalSpy collected(m_controller, &TranslateController::collected);
        auto *language = m_dialog->findChild<QComboBox *>(QStringLiteral("translateLanguage"));
        QVERIFY(language);
        language->setEditText(QStringLiteral("french"));
        QTest::keyClick(language->lineEdit(), Qt::Key_Return);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !collected.isEmpty();
            },
            20000));
        QCOMPARE(asked.size(), 2);
        QCOMPARE(m_dialog->language(), QStringLiteral("FRENCH"));
        QCOMPARE(m_dialog->footerText(), QStringLiteral("5 strings, 0 translated, 0 fuzzy, 0 with problems"));

        // Translate… again and closing the window ask too; Cancel keeps the translations.
        QVERIFY(m_model->setTranslation(rowOf(*m_model, kSwordName), QStringLiteral("Épée de feu")));
        m_window->messages()->setScriptedAnswer(-1);
        m_controller->translateAction()->trigger();
        QCOMPARE(asked.size(), 3);
        QVERIFY(!m_window->close());
        QCOMPARE(asked.size(), 4);
        QVERIFY(m_model->isModified());
        QVERIFY(m_dialog->isVisible());

        m_window->messages()->setScriptedAnswer(1); // Discard
        m_dialog->reject();
        QCOMPARE(asked.size(), 5);
        QVERIFY(!m_dialog->isVisible());
    }

    void cleanupTestCase()
    {
        m_window->messages()->setScriptedAnswer(1); // discard the pending translation of the mod
        m_window.reset();
    }
};

QTEST_MAIN(TestTranslateGui)
#include "tst_translategui.moc"
