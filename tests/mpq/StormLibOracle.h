// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace mwb::test {

/// Deterministic synthetic file contents for generated archives (xorshift based, reproducible from a seed).
namespace content {
/// Words, numbers and line breaks: compresses well.
[[nodiscard]] QByteArray text(quint64 seed, qsizetype size);
/// Uniform random bytes: does not compress.
[[nodiscard]] QByteArray random(quint64 seed, qsizetype size);
/// Zeros with a lone non-zero byte every 8 KiB: the case sparse compression is for.
[[nodiscard]] QByteArray zeros(quint64 seed, qsizetype size);
/// 64 KiB stripes of text, random and zeros.
[[nodiscard]] QByteArray mixed(quint64 seed, qsizetype size);
/// A RIFF/WAVE file, 16-bit PCM at 22050 Hz with `channels` (1 or 2) channels of tones plus a little noise.
[[nodiscard]] QByteArray wave(quint64 seed, qsizetype size, int channels);
} // namespace content

/// One file to add through StormLib.
struct StormFile
{
    QByteArray name; ///< archived name (backslashes, UTF-8)
    QByteArray data;
    quint32 flags = 0; ///< block-table flags (MPQ_FILE_*), EXISTS is added by StormLib
    quint32 compression = 0; ///< compression mask for every sector (after the first when `firstCompression` is set)
    quint32 firstCompression = 0; ///< when non-zero: mask for the first sector only (e.g. the header of a WAV file)
    quint16 locale = 0;
};

/// How StormLib creates the archive.
struct StormArchiveOptions
{
    int version = 1; ///< 1..4 (v3+: StormLib writes HET/BET tables as well as the classic ones)
    quint32 sectorSize = 4096;
    quint32 maxFiles = 64;
    bool attributes = true; ///< write (attributes) with CRC32, MD5 and file times
};

/// A StormLib archive handle (the test oracle and benchmark peer; never used by the product). Closing writes the
/// tables of a created archive.
class StormLibArchive
{
public:
    /// One entry of StormLib's own listing (SFileFindFirstFile over "*").
    struct Listed
    {
        QByteArray name;
        qint64 size = 0;
        quint16 locale = 0;
    };

    ~StormLibArchive();
    StormLibArchive(const StormLibArchive &) = delete;
    StormLibArchive &operator=(const StormLibArchive &) = delete;

    /// Creates a new archive at `path` (an existing file is replaced).
    [[nodiscard]] static std::unique_ptr<StormLibArchive> create(const QString &path,
        const StormArchiveOptions &options, QString *error);
    /// Opens an archive read-only.
    [[nodiscard]] static std::unique_ptr<StormLibArchive> open(const QString &path, QString *error);

    /// Adds a file (replacing one of the same name and locale).
    [[nodiscard]] bool add(const StormFile &file, QString *error);
    /// Writes the tables and closes the handle; later calls do nothing.
    [[nodiscard]] bool close(QString *error);
    /// Every file StormLib enumerates, named from its listfiles.
    [[nodiscard]] std::vector<Listed> list() const;
    /// Calls `visit` for every file StormLib enumerates, with nothing copied (the name is valid during the call).
    void enumerate(const std::function<void(const char *name, qint64 size, quint16 locale)> &visit) const;
    /// Reads one file into `out` (resized to the bytes read).
    [[nodiscard]] bool read(const QByteArray &name, quint16 locale, QByteArray &out, QString *error) const;
    /// SFileVerifyFile with every check on the file of `locale`: its VERIFY_* result bits (0 or only HAS_* bits
    /// when clean).
    [[nodiscard]] quint32 verify(const QByteArray &name, quint16 locale = 0) const;
    /// Whether the result of verify() has an error bit.
    [[nodiscard]] static bool verifyFailed(quint32 result);
    /// SFileVerifyArchive: StormLib's signature verdict (ERROR_NO_SIGNATURE 0, ERROR_VERIFY_FAILED 1,
    /// ERROR_WEAK_SIGNATURE_OK 2, ERROR_WEAK_SIGNATURE_ERROR 3, ERROR_STRONG_SIGNATURE_OK 4,
    /// ERROR_STRONG_SIGNATURE_ERROR 5).
    [[nodiscard]] quint32 verifyArchive() const;
    /// The signatures StormLib found (SFileMpqSignatures: 1 weak, 2 strong), 0 when it could not tell.
    [[nodiscard]] quint32 signatureTypes() const;
    /// Reads one file into a new buffer; nullopt (and `error`) on failure.
    [[nodiscard]] std::optional<QByteArray> read(const QByteArray &name, quint16 locale, QString *error) const;

private:
    explicit StormLibArchive(void *handle);

    void *m_handle = nullptr;
};

} // namespace mwb::test
