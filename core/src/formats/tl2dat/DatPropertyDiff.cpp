// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatPropertyDiff.h"

#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatTypes.h"
#include "mwb/formats/tl2dat/DatValues.h"

#include <QHash>

namespace mwb::formats::tl2dat {

namespace {

using Kind = DatPropertyChange::Kind;

/// A name written as its hash ("0x0061DE01", how decompileDat() writes names it does not know).
bool isHashText(const QString &name)
{
    return name.size() == 10 && name.startsWith(QLatin1String("0x"));
}

/// The name to show for an item both sides have: the after side's, unless only the before side knows it.
QString shownName(const QString &before, const QString &after)
{
    return isHashText(after) && !isHashText(before) ? before : after;
}

QString numbered(const QString &name, std::size_t index, bool repeated)
{
    return repeated ? QStringLiteral("%1[%2]").arg(name).arg(index + 1) : name;
}

/// Items of two lists grouped by the hash of their name (what the game compares), groups in order of first
/// appearance (after's list first).
template<typename T, typename NameOf>
std::vector<std::pair<std::vector<const T *>, std::vector<const T *>>> groupByName(
    const std::vector<T> &before, const std::vector<T> &after, NameOf nameOf)
{
    std::vector<std::pair<std::vector<const T *>, std::vector<const T *>>> groups;
    QHash<quint32, std::size_t> groupOf;
    const auto place = [&](const T &item, bool isAfter) {
        const quint32 name = datNameHash(nameOf(item));
        auto found = groupOf.constFind(name);
        if (found == groupOf.constEnd()) {
            found = groupOf.insert(name, groups.size());
            groups.emplace_back();
        }
        auto &group = groups[*found];
        (isAfter ? group.second : group.first).push_back(&item);
    };
    for (const T &item : after)
        place(item, true);
    for (const T &item : before)
        place(item, false);
    return groups;
}

class Differ
{
public:
    explicit Differ(std::vector<DatPropertyChange> &out)
        : m_out(out)
    { }

    void compareBlocks(const QStringList &blocks, const DatNode &before, const DatNode &after)
    {
        compareProperties(blocks, before.properties, after.properties);
        const auto tagOf = [](const DatNode &node) {
            return node.tag;
        };
        for (const auto &[a, b] : groupByName(before.children, after.children, tagOf)) {
            const bool repeated = a.size() > 1 || b.size() > 1;
            for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
                if (i < a.size() && i < b.size())
                    compareBlocks(
                        blocks + QStringList{numbered(shownName(a[i]->tag, b[i]->tag), i, repeated)}, *a[i], *b[i]);
                else if (i < a.size())
                    wholeBlock(Kind::Removed, blocks + QStringList{numbered(a[i]->tag, i, repeated)}, *a[i]);
                else
                    wholeBlock(Kind::Added, blocks + QStringList{numbered(b[i]->tag, i, repeated)}, *b[i]);
            }
        }
    }

    /// A block only one side has: every property below it, or the block itself when it holds none.
    void wholeBlock(Kind kind, const QStringList &blocks, const DatNode &node)
    {
        const std::size_t before = m_out.size();
        const DatNode empty;
        if (kind == Kind::Added)
            compareBlocks(blocks, empty, node);
        else
            compareBlocks(blocks, node, empty);
        if (m_out.size() == before)
            m_out.push_back({kind, blocks, {}, {}, {}});
    }

private:
    void compareProperties(
        const QStringList &blocks, const std::vector<DatProperty> &before, const std::vector<DatProperty> &after)
    {
        const auto keyOf = [](const DatProperty &p) {
            return p.key;
        };
        for (const auto &[a, b] : groupByName(before, after, keyOf)) {
            const bool repeated = a.size() > 1 || b.size() > 1;
            if (a.size() == b.size()) {
                for (std::size_t i = 0; i < a.size(); ++i) {
                    if (!sameDatValue(*a[i], *b[i]))
                        m_out.push_back({Kind::Changed, blocks, numbered(shownName(a[i]->key, b[i]->key), i, repeated),
                            *a[i], *b[i]});
                }
                continue;
            }
            std::vector<char> taken(b.size(), 0);
            std::vector<char> kept(a.size(), 0);
            for (std::size_t i = 0; i < a.size(); ++i) {
                for (std::size_t j = 0; j < b.size() && !kept[i]; ++j) {
                    if (!taken[j] && sameDatValue(*a[i], *b[j]))
                        taken[j] = kept[i] = 1;
                }
            }
            for (std::size_t i = 0; i < a.size(); ++i) {
                if (!kept[i])
                    m_out.push_back({Kind::Removed, blocks, numbered(a[i]->key, i, repeated), *a[i], {}});
            }
            for (std::size_t j = 0; j < b.size(); ++j) {
                if (!taken[j])
                    m_out.push_back({Kind::Added, blocks, numbered(b[j]->key, j, repeated), {}, *b[j]});
            }
        }
    }

    std::vector<DatPropertyChange> &m_out;
};

} // namespace

bool sameDatValue(const DatProperty &a, const DatProperty &b)
{
    const auto type = datTypeFromName(a.type);
    if (type != datTypeFromName(b.type))
        return false;
    if (!type)
        return a.type.compare(b.type, Qt::CaseInsensitive) == 0 && a.value == b.value;
    if (isStringType(*type))
        return a.value == b.value;
    const auto rawA = parseDatValue(*type, a.value);
    const auto rawB = parseDatValue(*type, b.value);
    return rawA && rawB ? *rawA == *rawB : a.value == b.value;
}

QString DatPropertyChange::path() const
{
    return key.isEmpty() ? blocks.join(QLatin1Char('/')) : (blocks + QStringList{key}).join(QLatin1Char('/'));
}

std::vector<DatPropertyChange> diffDatProperties(const DatNode &before, const DatNode &after)
{
    std::vector<DatPropertyChange> out;
    Differ differ(out);
    if (datNameHash(before.tag) == datNameHash(after.tag)) {
        differ.compareBlocks({shownName(before.tag, after.tag)}, before, after);
    } else {
        differ.wholeBlock(Kind::Removed, {before.tag}, before);
        differ.wholeBlock(Kind::Added, {after.tag}, after);
    }
    return out;
}

} // namespace mwb::formats::tl2dat
