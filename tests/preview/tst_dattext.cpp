// SPDX-License-Identifier: GPL-3.0-or-later
// DAT text in the preview: the syntax colouring, the DAT previews (compiled DATs decompiled, text DATs with their
// storage), writing edited text back as it was stored, and the editor widget (modified state, Save, Revert,
// read-only reasons, compile errors on their line).
#include "DatEditFixtures.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/NameDictionary.h"
#include "mwb/widgets/DatHighlighter.h"
#include "mwb/widgets/DatTextCodec.h"
#include "mwb/widgets/DatTextEditor.h"
#include "mwb/widgets/EntryPreview.h"

#include <QAction>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace mwb::widgets;
using mwb::test::lineNumberOf;
using mwb::test::sampleDatText;
using mwb::test::utf16Le;
using mwb::test::withCrLf;
namespace tl2dat = mwb::formats::tl2dat;

Q_DECLARE_METATYPE(std::vector<mwb::widgets::DatSpan>)

namespace {

QByteArray compiledSample()
{
    auto bytes = tl2dat::compileDatText(utf16Le(sampleDatText(), true), QStringLiteral("SAMPLE.DAT"));
    return bytes ? *bytes : QByteArray();
}

QString decompiled(const QByteArray &bindat)
{
    auto document = tl2dat::decompileBindat(bindat, tl2dat::NameDictionary::builtin(), QStringLiteral("X.DAT"));
    return document ? document->toText().replace(QLatin1String("\r\n"), QLatin1String("\n")) : QString();
}

/// The token a highlighted character got, found by its foreground colour (every token has its own); -1: none.
int tokenAt(const QTextBlock &block, int position)
{
    for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
        if (position < range.start || position >= range.start + range.length)
            continue;
        for (int t = 0; t <= int(DatToken::Invalid); ++t) {
            if (DatHighlighter::formatFor(DatToken(t)).foreground() == range.format.foreground())
                return t;
        }
    }
    return -1;
}

} // namespace

