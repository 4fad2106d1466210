// SPDX-License-Identifier: GPL-3.0-or-later
#include "LayoutGroups.h"

#include "LayoutValues.h"

#include <QFile>
#include <QHash>

#include <array>

/// The feature tags are a Qt resource of the core library, registered with the schema (LayoutSchema.cpp).
static void initFeatureTagsResource()
{
    Q_INIT_RESOURCE(mwb_tl2layout_data);
}

namespace mwb::formats::tl2layout::detail {

namespace {

constexpr quint32 kNoTag = 0xFFFFFFFFu;

struct FieldName
{
    const char *key;
    GroupField field;
};

constexpr FieldName kFields[] = {
    {"CHOICE", GroupField::Choice},
    {"RANDOMIZATION", GroupField::Randomization},
    {"NUMBER", GroupField::Number},
    {"TAG", GroupField::Tag},
    {"NO TAG FOUND", GroupField::NoTagFound},
    {"LEVEL UNIQUE", GroupField::LevelUnique},
    {"GAME MODE", GroupField::GameMode},
    {"ACTIVE THEMES", GroupField::ActiveThemes},
    {"DEACTIVE THEMES", GroupField::DeactiveThemes},
};

/// Index → text of CHOICE and GAME MODE (compared without case when read).
constexpr std::array<const char *, 3> kChoices = {"ALL", "Weight", "Random Chance"};
constexpr std::array<const char *, 3> kGameModes = {"ALL", "NORMAL", "NEW GAME PLUS"};

/// data/tl2-feature-tags.txt: upper-cased name → id, and id → name as written there.
class FeatureTags
{
public:
    static const FeatureTags &instance()
    {
        static const FeatureTags tags;
        return tags;
    }

    [[nodiscard]] std::optional<quint32> id(QStringView name) const
    {
        const auto it = m_ids.constFind(name.toString().toUpper());
        return it == m_ids.constEnd() ? std::nullopt : std::optional<quint32>(*it);
    }
    [[nodiscard]] QString name(quint32 id) const { return m_names.value(id); }

private:
    FeatureTags()
    {
        initFeatureTagsResource();
        QFile file(QStringLiteral(":/mwb/tl2layout/tl2-feature-tags.txt"));
        if (!file.open(QIODevice::ReadOnly))
            return;
        const QString text = QString::fromUtf8(file.readAll());
        for (QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
            line = line.trimmed();
            const qsizetype space = line.indexOf(QLatin1Char(' '));
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || space < 0)
                continue;
            const quint32 id = line.first(space).toUInt();
            const QString name = line.sliced(space + 1).toString();
            m_ids.insert(name.toUpper(), id);
            m_names.insert(id, name);
        }
    }

    QHash<QString, quint32> m_ids;
    QHash<quint32, QString> m_names;
};

template<std::size_t N>
std::optional<quint8> indexNamed(const std::array<const char *, N> &names, QStringView text)
{
    const QStringView trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return 0;
    for (std::size_t i = 0; i < N; ++i) {
        if (trimmed.compare(QLatin1String(names[i]), Qt::CaseInsensitive) == 0)
            return quint8(i);
    }
    return std::nullopt;
}

std::optional<QList<qint64>> themeIds(QStringView text)
{
    QList<qint64> ids;
    for (QStringView item : text.split(QLatin1Char(','))) {
        if (item.trimmed().isEmpty())
            continue;
        const auto id = parseInt64(item);
        if (!id)
            return std::nullopt;
        ids.append(*id);
    }
    return ids;
}

QString themeText(const QList<qint64> &ids)
{
    QStringList parts;
    for (qint64 id : ids)
        parts.append(QString::number(id));
    return parts.join(QLatin1Char(','));
}

bool setFlag(quint8 &flag, QStringView value)
{
    const auto raw = parseBool(value);
    if (!raw || *raw > 1)
        return false;
    flag = quint8(*raw);
    return true;
}

/// The text of a CHOICE / GAME MODE index: the member's own spelling when it names the same index.
std::optional<QString> namedIndex(
    const std::array<const char *, 3> &names, quint8 index, const std::optional<QString> &memberText)
{
    if (index >= names.size())
        return std::nullopt;
    if (memberText && indexNamed(names, *memberText) == index)
        return *memberText;
    return QString::fromLatin1(names[index]);
}

} // namespace

