// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2translate/StringCollector.h"

#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2dat/DatTextCodec.h"
#include "mwb/formats/tl2dat/DatTypes.h"
#include "mwb/formats/tl2translate/TranslationDat.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace mwb::formats::tl2translate {

namespace {

using namespace mwb::formats::tl2dat;

class CollectorText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2translate::StringCollector)
};

const QString kBindatSuffix = QStringLiteral(".BINDAT");

/// One TRANSLATE value found in a DAT, and its place as a PO reference (made by the reading thread).
struct FoundString
{
    QString text;
    QString reference;
};

/// A DAT to read: its entry and the path its references name.
struct DatInput
{
    int entry = -1;
    QString file;
};

/// What reading one DAT gave.
struct DatStrings
{
    std::vector<FoundString> strings;
    std::optional<Error> error;
};

/// "TAG" or "TAG[n]" for each child, n counting the children of the same tag when the tag repeats.
template<typename Child, typename TagOf>
QStringList childNames(const std::vector<Child> &children, TagOf tagOf)
{
    QStringList tags;
    tags.reserve(static_cast<qsizetype>(children.size()));
    QHash<QString, int> counts;
    for (const Child &child : children) {
        tags << tagOf(child);
        ++counts[tags.back()];
    }
    QHash<QString, int> seen;
    for (QString &tag : tags) {
        if (counts.value(tag) > 1)
            tag += QStringLiteral("[%1]").arg(++seen[tag]);
    }
    return tags;
}

/// `path` is "FILE:BLOCK/PATH" of `node`.
void collectText(const DatNode &node, const QString &path, std::vector<FoundString> &out)
{
    for (const DatProperty &property : node.properties) {
        if (!property.value.isEmpty() && property.type.compare(QLatin1String("TRANSLATE"), Qt::CaseInsensitive) == 0)
            out.push_back({property.value, path + QLatin1Char(':') + property.key});
    }
    const QStringList names = childNames(node.children, [](const DatNode &child) {
        return child.tag;
    });
    for (std::size_t i = 0; i < node.children.size(); ++i)
        collectText(node.children[i], path + QLatin1Char('/') + names[static_cast<qsizetype>(i)], out);
}

void collectBindat(
    const BindatNode &node, const QString &path, const QHash<quint32, QString> &strings, std::vector<FoundString> &out)
{
    const NameDictionary &names = NameDictionary::builtin();
    for (const BindatProperty &property : node.properties) {
        if (property.type != DatType::Translate)
            continue;
        const QString text = strings.value(static_cast<quint32>(property.value));
        if (!text.isEmpty())
            out.push_back({text, path + QLatin1Char(':') + datNameText(property.keyHash, names, false)});
    }
    const QStringList tags = childNames(node.children, [&](const BindatNode &child) {
        return datNameText(child.nameHash, names, true);
    });
    for (std::size_t i = 0; i < node.children.size(); ++i)
        collectBindat(node.children[i], path + QLatin1Char('/') + tags[static_cast<qsizetype>(i)], strings, out);
}

DatStrings readDatStrings(const Archive &mod, const DatInput &input)
{
    DatStrings result;
    auto bytes = mod.readEntry(input.entry);
    if (!bytes) {
        result.error = bytes.error();
        return result;
    }
    if (isBindat(*bytes)) {
        auto file = readBindat(*bytes, input.file);
        if (!file) {
            result.error = file.error();
            return result;
        }
        QHash<quint32, QString> strings;
        strings.reserve(static_cast<qsizetype>(file->strings.size()));
        for (const BindatString &string : file->strings)
            strings.insert(string.id, string.text);
        collectBindat(file->root,
            input.file + QLatin1Char(':') + datNameText(file->root.nameHash, NameDictionary::builtin(), true), strings,
            result.strings);
        return result;
    }
    auto document = DatDocument::parse(*bytes, input.file);
    if (!document)
        result.error = document.error();
    else
        collectText(document->root, input.file + QLatin1Char(':') + document->root.tag, result.strings);
    return result;
}

