#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times heiybb/TL2-RE's LAYOUT -> BINLAYOUT compiler (mikuro_mod_packer/binlayout.py, imported from a copy of the
repository outside this project) on a list of text layouts, for bench_tl2layout.

usage: run_peer.py PEER_DIR LIST_FILE OUT_DIR RUNS
Compiles every file of LIST_FILE (one path a line) RUNS times, keeps the best wall time of a whole pass (reading the
files included, as the compiler reads them itself), writes each result of the last pass to OUT_DIR/<name>.BINLAYOUT
and prints {"seconds", "files", "failed"} as JSON. Our own script; it only calls the peer's public function.
"""
import json
import os
import sys
import time


def main():
    peer, list_file, out_dir, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    sys.path.insert(0, peer)
    from mikuro_mod_packer import binlayout

    with open(list_file, encoding="utf-8") as f:
        files = [line for line in f.read().split("\n") if line]
    best = None
    results = []
    for _ in range(runs):
        results = []
        start = time.perf_counter()
        for path in files:
            try:
                results.append(binlayout.compile_layout(path))
            except Exception:  # the peer's own failure on a file: counted, not fatal
                results.append(None)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    for path, data in zip(files, results):
        if data is not None:
            with open(os.path.join(out_dir, os.path.basename(path) + ".BINLAYOUT"), "wb") as out:
                out.write(data)
    print(json.dumps({"seconds": best, "files": len(files), "failed": sum(r is None for r in results)}))


if __name__ == "__main__":
    main()