std::optional<GroupField> groupFieldNamed(QStringView key)
{
    for (const FieldName &f : kFields) {
        if (key == QLatin1String(f.key))
            return f.field;
    }
    return std::nullopt;
}

bool setGroupField(LayoutDataGroup &node, GroupField field, QStringView value)
{
    switch (field) {
    case GroupField::Choice:
        if (const auto index = indexNamed(kChoices, value)) {
            node.choice = *index;
            return true;
        }
        return false;
    case GroupField::GameMode:
        if (const auto index = indexNamed(kGameModes, value)) {
            node.gameMode = *index;
            return true;
        }
        return false;
    case GroupField::Randomization:
        if (const auto raw = parseUInt32(value)) {
            node.randomization = *raw;
            return true;
        }
        return false;
    case GroupField::Number:
        if (const auto raw = parseUInt32(value); raw && *raw <= 0xFF) {
            node.number = quint8(*raw);
            return true;
        }
        return false;
    case GroupField::Tag: {
        const QStringView name = value.trimmed();
        if (name.isEmpty()) {
            node.tag = kNoTag;
            return true;
        }
        const auto id = FeatureTags::instance().id(name);
        const auto number = id ? id : parseUInt32(name);
        if (number)
            node.tag = *number;
        return number.has_value();
    }
    case GroupField::NoTagFound:
        return setFlag(node.noTagFound, value);
    case GroupField::LevelUnique:
        return setFlag(node.levelUnique, value);
    case GroupField::ActiveThemes:
    case GroupField::DeactiveThemes:
        if (auto ids = themeIds(value)) {
            (field == GroupField::ActiveThemes ? node.activeThemes : node.deactiveThemes) = std::move(*ids);
            return true;
        }
        return false;
    }
    return false;
}

LayoutDataGroup defaultGroupNode(qint64 id)
{
    LayoutDataGroup node;
    node.id = id;
    node.randomization = 1;
    node.number = 1;
    node.tag = kNoTag;
    return node;
}

LayoutDataGroup rootGroupNode()
{
    LayoutDataGroup node;
    node.id = -1;
    node.tag = kNoTag;
    return node;
}

std::optional<std::vector<GroupLine>> groupLines(const LayoutDataGroup &node,
    const std::optional<QString> &choiceMember, const std::optional<QString> &gameModeMember)
{
    if (node.noTagFound > 1 || node.levelUnique > 1)
        return std::nullopt;
    std::vector<GroupLine> lines;
    const auto add = [&lines](const char *type, const char *key, const QString &value) {
        lines.push_back(GroupLine{QLatin1String(type), QLatin1String(key), value});
    };
    if (node.choice != 0 || choiceMember) {
        const auto text = namedIndex(kChoices, node.choice, choiceMember);
        if (!text)
            return std::nullopt;
        add("STRING", "CHOICE", *text);
    }
    if (node.randomization != 1)
        add("UNSIGNED INT", "RANDOMIZATION", QString::number(node.randomization));
    if (node.number != 1)
        add("UNSIGNED INT", "NUMBER", QString::number(node.number));
    if (node.tag != kNoTag) {
        const QString name = FeatureTags::instance().name(node.tag);
        add("STRING", "TAG", name.isEmpty() ? QString::number(node.tag) : name);
    }
    if (node.noTagFound != 0)
        add("BOOL", "NO TAG FOUND", QStringLiteral("true"));
    if (node.levelUnique != 0)
        add("BOOL", "LEVEL UNIQUE", QStringLiteral("true"));
    if (node.gameMode != 0 || gameModeMember) {
        const auto text = namedIndex(kGameModes, node.gameMode, gameModeMember);
        if (!text)
            return std::nullopt;
        add("STRING", "GAME MODE", *text);
    }
    if (!node.activeThemes.isEmpty())
        add("STRING", "ACTIVE THEMES", themeText(node.activeThemes));
    if (!node.deactiveThemes.isEmpty())
        add("STRING", "DEACTIVE THEMES", themeText(node.deactiveThemes));
    return lines;
}

} // namespace mwb::formats::tl2layout::detail
