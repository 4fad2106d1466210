// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2layout/LayoutContent.h"

#include "LayoutKind.h"
#include "mwb/core/text/TextDecoding.h"
#include "mwb/formats/tl2layout/BinLayoutDescriber.h"
#include "mwb/formats/tl2layout/LayoutDecompiler.h"

#include <QFileInfo>

namespace mwb::formats::tl2layout {

namespace {

bool hasSuffix(const QString &name, QLatin1StringView suffix)
{
    return name.endsWith(suffix, Qt::CaseInsensitive);
}

} // namespace

bool isLayoutContent(const QString &path, QByteArrayView bytes)
{
    if (probeBinLayout(path, bytes))
        return true;
    const QString name = QFileInfo(path).fileName();
    return (hasSuffix(name, QLatin1StringView(".LAYOUT")) || hasSuffix(name, QLatin1StringView(".BINLAYOUT")))
        && text::looksLikeText(bytes.toByteArray());
}

LayoutContent::LayoutContent(const content::Kind &kind, QString path, QByteArray bytes)
    : TextContent(kind, std::move(path), std::move(bytes), Undecoded{})
{
    if (!looksLikeBinLayout(this->bytes())) {
        setDecodedText();
        m_isLayout = startsWithTaggedBlock(text());
        if (m_isLayout)
            readLayout();
        return;
    }
    auto decompiled = decompileBinLayoutText(this->bytes(), this->path());
    if (!decompiled) {
        setProblem(decompiled.error());
        setSummary(tr("compiled layout (BINLAYOUT) that cannot be decompiled"));
        return;
    }
    m_compiled = true;
    m_isLayout = true;
    QString shown = decompiled->replace(QLatin1String("\r\n"), QLatin1String("\n"));
    const bool truncated = shown.size() > kTextLimit;
    if (truncated)
        shown.truncate(shown.lastIndexOf(QLatin1Char('\n'), kTextLimit) + 1);
    const int lines = lineCount(shown);
    setText(std::move(shown), QStringLiteral("BINLAYOUT"), false, truncated);
    readLayout();
    setSummary(tr("compiled layout (BINLAYOUT), decompiled · %n line(s)", nullptr, lines));
}

void LayoutContent::readLayout()
{
    if (isTruncated())
        return;
    auto parsed = parseLayoutText(text(), path());
    if (!parsed) {
        m_textError = parsed.error();
        return;
    }
    m_layout = std::move(parsed).value();
    m_plan = buildLayoutPlan(m_layout->layout, m_layout->rootTag.compare(u"UI", Qt::CaseInsensitive) == 0);
}

QStringList LayoutContent::companions() const
{
    if (m_plan.kind != LayoutPlan::Kind::Level)
        return {};
    const QString name = QFileInfo(path()).fileName();
    QString base = name;
    if (hasSuffix(base, QLatin1StringView(".BINLAYOUT")))
        base.chop(10);
    if (hasSuffix(base, QLatin1StringView(".LAYOUT")))
        base.chop(7);
    return {path().chopped(name.size()) + base + QStringLiteral(".MPP")};
}

Result<QByteArray> LayoutContent::encode(const QString &edited) const
{
    if (!m_isLayout)
        return TextContent::encode(edited);
    if (const QString reason = readOnlyReason(); !reason.isEmpty())
        return Error{ErrorCode::Unsupported, reason, path()};
    auto compiled = compileLayoutText(edited, path());
    if (!compiled || m_compiled)
        return compiled;
    return TextContent::encode(edited);
}

int LayoutContent::errorLine(const QString &edited, const Error &error) const
{
    return m_isLayout ? lineAtUtf16Offset(edited, error.offset) : 0;
}

content::TextSyntax LayoutContent::syntax() const
{
    return m_isLayout ? content::TextSyntax::TaggedBlocks : content::TextSyntax::Plain;
}

ContentDescription LayoutContent::describe() const
{
    if (looksLikeBinLayout(bytes()))
        return describeBinLayout(path(), bytes());
    return Content::describe();
}

std::shared_ptr<const content::Content> parseLayout(
    const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    return std::make_shared<const LayoutContent>(kind, path, bytes);
}

} // namespace mwb::formats::tl2layout
