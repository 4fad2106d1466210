// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2translate/TranslationDat.h"

#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/DatTextCodec.h"

#include <QCoreApplication>

namespace mwb::formats::tl2translate {

namespace {

using tl2dat::DatDocument;
using tl2dat::DatNode;

class TranslationDatText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2translate::TranslationDat)
};

const QString kTranslations = QStringLiteral("TRANSLATIONS");
const QString kTranslation = QStringLiteral("TRANSLATION");
const QString kOriginal = QStringLiteral("ORIGINAL");
const QString kString = QStringLiteral("STRING");

} // namespace

QString translationDatPath(const QString &language)
{
    return QStringLiteral("MEDIA/TRANSLATIONS/%1/TRANSLATION.DAT").arg(language.toUpper());
}

QString languageDatPath(const QString &language)
{
    return QStringLiteral("MEDIA/TRANSLATIONS/%1.DAT").arg(language.toUpper());
}

Result<std::vector<TranslationPair>> readTranslationDat(const QByteArray &bytes, const QString &pathForErrors)
{
    auto document = tl2dat::isBindat(bytes)
        ? tl2dat::decompileBindat(bytes, tl2dat::NameDictionary::builtin(), pathForErrors)
        : DatDocument::parse(bytes, pathForErrors);
    if (!document)
        return document.error();
    const DatNode &root = document->root;
    if (root.tag.compare(kTranslations, Qt::CaseInsensitive) != 0) {
        return Error{ErrorCode::InvalidInput,
            TranslationDatText::tr("Not a TRANSLATION.DAT: its root block is [%1], not [TRANSLATIONS]").arg(root.tag),
            pathForErrors, root.sourceOffset};
    }
    std::vector<TranslationPair> pairs;
    pairs.reserve(root.children.size());
    for (const DatNode &block : root.children) {
        if (block.tag.compare(kTranslation, Qt::CaseInsensitive) != 0)
            continue;
        const QString original = block.value(kOriginal);
        if (!original.isEmpty())
            pairs.push_back({original, block.value(kTranslation), block.sourceOffset});
    }
    return pairs;
}

DatDocument translationDocument(const std::vector<TranslationPair> &pairs)
{
    DatDocument document;
    document.root.tag = kTranslations;
    document.root.children.reserve(pairs.size());
    for (const TranslationPair &pair : pairs) {
        DatNode block;
        block.tag = kTranslation;
        block.add(kString, kOriginal, pair.original);
        block.add(kString, kTranslation, pair.translation);
        document.root.children.push_back(std::move(block));
    }
    return document;
}

DatDocument languageDocument(const LanguageInfo &language)
{
    const QString name = language.name.toUpper();
    DatDocument document;
    document.root.tag = QStringLiteral("LANGUAGE");
    document.root.add(
        kString, QStringLiteral("DISPLAYNAME"), language.displayName.isEmpty() ? name : language.displayName);
    document.root.add(kString, QStringLiteral("NAME"), name);
    document.root.add(kString, QStringLiteral("ID"), language.id.isEmpty() ? name.toLower() : language.id);
    document.root.add(kString, QStringLiteral("TRANSLATIONFILE"), translationDatPath(name));
    return document;
}

} // namespace mwb::formats::tl2translate