class TestDatText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lineSpans_data()
    {
        using T = DatToken;
        QTest::addColumn<QString>("line");
        QTest::addColumn<std::vector<DatSpan>>("spans");
        QTest::newRow("open tag") << QStringLiteral("[UNIT]")
                                  << std::vector<DatSpan>{{0, 1, T::Tag}, {1, 4, T::Tag}, {5, 1, T::Tag}};
        QTest::newRow("close tag") << QStringLiteral("\t[/EFFECT]")
                                   << std::vector<DatSpan>{{1, 2, T::Tag}, {3, 6, T::Tag}, {9, 1, T::Tag}};
        QTest::newRow("hash tag") << QStringLiteral("[0x0A1B2C3D]")
                                  << std::vector<DatSpan>{{0, 1, T::Tag}, {1, 10, T::UnknownName}, {11, 1, T::Tag}};
        QTest::newRow("string") << QStringLiteral("\t<STRING>NAME:Health: Flask")
                                << std::vector<DatSpan>{
                                       {1, 8, T::Type}, {9, 4, T::Key}, {13, 1, T::Separator}, {14, 13, T::Text}};
        QTest::newRow("integer") << QStringLiteral("\t<INTEGER>LEVEL:6")
                                 << std::vector<DatSpan>{
                                        {1, 9, T::Type}, {10, 5, T::Key}, {15, 1, T::Separator}, {16, 1, T::Number}};
        QTest::newRow("float") << QStringLiteral("<FLOAT>MIN:-2.5e-3")
                               << std::vector<DatSpan>{
                                      {0, 7, T::Type}, {7, 3, T::Key}, {10, 1, T::Separator}, {11, 7, T::Number}};
        QTest::newRow("bool") << QStringLiteral("<bool>X:TRUE")
                              << std::vector<DatSpan>{
                                     {0, 6, T::Type}, {6, 1, T::Key}, {7, 1, T::Separator}, {8, 4, T::Bool}};
        QTest::newRow("hash key") << QStringLiteral("<UNSIGNED INT>0xDEADBEEF:8")
                                  << std::vector<DatSpan>{{0, 14, T::Type}, {14, 10, T::UnknownName},
                                         {24, 1, T::Separator}, {25, 1, T::Number}};
        QTest::newRow("lower-case hex is a name") << QStringLiteral(
            "<STRING>0xdeadbeef:") << std::vector<DatSpan>{{0, 8, T::Type}, {8, 10, T::Key}, {18, 1, T::Separator}};
        QTest::newRow("bad value") << QStringLiteral("<INTEGER>LEVEL:six")
                                   << std::vector<DatSpan>{
                                          {0, 9, T::Type}, {9, 5, T::Key}, {14, 1, T::Separator}, {15, 3, T::Invalid}};
        QTest::newRow("unknown type") << QStringLiteral("<WORD>KEY:x")
                                      << std::vector<DatSpan>{{0, 6, T::Invalid}, {6, 3, T::Key}, {9, 1, T::Separator},
                                             {10, 1, T::Text}};
        QTest::newRow("no colon") << QStringLiteral("  <STRING>NAME") << std::vector<DatSpan>{{2, 12, T::Invalid}};
        QTest::newRow("stray text") << QStringLiteral("hello [X]") << std::vector<DatSpan>{{0, 9, T::Invalid}};
        QTest::newRow("blank") << QStringLiteral(" \t ") << std::vector<DatSpan>{};
    }

    void lineSpans()
    {
        QFETCH(QString, line);
        QFETCH(std::vector<DatSpan>, spans);
        QCOMPARE(datLineSpans(line), spans);
    }

    void highlighterFormatsTheDocument()
    {
        QTextDocument document(sampleDatText());
        DatHighlighter highlighter;
        highlighter.setDocument(&document);
        highlighter.rehighlight();
        const QTextBlock unit = document.findBlockByNumber(0); // [UNIT]
        QCOMPARE(tokenAt(unit, 2), int(DatToken::Tag));
        QCOMPARE(DatHighlighter::formatFor(DatToken::Tag).fontWeight(), int(QFont::Bold));
        const QTextBlock level = document.findBlockByNumber(3); // \t<INTEGER>LEVEL:6
        QCOMPARE(tokenAt(level, 0), -1); // indentation
        QCOMPARE(tokenAt(level, 1), int(DatToken::Type));
        QCOMPARE(tokenAt(level, 12), int(DatToken::Key));
        QCOMPARE(tokenAt(level, 15), int(DatToken::Separator));
        QCOMPARE(tokenAt(level, 16), int(DatToken::Number));
        QCOMPARE(tokenAt(document.findBlockByNumber(1), 15), int(DatToken::Text)); // NAME:Health Flask
        QCOMPARE(tokenAt(document.findBlockByNumber(5), 25), int(DatToken::Bool)); // MERCHANTINFINITE:true
        QCOMPARE(tokenAt(document.findBlockByNumber(7), 12), int(DatToken::UnknownName)); // 0xDEADBEEF
        QVERIFY(DatHighlighter::formatFor(DatToken::UnknownName).fontItalic());
        QCOMPARE(DatHighlighter::formatFor(DatToken::Invalid).underlineStyle(), QTextCharFormat::WaveUnderline);
    }

    void compiledDatPreviewsAsDecompiledText()
    {
        const QByteArray bytes = compiledSample();
        QVERIFY(isBindat(bytes));
        QCOMPARE(PreviewContent::kindOf(QStringLiteral("MEDIA/UNITS/A.DAT"), bytes), PreviewKind::Text);
        const PreviewContent content = PreviewContent::build(QStringLiteral("MEDIA/UNITS/A.DAT"), bytes);
        QCOMPARE(content.kind, PreviewKind::Text);
        QVERIFY(content.dat);
        QCOMPARE(content.dat->encoding, DatEncoding::Bindat);
        QCOMPARE(content.text, decompiled(bytes));
        QVERIFY(content.text.contains(QLatin1String("\t<INTEGER>0xDEADBEEF:12\n")));
        QVERIFY(!content.truncated);
        // Not a DAT name: the same bytes are binary.
        QCOMPARE(PreviewContent::kindOf(QStringLiteral("MEDIA/A.BIN"), bytes), PreviewKind::Binary);
        // A compiled DAT beside its source in a mod folder is a DAT too.
        const PreviewContent beside = PreviewContent::build(QStringLiteral("MEDIA/UNITS/A.DAT.BINDAT"), bytes);
        QCOMPARE(beside.kind, PreviewKind::Text);
        QVERIFY(beside.dat);
        QCOMPARE(beside.dat->encoding, DatEncoding::Bindat);
        QCOMPARE(beside.text, content.text);
    }

    void brokenBindatFallsBackToBinary()
    {
        QByteArray bytes = compiledSample();
        bytes.chop(5);
        const PreviewContent content = PreviewContent::build(QStringLiteral("A.TEMPLATE"), bytes);
        QCOMPARE(content.kind, PreviewKind::Binary);
        QVERIFY(!content.problem.isEmpty());
        QVERIFY(!content.dat);
    }

    void textDatKeepsItsStorage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("encoding");
        QTest::addColumn<bool>("crlf");
        const QString text = sampleDatText();
        QTest::newRow("UTF-16LE BOM CRLF") << utf16Le(withCrLf(text), true) << int(DatEncoding::Utf16LeBom) << true;
        QTest::newRow("UTF-16LE LF") << utf16Le(text, false) << int(DatEncoding::Utf16Le) << false;
        QTest::newRow("UTF-8 BOM CRLF") << QByteArray("\xEF\xBB\xBF") + withCrLf(text).toUtf8()
                                        << int(DatEncoding::Utf8Bom) << true;
        QTest::newRow("UTF-8 LF") << text.toUtf8() << int(DatEncoding::Utf8) << false;
    }

    void textDatKeepsItsStorage()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, encoding);
        QFETCH(bool, crlf);
        const PreviewContent content = PreviewContent::build(QStringLiteral("MEDIA/X.TEMPLATE"), bytes);
        QCOMPARE(content.kind, PreviewKind::Text);
        QVERIFY(content.dat);
        QCOMPARE(content.dat->encoding, DatEncoding(encoding));
        QCOMPARE(content.dat->crlf, crlf);
        QCOMPARE(content.text, sampleDatText());
        // Unchanged text goes back byte for byte; an edit changes only its own bytes.
        QCOMPARE(encodeDatText(content.text, *content.dat, QStringLiteral("X")).value(), bytes);
        const QString edited = QString(content.text).replace(QLatin1String("LEVEL:6"), QLatin1String("LEVEL:7"));
        const QByteArray saved = encodeDatText(edited, *content.dat, QStringLiteral("X")).value();
        QCOMPARE(saved.size(), bytes.size());
        QCOMPARE(PreviewContent::build(QStringLiteral("X.DAT"), saved).text, edited);
    }

    void textThatIsNoDatStaysPlain()
    {
        QVERIFY(!PreviewContent::build(QStringLiteral("NOTES.DAT"), "just words").dat);
        QVERIFY(!PreviewContent::build(QStringLiteral("UNIT.TXT"), sampleDatText().toUtf8()).dat);
    }

    void compiledStorageCompiles()
    {
        const QByteArray saved = encodeDatText(sampleDatText(), DatStorage{}, QStringLiteral("X")).value();
        QCOMPARE(saved, compiledSample());
    }

    void errorsPointAtTheirLine_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("code");
        QTest::newRow("closing tag") << QStringLiteral("\t[/EFFECT]") << QStringLiteral("\t[/EFECT]")
                                     << int(mwb::ErrorCode::Corrupt);
        QTest::newRow("bad value") << QStringLiteral("\t<INTEGER>LEVEL:6") << QStringLiteral("\t<INTEGER>LEVEL:6x")
                                   << int(mwb::ErrorCode::InvalidInput);
        QTest::newRow("unknown type") << QStringLiteral("\t\t<UNSIGNED INT>DURATION:8")
                                      << QStringLiteral("\t\t<UNSIGNED>DURATION:8")
                                      << int(mwb::ErrorCode::InvalidInput);
    }

    void errorsPointAtTheirLine()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, code);
        const QString broken = QString(sampleDatText()).replace(from, to);
        for (const DatStorage storage : {DatStorage{}, DatStorage{DatEncoding::Utf8, true}}) {
            auto saved = encodeDatText(broken, storage, QStringLiteral("X.DAT"));
            QVERIFY(!saved);
            QCOMPARE(int(saved.error().code), code);
            QCOMPARE(datErrorLine(broken, saved.error()), lineNumberOf(broken, to));
        }
        QCOMPARE(datErrorLine(broken, mwb::Error{}), 0);
    }

    void editorTracksEditsAndSaves()
    {
        DatTextEditor editor;
        editor.resize(500, 400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        const QString text = sampleDatText();
        editor.showDatText(text);
        QVERIFY(editor.isDat());
        QVERIFY(editor.textEdit()->isReadOnly()); // until its owner says it may be edited
        QVERIFY(!editor.saveAction()->isEnabled());
        editor.setEditable(true);
        QVERIFY(!editor.textEdit()->isReadOnly());
        QVERIFY(!editor.saveAction()->isEnabled()); // nothing to save yet

        QSignalSpy modified(&editor, &DatTextEditor::modifiedChanged);
        QSignalSpy saveRequested(&editor, &DatTextEditor::saveRequested);
        editor.textEdit()->setFocus();
        QTest::keyClick(editor.textEdit(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(saveRequested.count(), 0); // unmodified: Ctrl+S does nothing
        QTextCursor cursor = editor.textEdit()->document()->find(QStringLiteral("LEVEL:6"));
        QVERIFY(!cursor.isNull());
        cursor.insertText(QStringLiteral("LEVEL:9"));
        QVERIFY(editor.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.last().at(0).toBool(), true);
        QVERIFY(editor.saveAction()->isEnabled());
        QVERIFY(editor.revertAction()->isEnabled());
        QTest::keyClick(editor.textEdit(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(saveRequested.count(), 1);

        editor.revertAction()->trigger();
        QVERIFY(!editor.isModified());
        QCOMPARE(editor.text(), text);
        QCOMPARE(modified.last().at(0).toBool(), false);

        editor.setEditedText(QString(text).replace(QLatin1String("LEVEL:6"), QLatin1String("LEVEL:8")));
        QVERIFY(editor.isModified());
        QCOMPARE(editor.originalText(), text);
        editor.markSaved();
        QVERIFY(!editor.isModified());
        QVERIFY(editor.originalText().contains(QLatin1String("LEVEL:8")));
    }

    void editorShowsWhyItIsReadOnly()
    {
        DatTextEditor editor;
        editor.showDatText(sampleDatText());
        const QString reason = QStringLiteral("The workbench can read but not write this archive (MPQ archive)");
        editor.setEditable(false, reason);
        QVERIFY(editor.textEdit()->isReadOnly());
        QCOMPARE(editor.textEdit()->toolTip(), reason);
        QVERIFY(editor.stateLabel()->text().contains(reason));
        QVERIFY(!editor.saveAction()->isEnabled());
        editor.showPlainText(QStringLiteral("plain"));
        QVERIFY(!editor.isDat());
        QVERIFY(editor.textEdit()->toolTip().isEmpty());
    }

    void saveTargetNamesTheBar()
    {
        DatTextEditor editor;
        editor.showDatText(sampleDatText());
        editor.setEditable(true);
        QCOMPARE(editor.saveAction()->text(), QStringLiteral("Save to Mod"));
        QVERIFY(editor.stateLabel()->text().contains(QLatin1String("saves into the mod")));
        editor.setSaveTarget(DatTextEditor::SaveTarget::File);
        QCOMPARE(editor.saveAction()->text(), QStringLiteral("Save"));
        QVERIFY(editor.saveAction()->toolTip().contains(QLatin1String("save the file")));
        QVERIFY(editor.revertAction()->toolTip().contains(QLatin1String("on disk")));
        QVERIFY(editor.stateLabel()->text().contains(QLatin1String("saves the file")));
        editor.setSaveTarget(DatTextEditor::SaveTarget::Mod);
        QCOMPARE(editor.saveAction()->text(), QStringLiteral("Save to Mod"));
    }

    void longTextIsNotColoured()
    {
        DatTextEditor editor;
        editor.showDatText(sampleDatText());
        QCOMPARE(editor.highlighter()->document(), editor.textEdit()->document());
        QStringList lines(DatTextEditor::kMaxHighlightedLines + 1, QStringLiteral("\t<INTEGER>A:1"));
        editor.showDatText(lines.join(QLatin1Char('\n')));
        QCOMPARE(editor.highlighter()->document(), nullptr);
        editor.showPlainText(QStringLiteral("[PLAIN]"));
        QCOMPARE(editor.highlighter()->document(), nullptr);
    }

    void editorPutsTheCursorOnTheFailingLine()
    {
        DatTextEditor editor;
        editor.showDatText(sampleDatText());
        editor.setEditable(true);
        editor.showError(4, QStringLiteral("bad value"));
        QCOMPARE(editor.errorLine(), 4);
        QCOMPARE(editor.textEdit()->textCursor().blockNumber(), 3);
        QCOMPARE(editor.errorText(), QStringLiteral("Line 4: bad value"));
        QCOMPARE(editor.textEdit()->extraSelections().size(), 1);
        editor.clearError();
        QVERIFY(editor.errorText().isEmpty());
        QVERIFY(editor.textEdit()->extraSelections().isEmpty());
    }

    void previewCaptionSaysEdited()
    {
        EntryPreview preview;
        QSignalSpy leaving(&preview, &EntryPreview::contentAboutToChange);
        preview.showContent(PreviewContent::build(QStringLiteral("MEDIA/A.DAT"), compiledSample()));
        QCOMPARE(leaving.count(), 1);
        QCOMPARE(preview.currentPage(), preview.textView());
        QVERIFY(preview.datEditor()->isDat());
        QVERIFY(!preview.captionView()->text().contains(QLatin1String("edited")));
        preview.datEditor()->setEditable(true);
        preview.textView()->document()->find(QStringLiteral("LEVEL:6")).insertText(QStringLiteral("LEVEL:1"));
        QVERIFY(preview.captionView()->text().endsWith(QLatin1String("edited, not saved")));
        preview.showMessage(QStringLiteral("Reading…"));
        QCOMPARE(leaving.count(), 2);
        QVERIFY(!preview.datEditor()->isModified());
    }
};

QTEST_MAIN(TestDatText)
#include "tst_dattext.moc"
