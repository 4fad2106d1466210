// SPDX-License-Identifier: GPL-3.0-or-later
#include "Crypto.h"

#include "MpqFormat.h"

#include <array>

namespace mwb::formats::mpq {

namespace {

using CryptTable = std::array<quint32, 0x500>;

CryptTable buildTable()
{
    CryptTable table{};
    quint32 seed = 0x00100001;
    for (quint32 index1 = 0; index1 < 0x100; ++index1) {
        for (quint32 i = 0, index2 = index1; i < 5; ++i, index2 += 0x100) {
            seed = (seed * 125 + 3) % 0x2AAAAB;
            const quint32 high = (seed & 0xFFFF) << 16;
            seed = (seed * 125 + 3) % 0x2AAAAB;
            table[index2] = high | (seed & 0xFFFF);
        }
    }
    return table;
}

const CryptTable &cryptTable()
{
    static const CryptTable table = buildTable();
    return table;
}

/// Byte -> folded byte (ASCII upper case, '/' as '\\').
using FoldTable = std::array<quint8, 256>;

constexpr FoldTable buildFold()
{
    FoldTable fold{};
    for (std::size_t i = 0; i < fold.size(); ++i)
        fold[i] = i == '/' ? quint8('\\') : i >= 'a' && i <= 'z' ? quint8(i - 'a' + 'A') : quint8(i);
    return fold;
}

constexpr FoldTable kFold = buildFold();

/// One step of the name hash: seeds (seed1, seed2) of one hash type.
struct HashState
{
    quint32 seed1 = 0x7FED7FED;
    quint32 seed2 = 0xEEEEEEEE;
    void step(quint32 tableWord, quint32 ch)
    {
        seed1 = tableWord ^ (seed1 + seed2);
        seed2 = ch + seed1 + seed2 + (seed2 << 5) + 3;
    }
};

} // namespace

quint32 Crypto::table(quint32 index)
{
    return cryptTable()[index];
}

quint32 Crypto::hashString(QByteArrayView name, HashType type)
{
    const CryptTable &t = cryptTable();
    HashState h;
    for (const char c : name) {
        const quint32 ch = kFold[static_cast<quint8>(c)];
        h.step(t[type + ch], ch);
    }
    return h.seed1;
}

Crypto::NameHashes Crypto::hashName(QByteArrayView name)
{
    const CryptTable &t = cryptTable();
    HashState index;
    HashState a;
    HashState b;
    for (const char c : name) {
        const quint32 ch = kFold[static_cast<quint8>(c)];
        index.step(t[TableIndex + ch], ch);
        a.step(t[NameA + ch], ch);
        b.step(t[NameB + ch], ch);
    }
    return {index.seed1, a.seed1, b.seed1};
}

void Crypto::decrypt(void *data, qsizetype length, quint32 key)
{
    cipher<false>(data, length, key);
}

void Crypto::encrypt(void *data, qsizetype length, quint32 key)
{
    cipher<true>(data, length, key);
}

template<bool Encrypting>
void Crypto::cipher(void *data, qsizetype length, quint32 key)
{
    const quint32 *mix = cryptTable().data() + KeyMix;
    auto *bytes = static_cast<uchar *>(data);
    quint32 key2 = 0xEEEEEEEE;
    const qsizetype end = length - length % 4;
    for (qsizetype i = 0; i < end; i += 4) {
        key2 += mix[key & 0xFF];
        const quint32 in = format::le32(bytes + i);
        const quint32 out = in ^ (key + key2);
        qToLittleEndian(out, bytes + i);
        key = nextKey1(key);
        key2 = (Encrypting ? in : out) + key2 + (key2 << 5) + 3; // the plaintext word feeds the key schedule
    }
}

quint32 Crypto::fileKey(QByteArrayView name, quint64 blockOffset, quint32 fileSize, quint32 flags)
{
    qsizetype start = 0;
    for (qsizetype i = 0; i < name.size(); ++i) {
        if (name[i] == '\\' || name[i] == '/')
            start = i + 1;
    }
    quint32 key = hashString(name.sliced(start), FileKey);
    if (flags & format::FileFixKey)
        key = (key + static_cast<quint32>(blockOffset)) ^ fileSize;
    return key;
}

} // namespace mwb::formats::mpq
