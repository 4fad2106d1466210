// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutTextLines.h"
#include "mwb/core/Error.h"

#include <QString>
#include <QStringView>

#include <functional>
#include <initializer_list>
#include <optional>

namespace mwb::formats::tl2layout::detail {

/// The line reader under the LAYOUT compiler: blocks, errors with their line, column and byte offset, and the values
/// of fixed-key blocks. Every reporting method returns false, so callers can `return fail(…)`; the first error is
/// kept (error()).
class TextReader
{
public:
    /// Turns an index into the decoded text into the byte offset of the input it came from.
    using ByteOffsetOf = std::function<qint64(qsizetype)>;

    TextReader(QStringView text, ByteOffsetOf byteOffset, const QString &path);

    /// The next non-empty line; false at the end of the text.
    bool next(TextLine &line) { return m_lines.next(line); }

    /// Reads the lines of the block `open` up to its closing tag, handing every other line to `onLine`, which
    /// reports what it does not accept (false). False after an error or when the text ends first; on success
    /// closedAt() is the line of the closing tag.
    template<typename OnLine>
    bool readBlock(const TextLine &open, OnLine onLine)
    {
        TextLine line;
        while (m_lines.next(line)) {
            if (line.kind == TextLine::Kind::Close && line.tag == open.tag) {
                m_closedAt = line.number;
                return true;
            }
            if (!onLine(line))
                return false;
        }
        return neverClosed(open);
    }
    [[nodiscard]] int closedAt() const { return m_closedAt; }

    [[nodiscard]] static bool opens(const TextLine &line, QLatin1String tag)
    {
        return line.kind == TextLine::Kind::Open && line.tag == tag;
    }

    /// Reports `message` at `at` (a view of `line`; the line's text when null) as "line L, column C: message".
    bool fail(ErrorCode code, const TextLine &line, QStringView at, const QString &message);
    /// Reports an error that has no line (an empty text): at byte 0.
    bool failAtStart(ErrorCode code, const QString &message);
    /// A line the block `where` does not take.
    bool unexpected(const TextLine &line, QStringView where);
    bool neverClosed(const TextLine &open);
    /// The line's value is not a `what`.
    bool badValue(const TextLine &line, const QString &what);
    bool tooMany(const TextLine &line, qsizetype most, const QString &what);
    /// The line's key appeared before where it may appear once.
    bool twice(const TextLine &line);

    /// The position of a property line's key among `keys` of a block whose keys are fixed (root, logic object,
    /// timeline point…), after checking it was not given before (`seen`: a bit per key); -1 after an error.
    int fieldOf(const TextLine &line, std::initializer_list<const char *> keys, quint32 &seen, QStringView block);
    /// The line's `<TYPE>` is one of the DAT types.
    bool knownType(const TextLine &line);
    /// The value as a stored text (at most 65535 code units).
    bool text(const TextLine &line, QString &out);
    bool byteValue(const TextLine &line, quint8 &out);
    bool int64Value(const TextLine &line, qint64 &out);
    bool floatValue(const TextLine &line, float &out);

    [[nodiscard]] const std::optional<Error> &error() const { return m_error; }

private:
    TextLines m_lines;
    ByteOffsetOf m_byteOffset;
    QString m_path;
    std::optional<Error> m_error;
    int m_closedAt = 0;
};

} // namespace mwb::formats::tl2layout::detail
