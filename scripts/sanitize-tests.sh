#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the core and CLI tests with AddressSanitizer + UBSan (GCC) into build-asan/ and runs them with CTest.
# Core and CLI only (with the archive contract, the resource caps and the fuzz regressions, which exercise every
# codec): a sanitized build of the GUI and its tests would double CI's time on 2 cores (docs/RELIABILITY.md).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build-asan"
tests=(tst_result tst_bytesource tst_entryindex tst_jobqueue tst_safepath tst_archivewriter tst_workerpool
       tst_rangecopier tst_pathpatterns tst_cli_mod tst_cli_modedit tst_cli_archive tst_cli_failingwrites
       tst_archivecontract tst_resourcecaps tst_fuzzregressions)
if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMWB_SANITIZERS=address,undefined \
        -DMWB_BUILD_BENCHMARKS=OFF
fi
cmake --build "$build" -j"$(nproc)" --target "${tests[@]}"
regex="^($(IFS='|'; echo "${tests[*]}"))\$"
# Leaks are not checked: Qt keeps process-lifetime allocations that LeakSanitizer would report.
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir "$build" --output-on-failure -j"$(nproc)" -R "$regex"
