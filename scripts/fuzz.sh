#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Coverage-guided fuzzing of the codecs (libFuzzer, clang-14, ASan + UBSan): builds build-fuzz/ and runs one target
# or all of them, one after the other, each for SECONDS (default 60) under nice -n 19, one job.
#   scripts/fuzz.sh TARGET|all [SECONDS] [extra libFuzzer flags…]
# Seeds come from ../shared/corpus at run time (copied into build-fuzz/corpus/TARGET, never into the repository);
# what the fuzzer finds goes to build-fuzz/findings/TARGET. Minimise a finding with
#   MWB_FUZZ_TARGET=T build-fuzz/tests/fuzz/mwb-fuzz -minimize_crash=1 -runs=100000 FILE
# and commit it under tests/fuzz/regressions/T/ (tst_fuzzregressions replays it in every build).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="${1:?usage: fuzz.sh TARGET|all [SECONDS] [libFuzzer flags…]}"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : 1 ))
build="$root/build-fuzz"
shared="$(cd "$root/.." && pwd)/shared/corpus"

missing=()
for p in clang-14 libclang-rt-14-dev; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache-fuzz}" CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1
if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=None "-DCMAKE_CXX_FLAGS=-O1 -gline-tables-only" \
        -DCMAKE_CXX_COMPILER=clang++-14 -DMWB_SANITIZERS=fuzzer-no-link,address,undefined -DMWB_FUZZ=ON \
        -DMWB_BUILD_BENCHMARKS=OFF
fi
nice -n 19 cmake --build "$build" -j1 --target mwb-fuzz

# Seed files per target: extensions (case-insensitive) looked up in ../shared/corpus.
seeds_for() {
    case "$1" in
        mpq|mpqwriter|mpqsignature|mpqscan) echo "mpq w3x w3m scx scm sc2map sc2replay" ;;
        tl2mod) echo "mod" ;;
        tl2pak) echo "" ;; # no game archive in the corpus: the regressions are the seeds
        bindat) echo "bindat dat" ;;
        dat|datmerge) echo "dat" ;;
        raw) echo "raw" ;;
        binlayout) echo "binlayout layout" ;;
        layoutcompile) echo "layout" ;;
        layoutdecompile) echo "binlayout" ;;
        mpp) echo "mpp" ;;
        meshbounds) echo "mesh" ;; # no mesh in the corpus: the regressions are the seeds
        roompieces) echo "" ;; # joined from the regressions (RAW, level set, mesh)
        mirmap) echo "map" ;;
        blp) echo "blp" ;;
        dbc|dbcedit) echo "dbc" ;;
        dbcsql) echo "sql" ;;
        dbctext) echo "csv json" ;;
        dds) echo "dds" ;;
        describers) echo "png blp dbc bindat raw binlayout layout mpp dds wav" ;;
        mpqdecompress|mpqnames) echo "" ;;
        stack|diff) echo "mod mpq w3m w3x scm scx" ;;
        po) echo "po pot" ;;
        translationdat) echo "dat bindat" ;;
        nested) echo "mpq w3n w3x w3m scx scm sc2map mod" ;;
    esac
}

# stack and diff take several archives joined by the separator FuzzTargets.cpp splits at (stack: a flag byte first):
# each small archive of the corpus with the next one (stack: and with the one after, as a third layer). datmerge takes
# a base DAT and two versions, split at NUL bytes: each corpus DAT (UTF-16, so re-encoded as UTF-8) as base and first
# version, the next one as second version.
joined_seeds() {
    local name="$1" corpus="$2" files=() ext i
    for ext in $(seeds_for "$name"); do
        while IFS= read -r -d '' f; do files+=("$f"); done \
            < <(find "$shared" -type f -iname "*.$ext" -size -64k -print0 | sort -z)
    done
    local n=${#files[@]}
    if [ "$name" = datmerge ]; then
        for ((i = 0; i < n; i++)); do
            {
                iconv -f UTF-16 -t UTF-8 "${files[i]}"; printf '\0'
                iconv -f UTF-16 -t UTF-8 "${files[i]}"; printf '\0'
                iconv -f UTF-16 -t UTF-8 "${files[(i + 1) % n]}"
            } > "$corpus/seed-$i-$(basename "${files[i]}")" 2>/dev/null || true
        done
        return
    fi
    for ((i = 0; i < n; i++)); do
        {
            [ "$name" = stack ] && printf '\x00'
            cat "${files[i]}"
            printf '\n--mwb-archive--\n'
            cat "${files[(i + 1) % n]}"
            if [ "$name" = stack ] && ((i % 2)); then printf '\n--mwb-archive--\n'; cat "${files[(i + 2) % n]}"; fi
        } > "$corpus/seed-$i-$(basename "${files[i]}")"
    done
}

run_one() {
    local name="$1" corpus="$build/corpus/$1" findings="$build/findings/$1"
    shift
    mkdir -p "$corpus" "$findings"
    if [ -d "$shared" ] && [[ "$name" == stack || "$name" == diff || "$name" == datmerge ]]; then
        joined_seeds "$name" "$corpus"
    elif [ -d "$shared" ]; then
        for ext in $(seeds_for "$name"); do
            find "$shared" -type f -iname "*.$ext" -size -4M -print0 | while IFS= read -r -d '' f; do
                # raw, describers, dbcedit and dbctext take a selector byte first; the others take the file as it is.
                case "$name" in
                    raw|describers|dbcedit|dbctext) for k in 0 1 2 3 4 5 6 7 8 9; do
                            { printf "\\x$k"; cat "$f"; } > "$corpus/seed-$k-$(basename "$f")"; done ;;
                    *) cp -f "$f" "$corpus/seed-$(basename "$f")" ;;
                esac
            done
        done
    fi
    cp -f "$root/tests/fuzz/regressions/$name"/* "$corpus/" 2>/dev/null || true
    local dict="$root/tests/fuzz/dictionaries/$name.dict"
    local flags=(-max_total_time="$seconds" -timeout=10 -print_final_stats=1)
    [ -f "$dict" ] && flags+=(-dict="$dict")
    echo "== $name: ${seconds}s (mwb-fuzz adds the target's -max_len and -rss_limit_mb=2048)"
    (cd "$findings" && MWB_FUZZ_TARGET="$name" UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        nice -n 19 "$build/tests/fuzz/mwb-fuzz" "$corpus" "${flags[@]}" "$@")
}

if [ "$target" = all ]; then
    for name in mpq tl2mod tl2pak bindat mirmap blp dbc dbcedit dbcsql dbctext mpqdecompress mpqwriter dat datmerge raw \
        binlayout layoutcompile layoutdecompile mpp meshbounds roompieces dds describers stack diff mpqsignature mpqnames mpqscan po \
        translationdat nested; do
        run_one "$name" "$@" || echo "== $name stopped with a finding (see $build/findings/$name)"
    done
else
    run_one "$target" "$@"
fi
