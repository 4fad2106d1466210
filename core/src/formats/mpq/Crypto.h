// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QtGlobal>

namespace mwb::formats::mpq {

/// The Storm hashing and block cipher. Pure functions over a table built once (thread-safe static init).
class Crypto
{
public:
    /// Offsets into the 0x500-word crypt table: one 256-word segment per purpose.
    enum HashType : quint32 { TableIndex = 0x000, NameA = 0x100, NameB = 0x200, FileKey = 0x300, KeyMix = 0x400 };

    /// The three hashes that locate a name in the hash table.
    struct NameHashes
    {
        quint32 index = 0;
        quint32 nameA = 0;
        quint32 nameB = 0;
    };

    /// Hash of a name's bytes (UTF-8), ASCII letters folded to upper case and '/' treated as '\'.
    [[nodiscard]] static quint32 hashString(QByteArrayView name, HashType type);
    /// TableIndex, NameA and NameB hashes of `name` in one pass over its bytes.
    [[nodiscard]] static NameHashes hashName(QByteArrayView name);
    /// Decrypts whole little-endian 32-bit words in place; a trailing partial word is left untouched.
    static void decrypt(void *data, qsizetype length, quint32 key);
    /// Encrypts like decrypt() in reverse (tests build archives with it).
    static void encrypt(void *data, qsizetype length, quint32 key);
    /// The file key from the plain name (after the last '\' or '/'), adjusted for FIX_KEY files.
    [[nodiscard]] static quint32 fileKey(QByteArrayView name, quint64 blockOffset, quint32 fileSize, quint32 flags);
    /// One word of the crypt table.
    [[nodiscard]] static quint32 table(quint32 index);
    /// The next first-key state of the cipher.
    [[nodiscard]] static constexpr quint32 nextKey1(quint32 key1) { return ((~key1 << 21) + 0x11111111u) | (key1 >> 11); }

private:
    template<bool Encrypting>
    static void cipher(void *data, qsizetype length, quint32 key);
};

} // namespace mwb::formats::mpq
