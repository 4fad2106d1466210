// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2translate/PoFile.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <iterator>

namespace mwb::formats::tl2translate {

namespace {

class PoText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2translate::PoFile)
};

const QChar kContextSeparator(0x0004); // what gettext puts between msgctxt and msgid in a compiled catalogue

/// One line of the file without its line break, where it starts, and its 1-based number.
struct PoLine
{
    QStringView text;
    qint64 offset = 0;
    int number = 0;
};

/// The C escapes gettext writes: the character and the letter after the backslash.
struct Escape
{
    char16_t character;
    char16_t letter;
};
constexpr Escape kEscapes[] = {{u'\\', u'\\'}, {u'"', u'"'}, {u'\n', u'n'}, {u'\t', u't'}, {u'\r', u'r'}, {u'\a', u'a'},
    {u'\b', u'b'}, {u'\f', u'f'}, {u'\v', u'v'}};

/// What a string line continues.
enum class Field { None, Context, Original, Translation, PreviousContext, PreviousOriginal };

class PoParser
{
public:
    explicit PoParser(QString path)
        : m_path(std::move(path))
    { }

    [[nodiscard]] Result<PoFile> parse(const QByteArray &bytes);

private:
    [[nodiscard]] Error error(ErrorCode code, const PoLine &line, const QString &what) const
    {
        return Error{code, PoText::tr("Line %1: %2").arg(line.number).arg(what), m_path, line.offset};
    }
    [[nodiscard]] Result<void> line(const PoLine &line);
    [[nodiscard]] Result<void> comment(const PoLine &line, QStringView text);
    [[nodiscard]] Result<void> keyword(const PoLine &line, QStringView text, bool obsolete, bool previous);
    [[nodiscard]] Result<QString> quoted(const PoLine &line, QStringView text) const;
    [[nodiscard]] Result<void> finish();
    void startEntry(const PoLine &at);
    [[nodiscard]] QString *field(Field which);

    QString m_path;
    PoFile m_file;
    PoEntry m_entry;
    bool m_started = false;
    qint64 m_entryOffset = 0; ///< where the entry being read starts: errors about the whole message point there
    bool m_hasOriginal = false;
    bool m_hasTranslation = false;
    bool m_hasHeader = false;
    Field m_field = Field::None;
    QString m_previousContext; // read and dropped: PoEntry keeps the previous msgid only
    QSet<QString> m_keys;
};

void PoParser::startEntry(const PoLine &at)
{
    if (!m_started) {
        m_started = true;
        m_entry.line = at.number;
        m_entryOffset = at.offset;
    }
}

QString *PoParser::field(Field which)
{
    switch (which) {
    case Field::Context:
        return &m_entry.context;
    case Field::Original:
        return &m_entry.original;
    case Field::Translation:
        return &m_entry.translation;
    case Field::PreviousContext:
        return &m_previousContext;
    case Field::PreviousOriginal:
        return &m_entry.previousOriginal;
    case Field::None:
        break;
    }
    return nullptr;
}

Result<void> PoParser::finish()
{
    const PoLine at{{}, m_entryOffset, m_entry.line};
    if (!m_started)
        return {};
    if (!m_hasOriginal)
        return {}; // comments with no message after them: nothing to keep
    if (!m_hasTranslation)
        return error(ErrorCode::Corrupt, at, PoText::tr("the message has no msgstr"));
    if (m_entry.original.isEmpty() && m_entry.context.isEmpty() && !m_entry.obsolete) {
        if (m_hasHeader)
            return error(ErrorCode::Corrupt, at, PoText::tr("a second header entry (msgid \"\")"));
        m_hasHeader = true;
        m_file.header = m_entry.translation;
        m_file.headerComments = m_entry.translatorComments;
    } else {
        if (!m_entry.obsolete) {
            const QString key = m_entry.key();
            if (m_keys.contains(key)) {
                return error(ErrorCode::Corrupt, at, PoText::tr("the message repeats an earlier msgid (and msgctxt)"));
            }
            m_keys.insert(key);
        }
        m_file.entries.push_back(std::move(m_entry));
    }
    m_entry = PoEntry{};
    m_previousContext.clear();
    m_started = m_hasOriginal = m_hasTranslation = false;
    m_field = Field::None;
    return {};
}

