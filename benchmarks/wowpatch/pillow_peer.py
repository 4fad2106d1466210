#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The peer of bench_wowpatch: what a modder's script does for `wow add-icon` without MPQ writing, with Pillow (Debian's
# python3-pil): each image resized to 64x64 (Lanczos), quantized to 256 colours with alpha and saved as a BLP2
# (Pillow writes palettized BLPs only), and a SpellIcon.dbc row per new icon appended (next free ID, the path
# "Interface\Icons\NAME"; a path the table has already is reused). Prints the seconds the work took in the
# interpreter. Usage: pillow_peer.py OUT_DIR SpellIcon.dbc IMAGE...
import os
import struct
import sys
import time

from PIL import Image


def main():
    out, table, images = sys.argv[1], sys.argv[2], sys.argv[3:]
    start = time.perf_counter()
    data = open(table, 'rb').read()
    _, count, fields, size, block = struct.unpack_from('<4s4I', data)
    records = bytearray(data[20:20 + count * size])
    strings = bytearray(data[20 + count * size:20 + count * size + block])
    known = set()
    next_id = 0
    for row in range(count):
        row_id, offset = struct.unpack_from('<II', records, row * size)
        next_id = max(next_id, row_id + 1)
        known.add(strings[offset:strings.index(0, offset)].decode().lower().replace('/', '\\'))
    for image in images:
        name = os.path.splitext(os.path.basename(image))[0]
        icon = Image.open(image).convert('RGBA').resize((64, 64), Image.LANCZOS)
        icon.quantize(256, method=Image.Quantize.FASTOCTREE).save(os.path.join(out, name + '.blp'), 'BLP')
        path = 'Interface\\Icons\\' + name
        if path.lower() in known:
            continue
        known.add(path.lower())
        record = bytearray(size)
        struct.pack_into('<II', record, 0, next_id, len(strings))
        strings += path.encode() + b'\0'
        records += record
        next_id += 1
    rows = len(records) // size
    with open(os.path.join(out, 'SpellIcon.dbc'), 'wb') as result:
        result.write(struct.pack('<4s4I', b'WDBC', rows, fields, size, len(strings)) + records + strings)
    print('%.4f' % (time.perf_counter() - start))


main()
