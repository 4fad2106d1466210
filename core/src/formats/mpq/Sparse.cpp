// SPDX-License-Identifier: GPL-3.0-or-later
#include "Sparse.h"

#include <cstring>

namespace mwb::formats::mpq {

format::CodecResult Sparse::decompress(const uchar *in, qsizetype inLength, uchar *out, qsizetype capacity)
{
    using format::CodecStatus;
    if (inLength < 5)
        return {CodecStatus::Corrupt, 0};
    const qint64 declared = (qint64(in[0]) << 24) | (qint64(in[1]) << 16) | (qint64(in[2]) << 8) | qint64(in[3]);
    if (declared > capacity)
        return {CodecStatus::Overflow, 0};
    qsizetype pos = 4;
    qsizetype produced = 0;
    while (pos < inLength && produced < declared) {
        const uchar control = in[pos++];
        if (control & 0x80) {
            const qsizetype count = (control & 0x7F) + 1;
            if (inLength - pos < count)
                return {CodecStatus::Corrupt, produced};
            const qsizetype take = qMin<qsizetype>(count, declared - produced);
            std::memcpy(out + produced, in + pos, static_cast<std::size_t>(take));
            pos += count;
            produced += take;
        } else {
            const qsizetype take = qMin<qsizetype>((control & 0x7F) + 3, declared - produced);
            std::memset(out + produced, 0, static_cast<std::size_t>(take));
            produced += take;
        }
    }
    return {produced > 0 ? CodecStatus::Ok : CodecStatus::Corrupt, produced};
}

} // namespace mwb::formats::mpq