Result<QString> PoParser::quoted(const PoLine &line, QStringView text) const
{
    text = text.trimmed();
    if (text.size() < 2 || text.front() != u'"' || text.back() != u'"')
        return error(ErrorCode::Corrupt, line, PoText::tr("expected a string in double quotes"));
    QString out;
    out.reserve(text.size() - 2);
    const qsizetype end = text.size() - 1;
    for (qsizetype i = 1; i < end; ++i) {
        const QChar c = text[i];
        if (c == u'"')
            return error(ErrorCode::Corrupt, line, PoText::tr("an unescaped double quote inside a string"));
        if (c != u'\\') {
            out += c;
            continue;
        }
        if (++i >= end)
            return error(ErrorCode::Corrupt, line, PoText::tr("a string ends in a lone backslash"));
        const char16_t e = text[i].unicode();
        if (const auto escape = std::find_if(std::begin(kEscapes), std::end(kEscapes),
                [e](const Escape &known) {
                    return known.letter == e;
                });
            escape != std::end(kEscapes)) {
            out += QChar(escape->character);
            continue;
        }
        if (e < u'0' || e > u'7')
            return error(ErrorCode::Corrupt, line, PoText::tr("unknown escape \\%1").arg(QChar(e)));
        int value = 0;
        for (int digits = 0; digits < 3 && i < end && text[i] >= u'0' && text[i] <= u'7'; ++digits, ++i)
            value = value * 8 + (text[i].unicode() - u'0');
        --i;
        if (value > 0x7F) {
            // gettext reads such escapes as bytes of a multi-byte character; a UTF-8 file writes it itself.
            return error(
                ErrorCode::Unsupported, line, PoText::tr("an octal escape above \\177 (write the character itself)"));
        }
        out += QChar(static_cast<char16_t>(value));
    }
    return out;
}

Result<void> PoParser::keyword(const PoLine &line, QStringView text, bool obsolete, bool previous)
{
    text = text.trimmed();
    if (text.startsWith(u'"')) {
        QString *target = field(m_field);
        if (!target)
            return error(ErrorCode::Corrupt, line, PoText::tr("a string that continues no msgid or msgstr"));
        auto value = quoted(line, text);
        if (!value)
            return value.error();
        target->append(*value);
        return {};
    }
    qsizetype space = 0;
    while (space < text.size() && !text[space].isSpace())
        ++space;
    const QStringView name = text.left(space);
    const QStringView rest = text.mid(space);
    if (name == u"msgid_plural" || name.startsWith(u"msgstr["))
        return error(ErrorCode::Unsupported, line, PoText::tr("plural forms (Torchlight 2 strings have none)"));
    Field target = Field::None;
    if (previous) {
        if (name == u"msgctxt")
            target = Field::PreviousContext;
        else if (name == u"msgid")
            target = Field::PreviousOriginal;
        else
            return error(ErrorCode::Corrupt, line, PoText::tr("#| holds only msgctxt and msgid"));
        startEntry(line);
    } else if (name == u"msgctxt" || name == u"msgid") {
        if (m_hasTranslation) {
            if (auto done = finish(); !done)
                return done;
        }
        startEntry(line);
        if (m_hasOriginal)
            return error(ErrorCode::Corrupt, line, PoText::tr("%1 after msgid").arg(name.toString()));
        if (name == u"msgctxt") {
            target = Field::Context;
        } else {
            target = Field::Original;
            m_hasOriginal = true;
        }
        m_entry.obsolete = obsolete;
    } else if (name == u"msgstr") {
        if (!m_hasOriginal || m_hasTranslation)
            return error(ErrorCode::Corrupt, line, PoText::tr("msgstr without a msgid before it"));
        target = Field::Translation;
        m_hasTranslation = true;
    } else {
        return error(ErrorCode::Corrupt, line, PoText::tr("not a PO keyword: %1").arg(name.left(40).toString()));
    }
    auto value = quoted(line, rest);
    if (!value)
        return value.error();
    m_field = target;
    *field(target) = std::move(value).value();
    return {};
}

