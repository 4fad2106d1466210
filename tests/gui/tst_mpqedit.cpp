// SPDX-License-Identifier: GPL-3.0-or-later
// What an MPQ archive offers in the window beyond the common edits, with the real codecs: File › New Archive… from a
// preset, Set Locale… as a pending edit written by Save (appended in place), Properties… with the block's flags by
// name, and Archive › Compact on an archive with nothing pending (it removes the dead space the save left). A format
// without these (a .MOD) does not offer them.
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "MessagePresenter.h"
#include "DocumentWaits.h"
#include "controllers/EditController.h"
#include "controllers/EntryAttributesController.h"
#include "controllers/FileController.h"
#include "dialogs/EntryPropertiesDialog.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/StructureModel.h"

#include <QAction>
#include <QFile>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using mwb::gui::MainWindow;

namespace {

bool waitFor(const std::function<bool()> &condition)
{
    return QTest::qWaitFor(condition, 20000);
}

QAction *menuAction(MainWindow &window, const QString &text)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

/// Every node's display text of `model`, depth first.
QStringList allTexts(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        for (int column = 0; column < model.columnCount(parent); ++column)
            texts << model.index(row, column, parent).data().toString();
        texts << allTexts(model, model.index(row, 0, parent));
    }
    return texts;
}

quint16 localeIn(const QString &archivePath, const QString &entryPath)
{
    auto archive = mwb::openArchive(archivePath);
    if (!archive)
        return 0xffff;
    for (const mwb::EntryIndex::Input &input : (*archive)->indexInputs()) {
        if (input.path.compare(entryPath, Qt::CaseInsensitive) == 0)
            return input.locale;
    }
    return 0xffff;
}

} // namespace

class TestMpqEdit : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

    /// A new archive made through File › New Archive… (the WoW preset) with one added file, saved and reopened.
    bool makeArchiveWithOneFile(MainWindow &window, const QString &path)
    {
        mwb::test::controller<mwb::gui::FileController>(window)->createArchive(QStringLiteral("mpq"), QStringLiteral("wow-335a"), path);
        if (!waitFor([&] { return archive(window) && archive(window)->location() == path; }))
            return false;
        const QString local = m_tmp.filePath(QStringLiteral("Icon.txt"));
        QFile file(local);
        if (!file.open(QIODevice::WriteOnly) || file.write(QByteArray(5000, 'i')) != 5000)
            return false;
        file.close();
        if (!mwb::test::controller<mwb::gui::EditController>(window)->addFiles({local}, QStringLiteral("Interface")))
            return false;
        QSignalSpy changed(archive(window), &mwb::gui::ArchiveDocument::archiveChanged);
        archive(window)->save();
        return waitFor([&] { return !changed.isEmpty() && !window.isWindowModified(); });
    }

    static mwb::gui::ArchiveDocument *archive(const MainWindow &window)
    {
        return window.documents().currentArchive();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void newArchiveSetLocalePropertiesAndCompact()
    {
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        const QString path = m_tmp.filePath(QStringLiteral("new.MPQ"));
        QVERIFY(makeArchiveWithOneFile(window, path));
        QCOMPARE(archive(window)->archive()->formatId(), QStringLiteral("mpq"));

        auto *attributes = window.findChild<mwb::gui::EntryAttributesController *>();
        QVERIFY(attributes);
        QVERIFY(archive(window)->archiveView()->selectPath(QStringLiteral("Interface/Icon.txt")));
        QVERIFY(attributes->setLocaleAction()->isVisible());
        QVERIFY(attributes->setLocaleAction()->isEnabled());
        QVERIFY(attributes->setLocaleOfSelection(0x804));
        // The tree shows the edit from the next event-loop turn on (one rebuild per burst of edits).
        const auto markOfIcon = [&window] {
            static_cast<void>(archive(window)->archiveView()->selectPath(QStringLiteral("Interface/Icon.txt")));
            const QModelIndex row = archive(window)->archiveView()->treeView()->currentIndex().siblingAtColumn(0);
            return static_cast<mwb::EditMark>(row.data(mwb::ArchiveTreeModel::EditMarkRole).toInt());
        };
        QTRY_COMPARE(markOfIcon(), mwb::EditMark::Changed);
        QCOMPARE(localeIn(path, QStringLiteral("Interface/Icon.txt")), quint16(0)); // pending, not written yet

        QSignalSpy changed(archive(window), &mwb::gui::ArchiveDocument::archiveChanged);
        const qint64 sizeBeforeSave = QFileInfo(path).size();
        archive(window)->save();
        QVERIFY(waitFor([&] { return !changed.isEmpty(); }));
        QCOMPARE(localeIn(path, QStringLiteral("Interface/Icon.txt")), quint16(0x804));
        const qint64 appendedSize = QFileInfo(path).size();
        QVERIFY(appendedSize > sizeBeforeSave); // Save appended new tables in place

        QVERIFY(archive(window)->archiveView()->selectPath(QStringLiteral("Interface/Icon.txt")));
        QVERIFY(attributes->propertiesAction()->isEnabled());
        attributes->propertiesAction()->trigger();
        auto *dialog = window.findChild<mwb::gui::EntryPropertiesDialog *>();
        QVERIFY(dialog);
        const QStringList texts = allTexts(*dialog->findChild<mwb::StructureModel *>());
        QVERIFY2(texts.join(u' ').contains(QLatin1String("COMPRESS")), qPrintable(texts.join(u'|')));
        QVERIFY2(texts.contains(QStringLiteral("zlib")), qPrintable(texts.join(u'|'))); // the method, by name
        dialog->close();

        QAction *compact = menuAction(window, QStringLiteral("&Compact"));
        QVERIFY(compact && compact->isVisible() && compact->isEnabled());
        QVERIFY(!window.isWindowModified());
        const QDateTime before = QFileInfo(path).lastModified();
        changed.clear();
        QTest::qWait(20); // a rewrite shows as a later modification time
        compact->trigger();
        QVERIFY(waitFor([&] { return !changed.isEmpty(); }));
        QVERIFY(QFileInfo(path).lastModified() > before);
        QVERIFY(QFileInfo(path).size() < appendedSize); // Compact rewrote it without the dead space
        QCOMPARE(localeIn(path, QStringLiteral("Interface/Icon.txt")), quint16(0x804));
    }

    void aModHasNoLocalesAndNoCompact()
    {
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        const QString mod = m_tmp.filePath(QStringLiteral("DEMO.MOD"));
        mwb::SilentProgress progress;
        QVERIFY(mwb::formats::tl2mod::packModFolder(QStringLiteral(MWB_DEMO_MOD_DIR), mod, {}, progress));
        QVERIFY(mwb::test::openArchiveAndWait(window, mod));
        auto *attributes = window.findChild<mwb::gui::EntryAttributesController *>();
        QVERIFY(!attributes->setLocaleAction()->isVisible());
        QAction *compact = menuAction(window, QStringLiteral("&Compact"));
        QVERIFY(compact && !compact->isVisible());
    }
};

QTEST_MAIN(TestMpqEdit)
#include "tst_mpqedit.moc"
