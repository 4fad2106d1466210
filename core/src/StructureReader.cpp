// SPDX-License-Identifier: GPL-3.0-or-later
#include "StructureReader.h"

#include <QDateTime>
#include <QtEndian>

#include <cstring>
#include <type_traits>

namespace mwb::detail {

namespace {

constexpr qint64 kShownRawBytes = 16;

template<typename T>
QString numberText(T value, StructureReader::Base base)
{
    if (base == StructureReader::Base::Hex)
        return hexText(static_cast<quint64>(value), int(sizeof(T) * 2));
    return QString::number(value);
}

QString escapedText(QByteArrayView bytes)
{
    QString text;
    text.reserve(bytes.size());
    for (const char c : bytes) {
        const auto byte = static_cast<uchar>(c);
        if (byte >= 0x20 && byte < 0x7F)
            text += QLatin1Char(c);
        else
            text += QStringLiteral("\\x") + QString::number(byte, 16).toUpper().rightJustified(2, QLatin1Char('0'));
    }
    return text;
}

} // namespace

StructureReader::StructureReader(QByteArrayView bytes, qint64 baseOffset, Endian endian)
    : m_bytes(bytes)
    , m_base(baseOffset)
    , m_endian(endian)
{ }

void StructureReader::seek(qint64 pos)
{
    if (!ok())
        return;
    if (pos < 0 || pos > m_bytes.size()) {
        fail(ErrorCode::Truncated,
            tr("Offset %1 lies outside the %2 bytes of the structure").arg(m_base + pos).arg(m_bytes.size()),
            m_base + qBound<qint64>(0, pos, m_bytes.size()));
        return;
    }
    m_pos = pos;
}

void StructureReader::fail(ErrorCode code, const QString &message, qint64 offset)
{
    if (!m_error)
        m_error = Error{code, message, {}, offset};
}

const char *StructureReader::take(qint64 n, const QString &name)
{
    if (!ok())
        return nullptr;
    if (n < 0 || n > remaining()) {
        fail(ErrorCode::Truncated,
            tr("%1 needs %2 bytes at offset %3, but only %4 remain").arg(name).arg(n).arg(offset()).arg(remaining()),
            offset());
        return nullptr;
    }
    const char *p = m_bytes.data() + m_pos;
    m_pos += n;
    return p;
}

template<typename T>
T StructureReader::number(StructureNode &into, const QString &name, QLatin1StringView type, Base base)
{
    using Bits = std::conditional_t<sizeof(T) == 8, quint64,
        std::conditional_t<sizeof(T) == 4, quint32, std::conditional_t<sizeof(T) == 2, quint16, quint8>>>;
    constexpr qint64 size = sizeof(T);
    const char *p = take(size, name);
    if (!p)
        return T{};
    Bits bits = 0;
    std::memcpy(&bits, p, sizeof bits);
    bits = m_endian == Endian::Little ? qFromLittleEndian(bits) : qFromBigEndian(bits);
    T value{};
    std::memcpy(&value, &bits, sizeof value);
    QString text;
    if constexpr (std::is_floating_point_v<T>)
        text = QString::number(value, 'g', sizeof(T) == 4 ? 9 : 17);
    else
        text = numberText(value, base);
    into.children.push_back(StructureNode::field(name, std::move(text), type, offset() - size, size));
    return value;
}

quint8 StructureReader::u8(StructureNode &into, const QString &name, Base base)
{
    return number<quint8>(into, name, QLatin1StringView("u8"), base);
}

quint16 StructureReader::u16(StructureNode &into, const QString &name, Base base)
{
    return number<quint16>(into, name, QLatin1StringView("u16"), base);
}

quint32 StructureReader::u32(StructureNode &into, const QString &name, Base base)
{
    return number<quint32>(into, name, QLatin1StringView("u32"), base);
}

quint64 StructureReader::u64(StructureNode &into, const QString &name, Base base)
{
    return number<quint64>(into, name, QLatin1StringView("u64"), base);
}

qint16 StructureReader::i16(StructureNode &into, const QString &name)
{
    return number<qint16>(into, name, QLatin1StringView("i16"), Base::Decimal);
}

qint32 StructureReader::i32(StructureNode &into, const QString &name)
{
    return number<qint32>(into, name, QLatin1StringView("i32"), Base::Decimal);
}

float StructureReader::f32(StructureNode &into, const QString &name)
{
    return number<float>(into, name, QLatin1StringView("f32"), Base::Decimal);
}

double StructureReader::f64(StructureNode &into, const QString &name)
{
    return number<double>(into, name, QLatin1StringView("f64"), Base::Decimal);
}

QByteArrayView StructureReader::raw(StructureNode &into, const QString &name, qint64 n)
{
    const char *p = take(n, name);
    if (!p)
        return {};
    const QByteArrayView bytes(p, n);
    QString text = QString::fromLatin1(bytes.first(qMin(n, kShownRawBytes)).toByteArray().toHex(' ').toUpper());
    if (n > kShownRawBytes)
        text += QStringLiteral(" …");
    into.children.push_back(
        StructureNode::field(name, std::move(text), QStringLiteral("bytes[%1]").arg(n), offset() - n, n));
    return bytes;
}

QByteArrayView StructureReader::chars(StructureNode &into, const QString &name, qint64 n)
{
    const char *p = take(n, name);
    if (!p)
        return {};
    const QByteArrayView bytes(p, n);
    into.children.push_back(
        StructureNode::field(name, escapedText(bytes), QStringLiteral("char[%1]").arg(n), offset() - n, n));
    return bytes;
}

QString StructureReader::utf16String(StructureNode &into, const QString &name)
{
    const qint64 start = offset();
    const char *countBytes = take(2, name);
    if (!countBytes)
        return {};
    const quint16 units = qFromLittleEndian<quint16>(countBytes);
    const char *p = take(2 * qint64(units), name);
    if (!p)
        return {};
    QString text(units, Qt::Uninitialized);
    qFromLittleEndian<quint16>(p, units, text.data());
    into.children.push_back(StructureNode::field(name, text, QStringLiteral("ShortString"), start, offset() - start));
    return text;
}

void StructureReader::close(StructureNode &group) const
{
    group.size = offset() - group.offset;
}

void StructureReader::annotate(StructureNode &into, const QString &text) const
{
    if (ok() && !into.children.empty() && !text.isEmpty())
        into.children.back().value += QStringLiteral(" (") + text + QLatin1Char(')');
}

StructureNode lazyGroup(QString name, qint64 offset, qint64 size, int count, std::function<StructureNode(int row)> make)
{
    StructureNode node = StructureNode::group(std::move(name), offset, size);
    node.lazyCount = count;
    node.makeChild = std::move(make);
    return node;
}

StructureNode computedField(const QString &name, const QString &value)
{
    return StructureNode::field(name, value, {}, -1, 0);
}

StructureNode errorField(const QString &name, const Error &error)
{
    return StructureNode::field(name, error.message, {}, error.offset, error.offset >= 0 ? 1 : 0);
}

QString yesNoText(bool value)
{
    return value ? StructureReader::tr("yes") : StructureReader::tr("no");
}

QString flagNames(quint64 value, std::initializer_list<FlagName> names)
{
    QStringList parts;
    quint64 rest = value;
    for (const FlagName &flag : names) {
        if (value & flag.bit) {
            parts << QLatin1StringView(flag.name);
            rest &= ~flag.bit;
        }
    }
    if (rest != 0)
        parts << hexText(rest, 0);
    return parts.join(QStringLiteral(" | "));
}

QString fileTimeText(quint64 fileTime)
{
    if (fileTime == 0)
        return QStringLiteral("0");
    constexpr qint64 kTicksPerMs = 10'000;
    constexpr qint64 kEpochDeltaMs = 11'644'473'600'000; // 1601-01-01 to 1970-01-01
    const qint64 ms = qint64(fileTime / kTicksPerMs) - kEpochDeltaMs;
    const QDateTime time = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
    return time.isValid() ? time.toString(Qt::ISODateWithMs) : QString::number(fileTime);
}

QString hexText(quint64 value, int width)
{
    return QStringLiteral("0x") + QString::number(value, 16).toUpper().rightJustified(width, QLatin1Char('0'));
}

} // namespace mwb::detail
