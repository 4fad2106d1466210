// SPDX-License-Identifier: GPL-3.0-or-later
#include "StormLibOracle.h"

#include <QFile>
#include <QtEndian>

#include <StormLib.h>

#include <cstring>

namespace mwb::test {

namespace {

constexpr ULONGLONG kFileTime = 0x01D5A1B2C3D4E5F6ULL;

/// xorshift64*: fast, deterministic.
class Rng
{
public:
    explicit Rng(quint64 seed)
        : m_state(seed * 0x9E3779B97F4A7C15ULL + 1)
    { }
    quint64 next()
    {
        m_state ^= m_state >> 12;
        m_state ^= m_state << 25;
        m_state ^= m_state >> 27;
        return m_state * 0x2545F4914F6CDD1DULL;
    }

private:
    quint64 m_state;
};

QString stormError(const char *what)
{
    return QStringLiteral("%1 failed with StormLib error %2").arg(QLatin1String(what)).arg(GetLastError());
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

} // namespace

namespace content {

QByteArray text(quint64 seed, qsizetype size)
{
    static const char *const words[] = {"peon ", "grunt ", "footman ", "archer ", "ghoul ", "wisp ", "gold ",
        "lumber ", "mana ", "hero ", "trigger ", "unit ", "region ", "= ", "\r\n", "; "};
    Rng rng(seed);
    QByteArray out;
    out.reserve(size + 16);
    while (out.size() < size) {
        const quint64 r = rng.next();
        out += words[r % std::size(words)];
        if ((r >> 8) % 5 == 0)
            out += QByteArray::number(int((r >> 16) % 1000));
    }
    out.truncate(size);
    return out;
}

QByteArray random(quint64 seed, qsizetype size)
{
    Rng rng(seed);
    QByteArray out(size, Qt::Uninitialized);
    qsizetype i = 0;
    for (; i + 8 <= size; i += 8)
        qToLittleEndian(rng.next(), out.data() + i);
    for (; i < size; ++i)
        out[i] = char(rng.next() >> 56);
    return out;
}

QByteArray zeros(quint64 seed, qsizetype size)
{
    Rng rng(seed);
    QByteArray out(size, '\0');
    for (qsizetype i = 0; i + 4096 < size; i += 8192)
        out[i] = char(rng.next() | 1);
    return out;
}

QByteArray mixed(quint64 seed, qsizetype size)
{
    constexpr qsizetype stripe = 64 * 1024;
    QByteArray out;
    out.reserve(size);
    for (qsizetype i = 0; i < size; i += stripe) {
        const qsizetype length = qMin(stripe, size - i);
        const auto part = quint64(i / stripe);
        out += part % 3 == 0 ? text(seed + part, length) : part % 3 == 1 ? random(seed + part, length)
                                                                         : zeros(seed + part, length);
    }
    return out;
}

QByteArray wave(quint64 seed, qsizetype size, int channels)
{
    constexpr qsizetype headerSize = 44;
    size = qMax(size, headerSize) & ~qsizetype(1);
    QByteArray out(size, '\0');
    char *p = out.data();
    const auto put16 = [p](qsizetype at, quint16 v) { qToLittleEndian(v, p + at); };
    const auto put32 = [p](qsizetype at, quint32 v) { qToLittleEndian(v, p + at); };
    std::memcpy(p, "RIFF", 4);
    put32(4, quint32(size - 8));
    std::memcpy(p + 8, "WAVEfmt ", 8);
    put32(16, 16);
    put16(20, 1);
    put16(22, quint16(channels));
    put32(24, 22050);
    put32(28, quint32(22050 * 2 * channels));
    put16(32, quint16(2 * channels));
    put16(34, 16);
    std::memcpy(p + 36, "data", 4);
    put32(40, quint32(size - headerSize));
    Rng rng(seed);
    qint32 phase = 0;
    for (qsizetype i = headerSize; i + 1 < size; i += 2) {
        phase += 300 + qint32((i / 4096) % 7) * 40;
        const qint32 triangle = (phase & 0xFFFF) < 0x8000 ? (phase & 0x7FFF) : 0x7FFF - (phase & 0x7FFF);
        put16(i, quint16(qint16((triangle - 0x4000) / 2 + qint32(rng.next() % 64) - 32)));
    }
    return out;
}

} // namespace content

StormLibArchive::StormLibArchive(void *handle)
    : m_handle(handle)
{ }

StormLibArchive::~StormLibArchive()
{
    (void)close(nullptr);
}

std::unique_ptr<StormLibArchive> StormLibArchive::create(const QString &path, const StormArchiveOptions &options,
    QString *error)
{
    SFILE_CREATE_MPQ info{};
    info.cbSize = sizeof info;
    info.dwMpqVersion = DWORD(options.version - 1);
    info.dwStreamFlags = STREAM_PROVIDER_FLAT | BASE_PROVIDER_FILE;
    info.dwFileFlags1 = MPQ_FILE_DEFAULT_INTERNAL;
    info.dwFileFlags2 = options.attributes ? MPQ_FILE_DEFAULT_INTERNAL : 0;
    info.dwAttrFlags = options.attributes ? (MPQ_ATTRIBUTE_CRC32 | MPQ_ATTRIBUTE_FILETIME | MPQ_ATTRIBUTE_MD5) : 0;
    info.dwSectorSize = options.sectorSize;
    info.dwRawChunkSize = options.version >= 4 ? 0x4000 : 0;
    info.dwMaxFileCount = options.maxFiles;
    HANDLE handle = nullptr;
    if (!SFileCreateArchive2(QFile::encodeName(path).constData(), &info, &handle)) {
        setError(error, stormError("SFileCreateArchive2"));
        return nullptr;
    }
    return std::unique_ptr<StormLibArchive>(new StormLibArchive(handle));
}

std::unique_ptr<StormLibArchive> StormLibArchive::open(const QString &path, QString *error)
{
    HANDLE handle = nullptr;
    if (!SFileOpenArchive(QFile::encodeName(path).constData(), 0, MPQ_OPEN_READ_ONLY, &handle)) {
        setError(error, stormError("SFileOpenArchive"));
        return nullptr;
    }
    return std::unique_ptr<StormLibArchive>(new StormLibArchive(handle));
}

bool StormLibArchive::add(const StormFile &file, QString *error)
{
    HANDLE out = nullptr;
    if (!SFileCreateFile(m_handle, file.name.constData(), kFileTime, DWORD(file.data.size()), file.locale,
            file.flags | MPQ_FILE_REPLACEEXISTING, &out)) {
        setError(error, stormError("SFileCreateFile"));
        return false;
    }
    DWORD sectorSize = 0;
    DWORD needed = 0;
    (void)SFileGetFileInfo(m_handle, SFileMpqSectorSize, &sectorSize, sizeof sectorSize, &needed);
    const auto write = [out](const char *data, qsizetype size, quint32 compression) {
        return size == 0 || SFileWriteFile(out, data, DWORD(size), compression);
    };
    const qsizetype first = file.firstCompression != 0 && !(file.flags & MPQ_FILE_SINGLE_UNIT)
        ? qMin<qsizetype>(sectorSize, file.data.size())
        : 0;
    bool ok = write(file.data.constData(), first, file.firstCompression)
        && write(file.data.constData() + first, file.data.size() - first, file.compression);
    if (!ok)
        setError(error, stormError("SFileWriteFile"));
    if (!SFileFinishFile(out) && ok) {
        setError(error, stormError("SFileFinishFile"));
        ok = false;
    }
    return ok;
}

bool StormLibArchive::close(QString *error)
{
    if (!m_handle)
        return true;
    const bool ok = SFileCloseArchive(m_handle);
    m_handle = nullptr;
    if (!ok)
        setError(error, stormError("SFileCloseArchive"));
    return ok;
}

void StormLibArchive::enumerate(const std::function<void(const char *, qint64, quint16)> &visit) const
{
    SFILE_FIND_DATA found;
    HANDLE find = SFileFindFirstFile(m_handle, "*", &found, nullptr);
    if (!find)
        return;
    do {
        visit(found.cFileName, qint64(found.dwFileSize), quint16(found.lcLocale));
    } while (SFileFindNextFile(find, &found));
    SFileFindClose(find);
}

std::vector<StormLibArchive::Listed> StormLibArchive::list() const
{
    std::vector<Listed> listed;
    enumerate([&listed](const char *name, qint64 size, quint16 locale) {
        listed.push_back({QByteArray(name), size, locale});
    });
    return listed;
}

bool StormLibArchive::read(const QByteArray &name, quint16 locale, QByteArray &out, QString *error) const
{
    HANDLE file = nullptr;
    SFileSetLocale(locale);
    const bool opened = SFileOpenFileEx(m_handle, name.constData(), SFILE_OPEN_FROM_MPQ, &file);
    SFileSetLocale(0);
    if (!opened) {
        setError(error, stormError("SFileOpenFileEx"));
        return false;
    }
    const DWORD size = SFileGetFileSize(file, nullptr);
    out.resize(qsizetype(size));
    DWORD got = 0;
    const bool ok = size == 0 || (SFileReadFile(file, out.data(), size, &got, nullptr) && got == size);
    if (!ok)
        setError(error, stormError("SFileReadFile"));
    SFileCloseFile(file);
    return ok;
}

std::optional<QByteArray> StormLibArchive::read(const QByteArray &name, quint16 locale, QString *error) const
{
    QByteArray out;
    if (!read(name, locale, out, error))
        return std::nullopt;
    return out;
}

quint32 StormLibArchive::verify(const QByteArray &name, quint16 locale) const
{
    SFileSetLocale(locale); // SFileVerifyFile opens the file of the current locale
    const quint32 result = SFileVerifyFile(m_handle, name.constData(), SFILE_VERIFY_ALL);
    SFileSetLocale(0);
    return result;
}

bool StormLibArchive::verifyFailed(quint32 result)
{
    return (result & VERIFY_FILE_ERROR_MASK) != 0;
}

quint32 StormLibArchive::verifyArchive() const
{
    return SFileVerifyArchive(m_handle);
}

quint32 StormLibArchive::signatureTypes() const
{
    DWORD types = 0;
    DWORD needed = 0;
    return SFileGetFileInfo(m_handle, SFileMpqSignatures, &types, sizeof types, &needed) ? types : 0;
}

} // namespace mwb::test
