// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mod strings` and `mod translate`, typed as a user would: a mod's strings to a PO, the PO edited and
// updated for a new version of the mod, checked, and built into the mod, a copy and a separate translation mod.
#include "CliRunner.h"
#include "TranslateFixtures.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2translate/PoFile.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb;
using namespace mwb::formats::tl2translate;
using namespace mwb::test;
using namespace mwb::test::translate;

namespace {

PoFile loadPo(const QString &path)
{
    auto po = PoFile::load(path);
    if (!po)
        qFatal("%s", qPrintable(po.error().toString()));
    return std::move(po).value();
}

PoEntry *find(PoFile &po, const QString &original)
{
    for (PoEntry &entry : po.entries) {
        if (entry.original == original && entry.context.isEmpty())
            return &entry;
    }
    return nullptr;
}

QStringList modFiles(const QString &path)
{
    auto mod = formats::tl2mod::ModArchive::open(path);
    if (!mod)
        qFatal("%s", qPrintable(mod.error().toString()));
    QStringList files;
    for (const auto &record : (*mod)->records()) {
        if (record.hasData())
            files << record.path();
    }
    files.sort();
    return files;
}

} // namespace

class TestCliTranslate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_mod = m_dir.filePath(QStringLiteral("FLAMEARMS.MOD"));
        writeMod(m_dir.filePath(QStringLiteral("src")), m_mod);
    }

    void stringsToPoAndBack()
    {
        const QString po = m_dir.filePath(QStringLiteral("vi.po"));
        const CliRun strings
            = runCli({QStringLiteral("mod"), QStringLiteral("strings"), m_mod, QStringLiteral("-o"), po});
        QCOMPARE(strings.exitCode, 0);
        QVERIFY2(strings.out.contains("6 strings from 2 DATs"), strings.out.constData());
        QVERIFY(strings.out.contains("3 translated"));
        QVERIFY(strings.out.contains("1 not used by the DATs"));
        if (!QStandardPaths::findExecutable(QStringLiteral("msgfmt")).isEmpty())
            QCOMPARE(msgfmtCheck(po), QString());

        // The translator's work.
        PoFile edited = loadPo(po);
        find(edited, kBurning)->translation = QStringLiteral("|cFFFF0000Cháy|u trong [DURATION] giây");
        find(edited, kStrike)->translation = QStringLiteral("Nhấn [[KB:ATTACK]] để đánh <STAT2> lần"); // wrong
        find(edited, kStrike)->translatorComments << QStringLiteral("ask about STAT2");
        QVERIFY(writeFile(po, edited.toUtf8()));

        const CliRun check
            = runCli({QStringLiteral("mod"), QStringLiteral("translate"), QStringLiteral("--check"), po});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.out.contains(": placeholders: placeholders differ: missing <STAT1>; extra <STAT2>"),
            check.out.constData());
        const CliRun checkJson = runCli({QStringLiteral("mod"), QStringLiteral("translate"), QStringLiteral("--check"),
            po, QStringLiteral("--json")});
        QCOMPARE(checkJson.exitCode, 1);
        const QJsonObject report = checkJson.json().object();
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(), false);
        QCOMPARE(report.value(QStringLiteral("translated")).toInt(), 5);
        const QJsonArray problems = report.value(QStringLiteral("problems")).toArray();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].toObject().value(QStringLiteral("code")).toString(), QStringLiteral("placeholders"));
        QCOMPARE(problems[0].toObject().value(QStringLiteral("original")).toString(), kStrike);

        // Built into a copy: the input stays as it was; the wrong translation is left out.
        const QByteArray before = readFile(m_mod);
        const QString copy = m_dir.filePath(QStringLiteral("FLAMEARMS_VI.MOD"));
        const CliRun translate = runCli({QStringLiteral("mod"), QStringLiteral("translate"), m_mod,
            QStringLiteral("--po"), po, QStringLiteral("--language"), QStringLiteral("vietnamese"),
            QStringLiteral("-o"), copy, QStringLiteral("--json")});
        QCOMPARE(translate.exitCode, 0);
        const QJsonObject built = translate.json().object();
        QCOMPARE(built.value(QStringLiteral("pairs")).toInt(), 4);
        QCOMPARE(built.value(QStringLiteral("left_out")).toInt(), 1);
        QCOMPARE(built.value(QStringLiteral("separate_mod")).toBool(), false);
        QCOMPARE(readFile(m_mod), before);
        QCOMPARE(modFiles(copy), modFiles(m_mod));

        // Collected again from the translated copy, the translations are there.
        const QString again = m_dir.filePath(QStringLiteral("again.po"));
        QCOMPARE(
            runCli({QStringLiteral("mod"), QStringLiteral("strings"), copy, QStringLiteral("-o"), again}).exitCode, 0);
        PoFile reread = loadPo(again);
        QCOMPARE(find(reread, kBurning)->translation, QStringLiteral("|cFFFF0000Cháy|u trong [DURATION] giây"));
        QCOMPARE(find(reread, kStrike)->translation, QString());

        // A new version of the mod: one original changed, one new. --update keeps the work.
        const QString v2 = m_dir.filePath(QStringLiteral("v2"));
        writeModFolder(v2);
        auto sword = swordDat();
        sword.root.properties[2].value = QStringLiteral("+[VALUE] Melee weapon damage");
        sword.root.add(kTranslate, QStringLiteral("TEXT"), QStringLiteral("Brand new"));
        QVERIFY(writeFile(v2 + QStringLiteral("/MEDIA/UNITS/ITEMS/FLAMESWORD.DAT"), sword.toUtf16()));
        QVERIFY(writeFile(v2 + QLatin1Char('/') + translationDatPath(QStringLiteral("VIETNAMESE")),
            translationDocument({}).toUtf16()));
        const CliRun update = runCli({QStringLiteral("mod"), QStringLiteral("strings"), v2, QStringLiteral("--update"),
            po, QStringLiteral("--json")});
        QCOMPARE(update.exitCode, 0);
        QCOMPARE(update.json().object().value(QStringLiteral("updated")).toBool(), true);
        PoFile updated = loadPo(po);
        const PoEntry *changed = find(updated, QStringLiteral("+[VALUE] Melee weapon damage"));
        QVERIFY(changed->fuzzy);
        QCOMPARE(changed->previousOriginal, kMeleeBonus);
        QCOMPARE(changed->translation, QStringLiteral("+[VALUE] sát thương vũ khí cận chiến"));
        QCOMPARE(find(updated, QStringLiteral("Brand new"))->status(), PoStatus::Untranslated);
        QCOMPARE(find(updated, kStrike)->translatorComments, QStringList{QStringLiteral("ask about STAT2")});
        QCOMPARE(find(updated, kUnused)->status(), PoStatus::Obsolete);
        QCOMPARE(find(updated, kBurning)->status(), PoStatus::Translated);
        if (!QStandardPaths::findExecutable(QStringLiteral("msgfmt")).isEmpty())
            QCOMPARE(msgfmtCheck(po), QString());
    }

    void inPlaceAndSeparate()
    {
        const QString mod = m_dir.filePath(QStringLiteral("INPLACE.MOD"));
        QVERIFY(QFile::copy(m_mod, mod));
        const QString po = m_dir.filePath(QStringLiteral("inplace.po"));
        QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("strings"), mod, QStringLiteral("-o"), po}).exitCode, 0);
        // The PO names its language: --language is not needed.
        const CliRun inPlace
            = runCli({QStringLiteral("mod"), QStringLiteral("translate"), mod, QStringLiteral("--po"), po});
        QCOMPARE(inPlace.exitCode, 0);
        QVERIFY2(inPlace.out.contains("3 translations into MEDIA/TRANSLATIONS/VIETNAMESE/TRANSLATION.DAT"),
            inPlace.out.constData());

        const QString separate = m_dir.filePath(QStringLiteral("FLAMEARMS_TRANSLATION.MOD"));
        const CliRun made = runCli({QStringLiteral("mod"), QStringLiteral("translate"), m_mod, QStringLiteral("--po"),
            po, QStringLiteral("--language"), QStringLiteral("VIETNAMESE"), QStringLiteral("--display-name"),
            QStringLiteral("Tiếng Việt"), QStringLiteral("--as-separate-mod"), separate, QStringLiteral("--json")});
        QCOMPARE(made.exitCode, 0);
        QCOMPARE(made.json().object().value(QStringLiteral("separate_mod")).toBool(), true);
        QCOMPARE(modFiles(separate),
            (QStringList{QStringLiteral("MEDIA/TRANSLATIONS/VIETNAMESE.DAT"),
                QStringLiteral("MEDIA/TRANSLATIONS/VIETNAMESE/TRANSLATION.DAT")}));
        const CliRun info = runCli({QStringLiteral("mod"), QStringLiteral("info"), separate});
        QVERIFY2(info.out.contains("Flame Arms (Tiếng Việt)"), info.out.constData());
    }

    void usageAndErrors()
    {
        const QString po = m_dir.filePath(QStringLiteral("errors.po"));
        // Neither -o nor --update.
        QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("strings"), m_mod}).exitCode, CliExit::Usage);
        // Both outputs of translate.
        QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("translate"), m_mod, QStringLiteral("--po"), po,
                            QStringLiteral("-o"), QStringLiteral("a.mod"), QStringLiteral("--as-separate-mod"),
                            QStringLiteral("b.mod")})
                     .exitCode,
            CliExit::Usage);
        // A mod without any translation needs --language.
        const QString bare = m_dir.filePath(QStringLiteral("bare"));
        QVERIFY(writeFile(bare + QStringLiteral("/MEDIA/SKILLS/FLAMESTRIKE.DAT"), skillDat().toUtf16()));
        QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("strings"), bare, QStringLiteral("-o"), po}).exitCode,
            CliExit::Usage);
        QVERIFY(!QFile::exists(po));
        QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("strings"), bare, QStringLiteral("--language"),
                            QStringLiteral("FRENCH"), QStringLiteral("-o"), po})
                     .exitCode,
            0);
        // A broken PO: its error's exit code, the line in the message.
        QVERIFY(writeFile(po, QByteArrayLiteral("msgid \"a\"\nmsgstr \"b\"\nmsgstr \"c\"\n")));
        const CliRun broken
            = runCli({QStringLiteral("mod"), QStringLiteral("translate"), QStringLiteral("--check"), po});
        QCOMPARE(broken.exitCode, exitCodeFor(ErrorCode::Corrupt));
        QVERIFY2(broken.err.contains("Line 3:"), broken.err.constData());
        QVERIFY(writeFile(po, QByteArrayLiteral("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"b\"\n")));
        QCOMPARE(
            runCli({QStringLiteral("mod"), QStringLiteral("translate"), m_mod, QStringLiteral("--po"), po}).exitCode,
            exitCodeFor(ErrorCode::Unsupported));
        QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("translate"), QStringLiteral("--check"),
                            m_dir.filePath(QStringLiteral("missing.po"))})
                     .exitCode,
            exitCodeFor(ErrorCode::Io));
        // Not a mod.
        QVERIFY(writeFile(po, QByteArrayLiteral("msgid \"a\"\nmsgstr \"b\"\n")));
        const QString notMod = m_dir.filePath(QStringLiteral("NOTAMOD.MOD"));
        QVERIFY(writeFile(notMod, QByteArrayLiteral("nothing")));
        QCOMPARE(runCli({QStringLiteral("mod"), QStringLiteral("translate"), notMod, QStringLiteral("--po"), po,
                            QStringLiteral("--language"), QStringLiteral("VIETNAMESE")})
                     .exitCode,
            exitCodeFor(ErrorCode::BadMagic));
        QCOMPARE(readFile(notMod), QByteArrayLiteral("nothing"));
    }

private:
    struct CliExit
    {
        static constexpr int Usage = 2;
    };
    QTemporaryDir m_dir;
    QString m_mod;
};

QTEST_GUILESS_MAIN(TestCliTranslate)
#include "tst_cli_translate.moc"
