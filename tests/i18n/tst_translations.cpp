// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void catalogueIsCompleteAndConsistent_data();
    void catalogueIsCompleteAndConsistent();
    void cliSpeaksTheUsersLanguage();
    void guiHonoursLanguageOverride();
};

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations;
    bool unfinished = false;
};

QList<Message> readCatalogue(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            current = Message{context, {}, {}, false};
        } else if (name == u"source") {
            current.source = xml.readElementText();
        } else if (name == u"translation") {
            current.unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            QString text;
            while (!(xml.isEndElement() && xml.name() == u"translation") && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                if (xml.isStartElement() && xml.name() == u"numerusform")
                    current.translations << xml.readElementText();
            }
            if (current.translations.isEmpty())
                current.translations << text;
            messages << current;
        }
    }
    return messages;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(?:L?\\d|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

bool hasCjk(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    }
    return false;
}

} // namespace

void TestTranslations::catalogueIsCompleteAndConsistent_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(MWB_TRANSLATIONS_DIR));
    for (const QString &name : dir.entryList({QStringLiteral("mwb_*.ts")}))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestTranslations::catalogueIsCompleteAndConsistent()
{
    QFETCH(QString, file);
    const QList<Message> messages = readCatalogue(file);
    QVERIFY2(messages.size() > 100, "the catalogue should cover the whole UI");
    for (const Message &m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source;
        // lupdate files a tr() it cannot tie to a class (e.g. called through a type alias) under an empty
        // context, which no translator lookup at run time ever asks for.
        QVERIFY2(!m.context.isEmpty(), qPrintable(QStringLiteral("no context: ") + m.source));
        QVERIFY2(!m.unfinished, qPrintable(QStringLiteral("unfinished: ") + where));
        for (const QString &t : m.translations) {
            QVERIFY2(!t.isEmpty(), qPrintable(QStringLiteral("empty: ") + where));
            QSet<QString> expected = placeholders(m.source);
            QSet<QString> got = placeholders(t);
            expected.remove(QStringLiteral("%n")); // plural forms may spell the number out
            got.remove(QStringLiteral("%n"));
            QVERIFY2(expected == got, qPrintable(QStringLiteral("placeholders differ: ") + where + QStringLiteral(" → ") + t));
        }
    }
}

void TestTranslations::cliSpeaksTheUsersLanguage()
{
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("zh_CN.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("zh_CN"));
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(MWB_CLI_PATH), {QStringLiteral("--help")});
    QVERIFY(cli.waitForFinished(30000));
    const QString help = QString::fromUtf8(cli.readAllStandardOutput());
    QVERIFY2(hasCjk(help), qPrintable(help.left(300)));
    QVERIFY(help.contains(QLatin1String("mod pack"))); // command names stay as typed
}

void TestTranslations::guiHonoursLanguageOverride()
{
    QProcess gui;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral(MWB_GUI_PATH), {QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--print-title")});
    QVERIFY(gui.waitForFinished(30000));
    const QString zh = QString::fromUtf8(gui.readAllStandardOutput()).trimmed();
    gui.start(QStringLiteral(MWB_GUI_PATH), {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--print-title")});
    QVERIFY(gui.waitForFinished(30000));
    const QString en = QString::fromUtf8(gui.readAllStandardOutput()).trimmed();
    QVERIFY2(hasCjk(zh), qPrintable(zh));
    QVERIFY2(!hasCjk(en), qPrintable(en));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
