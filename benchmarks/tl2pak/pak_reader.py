#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A plain reader of a Torchlight 2 game archive pair (X.PAK + X.PAK.MAN), the peer bench_tl2pak runs beside mwb-cli.

    pak_reader.py list X.PAK.MAN          one line per file: size, packed size, compression, CRC-32, path
    pak_reader.py extract X.PAK.MAN DIR   every file below DIR, its CRC-32 checked

The manifest: u16 version, u32 hash (version 2), ShortString root, u32 capacity, u32 blocks; per block a ShortString
directory and u32 records; per record u32 CRC-32, u8 type, ShortString name, u32 offset, u32 size, u64 FILETIME
(ShortString = u16 count + UTF-16LE). The .PAK: 8-byte header, then per file u32 size, u32 compressed size (0 =
stored) and the bytes; offsets count from the .PAK's first byte. Standard library only.
"""
import os
import struct
import sys
import zlib


def short_string(data, pos):
    (count,) = struct.unpack_from("<H", data, pos)
    pos += 2
    return data[pos:pos + 2 * count].decode("utf-16-le"), pos + 2 * count


def records(manifest):
    pos = 0
    (version,) = struct.unpack_from("<H", manifest, pos)
    pos += 2 + (4 if version >= 2 else 0)
    _root, pos = short_string(manifest, pos)
    _capacity, blocks = struct.unpack_from("<II", manifest, pos)
    pos += 8
    for _ in range(blocks):
        directory, pos = short_string(manifest, pos)
        (count,) = struct.unpack_from("<I", manifest, pos)
        pos += 4
        for _ in range(count):
            crc, kind = struct.unpack_from("<IB", manifest, pos)
            name, pos = short_string(manifest, pos + 5)
            offset, size, _filetime = struct.unpack_from("<IIQ", manifest, pos)
            pos += 16
            if kind != 7:
                yield directory + name, crc, offset, size


def main(argv):
    command, manifest_path = argv[1], argv[2]
    with open(manifest_path, "rb") as f:
        manifest = f.read()
    pak_path = manifest_path[:-4]
    out = sys.stdout
    with open(pak_path, "rb") as pak:
        for path, crc, offset, size in records(manifest):
            if offset == 0 and size == 0:
                continue
            pak.seek(offset)
            usize, csize = struct.unpack("<II", pak.read(8))
            if command == "list":
                out.write("%10d %10d %-6s 0x%08x %s\n" % (usize, csize or usize, "zlib" if csize else "stored", crc, path))
                continue
            payload = pak.read(csize or usize)
            data = zlib.decompress(payload) if csize else payload
            if len(data) != usize or zlib.crc32(data) != crc:
                sys.exit("%s: bad size or CRC-32" % path)
            target = os.path.join(argv[3], path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(data)


if __name__ == "__main__":
    main(sys.argv)