Result<void> PoParser::comment(const PoLine &line, QStringView text)
{
    if (m_hasTranslation) {
        if (auto done = finish(); !done)
            return done;
    } else if (m_hasOriginal) {
        return error(ErrorCode::Corrupt, line, PoText::tr("a comment between msgid and msgstr"));
    }
    startEntry(line);
    const QChar kind = text.size() > 1 ? text[1] : QChar(u' ');
    if (kind != u'|')
        m_field = Field::None; // a string line after a comment continues nothing; after `#|` it continues `#|`
    const auto body = [&](qsizetype from) {
        QStringView rest = text.mid(from);
        return (rest.startsWith(u' ') ? rest.mid(1) : rest).toString();
    };
    if (kind == u'.') {
        m_entry.extractedComments << body(2);
    } else if (kind == u':') {
        if (const QString reference = text.mid(2).trimmed().toString(); !reference.isEmpty())
            m_entry.references << reference;
    } else if (kind == u',') {
        for (const QStringView flag : text.mid(2).split(u',')) {
            const QString name = flag.trimmed().toString();
            if (name == QLatin1String("fuzzy"))
                m_entry.fuzzy = true;
            else if (!name.isEmpty())
                m_entry.flags << name;
        }
    } else if (kind == u'|') {
        return keyword(line, text.mid(2), false, true);
    } else {
        m_entry.translatorComments << body(1);
    }
    return {};
}

Result<void> PoParser::line(const PoLine &line)
{
    const QStringView text = line.text.trimmed();
    if (text.isEmpty())
        return {};
    if (text.startsWith(u"#~")) {
        QStringView rest = text.mid(2);
        if (rest.startsWith(u'|')) {
            if (m_hasTranslation) {
                if (auto done = finish(); !done)
                    return done;
            }
            return keyword(line, rest.mid(1), true, true);
        }
        return keyword(line, rest, true, false);
    }
    if (text.startsWith(u'#'))
        return comment(line, text);
    return keyword(line, text, false, false);
}

Result<PoFile> PoParser::parse(const QByteArray &bytes)
{
    if (bytes.size() > PoFile::kMaxFileSize) {
        return Error{ErrorCode::LimitExceeded,
            PoText::tr("The PO file is larger than %1 MiB").arg(PoFile::kMaxFileSize >> 20), m_path, 0};
    }
    qint64 offset = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    int number = 0;
    QString text;
    while (offset < bytes.size()) {
        ++number;
        qint64 end = bytes.indexOf('\n', offset);
        if (end < 0)
            end = bytes.size();
        QByteArrayView raw(bytes.constData() + offset, end - offset);
        if (raw.endsWith('\r'))
            raw.chop(1);
        const PoLine at{{}, offset, number};
        if (!raw.isValidUtf8())
            return error(ErrorCode::Corrupt, at, PoText::tr("the text is not valid UTF-8"));
        text = QString::fromUtf8(raw);
        if (auto done = line(PoLine{text, offset, number}); !done)
            return done.error();
        offset = end + 1;
    }
    if (auto done = finish(); !done)
        return done.error();
    const QString contentType = m_file.headerField(QStringLiteral("Content-Type"));
    const qsizetype charset = contentType.indexOf(QLatin1String("charset="), 0, Qt::CaseInsensitive);
    if (charset >= 0) {
        const QString name = contentType.mid(charset + 8).trimmed();
        if (name.compare(QLatin1String("UTF-8"), Qt::CaseInsensitive) != 0 && name != QLatin1String("CHARSET")) {
            return Error{ErrorCode::Unsupported, PoText::tr("The PO file is in %1; only UTF-8 is supported").arg(name),
                m_path, 0};
        }
    }
    return std::move(m_file);
}

