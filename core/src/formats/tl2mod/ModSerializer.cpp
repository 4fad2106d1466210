// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModSerializer.h"

#include <QCoreApplication>
#include <QtEndian>

#include <optional>

namespace mwb::formats::tl2mod {

namespace {

class SerializerText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModPacker)
};

constexpr qsizetype kMaxShort = 0xFFFF;

/// Appends little-endian values; remembers the first value that does not fit its field.
class ByteWriter
{
public:
    template<typename T>
    void put(T value)
    {
        char bytes[sizeof(T)];
        qToLittleEndian<T>(value, bytes);
        m_bytes.append(bytes, qsizetype(sizeof(T)));
    }

    void shortString(const QString &text)
    {
        if (!count(text.size(), text.left(40)))
            return;
        const qsizetype at = m_bytes.size();
        m_bytes.resize(at + 2 * text.size());
        qToLittleEndian<quint16>(text.utf16(), text.size(), m_bytes.data() + at);
    }

    /// Writes a u16 count; false (and the error is latched) when it does not fit.
    bool count(qsizetype n, const QString &what)
    {
        if (n > kMaxShort) {
            if (!m_error) {
                m_error = Error{ErrorCode::InvalidInput,
                    SerializerText::tr("\"%1\" has %2 items or characters; the format allows at most %3")
                        .arg(what)
                        .arg(n)
                        .arg(kMaxShort),
                    QString(), -1};
            }
            return false;
        }
        put<quint16>(static_cast<quint16>(n));
        return true;
    }

    Result<QByteArray> take()
    {
        if (m_error)
            return *m_error;
        return std::move(m_bytes);
    }

private:
    QByteArray m_bytes;
    std::optional<Error> m_error;
};

} // namespace

Result<QByteArray> serializeHeader(const ModHeader &h)
{
    ByteWriter w;
    w.put<quint16>(h.version);
    w.put<quint16>(h.modVersion);
    w.put<quint64>(h.gameVersion);
    w.put<quint32>(h.dataOffset);
    w.put<quint32>(h.manifestOffset);
    for (const QString *text : {&h.title, &h.author, &h.description, &h.website, &h.downloadUrl})
        w.shortString(*text);
    w.put<quint64>(h.modId);
    w.put<quint32>(h.flags);
    w.put<quint64>(h.requiredHash);
    if (w.count(h.requiredMods.size(), QStringLiteral("REQUIRED_MODS"))) {
        for (const RequiredMod &mod : h.requiredMods) {
            w.shortString(mod.name);
            w.put<quint64>(mod.id);
            w.put<quint16>(mod.version);
        }
    }
    if (w.count(h.removedFiles.size(), QStringLiteral("REMOVE_FILES"))) {
        for (const QString &path : h.removedFiles)
            w.shortString(path);
    }
    return w.take();
}

Result<QByteArray> serializeManifest(const ManifestInfo &info, const std::vector<ManifestBlock> &blocks)
{
    ByteWriter w;
    w.put<quint16>(info.version);
    w.put<quint32>(info.hash);
    w.shortString(info.root);
    w.put<quint32>(info.fileCount);
    w.put<quint32>(static_cast<quint32>(blocks.size()));
    for (const ManifestBlock &block : blocks) {
        w.shortString(block.name);
        w.put<quint32>(static_cast<quint32>(block.records.size()));
        for (const ModRecord &r : block.records) {
            w.put<quint32>(r.crc32);
            w.put<quint8>(r.type);
            w.shortString(r.name);
            w.put<quint32>(r.offset);
            w.put<quint32>(r.size);
            w.put<quint64>(r.fileTime);
        }
    }
    return w.take();
}

} // namespace mwb::formats::tl2mod
