// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatDocument.h"

#include "TextEncoding.h"

#include <QCoreApplication>
#include <QtEndian>

namespace mwb::formats::tl2dat {

namespace {

class DatText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2dat::DatDocument)
};

bool sameTag(QStringView a, QStringView b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

/// One physical line of the input, without its line break, and where it starts in the file.
struct Line
{
    QString text;
    qint64 offset = 0;
};

/// Splits the input into lines in its own encoding, so every line knows its exact byte offset.
class LineSplitter
{
public:
    explicit LineSplitter(const QByteArray &bytes)
        : m_bytes(bytes)
        , m_encoding(detectTextEncoding(bytes))
        , m_pos(m_encoding.prefix)
    {
        if (m_encoding.isUtf16())
            decodeUtf16();
    }

    [[nodiscard]] bool isUtf16() const { return m_encoding.isUtf16(); }
    [[nodiscard]] bool oddUtf16() const { return isUtf16() && (m_bytes.size() - m_pos) % 2 != 0; }

    bool next(Line &line)
    {
        if (isUtf16()) {
            if (m_unit >= m_text.size())
                return false;
            qsizetype end = m_text.indexOf(QLatin1Char('\n'), m_unit);
            if (end < 0)
                end = m_text.size();
            line.text = m_text.mid(m_unit, end - m_unit);
            line.offset = m_pos + 2 * qint64(m_unit);
            m_unit = end + 1;
        } else {
            if (m_pos >= m_bytes.size())
                return false;
            qsizetype end = m_bytes.indexOf('\n', m_pos);
            if (end < 0)
                end = m_bytes.size();
            line.text = QString::fromUtf8(QByteArrayView(m_bytes).sliced(m_pos, end - m_pos));
            line.offset = m_pos;
            m_pos = end + 1;
        }
        if (line.text.endsWith(QLatin1Char('\r')))
            line.text.chop(1);
        return true;
    }

private:
    void decodeUtf16()
    {
        const qsizetype units = (m_bytes.size() - m_pos) / 2;
        m_text = QString(units, Qt::Uninitialized);
        const char *src = m_bytes.constData() + m_pos;
        if (m_encoding.kind == TextEncoding::Kind::Utf16Le)
            qFromLittleEndian<quint16>(src, units, m_text.data());
        else
            qFromBigEndian<quint16>(src, units, m_text.data());
    }

    const QByteArray &m_bytes;
    TextEncoding m_encoding;
    qsizetype m_pos = 0; ///< UTF-8: next byte; UTF-16: byte offset of the first code unit
    QString m_text; ///< UTF-16 input as raw code units
    qsizetype m_unit = 0;
};

Error syntaxError(const QString &message, const QString &path, qint64 offset)
{
    return Error{ErrorCode::Corrupt, message, path, offset};
}

void writeNode(const DatNode &node, int depth, QString &out)
{
    const QString indent(depth, QLatin1Char('\t'));
    const QString inner(depth + 1, QLatin1Char('\t'));
    const QLatin1String crlf("\r\n");
    out += indent + QLatin1Char('[') + node.tag + QLatin1Char(']') + crlf;
    for (const DatProperty &p : node.properties)
        out += inner + QLatin1Char('<') + p.type + QLatin1Char('>') + p.key + QLatin1Char(':') + p.value + crlf;
    for (const DatNode &child : node.children)
        writeNode(child, depth + 1, out);
    out += indent + QLatin1String("[/") + node.tag + QLatin1Char(']');
    if (depth > 0)
        out += crlf;
}

} // namespace

const DatProperty *DatNode::find(QStringView key) const
{
    for (const DatProperty &p : properties) {
        if (sameTag(p.key, key))
            return &p;
    }
    return nullptr;
}

QString DatNode::value(QStringView key, const QString &fallback) const
{
    const DatProperty *p = find(key);
    return p ? p->value : fallback;
}

const DatNode *DatNode::child(QStringView childTag) const
{
    for (const DatNode &c : children) {
        if (sameTag(c.tag, childTag))
            return &c;
    }
    return nullptr;
}

