#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads AzerothCore's `<name>_dbc` CREATE TABLE statements into the facts the SQL export and import use.

Usage: /usr/bin/python3 scripts/convert-azerothcore-ddl.py DDL_DIR [-o core/src/formats/dbc/AzerothCoreTables.cpp]

DDL_DIR holds one file per table with AzerothCore's statement (../shared/corpus/wow/azerothcore/ddl, taken from
azerothcore/azerothcore-wotlk data/sql/base/db_world/*_dbc.sql). For every table the output lists its columns in
order: name, SQL type (integer width and sign, float, varchar length, text) and whether a string column may be NULL.
Later schema updates of AzerothCore that the DDL files predate are applied from UPDATES below. Only names and types
are taken (facts), no statement text.
"""
import argparse
import os
import re
import sys

HEADER = """\
// SPDX-License-Identifier: GPL-3.0-or-later
// The `<name>_dbc` world-database tables of AzerothCore (github.com/azerothcore/azerothcore-wotlk,
// data/sql/base/db_world/*_dbc.sql): column names, order and SQL types, read from its CREATE TABLE statements by
// scripts/convert-azerothcore-ddl.py. GENERATED FILE, do not edit: rerun the script.
"""

# Schema changes AzerothCore made after the statement in DDL_DIR was saved: table -> (source, columns as (name, type)).
UPDATES = {
    # data/sql/archive/db_world/8.x/2022_09_23_00.sql renames eight columns and adds CharacterPoints_2, which gives
    # the 14 columns of WoWDBDefs 3.3.5.12340.
    "skilllineability_dbc": [(name, "int") for name in (
        "ID", "SkillLine", "Spell", "RaceMask", "ClassMask", "ExcludeRace", "ExcludeClass", "MinSkillLineRank",
        "SupercededBySpell", "AcquireMethod", "TrivialSkillLineRankHigh", "TrivialSkillLineRankLow",
        "CharacterPoints_1", "CharacterPoints_2")],
}

TABLE = re.compile(r"CREATE TABLE (?:IF NOT EXISTS )?`(\w+)`", re.IGNORECASE)
COLUMN = re.compile(r"^\s*`(\w+)`\s+(\w+)(?:\((\d+)\))?((?:\s+unsigned)?)(.*)$", re.IGNORECASE)

TYPES = {
    ("tinyint", False): "TinyInt", ("tinyint", True): "TinyIntUnsigned",
    ("smallint", False): "SmallInt", ("smallint", True): "SmallIntUnsigned",
    ("int", False): "Int", ("int", True): "IntUnsigned",
    ("bigint", False): "BigInt", ("bigint", True): "BigIntUnsigned",
    ("float", False): "Float", ("varchar", False): "Varchar", ("text", False): "Text", ("tinytext", False): "TinyText",
}


def parse(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    table = TABLE.search(text).group(1)
    columns = []
    for line in text[text.index("(", TABLE.search(text).end()):].splitlines():
        match = COLUMN.match(line)
        if not match:
            continue
        name, base, length, unsigned, rest = match.groups()
        kind = TYPES[(base.lower(), bool(unsigned.strip()))]
        nullable = kind in ("Varchar", "Text", "TinyText") and "NOT NULL" not in rest.upper()
        columns.append((name, kind, int(length or 0), nullable))
    return table, columns


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ddl_dir")
    parser.add_argument("-o", "--output", default="core/src/formats/dbc/AzerothCoreTables.cpp")
    args = parser.parse_args()

    tables = []
    for file_name in sorted(os.listdir(args.ddl_dir)):
        if file_name.endswith(".sql"):
            table, columns = parse(os.path.join(args.ddl_dir, file_name))
            if table in UPDATES:
                columns = [(name, TYPES[(kind, False)], 0, False) for name, kind in UPDATES[table]]
            tables.append((table, columns))

    out = [HEADER, '#include "AzerothCoreTables.h"', "", "namespace mwb::formats::dbc {", "", "namespace {", "",
           "using T = SqlType;", "", "constexpr AcColumn kColumns[] = {"]
    first = 0
    spans = []
    for table, columns in tables:
        spans.append((table, first, len(columns)))
        first += len(columns)
        for name, kind, length, nullable in columns:
            out.append(f'    {{"{name}", T::{kind}, {length}, {"true" if nullable else "false"}}},')
    out += ["};", "", "constexpr AcTable kTables[] = {"]
    for table, start, count in spans:
        out.append(f'    {{"{table}", {start}, {count}}},')
    out += ["};", "", "} // namespace", "",
            "std::span<const AcTable> azerothCoreTables()", "{", "    return kTables;", "}", "",
            "std::span<const AcColumn> azerothCoreColumns()", "{", "    return kColumns;", "}", "",
            "} // namespace mwb::formats::dbc", ""]
    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    print(f"{len(tables)} tables, {first} columns written to {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
