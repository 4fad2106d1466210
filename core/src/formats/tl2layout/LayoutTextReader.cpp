// SPDX-License-Identifier: GPL-3.0-or-later
#include "LayoutTextReader.h"

#include "LayoutValues.h"
#include "mwb/formats/tl2dat/DatTypes.h"

#include <QCoreApplication>

#include <bit>

namespace mwb::formats::tl2layout::detail {

namespace {

class CompilerText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::LayoutCompiler)
};

} // namespace

TextReader::TextReader(QStringView text, ByteOffsetOf byteOffset, const QString &path)
    : m_lines(text)
    , m_byteOffset(std::move(byteOffset))
    , m_path(path)
{ }

bool TextReader::failAtStart(ErrorCode code, const QString &message)
{
    m_error = Error{code, message, m_path, 0};
    return false;
}

bool TextReader::fail(ErrorCode code, const TextLine &line, QStringView at, const QString &message)
{
    const QStringView where = at.isNull() ? line.text : at;
    m_error = Error{code,
        CompilerText::tr("line %1, column %2: %3").arg(line.number).arg(line.columnOf(where)).arg(message), m_path,
        m_byteOffset(m_lines.indexOf(where))};
    return false;
}

bool TextReader::unexpected(const TextLine &line, QStringView where)
{
    switch (line.kind) {
    case TextLine::Kind::Open:
        return fail(ErrorCode::Corrupt, line, {},
            CompilerText::tr("block [%1] cannot appear inside [%2]").arg(line.tag, where));
    case TextLine::Kind::Close:
        return fail(ErrorCode::Corrupt, line, {},
            CompilerText::tr("[/%1] closes no open block (the innermost open one is [%2])").arg(line.tag, where));
    case TextLine::Kind::Property:
        return fail(ErrorCode::Corrupt, line, {},
            CompilerText::tr("property %1 cannot appear inside [%2]").arg(line.key, where));
    case TextLine::Kind::Other:
        break;
    }
    return fail(ErrorCode::Corrupt, line, {},
        CompilerText::tr("expected [BLOCK], [/BLOCK] or <TYPE>KEY:VALUE, found \"%1\"").arg(line.text.left(40)));
}

bool TextReader::neverClosed(const TextLine &open)
{
    return fail(ErrorCode::Corrupt, open, open.tag,
        CompilerText::tr("block [%1] is never closed (the text ends first)").arg(open.tag));
}

bool TextReader::badValue(const TextLine &line, const QString &what)
{
    return fail(ErrorCode::InvalidInput, line, line.value,
        CompilerText::tr("\"%1\" is not a valid %2").arg(line.value.left(64).toString(), what));
}

bool TextReader::tooMany(const TextLine &line, qsizetype most, const QString &what)
{
    return fail(ErrorCode::LimitExceeded, line, {},
        CompilerText::tr("more than %1 %2, the most a layout can store").arg(most).arg(what));
}

bool TextReader::twice(const TextLine &line)
{
    return fail(ErrorCode::InvalidInput, line, line.key, CompilerText::tr("%1 is given twice").arg(line.key));
}

int TextReader::fieldOf(
    const TextLine &line, std::initializer_list<const char *> keys, quint32 &seen, QStringView block)
{
    int index = 0;
    for (const char *key : keys) {
        if (line.key == QLatin1String(key)) {
            if (seen & (1u << index)) {
                twice(line);
                return -1;
            }
            seen |= 1u << index;
            return index;
        }
        ++index;
    }
    fail(ErrorCode::InvalidInput, line, line.key, CompilerText::tr("[%1] has no property %2").arg(block, line.key));
    return -1;
}

bool TextReader::knownType(const TextLine &line)
{
    // The spellings GUTS writes first (one size check each), then every name and alias in any case.
    for (const char *common : {"STRING", "FLOAT", "BOOL", "INTEGER64", "INTEGER", "UNSIGNED INT"}) {
        if (line.type == QLatin1String(common))
            return true;
    }
    if (tl2dat::datTypeFromName(line.type))
        return true;
    return fail(ErrorCode::InvalidInput, line, line.type, CompilerText::tr("unknown type <%1>").arg(line.type));
}

bool TextReader::text(const TextLine &line, QString &out)
{
    if (line.value.size() > kMaxShortCount) {
        return fail(ErrorCode::InvalidInput, line, line.value,
            CompilerText::tr("the text has %1 UTF-16 code units, more than the 65535 a layout can store")
                .arg(line.value.size()));
    }
    out = line.value.toString();
    return true;
}

bool TextReader::byteValue(const TextLine &line, quint8 &out)
{
    const auto raw = parseUInt32(line.value);
    if (!raw || *raw > 0xFF)
        return badValue(line, CompilerText::tr("number from 0 to 255"));
    out = quint8(*raw);
    return true;
}

bool TextReader::int64Value(const TextLine &line, qint64 &out)
{
    const auto raw = parseInt64(line.value);
    if (!raw)
        return badValue(line, CompilerText::tr("INTEGER64"));
    out = *raw;
    return true;
}

bool TextReader::floatValue(const TextLine &line, float &out)
{
    const auto bits = parseFloatBits(line.value);
    if (!bits)
        return badValue(line, CompilerText::tr("FLOAT"));
    out = std::bit_cast<float>(*bits);
    return true;
}

} // namespace mwb::formats::tl2layout::detail