/// Files that hold no strings to translate: the translations themselves (below MEDIA/, or at the top of a MEDIA
/// folder) and a mod folder's MOD.DAT.
bool isSkipped(const QString &path)
{
    return path.startsWith(QLatin1String("MEDIA/TRANSLATIONS/"), Qt::CaseInsensitive)
        || path.startsWith(QLatin1String("TRANSLATIONS/"), Qt::CaseInsensitive)
        || path.compare(QLatin1String("MOD.DAT"), Qt::CaseInsensitive) == 0;
}

/// The DATs of `mod` but the skipped ones, by path; a compiled X.DAT.BINDAT only without its X.DAT.
std::vector<DatInput> datInputs(const Archive &mod)
{
    std::vector<DatInput> inputs;
    QHash<QString, std::size_t> byFile;
    for (const EntryIndex::Input &input : mod.indexInputs()) {
        if (input.path.endsWith(QLatin1Char('/')) || isSkipped(input.path) || !isDatPath(input.path))
            continue;
        const bool compiled = input.path.endsWith(kBindatSuffix, Qt::CaseInsensitive);
        const QString file = compiled ? input.path.chopped(kBindatSuffix.size()) : input.path;
        if (const auto known = byFile.constFind(file); known != byFile.cend()) {
            if (!compiled)
                inputs[*known].entry = input.entry; // the text wins over the compiled copy beside it
            continue;
        }
        byFile.insert(file, inputs.size());
        inputs.push_back({input.entry, file});
    }
    std::sort(inputs.begin(), inputs.end(), [](const DatInput &a, const DatInput &b) {
        return a.file < b.file;
    });
    return inputs;
}

/// The language folder of a TRANSLATION.DAT path (below MEDIA/ or, for a MEDIA folder, at its top; any case, text
/// or compiled), empty for any other path.
QString translationLanguageOf(const QString &path)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(?:MEDIA/)?TRANSLATIONS/([^/]+)/TRANSLATION\\.DAT(?:\\.BINDAT)?$"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern.match(path).captured(1);
}

/// The entry of `archive` holding the TRANSLATION.DAT of `language` (any case), or of the one language it has when
/// `language` is empty. -1 when there is none; `language` is set to the folder name found.
int findTranslationDat(const Archive &archive, QString &language)
{
    int found = -1;
    QString foundLanguage;
    int candidates = 0;
    for (const EntryIndex::Input &input : archive.indexInputs()) {
        const QString name = translationLanguageOf(input.path);
        if (name.isEmpty())
            continue;
        if (!language.isEmpty() && name.compare(language, Qt::CaseInsensitive) != 0)
            continue;
        if (found < 0 || name.compare(foundLanguage, Qt::CaseInsensitive) != 0)
            ++candidates;
        // A text TRANSLATION.DAT wins over the compiled copy beside it.
        if (found < 0 || !input.path.endsWith(kBindatSuffix, Qt::CaseInsensitive)) {
            found = input.entry;
            foundLanguage = name;
        }
    }
    if (found < 0 || (language.isEmpty() && candidates != 1))
        return -1;
    language = foundLanguage.toUpper();
    return found;
}

Result<std::vector<TranslationPair>> readPairs(const Archive &archive, int entry)
{
    auto bytes = archive.readEntry(entry);
    if (!bytes)
        return bytes.error();
    QString path = archive.path();
    for (const EntryIndex::Input &input : archive.indexInputs()) {
        if (input.entry == entry)
            path += QStringLiteral("::") + input.path;
    }
    return readTranslationDat(*bytes, path);
}

/// Builds the PO from the strings in DAT order and the pairs.
class Catalogue
{
public:
    explicit Catalogue(StringCollection &collection)
        : m_out(collection)
    { }

    void addUse(FoundString &found)
    {
        PoEntry &entry = entryFor(found.text);
        if (entry.references.isEmpty() || entry.references.back() != found.reference)
            entry.references << std::move(found.reference);
        ++m_out.values;
    }

