// SPDX-License-Identifier: GPL-3.0-or-later
// The real layouts of ../shared/corpus/tl2: every text / GUTS-compiled pair compiles byte for byte, every pair's
// BINLAYOUT decompiles to GUTS's own text, and every BINLAYOUT (loose, and the .LAYOUT entries of every .MOD)
// decompiles to a text that compiles back to it.
#include "LayoutFixtures.h"
#include "Tl2RawCorpus.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2layout/LayoutDecompiler.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace mwb::formats::tl2layout;

namespace {

struct Pair
{
    QString text; ///< path of the text X.LAYOUT
    QByteArray textBytes;
    QByteArray binary; ///< the X.LAYOUT.BINLAYOUT GUTS wrote beside it
};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::vector<Pair> corpusPairs(const QString &root)
{
    QStringList texts;
    QDirIterator it(root, {QStringLiteral("*.LAYOUT")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (QFile::exists(path + QStringLiteral(".BINLAYOUT")))
            texts.append(path);
    }
    texts.sort();
    std::vector<Pair> pairs;
    for (const QString &path : texts)
        pairs.push_back({path, readAll(path), readAll(path + QStringLiteral(".BINLAYOUT"))});
    return pairs;
}

} // namespace

class TestLayoutCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pairsCompileByteForByte()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        const auto pairs = corpusPairs(root);
        QCOMPARE(pairs.size(), std::size_t(25)); // 23 under layouts/ and 2 under PhanboiGames+CYBER_MOD/MEDIA/
        for (const Pair &pair : pairs) {
            const auto compiled = compileLayoutText(pair.textBytes, pair.text);
            QVERIFY2(compiled, qPrintable(mwb::test::failure(compiled)));
            QVERIFY2(*compiled == pair.binary, qPrintable(pair.text));
        }
    }

    void pairsDecompileToGutsText()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        int equal = 0;
        const auto pairs = corpusPairs(root);
        for (const Pair &pair : pairs) {
            const auto text = decompileBinLayout(pair.binary, QDir(root).relativeFilePath(pair.text));
            QVERIFY2(text, qPrintable(mwb::test::failure(text)));
            if (*text == pair.textBytes)
                ++equal;
            else
                qInfo("decompiled text differs from GUTS's: %s", qPrintable(pair.text));
            // Without its path, the root tag comes from the objects: the same for every pair.
            const auto layout = BinLayout::parse(pair.binary);
            QVERIFY(layout);
            QCOMPARE(layoutRootTag(QString(), *layout), layoutRootTag(pair.text, *layout));
        }
        qInfo("%d of %d decompiled texts equal GUTS's byte for byte", equal, int(pairs.size()));
        QCOMPARE(equal, int(pairs.size()));
    }

    void everyBinLayoutIsAFixedPoint()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        const auto files = mwb::test::corpusFiles(root, [](const QString &name) {
            return name.endsWith(QLatin1String(".BINLAYOUT")) || name.endsWith(QLatin1String(".LAYOUT"));
        });
        int compiled = 0;
        for (const auto &f : files) {
            if (!looksLikeBinLayout(f.bytes))
                continue;
            ++compiled;
            const auto text = decompileBinLayout(f.bytes, f.entryPath);
            QVERIFY2(text, qPrintable(f.label + QLatin1String(": ") + mwb::test::failure(text)));
            const auto back = compileLayoutText(*text, f.label);
            QVERIFY2(back, qPrintable(mwb::test::failure(back)));
            QVERIFY2(*back == f.bytes, qPrintable(f.label));
        }
        QCOMPARE(compiled, 48); // 25 loose + 9 in CYBER_MOD's EDITORMOD.MOD + 14 in Commando.mod
    }

    void textAndBinaryGiveOneModel()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        for (const Pair &pair : corpusPairs(root)) {
            const auto fromText = parseLayoutText(pair.textBytes, pair.text);
            const auto fromBytes = BinLayout::parse(pair.binary, pair.text);
            QVERIFY(fromText && fromBytes);
            QCOMPARE(fromText->layout.objectCount(), fromBytes->objectCount());
            QCOMPARE(fromText->rootTag, layoutRootTag(pair.text, *fromBytes));
            const auto *first = fromText->layout.objects.empty() ? nullptr : &fromText->layout.objects.front();
            QVERIFY(first && first->sourceLine > 0 && first->sourceEndLine > first->sourceLine);
        }
    }
};

QTEST_GUILESS_MAIN(TestLayoutCorpus)

#include "tst_layoutcorpus.moc"
