// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/content/Content.h"

#include "diff/BytesDiff.h"

namespace mwb::content {

QString Kind::displayName() const
{
    return QCoreApplication::translate("mwb::content::Kind", name);
}

Content::Content(const Kind &kind, QString path, QByteArray bytes)
    : m_kind(&kind)
    , m_path(std::move(path))
    , m_bytes(std::move(bytes))
{ }

Content::~Content() = default;

const ContentDescription &Content::structure() const
{
    std::call_once(m_described, [this] {
        m_structure = describe();
        if (m_structure.error && m_structure.error->path.isEmpty())
            m_structure.error->path = m_path;
    });
    return m_structure;
}

ContentDescription Content::describe() const
{
    ContentDescription description;
    description.root = StructureNode::group(m_kind->displayName(), 0, m_bytes.size());
    if (m_problem) {
        description.root.children.push_back(
            StructureNode::field(QCoreApplication::translate("mwb::content::Content", "Problem"), m_problem->message,
                {}, m_problem->offset, m_problem->offset >= 0 ? 1 : 0));
        description.error = m_problem;
    }
    return description;
}

QStringList Content::companions() const
{
    return {};
}

std::optional<Result<diff::ContentDiff>> Content::diffKind(const Content &) const
{
    return std::nullopt;
}

diff::ContentDiff Content::diffFrom(const Content &before) const
{
    QStringList notes;
    if (auto own = diffKind(before)) {
        if (*own) {
            diff::ContentDiff found = std::move(*own).value();
            found.kind = QLatin1String(m_kind->id);
            return found;
        }
        notes << QCoreApplication::translate("mwb::diff::ContentDiff", "Compared byte by byte: %1")
                     .arg(own->error().toString());
    }
    diff::ContentDiff bytes = diff::diffBytes(before.bytes(), m_bytes);
    bytes.notes = notes + bytes.notes;
    return bytes;
}

DescribedContent::DescribedContent(
    const Kind &kind, QString path, QByteArray bytes, Describer describer, std::optional<Error> problem)
    : Content(kind, std::move(path), std::move(bytes))
    , m_describer(describer)
{
    if (problem)
        setProblem(std::move(*problem));
}

ContentDescription DescribedContent::describe() const
{
    return m_describer ? m_describer(path(), bytes()) : Content::describe();
}

} // namespace mwb::content
