#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Plain-Python baseline for bench_mir2map: parse a type-0 Legend of Mir 2 .map (52-byte header, 12-byte cells,
column-major) into the same per-cell planes the C++ codec builds (walk/door/light/image flags, area, door id, all
row-major).  Prints one JSON object: the time spent (file read + parse, interpreter start-up excluded) and the counts.
Usage: parse_mir2_map.py FILE [REPEATS]"""
import json
import struct
import sys
import time

CELL = struct.Struct('<HHHBBBBBB')


def parse(path):
    with open(path, 'rb') as fh:
        data = fh.read()
    width, height = struct.unpack_from('<HH', data, 0)
    if width == 0 or height == 0 or 52 + 12 * width * height > len(data):
        raise ValueError('not a type-0 map')
    flags = bytearray(width * height)
    area = bytearray(width * height)
    door_id = bytearray(width * height)
    offset = 52
    for x in range(width):
        for y in range(height):
            back, _mid, front, door, door_offset, _frame, _tick, cell_area, light = CELL.unpack_from(data, offset)
            offset += 12
            i = y * width + x
            f = 0
            if not (back & 0x8000 or front & 0x8000):
                f |= 0x01
            suspicious = door == 0xFF and door_offset == 0xFF
            if door & 0x80 and door & 0x7F and not suspicious:
                f |= 0x02
                door_id[i] = door & 0x7F
            if suspicious:
                f |= 0x04
            if light:
                f |= 0x08
            if back & 0x7FFF or _mid or front & 0x7FFF:
                f |= 0x10
            if front & 0x8000:
                f |= 0x80
            flags[i] = f
            area[i] = cell_area
    return width, height, flags


def main():
    path = sys.argv[1]
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    best = None
    for _ in range(repeats):
        start = time.perf_counter()
        width, height, flags = parse(path)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    walkable = sum(1 for f in flags if f & 1)
    print(json.dumps({'seconds': best, 'width': width, 'height': height, 'walkable': walkable}))


if __name__ == '__main__':
    main()
