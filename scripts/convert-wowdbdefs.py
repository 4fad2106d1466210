#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Converts WoWDBDefs (.dbd files, CC BY-SA 4.0) into the WDBC column layouts of one client build.

Usage: /usr/bin/python3 scripts/convert-wowdbdefs.py DBD_DIR [-o core/src/formats/dbc/DbcLayouts335.cpp]
       [--build 3.3.5.12340]

For every definition with a version block covering the build, writes one table entry (name, columns) where each
column is (name, kind, array count, is id, the table its values are ids of: COLUMNS `int<Table::ID>`, else none). Kinds: i8 u8 i16 u16 i32 u32 i64 u64 float string locstring; an `int`
without a size is 32-bit. The output is a C++ source compiled into mwb_core; it carries the licence attribution
that CC BY-SA 4.0 requires, since it is an adaptation of the definitions.
"""
import argparse
import os
import re
import sys

ATTRIBUTION = """\
// SPDX-License-Identifier: CC-BY-SA-4.0
// Column layouts for WDBC tables of World of Warcraft build {build}, adapted from WoWDBDefs
// (https://github.com/wowdev/WoWDBDefs, definitions/*.dbd) by scripts/convert-wowdbdefs.py.
// Copyright WoWDBDefs contributors. Licensed under the Creative Commons Attribution-ShareAlike 4.0 International
// licence (CC BY-SA 4.0, https://creativecommons.org/licenses/by-sa/4.0/); this adaptation (the table below,
// reduced to one build's layouts) is distributed under the same licence. Changes: only the version block covering
// build {build} is kept, types are resolved to storage kinds. GENERATED FILE, do not edit: rerun the script.
"""

FOREIGN_KEY = re.compile(r"^int<(\w+)::ID>$")
COLUMN_LINE = re.compile(r"^(?:\$(?P<annotations>[^$]*)\$)?(?P<name>[A-Za-z_0-9]+)(?:<(?P<size>u?\d+)>)?"
                         r"(?:\[(?P<count>\d+)\])?")


def version_tuple(text):
    return tuple(int(part) for part in text.strip().split("."))


def covers(build_line, build):
    for item in build_line[len("BUILD "):].split(","):
        item = item.strip()
        if "-" in item:
            low, high = item.split("-")
            if version_tuple(low) <= build <= version_tuple(high):
                return True
        elif item and version_tuple(item) == build:
            return True
    return False


def parse_definition(path, build):
    with open(path, encoding="utf-8") as handle:
        lines = [line.split("//")[0].rstrip() for line in handle]
    types, relations = {}, {}
    index = 1  # after "COLUMNS"
    while index < len(lines) and lines[index]:
        kind, name = lines[index].split()[:2]
        types[name.rstrip("?")] = kind.split("<")[0]
        target = FOREIGN_KEY.match(kind)
        if target:
            relations[name.rstrip("?")] = target.group(1)
        index += 1
    blocks, block = [], []
    for line in lines[index:] + [""]:
        if line:
            block.append(line)
        elif block:
            blocks.append(block)
            block = []
    for block in blocks:
        if not any(line.startswith("BUILD ") and covers(line, build) for line in block):
            continue
        columns = []
        for line in block:
            if line.startswith(("BUILD ", "LAYOUT ", "COMMENT")):
                continue
            match = COLUMN_LINE.match(line)
            name = match.group("name")
            kind = types.get(name)
            if kind is None:
                raise ValueError(f"{path}: column {name} missing from COLUMNS")
            size = match.group("size")
            if kind == "int":
                size = size or "32"
                kind = ("u" if size.startswith("u") else "i") + size.lstrip("u")
            count = int(match.group("count") or 1)
            is_id = "id" in (match.group("annotations") or "").split(",")
            columns.append((name, kind, count, is_id, relations.get(name)))
        return columns
    return None


KINDS = {"i8": "Int8", "u8": "UInt8", "i16": "Int16", "u16": "UInt16", "i32": "Int32", "u32": "UInt32",
         "i64": "Int64", "u64": "UInt64", "float": "Float", "string": "String", "locstring": "LocString"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dbd_dir")
    parser.add_argument("-o", "--output", default="core/src/formats/dbc/DbcLayouts335.cpp")
    parser.add_argument("--build", default="3.3.5.12340")
    args = parser.parse_args()
    build = version_tuple(args.build)

    tables = []
    for file_name in sorted(os.listdir(args.dbd_dir), key=str.lower):
        if file_name.endswith(".dbd"):
            columns = parse_definition(os.path.join(args.dbd_dir, file_name), build)
            if columns:
                tables.append((file_name[:-4], columns))

    out = [ATTRIBUTION.format(build=args.build),
           '#include "DbcLayouts.h"', "", "namespace mwb::formats::dbc {", "", "namespace {", "",
           "using K = ColumnKind;", "", "constexpr KnownColumn kColumns[] = {"]
    starts = []
    for name, columns in tables:
        starts.append((name, sum(len(c) for _, c in tables[:len(starts)]), len(columns)))
        for column, kind, count, is_id, relation in columns:
            target = f'"{relation}"' if relation else "nullptr"
            out.append(f'    {{"{column}", K::{KINDS[kind]}, {count}, {"true" if is_id else "false"}, {target}}},')
    out += ["};", "", "constexpr KnownTable kTables[] = {"]
    for name, first, count in starts:
        out.append(f'    {{"{name}", {first}, {count}}},')
    out += ["};", "", "} // namespace", "",
            "std::span<const KnownTable> knownTables()", "{", "    return kTables;", "}", "",
            "std::span<const KnownColumn> knownColumns()", "{", "    return kColumns;", "}", "",
            f'const char *knownLayoutsBuild()', "{", f'    return "{args.build}";', "}", "",
            "} // namespace mwb::formats::dbc", ""]
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    print(f"{len(tables)} tables written to {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
