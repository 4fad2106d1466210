#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Peer for bench_tl2translate: the same collection as `mwb-cli mod strings FOLDER -o FILE.po`, in plain Python.

Walks a mod folder's text DATs (UTF-16 with BOM or UTF-8), keeps every <TRANSLATE> value with its place (file, block
path, key), and writes a gettext PO with one entry per original and a #: line per place. No translations are read.
Usage: peer_strings.py FOLDER OUT.po
"""
import os
import sys


def decode(data):
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return data.decode("utf-16")
    return data.decode("utf-8-sig", errors="replace")


def po_string(text):
    text = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return '"' + text + '"'


def collect(folder):
    entries = {}
    dats = []
    for root, _dirs, files in os.walk(folder):
        for name in files:
            if name.upper().endswith((".DAT", ".TEMPLATE")):
                path = os.path.join(root, name)
                rel = os.path.relpath(path, folder).replace(os.sep, "/")
                if rel.upper().startswith("MEDIA/TRANSLATIONS/") or rel.upper() == "MOD.DAT":
                    continue
                dats.append((rel, path))
    dats.sort()
    for rel, path in dats:
        with open(path, "rb") as f:
            text = decode(f.read())
        stack = []
        for line in text.splitlines():
            line = line.strip()
            if line.startswith("[/"):
                if stack:
                    stack.pop()
            elif line.startswith("["):
                stack.append(line[1:-1])
            elif line.upper().startswith("<TRANSLATE>"):
                key, _, value = line[len("<TRANSLATE>"):].partition(":")
                if value:
                    entries.setdefault(value, []).append(rel + ":" + "/".join(stack) + ":" + key)
    return len(dats), entries


def main():
    folder, out = sys.argv[1], sys.argv[2]
    count, entries = collect(folder)
    lines = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for original, places in entries.items():
        lines.extend("#: " + place for place in places)
        lines.append("msgid " + po_string(original))
        lines.append('msgstr ""')
        lines.append("")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(f"{len(entries)} strings from {count} DATs")


if __name__ == "__main__":
    main()
