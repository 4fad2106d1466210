// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <array>
#include <vector>

namespace mwb::widgets {

/// The parts of a Torchlight 2 DAT line that get their own colour.
enum class DatToken {
    Tag, ///< `[TAG]`, `[/TAG]` (brackets and name)
    Type, ///< `<TYPE>`
    Key,
    Separator, ///< the ':' between key and value
    Text, ///< a STRING / TRANSLATE / NOTE value
    Number, ///< an INTEGER, UNSIGNED INT, INTEGER64, FLOAT or DOUBLE value
    Bool, ///< a BOOL value
    UnknownName, ///< a tag or key the name dictionary had no name for: "0x" + 8 upper-case hex digits
    Invalid, ///< an unknown `<TYPE>`, a value its type does not accept, text that is not a DAT line
};

/// One coloured run of a line.
struct DatSpan
{
    qsizetype start = 0;
    qsizetype length = 0;
    DatToken token = DatToken::Text;

    friend bool operator==(const DatSpan &, const DatSpan &) = default;
};

/// Splits one line of DAT text into coloured runs (indentation and empty lines get none). Stateless: a line is
/// coloured the same wherever it is.
[[nodiscard]] std::vector<DatSpan> datLineSpans(QStringView line);

/// Syntax colouring for DAT text in a QTextDocument: tags, types, keys, the separator, and values by their type
/// (numbers and bools apart from text); hashes without a name and values the compiler would refuse are marked.
/// GUI thread only (like every QSyntaxHighlighter).
class DatHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit DatHighlighter(QObject *parent = nullptr);

    /// The character format used for `token`.
    [[nodiscard]] static QTextCharFormat formatFor(DatToken token);

protected:
    void highlightBlock(const QString &text) override;

private:
    std::array<QTextCharFormat, std::size_t(DatToken::Invalid) + 1> m_formats;
};

} // namespace mwb::widgets
