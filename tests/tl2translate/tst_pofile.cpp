// SPDX-License-Identifier: GPL-3.0-or-later
// gettext PO reading, writing and merging (mwb::formats::tl2translate::PoFile): a file with every feature written
// back byte for byte, structured errors with their lines, msgmerge-like updates, and msgfmt --check on what we write.
#include "TranslateFixtures.h"
#include "mwb/formats/tl2translate/PoFile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace mwb;
using namespace mwb::formats::tl2translate;
using namespace mwb::test::translate;

namespace {

/// A PO as gettext writes it, with every feature the reader keeps (no raw string: moc cannot read one).
const QByteArray kFullPo = QByteArrayLiteral("# Vietnamese translation of Flame Arms\n"
                                             "msgid \"\"\n"
                                             "msgstr \"\"\n"
                                             "\"Project-Id-Version: Flame Arms\\n\"\n"
                                             "\"Language: vi\\n\"\n"
                                             "\"MIME-Version: 1.0\\n\"\n"
                                             "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
                                             "\"Content-Transfer-Encoding: 8bit\\n\"\n"
                                             "\n"
                                             "# checked in game\n"
                                             "#. translation of the game\n"
                                             "#: MEDIA/UNITS/ITEMS/FLAMESWORD.DAT:UNIT:DESCRIPTION\n"
                                             "#: MEDIA/SKILLS/FLAMESTRIKE.DAT:SKILL:DESCRIPTION\n"
                                             "msgid \"+[VALUE] Melee weapon damage bonus\"\n"
                                             "msgstr \"+[VALUE] sát thương vũ khí cận chiến\"\n"
                                             "\n"
                                             "#: MEDIA/UNITS/ITEMS/FLAMESWORD.DAT:UNIT:DISPLAYNAME\n"
                                             "#, fuzzy, no-wrap\n"
                                             "#| msgid \"Flame Blade\"\n"
                                             "msgid \"Flame Sword\"\n"
                                             "msgstr \"Kiếm Lửa\"\n"
                                             "\n"
                                             "msgctxt \"TRANSLATION.DAT 2\"\n"
                                             "msgid \"Flame Sword\"\n"
                                             "msgstr \"Thanh Kiếm Lửa\"\n"
                                             "\n"
                                             "msgid \"Quote \\\" backslash \\\\ tab \\t\"\n"
                                             "msgstr \"\"\n"
                                             "\n"
                                             "msgid \"\"\n"
                                             "\"Two\\n\"\n"
                                             "\"lines\"\n"
                                             "msgstr \"\"\n"
                                             "\"Hai\\n\"\n"
                                             "\"dòng\"\n"
                                             "\n"
                                             "# kept for later\n"
                                             "#~ msgid \"Old string\"\n"
                                             "#~ msgstr \"Chuỗi cũ\"\n");

PoFile parsed(const QByteArray &bytes)
{
    auto po = PoFile::parse(bytes, QStringLiteral("test.po"));
    if (!po)
        qFatal("%s", qPrintable(po.error().toString()));
    return std::move(po).value();
}

PoEntry entry(const QString &original, const QString &translation, const QStringList &references = {})
{
    PoEntry out;
    out.original = original;
    out.translation = translation;
    out.references = references;
    return out;
}

const PoEntry *find(const PoFile &po, const QString &original)
{
    for (const PoEntry &e : po.entries) {
        if (e.original == original && e.context.isEmpty())
            return &e;
    }
    return nullptr;
}

} // namespace

class TestPoFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEveryField()
    {
        const PoFile po = parsed(kFullPo);
        QCOMPARE(po.headerComments, QStringList{QStringLiteral("Vietnamese translation of Flame Arms")});
        QCOMPARE(po.headerField(QStringLiteral("language")), QStringLiteral("vi"));
        QCOMPARE(po.entries.size(), std::size_t(6));
        const PoEntry &bonus = po.entries[0];
        QCOMPARE(bonus.translatorComments, QStringList{QStringLiteral("checked in game")});
        QCOMPARE(bonus.extractedComments, QStringList{QStringLiteral("translation of the game")});
        QCOMPARE(bonus.references.size(), 2);
        QCOMPARE(bonus.status(), PoStatus::Translated);
        QCOMPARE(bonus.line, 10);
        const PoEntry &sword = po.entries[1];
        QVERIFY(sword.fuzzy);
        QCOMPARE(sword.flags, QStringList{QStringLiteral("no-wrap")});
        QCOMPARE(sword.previousOriginal, QStringLiteral("Flame Blade"));
        QCOMPARE(sword.status(), PoStatus::Fuzzy);
        QCOMPARE(po.entries[2].context, QStringLiteral("TRANSLATION.DAT 2"));
        QCOMPARE(po.entries[2].original, QStringLiteral("Flame Sword"));
        QCOMPARE(po.entries[3].original, QStringLiteral("Quote \" backslash \\ tab \t"));
        QCOMPARE(po.entries[3].status(), PoStatus::Untranslated);
        QVERIFY(po.entries[3].unused());
        QCOMPARE(po.entries[4].original, QStringLiteral("Two\nlines"));
        QCOMPARE(po.entries[4].translation, QStringLiteral("Hai\ndòng"));
        QVERIFY(po.entries[5].obsolete);
        QCOMPARE(po.entries[5].translatorComments, QStringList{QStringLiteral("kept for later")});
        QCOMPARE(po.entries[5].status(), PoStatus::Obsolete);
    }

    void writesBackByteForByte() { QCOMPARE(parsed(kFullPo).toUtf8(), kFullPo); }

    void acceptsCrlfAndBom()
    {
        QByteArray bytes = kFullPo;
        bytes.replace("\n", "\r\n");
        QCOMPARE(parsed("\xEF\xBB\xBF" + bytes).toUtf8(), kFullPo);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("line");
        const auto code = [](ErrorCode c) {
            return static_cast<int>(c);
        };
        QTest::newRow("msgstr first") << QByteArray("\nmsgstr \"x\"\n") << code(ErrorCode::Corrupt) << 2;
        QTest::newRow("no msgstr") << QByteArray("msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"\"\n")
                                   << code(ErrorCode::Corrupt) << 3;
        QTest::newRow("no msgstr at end") << QByteArray("msgid \"a\"\n") << code(ErrorCode::Corrupt) << 1;
        QTest::newRow("bad escape") << QByteArray("msgid \"a\\q\"\nmsgstr \"\"\n") << code(ErrorCode::Corrupt) << 1;
        QTest::newRow("unterminated") << QByteArray("msgid \"a\nmsgstr \"\"\n") << code(ErrorCode::Corrupt) << 1;
        QTest::newRow("inner quote") << QByteArray("msgid \"a\"b\"\nmsgstr \"\"\n") << code(ErrorCode::Corrupt) << 1;
        QTest::newRow("stray string") << QByteArray("\"a\"\n") << code(ErrorCode::Corrupt) << 1;
        QTest::newRow("unknown keyword") << QByteArray("msgfoo \"a\"\n") << code(ErrorCode::Corrupt) << 1;
        QTest::newRow("duplicate") << QByteArray("msgid \"a\"\nmsgstr \"\"\n\nmsgid \"a\"\nmsgstr \"x\"\n")
                                   << code(ErrorCode::Corrupt) << 4;
        QTest::newRow("two headers") << QByteArray("msgid \"\"\nmsgstr \"\"\n\nmsgid \"\"\nmsgstr \"\"\n")
                                     << code(ErrorCode::Corrupt) << 4;
        QTest::newRow("comment inside") << QByteArray("msgid \"a\"\n# c\nmsgstr \"\"\n") << code(ErrorCode::Corrupt)
                                        << 2;
        QTest::newRow("plural") << QByteArray("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"\"\n")
                                << code(ErrorCode::Unsupported) << 2;
        QTest::newRow("octal byte") << QByteArray("msgid \"\\303\\241\"\nmsgstr \"\"\n") << code(ErrorCode::Unsupported)
                                    << 1;
        QTest::newRow("not utf-8") << QByteArray("msgid \"a\"\nmsgstr \"\xC3\x28\"\n") << code(ErrorCode::Corrupt) << 2;
        QTest::newRow("latin-1 header") << QByteArray(
            "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n")
                                        << code(ErrorCode::Unsupported) << 0;
    }

    void errors()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, code);
        QFETCH(int, line);
        const auto po = PoFile::parse(input, QStringLiteral("bad.po"));
        QVERIFY(!po);
        QCOMPARE(static_cast<int>(po.error().code), code);
        QCOMPARE(po.error().path, QStringLiteral("bad.po"));
        if (line > 0) {
            QVERIFY2(
                po.error().message.startsWith(QStringLiteral("Line %1:").arg(line)), qPrintable(po.error().message));
            qsizetype start = 0;
            for (int i = 1; i < line; ++i)
                start = input.indexOf('\n', start) + 1;
            QCOMPARE(po.error().offset, qint64(start));
        }
    }

    void tooLargeIsLimitExceeded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.po"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(PoFile::kMaxFileSize + 1));
        file.close();
        const auto po = PoFile::load(path);
        QVERIFY(!po);
        QCOMPARE(po.error().code, ErrorCode::LimitExceeded);
        QCOMPARE(PoFile::load(dir.filePath(QStringLiteral("missing.po"))).error().code, ErrorCode::Io);
    }

    void writtenFilesPassMsgfmt()
    {
        MWB_REQUIRE_MSGFMT();
        PoFile po = parsed(kFullPo);
        po.header = PoFile::defaultHeader(QStringLiteral("vi"));
        po.entries.push_back(entry(QStringLiteral("Control \x01 char"), QStringLiteral("Ký tự \x01")));
        po.entries.push_back(entry(QStringLiteral("Ends in a line feed\n"), QStringLiteral("Xuống dòng\n")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vi.po"));
        QVERIFY(mwb::test::writeFile(path, po.toUtf8()));
        QCOMPARE(msgfmtCheck(path), QString());
        QCOMPARE(parsed(po.toUtf8()).toUtf8(), po.toUtf8());
        QCOMPARE(parsed(po.toUtf8()).entries.back().translation, QStringLiteral("Xuống dòng\n"));
    }

    void multiLinePreviousOriginalReadsBack()
    {
        // Found by fuzzing (tests/fuzz/regressions/po/multiline-previous-msgid.po): a #| msgid over several lines.
        PoFile po;
        PoEntry changed = entry(QStringLiteral("New"), QStringLiteral("Mới"));
        changed.fuzzy = true;
        changed.previousOriginal = QStringLiteral("Old\nand more");
        po.entries.push_back(changed);
        changed.obsolete = true;
        changed.original = QStringLiteral("Gone");
        po.entries.push_back(changed);
        const PoFile again = parsed(po.toUtf8());
        QCOMPARE(again.entries.size(), std::size_t(2));
        QCOMPARE(again.entries[0].previousOriginal, QStringLiteral("Old\nand more"));
        QCOMPARE(again.entries[1].previousOriginal, QStringLiteral("Old\nand more"));
        QVERIFY(again.entries[1].obsolete);
        QCOMPARE(again.toUtf8(), po.toUtf8());
    }

    void headerFields()
    {
        PoFile po;
        po.header = PoFile::defaultHeader(QStringLiteral("VIETNAMESE"));
        QVERIFY(po.header.startsWith(QStringLiteral("Project-Id-Version: Torchlight 2 mod\n")));
        QCOMPARE(po.headerField(QStringLiteral("Language")), QStringLiteral("VIETNAMESE"));
        QCOMPARE(po.headerField(QStringLiteral("Content-Type")), QStringLiteral("text/plain; charset=UTF-8"));
        po.setHeaderField(QStringLiteral("Language"), QStringLiteral("vi"));
        po.setHeaderField(QStringLiteral("X-New"), QStringLiteral("1"));
        QCOMPARE(po.headerField(QStringLiteral("language")), QStringLiteral("vi"));
        QCOMPARE(po.headerField(QStringLiteral("X-New")), QStringLiteral("1"));
        QVERIFY(po.header.endsWith(QStringLiteral("X-New: 1\n")));
        QCOMPARE(po.header.count(QStringLiteral("Language:")), 1);
    }

    void mergeLikeMsgmerge()
    {
        const QString file = QStringLiteral("MEDIA/UNITS/ITEMS/FLAMESWORD.DAT");
        PoFile old;
        old.header = PoFile::defaultHeader(QStringLiteral("vi"));
        PoEntry kept = entry(
            QStringLiteral("Flame Sword"), QStringLiteral("Kiếm Lửa"), {file + QStringLiteral(":UNIT:DISPLAYNAME")});
        kept.translatorComments << QStringLiteral("as in the wiki");
        kept.flags << QStringLiteral("no-wrap");
        old.entries.push_back(kept);
        PoEntry changed = entry(QStringLiteral("+[VALUE] Melee damage"), QStringLiteral("+[VALUE] sát thương"),
            {file + QStringLiteral(":UNIT:DESCRIPTION")});
        changed.translatorComments << QStringLiteral("short");
        old.entries.push_back(changed);
        old.entries.push_back(
            entry(QStringLiteral("Removed"), QStringLiteral("Đã xoá"), {file + QStringLiteral(":UNIT:OLD")}));
        old.entries.push_back(
            entry(QStringLiteral("Removed, untranslated"), QString(), {file + QStringLiteral(":UNIT:X")}));
        PoEntry revived = entry(QStringLiteral("Back again"), QStringLiteral("Trở lại"));
        revived.obsolete = true;
        old.entries.push_back(revived);
        PoEntry stillFuzzy = entry(QStringLiteral("Guess"), QStringLiteral("Đoán"), {file + QStringLiteral(":UNIT:G")});
        stillFuzzy.fuzzy = true;
        old.entries.push_back(stillFuzzy);

        PoFile fresh;
        fresh.header = PoFile::defaultHeader(QStringLiteral("VIETNAMESE"));
        fresh.entries.push_back(entry(QStringLiteral("Flame Sword"), QString(),
            {file + QStringLiteral(":UNIT:DISPLAYNAME"),
                QStringLiteral("MEDIA/SKILLS/FLAMESTRIKE.DAT:SKILL:DISPLAYNAME")}));
        fresh.entries.push_back(entry(QStringLiteral("+[VALUE] Melee weapon damage bonus"), QString(),
            {file + QStringLiteral(":UNIT:DESCRIPTION")}));
        fresh.entries.push_back(entry(QStringLiteral("Brand new"), QString(), {file + QStringLiteral(":UNIT:NEW")}));
        fresh.entries.push_back(entry(QStringLiteral("Back again"), QString(), {file + QStringLiteral(":UNIT:BACK")}));
        fresh.entries.push_back(entry(QStringLiteral("Guess"), QString(), {file + QStringLiteral(":UNIT:G")}));
        fresh.entries.push_back(
            entry(QStringLiteral("From the mod"), QStringLiteral("Từ mod"), {file + QStringLiteral(":UNIT:M")}));

        const PoFile merged = mergePo(old, fresh);
        QCOMPARE(merged.header, old.header);
        QCOMPARE(merged.entries.size(), std::size_t(7));

        const PoEntry *sword = find(merged, QStringLiteral("Flame Sword"));
        QCOMPARE(sword->translation, QStringLiteral("Kiếm Lửa"));
        QCOMPARE(sword->status(), PoStatus::Translated);
        QCOMPARE(sword->translatorComments, kept.translatorComments);
        QCOMPARE(sword->flags, kept.flags);
        QCOMPARE(sword->references.size(), 2);

        const PoEntry *bonus = find(merged, QStringLiteral("+[VALUE] Melee weapon damage bonus"));
        QCOMPARE(bonus->status(), PoStatus::Fuzzy);
        QCOMPARE(bonus->translation, QStringLiteral("+[VALUE] sát thương"));
        QCOMPARE(bonus->previousOriginal, QStringLiteral("+[VALUE] Melee damage"));
        QCOMPARE(bonus->translatorComments, QStringList{QStringLiteral("short")});

        QCOMPARE(find(merged, QStringLiteral("Brand new"))->status(), PoStatus::Untranslated);
        QCOMPARE(find(merged, QStringLiteral("Back again"))->status(), PoStatus::Translated);
        QCOMPARE(find(merged, QStringLiteral("Guess"))->status(), PoStatus::Fuzzy);
        QCOMPARE(find(merged, QStringLiteral("From the mod"))->translation, QStringLiteral("Từ mod"));

        const PoEntry *removed = find(merged, QStringLiteral("Removed"));
        QCOMPARE(removed->status(), PoStatus::Obsolete);
        QVERIFY(removed->references.isEmpty());
        QCOMPARE(merged.entries.back().original, QStringLiteral("Removed"));
        QVERIFY(!find(merged, QStringLiteral("Removed, untranslated")));

        const PoCounts counts = countEntries(merged);
        QCOMPARE(counts.translated, 3); // Flame Sword, Back again, From the mod
        QCOMPARE(counts.fuzzy, 2);
        QCOMPARE(counts.untranslated, 1);
        QCOMPARE(counts.obsolete, 1);
        QCOMPARE(counts.unused, 0);
        QCOMPARE(counts.strings(), 6);

        // Merging the result again with the same collection changes nothing; from a file, the same.
        QCOMPARE(mergePo(merged, fresh).toUtf8(), merged.toUtf8());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("merged.po"));
        QVERIFY(mwb::test::writeFile(path, merged.toUtf8()));
        const auto fromFile = mergePoFile(path, fresh);
        QVERIFY(fromFile);
        QCOMPARE(fromFile->toUtf8(), merged.toUtf8());
        QCOMPARE(mergePoFile(dir.filePath(QStringLiteral("missing.po")), fresh).error().code, ErrorCode::Io);
        MWB_REQUIRE_MSGFMT();
        QCOMPARE(msgfmtCheck(path), QString());
    }
};

QTEST_GUILESS_MAIN(TestPoFile)
#include "tst_pofile.moc"
