// SPDX-License-Identifier: GPL-3.0-or-later
// MPQ trust in the window, with the real codecs: an archive without a listfile gets the names of its unnamed
// entries from a name-scan job after opening (shown in italics with a tooltip, "recovered" in the entry's structure,
// "Recovered N of M names" in the status bar, used for lookups); a canceled scan leaves the archive as it was
// opened; saving a weak-signed archive asks whether to sign it again (both answers and Cancel), a strong-signed one
// says the signature is dropped. Fixtures are written by the test; the corpus map listfilelessMap.w3x is checked
// when the corpus is there.
#include "DefaultBackend.h"
#include "DocumentWaits.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "MpqFixtureBuilder.h"
#include "SharedCorpus.h"
#include "TestFiles.h"
#include "controllers/EditController.h"
#include "mwb/core/EntryLookup.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"

#include <QFile>
#include <QFont>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using mwb::gui::MainWindow;
using mwb::test::MpqFixtureBuilder;
using mwb::test::readFile;
using mwb::test::writeFile;

namespace {

constexpr quint32 kExists = 0x80000000u;

bool waitFor(const std::function<bool()> &condition)
{
    return QTest::qWaitFor(condition, 20000);
}

/// A map without a listfile: war3map.j (a name every map has) mentions Units\Hero.mdl, whose .mdx is stored;
/// secret.dat is mentioned nowhere.
QByteArray listfilelessMap()
{
    const QByteArray script = "function main takes nothing returns nothing\n"
                              "  call Preload(\"Units\\\\Hero.mdl\")\n"
                              "endfunction\n";
    const QByteArray model = "MDLX model bytes";
    const QByteArray secret = "nothing mentions this file";
    return MpqFixtureBuilder::build({{"war3map.j", script, quint32(script.size()), kExists, false},
        {"Units\\Hero.mdx", model, quint32(model.size()), kExists, false},
        {"secret.dat", secret, quint32(secret.size()), kExists, false}});
}

/// Opens `path` in `window` and waits until its names were looked for (ArchiveDocument::namesRecovered, connected
/// as the document opens, before the scan starts); null when that did not happen.
mwb::gui::ArchiveDocument *openAndRecover(MainWindow &window, const QString &path)
{
    window.messages()->setInteractive(false);
    mwb::gui::ArchiveDocument *archive = nullptr;
    bool recovered = false;
    QObject context;
    QObject::connect(
        &window.documents(), &mwb::gui::DocumentManager::documentOpened, &context, [&](mwb::gui::Document *document) {
            archive = qobject_cast<mwb::gui::ArchiveDocument *>(document);
            if (archive)
                QObject::connect(archive, &mwb::gui::ArchiveDocument::namesRecovered, &context, [&] {
                    recovered = true;
                });
        });
    window.documents().open(path);
    return waitFor([&] {
        return recovered;
    })
        ? archive
        : nullptr;
}

QStringList entryPaths(const mwb::gui::ArchiveDocument &archive)
{
    QStringList paths;
    const auto &index = archive.index();
    for (mwb::EntryIndex::NodeId id = 1; index && id < index->size(); ++id) {
        if (!index->node(id).isDir)
            paths << index->pathOf(id);
    }
    return paths;
}

/// The signature our reader finds on `path` (its verdicts agree with StormLib's: tests/mpq/tst_mpqsignature).
mwb::formats::mpq::MpqSignatureVerdict verdictOf(const QString &path)
{
    auto archive = mwb::formats::mpq::MpqArchive::open(path);
    if (!archive)
        return mwb::formats::mpq::MpqSignatureVerdict::CannotTell;
    mwb::SilentProgress progress;
    auto check = (*archive)->verifySignature(progress);
    return check ? check->verdict : mwb::formats::mpq::MpqSignatureVerdict::CannotTell;
}

/// Writes a small archive at `path` with our writer, weak-signed when `sign`.
bool writeSigned(const QString &path, bool sign)
{
    auto writer = mwb::createArchive(QStringLiteral("mpq"), QStringLiteral("war3-map"));
    if (!writer || !(*writer)->add(QStringLiteral("war3map.j"), mwb::EntrySource::fromBytes(QByteArray(3000, 'j'))))
        return false;
    if (sign && !(*writer)->setSignaturePolicy(mwb::SignaturePolicy::Weak))
        return false;
    mwb::SilentProgress progress;
    return bool((*writer)->commit(path, progress));
}

} // namespace