QString escaped(QStringView text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        const auto escape = std::find_if(std::begin(kEscapes), std::end(kEscapes), [c](const Escape &known) {
            return known.character == c.unicode();
        });
        if (escape != std::end(kEscapes))
            out += QLatin1Char('\\') + QChar(escape->letter);
        else if (c.unicode() < 0x20)
            out += QStringLiteral("\\%1").arg(c.unicode(), 3, 8, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

/// One quoted line per piece of `text`, each piece ending after a line feed.
void writeLines(QString &out, QStringView prefix, QStringView text)
{
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf(u'\n', start);
        end = end < 0 ? text.size() : end + 1;
        out += prefix + QLatin1Char('"') + escaped(text.mid(start, end - start)) + QLatin1String("\"\n");
        start = end;
    }
}

/// `prefix keyword "text"`, or `keyword ""` and one line per piece when the text holds a line feed before its end.
void writeString(QString &out, QStringView prefix, QStringView keyword, QStringView text)
{
    const qsizetype feed = text.indexOf(u'\n');
    out += prefix;
    out += keyword;
    if (feed < 0 || feed == text.size() - 1) {
        out += QLatin1String(" \"") + escaped(text) + QLatin1String("\"\n");
        return;
    }
    out += QLatin1String(" \"\"\n");
    writeLines(out, prefix, text);
}

void writeComments(QString &out, QStringView marker, const QStringList &lines)
{
    for (const QString &line : lines) {
        out += marker;
        if (!line.isEmpty())
            out += QLatin1Char(' ') + line;
        out += QLatin1Char('\n');
    }
}

void writeEntry(QString &out, const PoEntry &entry)
{
    out += QLatin1Char('\n');
    writeComments(out, u"#", entry.translatorComments);
    writeComments(out, u"#.", entry.extractedComments);
    writeComments(out, u"#:", entry.references);
    QStringList flags = entry.flags;
    if (entry.fuzzy)
        flags.prepend(QStringLiteral("fuzzy"));
    if (!flags.isEmpty())
        out += QLatin1String("#, ") + flags.join(QLatin1String(", ")) + QLatin1Char('\n');
    const QStringView prefix = entry.obsolete ? u"#~ " : u"";
    if (!entry.previousOriginal.isNull())
        writeString(out, entry.obsolete ? u"#~| " : u"#| ", u"msgid", entry.previousOriginal);
    if (!entry.context.isEmpty())
        writeString(out, prefix, u"msgctxt", entry.context);
    writeString(out, prefix, u"msgid", entry.original);
    writeString(out, prefix, u"msgstr", entry.translation);
}

} // namespace

PoStatus PoEntry::status() const
{
    if (obsolete)
        return PoStatus::Obsolete;
    if (translation.isEmpty())
        return PoStatus::Untranslated;
    return fuzzy ? PoStatus::Fuzzy : PoStatus::Translated;
}

PoCounts countEntries(const PoFile &po)
{
    PoCounts counts;
    for (const PoEntry &entry : po.entries) {
        switch (entry.status()) {
        case PoStatus::Translated:
            ++counts.translated;
            break;
        case PoStatus::Fuzzy:
            ++counts.fuzzy;
            break;
        case PoStatus::Untranslated:
            ++counts.untranslated;
            break;
        case PoStatus::Obsolete:
            ++counts.obsolete;
            break;
        }
        counts.unused += entry.unused() ? 1 : 0;
    }
    return counts;
}

QString PoEntry::key() const
{
    return context.isEmpty() ? original : context + kContextSeparator + original;
}

Result<PoFile> PoFile::parse(const QByteArray &bytes, const QString &pathForErrors)
{
    return PoParser(pathForErrors).parse(bytes);
}

Result<PoFile> PoFile::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, PoText::tr("Cannot read the PO file: %1").arg(file.errorString()), path};
    if (file.size() > kMaxFileSize) {
        return Error{
            ErrorCode::LimitExceeded, PoText::tr("The PO file is larger than %1 MiB").arg(kMaxFileSize >> 20), path, 0};
    }
    return parse(file.readAll(), path);
}

QByteArray PoFile::toUtf8() const
{
    QString out;
    writeComments(out, u"#", headerComments);
    out += QLatin1String("msgid \"\"\nmsgstr \"\"\n");
    writeLines(out, u"", header); // one field a line below an empty msgstr, as gettext writes it
    for (const PoEntry &entry : entries)
        writeEntry(out, entry);
    return out.toUtf8();
}

QString PoFile::headerField(const QString &name) const
{
    for (const QStringView line : QStringView(header).split(u'\n')) {
        const qsizetype colon = line.indexOf(u':');
        if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return line.mid(colon + 1).trimmed().toString();
    }
    return {};
}

