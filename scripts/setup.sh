#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing (Debian 12 packages), then configures and builds into ./build.
# Sourced by run-gui.sh and run-tests.sh; extra arguments are build targets (default: all).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

packages=(cmake ninja-build g++ ccache pkg-config python3
          qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
          qt6-image-formats-plugins libqt6svg6
          zlib1g-dev libdeflate-dev libjpeg62-turbo-dev libbz2-dev liblzma-dev libssl-dev libstorm-dev xvfb xauth
          fonts-droid-fallback    # CJK glyphs for the zh_CN interface
          libqt6sql6-mysql        # dbc import/diff mysql://… (Qt SQL's MySQL/MariaDB driver, a run-time plugin)
          mariadb-server mariadb-client  # test-only: tst_dbcmariadb loads SQL exports into a throwaway server
          python3-pil             # test-only: tst_blpencode reads our BLP output with Pillow
          gettext)                # test-only: tst_pofile checks the PO files we write with msgfmt --check
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

build="$root/build"
if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$build" -j"$(nproc)" ${1:+--target "$@"}