    void addModPair(const TranslationPair &pair)
    {
        ++m_out.modPairs;
        const bool known = m_index.contains(pair.original);
        PoEntry &entry = entryFor(pair.original);
        if (!known) {
            entry.extractedComments << CollectorText::tr("not used by the mod's DATs");
            ++m_out.unusedPairs;
        }
        if (entry.translation.isEmpty() || entry.translation == pair.translation) {
            entry.translation = pair.translation;
            return;
        }
        // A second translation of one original: its own entry, told apart by a context.
        const QString original = pair.original;
        int &variants = m_variants[original];
        for (int n = 2; n <= variants + 1; ++n) {
            if (m_out.po.entries[m_index.value(contextKey(original, n))].translation == pair.translation)
                return;
        }
        const int n = ++variants + 1;
        PoEntry variant;
        variant.context = QStringLiteral("TRANSLATION.DAT %1").arg(n);
        variant.original = original;
        variant.translation = pair.translation;
        variant.references = m_out.po.entries[m_index.value(original)].references;
        m_index.insert(contextKey(original, n), m_out.po.entries.size());
        m_out.po.entries.push_back(std::move(variant));
    }

    void addGamePairs(const std::vector<TranslationPair> &pairs)
    {
        for (const TranslationPair &pair : pairs) {
            const auto found = m_index.constFind(pair.original);
            if (found == m_index.cend() || pair.translation.isEmpty())
                continue;
            PoEntry &entry = m_out.po.entries[*found];
            if (!entry.translation.isEmpty() || entry.references.isEmpty())
                continue;
            entry.translation = pair.translation;
            entry.extractedComments << CollectorText::tr("translation of the game");
            ++m_out.gameTranslations;
        }
    }

private:
    static QString contextKey(const QString &original, int n) { return QString::number(n) + QChar(0x0004) + original; }

    PoEntry &entryFor(const QString &original)
    {
        const auto found = m_index.constFind(original);
        if (found != m_index.cend())
            return m_out.po.entries[*found];
        m_index.insert(original, m_out.po.entries.size());
        PoEntry entry;
        entry.original = original;
        m_out.po.entries.push_back(std::move(entry));
        return m_out.po.entries.back();
    }

    StringCollection &m_out;
    QHash<QString, std::size_t> m_index;
    QHash<QString, int> m_variants;
};

} // namespace

QStringList translatedLanguages(const Archive &mod)
{
    QStringList languages;
    for (const EntryIndex::Input &input : mod.indexInputs()) {
        const QString name = translationLanguageOf(input.path).toUpper();
        if (!name.isEmpty() && !languages.contains(name))
            languages << name;
    }
    languages.sort();
    return languages;
}

Result<StringCollection> collectStrings(const Archive &mod, const CollectOptions &options, Progress &progress)
{
    const std::vector<DatInput> inputs = datInputs(mod);
    const auto count = static_cast<int>(inputs.size());
    progress.setTotal(count);
    std::vector<DatStrings> read(inputs.size());
    std::atomic<int> done{0};
    io::parallelFor(count, 0, [&](int i) {
        if (progress.isCanceled())
            return false;
        read[static_cast<std::size_t>(i)] = readDatStrings(mod, inputs[static_cast<std::size_t>(i)]);
        progress.setDone(++done);
        return true;
    });
    if (progress.isCanceled())
        return Error{ErrorCode::Canceled, CollectorText::tr("Collecting the strings was canceled"), mod.path()};

    StringCollection collection;
    Catalogue catalogue(collection);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (read[i].error) {
            collection.skipped.push_back(*read[i].error);
            continue;
        }
        ++collection.datFiles;
        for (FoundString &found : read[i].strings)
            catalogue.addUse(found);
    }

    QString language = options.language;
    if (const int entry = findTranslationDat(mod, language); entry >= 0) {
        auto pairs = readPairs(mod, entry);
        if (!pairs)
            return pairs.error();
        for (const TranslationPair &pair : *pairs)
            catalogue.addModPair(pair);
        for (const EntryIndex::Input &input : mod.indexInputs()) {
            if (input.entry == entry)
                collection.translationFile = input.path;
        }
    }
    collection.language = language.toUpper();
    if (options.base && !collection.language.isEmpty()) {
        QString baseLanguage = collection.language;
        if (const int entry = findTranslationDat(*options.base, baseLanguage); entry >= 0) {
            auto pairs = readPairs(*options.base, entry);
            if (!pairs)
                return pairs.error();
            catalogue.addGamePairs(*pairs);
        }
    }
    collection.po.header = PoFile::defaultHeader(collection.language);
    collection.po.setHeaderField(QStringLiteral("Project-Id-Version"), QFileInfo(mod.path()).completeBaseName());
    return collection;
}

} // namespace mwb::formats::tl2translate
