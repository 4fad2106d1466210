// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/content/ImageContent.h"

#include "diff/BytesDiff.h"

namespace mwb::content {

ImageContent::ImageContent(const Kind &kind, QString path, QByteArray bytes, ImageFacts facts)
    : Content(kind, std::move(path), std::move(bytes))
    , m_facts(std::move(facts))
{ }

QString ImageContent::sizeText(qint64 width, qint64 height)
{
    return tr("%1 × %2").arg(width).arg(height);
}

ContentDescription ImageContent::describe() const
{
    if (!m_describer)
        return Content::describe();
    return m_describer(path(), bytes());
}

std::optional<Result<diff::ContentDiff>> ImageContent::diffKind(const Content &before) const
{
    const auto *image = dynamic_cast<const ImageContent *>(&before);
    if (!image)
        return std::nullopt;
    if (image->problem())
        return Result<diff::ContentDiff>(*image->problem());
    if (problem())
        return Result<diff::ContentDiff>(*problem());
    const ImageFacts &a = image->facts();
    const ImageFacts &b = m_facts;
    diff::ContentDiff found;
    const auto fact = [&found](const QString &name, const QString &old, const QString &now) {
        if (old != now)
            diff::addChange(found, {diff::ContentChange::Kind::Changed, name, old, now});
    };
    fact(diff::ContentDiffText::tr("format"), a.format, b.format);
    fact(diff::ContentDiffText::tr("width"), QString::number(a.width), QString::number(b.width));
    fact(diff::ContentDiffText::tr("height"), QString::number(a.height), QString::number(b.height));
    fact(diff::ContentDiffText::tr("encoding"), a.encoding, b.encoding);
    const auto line = [](const ImageFacts &f) {
        return QStringLiteral("%1 %2×%3 %4").arg(f.format).arg(f.width).arg(f.height).arg(f.encoding);
    };
    found.notes << diff::ContentDiffText::tr("%1 → %2").arg(line(a), line(b));
    if (found.changes.empty() && before.bytes() != bytes())
        found.notes << diff::ContentDiffText::tr("Same dimensions and encoding: the pixels or the metadata differ");
    return Result<diff::ContentDiff>(std::move(found));
}

} // namespace mwb::content