class TestMpqTrustGui : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

    /// Opens `path`, adds one file as a pending edit and saves with `answer` scripted; returns the questions asked.
    QStringList editAndSave(MainWindow &window, const QString &path, int answer, bool expectSaved)
    {
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, path);
        if (!archive)
            return {QStringLiteral("not opened")};
        const QString local = m_tmp.filePath(QStringLiteral("added.txt"));
        if (!writeFile(local, "added")
            || !mwb::test::controller<mwb::gui::EditController>(window)->addFiles({local}, QString()))
            return {QStringLiteral("not edited")};
        QStringList questions;
        QObject context;
        connect(window.messages(), &mwb::gui::MessagePresenter::presented, &context,
            [&questions](const mwb::gui::UserMessage &message) {
                if (message.severity == mwb::gui::UserMessage::Severity::Question)
                    questions << message.text;
            });
        window.messages()->setScriptedAnswer(answer);
        QSignalSpy saved(archive, &mwb::gui::ArchiveDocument::committed);
        archive->save();
        if (expectSaved && !waitFor([&] {
                return !saved.isEmpty();
            }))
            return {QStringLiteral("not saved")};
        if (!expectSaved) {
            QTest::qWait(200);
            if (!saved.isEmpty() || archive->isSaving() || !archive->isModified())
                return {QStringLiteral("saved though canceled")};
        }
        return questions;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_tmp.isValid());
    }

    void namesAreRecoveredAfterOpening()
    {
        const QString path = m_tmp.filePath(QStringLiteral("listfileless.w3x"));
        QVERIFY(writeFile(path, listfilelessMap()));
        MainWindow window(mwb::gui::defaultBackend());
        mwb::gui::ArchiveDocument *archive = openAndRecover(window, path);
        QVERIFY(archive);
        const QStringList paths = entryPaths(*archive);
        QVERIFY2(paths.contains(QStringLiteral("war3map.j")), qPrintable(paths.join(u',')));
        QCOMPARE(paths.filter(QStringLiteral("File0")).size(), 1); // secret.dat stays unnamed
        QCOMPARE(archive->recoveredEntries().size(), 2);
        QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("Recovered 2 of 3 name(s)")),
            qPrintable(window.statusBar()->currentMessage()));

        // The tree marks them: italics and a tooltip.
        QVERIFY(archive->archiveView()->selectPath(QStringLiteral("Units/Hero.mdx")));
        const QModelIndex row = archive->archiveView()->treeView()->currentIndex().siblingAtColumn(0);
        QVERIFY(row.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(row.data(Qt::ToolTipRole).toString().contains(mwb::ArchiveTreeModel::recoveredNameText()));
        QVERIFY(!archive->archiveView()->selectPath(QStringLiteral("secret.dat")));

        // The archive the document holds names them (extraction and edits use it), and its structure says how.
        const mwb::Archive &opened = *archive->archive();
        const auto entry = mwb::EntryLookup(opened).find(QStringLiteral("Units\\Hero.mdx"));
        QVERIFY(entry);
        QCOMPARE(opened.readEntry(*entry).value(), QByteArray("MDLX model bytes"));
        const mwb::StructureNode described = opened.describeEntry(*entry);
        bool said = false;
        const std::function<void(const mwb::StructureNode &)> visit = [&](const mwb::StructureNode &node) {
            said = said || node.value.contains(QLatin1String("recovered by scanning"));
            for (const auto &child : node.children)
                visit(child);
        };
        visit(described);
        QVERIFY(said);
    }

    void canceledScanLeavesTheArchive()
    {
        const QString path = m_tmp.filePath(QStringLiteral("canceled.w3x"));
        QVERIFY(writeFile(path, listfilelessMap()));
        mwb::gui::Backend backend = mwb::gui::defaultBackend();
        std::atomic<bool> started = false;
        backend.recoverNames = [&started](const mwb::Archive &, const QStringList &,
                                   mwb::Progress &progress) -> mwb::Result<mwb::gui::NameRecovery> {
            started = true;
            while (!progress.isCanceled())
                QThread::msleep(5);
            return mwb::Error{mwb::ErrorCode::Canceled, QStringLiteral("canceled"), {}};
        };
        MainWindow window(backend);
        window.messages()->setInteractive(false);
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, path);
        QVERIFY(archive);
        QSignalSpy finished(archive, &mwb::gui::ArchiveDocument::namesRecovered);
        QVERIFY(waitFor([&] {
            return started.load();
        }));
        const auto before = archive->archive();
        window.jobs().cancelAll();
        QVERIFY(waitFor([&] {
            return !finished.isEmpty();
        }));
        QCOMPARE(finished.first().at(0).toInt(), 0);
        QCOMPARE(archive->archive(), before);
        QVERIFY(archive->recoveredEntries().isEmpty());
        QCOMPARE(entryPaths(*archive).filter(QStringLiteral("File0")).size(), 3);
    }

    void corpusMapNames()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        const QString path = corpus + QStringLiteral("/inwc3+JMPQ3/src/test/resources/mpqs/listfilelessMap.w3x");
        MainWindow window(mwb::gui::defaultBackend());
        mwb::gui::ArchiveDocument *archive = openAndRecover(window, path);
        QVERIFY(archive);
        QCOMPARE(archive->recoveredEntries().size(), 19);
        QVERIFY(entryPaths(*archive).filter(QStringLiteral("File0")).isEmpty());
        QVERIFY(entryPaths(*archive).contains(QStringLiteral("war3map.j")));
        QVERIFY(window.statusBar()->currentMessage().contains(QLatin1String("Recovered 19 of 19 name(s)")));
    }

    void weakSignatureQuestion()
    {
        const QString base = m_tmp.filePath(QStringLiteral("weak-base.w3x"));
        QVERIFY(writeSigned(base, true));
        QCOMPARE(verdictOf(base), mwb::formats::mpq::MpqSignatureVerdict::WeakOk);
        using Verdict = mwb::formats::mpq::MpqSignatureVerdict;
        const struct
        {
            const char *name;
            int answer;
            Verdict verdict;
        } cases[] = {{"sign again", 0, Verdict::WeakOk}, {"without", 1, Verdict::None}};
        for (const auto &c : cases) {
            const QString path = m_tmp.filePath(QStringLiteral("weak-%1.w3x").arg(c.answer));
            QVERIFY(QFile::copy(base, path));
            MainWindow window(mwb::gui::defaultBackend());
            window.messages()->setInteractive(false);
            const QStringList questions = editAndSave(window, path, c.answer, true);
            QVERIFY2(questions.size() == 1 && questions.first().contains(QLatin1String("weak signature")),
                qPrintable(QString::fromUtf8(c.name) + u": " + questions.join(u'|')));
            QCOMPARE(verdictOf(path), c.verdict);
            QVERIFY(
                mwb::EntryLookup(*window.documents().currentArchive()->archive()).find(QStringLiteral("added.txt")));
        }
        // Cancel: nothing is written, the edit stays pending.
        const QString canceled = m_tmp.filePath(QStringLiteral("weak-canceled.w3x"));
        QVERIFY(QFile::copy(base, canceled));
        const QByteArray before = readFile(canceled);
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        const QStringList questions = editAndSave(window, canceled, -1, false);
        QCOMPARE(questions.size(), 1);
        QCOMPARE(readFile(canceled), before);
    }

    void strongSignatureIsDropped()
    {
        const QString plain = m_tmp.filePath(QStringLiteral("strong-plain.w3x"));
        QVERIFY(writeSigned(plain, false));
        const QString path = m_tmp.filePath(QStringLiteral("strong.w3x"));
        QVERIFY(writeFile(path, readFile(plain) + "NGIS" + QByteArray(256, '\x5A')));
        const QString canceled = m_tmp.filePath(QStringLiteral("strong-canceled.w3x"));
        QVERIFY(QFile::copy(path, canceled));
        {
            MainWindow window(mwb::gui::defaultBackend());
            window.messages()->setInteractive(false);
            const QStringList questions = editAndSave(window, path, 0, true);
            QVERIFY2(questions.size() == 1 && questions.first().contains(QLatin1String("strong signature")),
                qPrintable(questions.join(u'|')));
            QCOMPARE(verdictOf(path), mwb::formats::mpq::MpqSignatureVerdict::None);
        }
        const QByteArray before = readFile(canceled);
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        QCOMPARE(editAndSave(window, canceled, -1, false).size(), 1);
        QCOMPARE(readFile(canceled), before);
    }
};

QTEST_MAIN(TestMpqTrustGui)
#include "tst_mpqtrustgui.moc"