void PoFile::setHeaderField(const QString &name, const QString &value)
{
    QStringList lines = header.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QString replacement = name + QLatin1String(": ") + value;
    bool replaced = false;
    for (QString &line : lines) {
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon > 0 && QStringView(line).left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0) {
            line = replacement;
            replaced = true;
        }
    }
    if (!replaced)
        lines << replacement;
    header = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString PoFile::defaultHeader(const QString &language)
{
    PoFile file;
    file.setHeaderField(QStringLiteral("Project-Id-Version"), QStringLiteral("Torchlight 2 mod"));
    file.setHeaderField(QStringLiteral("PO-Revision-Date"),
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm+0000")));
    file.setHeaderField(QStringLiteral("Last-Translator"), QString());
    file.setHeaderField(QStringLiteral("Language-Team"), QString());
    file.setHeaderField(QStringLiteral("Language"), language);
    file.setHeaderField(QStringLiteral("MIME-Version"), QStringLiteral("1.0"));
    file.setHeaderField(QStringLiteral("Content-Type"), QStringLiteral("text/plain; charset=UTF-8"));
    file.setHeaderField(QStringLiteral("Content-Transfer-Encoding"), QStringLiteral("8bit"));
    file.setHeaderField(QStringLiteral("X-Generator"), QStringLiteral("Mod Workbench"));
    return file.header;
}

PoFile mergePo(const PoFile &translated, const PoFile &fresh)
{
    PoFile merged;
    merged.header = translated.header.isEmpty() ? fresh.header : translated.header;
    merged.headerComments = translated.header.isEmpty() ? fresh.headerComments : translated.headerComments;

    QHash<QString, std::size_t> byKey;
    QHash<QString, std::size_t> byReference;
    for (std::size_t i = 0; i < translated.entries.size(); ++i) {
        const PoEntry &old = translated.entries[i];
        if (!byKey.contains(old.key()) || !old.obsolete)
            byKey.insert(old.key(), i);
        if (!old.obsolete) {
            for (const QString &reference : old.references)
                byReference.insert(reference, i);
        }
    }
    QSet<QString> freshKeys;
    for (const PoEntry &entry : fresh.entries) {
        if (!entry.obsolete)
            freshKeys.insert(entry.key());
    }
    std::vector<bool> used(translated.entries.size(), false);

    for (const PoEntry &entry : fresh.entries) {
        if (entry.obsolete)
            continue; // a collection has nothing obsolete; what `translated` lost is decided below
        PoEntry out = entry;
        if (const auto found = byKey.constFind(entry.key()); found != byKey.cend()) {
            const PoEntry &old = translated.entries[*found];
            used[*found] = true;
            out.translatorComments = old.translatorComments;
            out.flags = old.flags;
            out.fuzzy = old.fuzzy;
            out.previousOriginal = old.previousOriginal;
            if (!old.translation.isEmpty())
                out.translation = old.translation;
            out.obsolete = false;
        } else {
            for (const QString &reference : entry.references) {
                const auto place = byReference.constFind(reference);
                if (place == byReference.cend() || used[*place])
                    continue;
                const PoEntry &old = translated.entries[*place];
                if (freshKeys.contains(old.key()) || old.translation.isEmpty())
                    continue; // the old original is still there, or there is nothing to carry over
                used[*place] = true;
                out.translation = old.translation;
                out.translatorComments = old.translatorComments;
                out.flags = old.flags;
                out.fuzzy = true;
                out.previousOriginal = old.original;
                break;
            }
        }
        merged.entries.push_back(std::move(out));
    }
    for (std::size_t i = 0; i < translated.entries.size(); ++i) {
        const PoEntry &old = translated.entries[i];
        if (used[i] || freshKeys.contains(old.key()))
            continue;
        if (old.translation.isEmpty() && old.translatorComments.isEmpty())
            continue;
        PoEntry gone = old;
        gone.obsolete = true;
        gone.references.clear();
        merged.entries.push_back(std::move(gone));
    }
    return merged;
}

Result<PoFile> mergePoFile(const QString &translatedPath, const PoFile &fresh)
{
    auto translated = PoFile::load(translatedPath);
    if (!translated)
        return translated.error();
    return mergePo(*translated, fresh);
}

} // namespace mwb::formats::tl2translate
