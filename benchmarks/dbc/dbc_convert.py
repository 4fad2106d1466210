#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Plain-Python baseline for bench_dbc (standard library only): the same WDBC conversions the workbench does.

  dbc_convert.py SCHEMA_JSON export-csv TABLE.dbc OUT.csv [REPEATS]
  dbc_convert.py SCHEMA_JSON import-csv BASE.dbc IN.csv OUT.dbc [REPEATS]
  dbc_convert.py SCHEMA_JSON export-sql TABLE.dbc OUT.sql [REPEATS]
  dbc_convert.py SCHEMA_JSON import-sql BASE.dbc IN.sql OUT.dbc [REPEATS]

SCHEMA_JSON: {"table": "item_dbc", "id": 0, "fields": [[name, kind], ...]} with kinds i8 u8 i16 u16 i32 u32 i64
u64 f (float) s (string). Imports overlay the rows on BASE by id (replace or add, new rows sorted in by id) and
write a WDBC file whose string block keeps BASE's strings and appends new ones. Prints one JSON object: the best
wall and CPU time of the conversion in seconds (file reads and writes included, interpreter start-up excluded).
"""
import csv
import io
import json
import re
import struct
import sys
import time

CODES = {"i8": "b", "u8": "B", "i16": "h", "u16": "H", "i32": "i", "u32": "I", "i64": "q", "u64": "Q", "f": "f",
         "s": "I"}


def read_dbc(path, fmt):
    with open(path, "rb") as handle:
        data = handle.read()
    count, _fields, size, block_size = struct.unpack_from("<4I", data, 4)
    records = [list(values) for values in struct.iter_unpack(fmt, data[20:20 + count * size])]
    block = data[20 + count * size:20 + count * size + block_size]
    return data[8:12], records, block


def string_at(block, offset):
    return block[offset:block.index(b"\0", offset)].decode("utf-8")


def float_text(value):
    return repr(struct.unpack("<f", struct.pack("<f", value))[0])


def write_dbc(path, field_count, fmt, records, block):
    out = io.BytesIO()
    out.write(b"WDBC" + struct.pack("<4I", len(records), field_count, struct.calcsize(fmt), len(block)))
    pack = struct.Struct(fmt).pack
    for record in records:
        out.write(pack(*record))
    out.write(block)
    with open(path, "wb") as handle:
        handle.write(out.getvalue())


class Strings:
    """The base's string block, new strings appended."""

    def __init__(self, block):
        self.block = bytearray(block)
        self.offsets = {}
        start = 0
        for part in bytes(block).split(b"\0"):
            self.offsets.setdefault(part, start)
            start += len(part) + 1

    def offset(self, text):
        raw = text.encode("utf-8")
        if raw not in self.offsets:
            self.offsets[raw] = len(self.block)
            self.block += raw + b"\0"
        return self.offsets[raw]


def typed(kinds, strings):
    def convert(values):
        out = []
        for kind, value in zip(kinds, values):
            if kind == "s":
                out.append(strings.offset(value))
            elif kind == "f":
                out.append(float(value))
            else:
                out.append(int(value))
        return out
    return convert


def overlay(records, id_index, rows):
    index = {record[id_index]: position for position, record in enumerate(records)}
    added = []
    for row in rows:
        position = index.get(row[id_index])
        if position is None:
            added.append(row)
        else:
            records[position] = row
    return sorted(records + added, key=lambda record: record[id_index]) if added else records


def export_csv(schema, fmt, source, target):
    _, records, block = read_dbc(source, fmt)
    kinds = [kind for _, kind in schema["fields"]]
    with open(target, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow([name for name, _ in schema["fields"]])
        for record in records:
            writer.writerow([string_at(block, v) if k == "s" else float_text(v) if k == "f" else v
                             for k, v in zip(kinds, record)])


def import_csv(schema, fmt, base, source, target):
    header, records, block = read_dbc(base, fmt)
    strings = Strings(block)
    convert = typed([kind for _, kind in schema["fields"]], strings)
    with open(source, newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle)
        next(reader)
        rows = [convert(row) for row in reader]
    records = overlay(records, schema["id"], rows)
    write_dbc(target, struct.unpack("<I", header)[0], fmt, records, bytes(strings.block))


def sql_literal(text):
    escaped = text.replace("\\", "\\\\").replace("'", "\\'").replace('"', '\\"').replace("\n", "\\n")
    return "'" + escaped.replace("\r", "\\r").replace("\x1a", "\\Z") + "'"


def export_sql(schema, fmt, source, target):
    _, records, block = read_dbc(source, fmt)
    kinds = [kind for _, kind in schema["fields"]]
    names = ",".join("`%s`" % name for name, _ in schema["fields"])
    lines = ["SET NAMES utf8mb4;\n"]
    for start in range(0, len(records), 1000):
        values = []
        for record in records[start:start + 1000]:
            values.append("(" + ",".join(sql_literal(string_at(block, v)) if k == "s" else float_text(v) if k == "f"
                                         else str(v) for k, v in zip(kinds, record)) + ")")
        lines.append("REPLACE INTO `%s` (%s) VALUES\n%s;\n" % (schema["table"], names, ",\n".join(values)))
    with open(target, "w", encoding="utf-8") as handle:
        handle.write("".join(lines))


VALUE = re.compile(r"'((?:[^'\\]|\\.)*)'|([^,()\s]+)")
TUPLE = re.compile(r"\(((?:'(?:[^'\\]|\\.)*'|[^()'])*)\)")
ESCAPES = {"n": "\n", "r": "\r", "Z": "\x1a", "0": "\0"}


def unescape(text):
    return re.sub(r"\\(.)", lambda match: ESCAPES.get(match.group(1), match.group(1)), text)


def import_sql(schema, fmt, base, source, target):
    header, records, block = read_dbc(base, fmt)
    strings = Strings(block)
    convert = typed([kind for _, kind in schema["fields"]], strings)
    with open(source, encoding="utf-8") as handle:
        text = handle.read()
    rows = []
    for statement in re.finditer(r"REPLACE INTO [^(]*\([^)]*\) VALUES\s*(.*?);\n", text, re.S):
        for row in TUPLE.finditer(statement.group(1)):
            values = [unescape(value.group(1)) if value.group(1) is not None else value.group(2)
                      for value in VALUE.finditer(row.group(1))]
            rows.append(convert(values))
    records = overlay(records, schema["id"], rows)
    write_dbc(target, struct.unpack("<I", header)[0], fmt, records, bytes(strings.block))


def main():
    schema = json.loads(sys.argv[1])
    command = sys.argv[2]
    paths = sys.argv[3:5] if command.startswith("export") else sys.argv[3:6]
    repeats = int(sys.argv[3 + len(paths)]) if len(sys.argv) > 3 + len(paths) else 1
    fmt = "<" + "".join(CODES[kind] for _, kind in schema["fields"])
    run = {"export-csv": export_csv, "import-csv": import_csv, "export-sql": export_sql,
           "import-sql": import_sql}[command]
    best = best_cpu = float("inf")
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        run(schema, fmt, *paths)
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
    print(json.dumps({"seconds": best, "cpu_seconds": best_cpu}))


if __name__ == "__main__":
    main()
