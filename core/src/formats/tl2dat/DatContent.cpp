// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatContent.h"

#include "BindatDescriber.h"
#include "DatKind.h"
#include "diff/KindDiffs.h"

namespace mwb::formats::tl2dat {

DatContent::DatContent(const content::Kind &kind, QString path, QByteArray bytes)
    : TextContent(kind, std::move(path), std::move(bytes), Undecoded{})
{
    if (!isBindat(this->bytes())) {
        setDecodedText();
        if (startsWithTaggedBlock(text()))
            m_storage = textDatStorage(encoding(), usesCrLf());
        return;
    }
    auto text = decompileForEditing(this->bytes(), this->path());
    if (!text) {
        setProblem(text.error());
        setSummary(tr("compiled DAT (BINDAT) that cannot be decompiled"));
        return;
    }
    const bool truncated = text->size() > kTextLimit;
    if (truncated)
        text->truncate(text->lastIndexOf(QLatin1Char('\n'), kTextLimit) + 1);
    m_storage = DatStorage{DatEncoding::Bindat, true};
    const int lines = lineCount(*text);
    setText(std::move(text).value(), QStringLiteral("BINDAT"), false, truncated);
    setSummary(tr("compiled DAT (BINDAT), decompiled · %n line(s)", nullptr, lines));
}

Result<QByteArray> DatContent::encode(const QString &edited) const
{
    if (!m_storage)
        return TextContent::encode(edited);
    if (const QString reason = readOnlyReason(); !reason.isEmpty())
        return Error{ErrorCode::Unsupported, reason, path()};
    return encodeDatText(edited, *m_storage, path());
}

int DatContent::errorLine(const QString &edited, const Error &error) const
{
    return m_storage ? lineAtUtf16Offset(edited, error.offset) : 0;
}

content::TextSyntax DatContent::syntax() const
{
    return m_storage ? content::TextSyntax::TaggedBlocks : content::TextSyntax::Plain;
}

ContentDescription DatContent::describe() const
{
    if (isBindat(bytes()))
        return describeBindat(bytes(), NameDictionary::builtin());
    return Content::describe();
}

std::optional<Result<diff::ContentDiff>> DatContent::diffKind(const content::Content &before) const
{
    if (&before.kind() != &kind())
        return std::nullopt;
    return diff::diffDatVersions(path(), before.bytes(), bytes());
}

std::shared_ptr<const content::Content> parseDat(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    return std::make_shared<const DatContent>(kind, path, bytes);
}

} // namespace mwb::formats::tl2dat
