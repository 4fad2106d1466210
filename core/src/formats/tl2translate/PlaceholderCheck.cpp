// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2translate/PlaceholderCheck.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace mwb::formats::tl2translate {

namespace {

class CheckText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2translate::PlaceholderCheck)
};

constexpr qsizetype kMaxDatString = 65535;

/// Removes from `from` each token of `other` once; what stays is what `other` lacks.
QStringList without(QStringList from, const QStringList &other)
{
    for (const QString &token : other) {
        if (const qsizetype at = from.indexOf(token); at >= 0)
            from.removeAt(at);
    }
    return from;
}

} // namespace

QString TranslationProblem::message() const
{
    switch (kind) {
    case ProblemKind::Placeholders: {
        QStringList parts;
        if (!missing.isEmpty())
            parts << CheckText::tr("missing %1").arg(missing.join(QLatin1Char(' ')));
        if (!extra.isEmpty())
            parts << CheckText::tr("extra %1").arg(extra.join(QLatin1Char(' ')));
        return CheckText::tr("placeholders differ: %1").arg(parts.join(QLatin1String("; ")));
    }
    case ProblemKind::LineBreak:
        return CheckText::tr("the translation holds a line break, which a DAT string cannot hold");
    case ProblemKind::TooLong:
        return CheckText::tr("the translation is much longer than the original and may overflow its box");
    case ProblemKind::TooLongForDat:
        return CheckText::tr("the translation is longer than the 65535 characters a DAT string can hold");
    }
    return {};
}

QString TranslationProblem::code() const
{
    switch (kind) {
    case ProblemKind::Placeholders:
        return QStringLiteral("placeholders");
    case ProblemKind::LineBreak:
        return QStringLiteral("line-break");
    case ProblemKind::TooLong:
        return QStringLiteral("too-long");
    case ProblemKind::TooLongForDat:
        return QStringLiteral("too-long-for-dat");
    }
    return {};
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression token(
        QStringLiteral(R"(\[\[KB:[^\]]*\]\]|\[[A-Za-z0-9_]+\]|<[A-Za-z0-9_]+>|\|c[0-9A-Fa-f]{8}|\|u)"));
    QStringList tokens;
    if (!text.contains(u'[') && !text.contains(u'<') && !text.contains(u'|'))
        return tokens;
    for (auto it = token.globalMatch(text); it.hasNext();)
        tokens << it.next().captured();
    return tokens;
}

std::vector<TranslationProblem> checkTranslation(
    const QString &original, const QString &translation, const LengthLimit &limit)
{
    std::vector<TranslationProblem> problems;
    if (translation.isEmpty())
        return problems;
    QStringList expected = placeholders(original);
    QStringList found = placeholders(translation);
    std::sort(expected.begin(), expected.end());
    std::sort(found.begin(), found.end());
    if (expected != found)
        problems.push_back({ProblemKind::Placeholders, without(expected, found), without(found, expected)});
    if (translation.contains(u'\n') || translation.contains(u'\r'))
        problems.push_back({ProblemKind::LineBreak, {}, {}});
    if (translation.size() > kMaxDatString)
        problems.push_back({ProblemKind::TooLongForDat, {}, {}});
    else if (static_cast<double>(translation.size()) > limit.ratio * static_cast<double>(original.size()) + limit.slack)
        problems.push_back({ProblemKind::TooLong, {}, {}});
    return problems;
}

std::vector<EntryProblems> checkPo(const PoFile &po, const LengthLimit &limit)
{
    std::vector<EntryProblems> result;
    for (std::size_t i = 0; i < po.entries.size(); ++i) {
        const PoEntry &entry = po.entries[i];
        if (entry.obsolete || entry.translation.isEmpty())
            continue;
        auto problems = checkTranslation(entry.original, entry.translation, limit);
        if (!problems.empty())
            result.push_back({i, std::move(problems)});
    }
    return result;
}

} // namespace mwb::formats::tl2translate