void DatNode::add(const QString &type, const QString &key, const QString &value)
{
    properties.push_back(DatProperty{type, key, value, -1});
}

Result<DatDocument> DatDocument::parse(const QByteArray &bytes, const QString &pathForErrors)
{
    LineSplitter lines(bytes);
    if (lines.oddUtf16()) {
        return Error{ErrorCode::Truncated, DatText::tr("The UTF-16 text ends in the middle of a character"),
            pathForErrors, bytes.size() - 1};
    }
    DatDocument doc;
    bool haveRoot = false;
    std::vector<DatNode *> open; // the chain of blocks from the root to the innermost open one
    Line line;
    while (lines.next(line)) {
        const QStringView text = QStringView(line.text).trimmed();
        if (text.isEmpty())
            continue;
        if (text.startsWith(QLatin1String("[/")) && text.endsWith(QLatin1Char(']'))) {
            const QStringView tag = text.sliced(2, text.size() - 3);
            if (open.empty() || !sameTag(open.back()->tag, tag)) {
                return syntaxError(
                    DatText::tr("Closing tag [/%1] does not match an open block").arg(tag), pathForErrors, line.offset);
            }
            open.pop_back();
        } else if (text.startsWith(QLatin1Char('[')) && text.endsWith(QLatin1Char(']'))) {
            DatNode node;
            node.tag = text.sliced(1, text.size() - 2).toString();
            node.sourceOffset = line.offset;
            if (open.empty()) {
                if (haveRoot) {
                    return syntaxError(DatText::tr("A second root block [%1] follows the first one").arg(node.tag),
                        pathForErrors, line.offset);
                }
                haveRoot = true;
                doc.root = std::move(node);
                open.push_back(&doc.root);
            } else {
                if (open.size() >= std::size_t(kMaxDepth)) {
                    return Error{ErrorCode::LimitExceeded,
                        DatText::tr("Blocks nest deeper than %1 levels").arg(kMaxDepth), pathForErrors, line.offset};
                }
                open.back()->children.push_back(std::move(node));
                open.push_back(&open.back()->children.back());
            }
        } else if (text.startsWith(QLatin1Char('<'))) {
            // The value keeps trailing spaces: only the indentation before '<' is dropped.
            const QStringView unindented = QStringView(line.text).sliced(line.text.indexOf(QLatin1Char('<')));
            const qsizetype close = unindented.indexOf(QLatin1Char('>'));
            const qsizetype colon = close < 0 ? -1 : unindented.indexOf(QLatin1Char(':'), close);
            if (colon < 0) {
                return syntaxError(DatText::tr("Expected <TYPE>KEY:VALUE"), pathForErrors, line.offset);
            }
            if (open.empty()) {
                return syntaxError(DatText::tr("A property appears outside any [BLOCK]"), pathForErrors, line.offset);
            }
            open.back()->properties.push_back(DatProperty{unindented.sliced(1, close - 1).toString(),
                unindented.sliced(close + 1, colon - close - 1).toString(), unindented.sliced(colon + 1).toString(),
                line.offset});
        } else {
            return syntaxError(DatText::tr("Unexpected text \"%1\"").arg(text.left(40)), pathForErrors, line.offset);
        }
    }
    if (!open.empty()) {
        return syntaxError(
            DatText::tr("Block [%1] is never closed").arg(open.back()->tag), pathForErrors, open.back()->sourceOffset);
    }
    if (!haveRoot)
        return syntaxError(DatText::tr("The file holds no [BLOCK]"), pathForErrors, 0);
    return doc;
}

QString DatDocument::toText() const
{
    QString text;
    writeNode(root, 0, text);
    return text;
}

QByteArray DatDocument::toUtf16() const
{
    const QString text = toText();
    QByteArray out(2 + 2 * text.size(), Qt::Uninitialized);
    out[0] = char(0xFF);
    out[1] = char(0xFE);
    qToLittleEndian<quint16>(text.utf16(), text.size(), out.data() + 2);
    return out;
}

} // namespace mwb::formats::tl2dat
