#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and opens the workbench on the bundled demo workspace — or on FILE (any file,
# or ARCHIVE::ENTRY to open one entry of an archive in its tab) if given.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh" mwb mwb-cli demo_workspace
exec "$root/build/app/gui/mwb" "${1:-$root/build/demo/DEMO.MOD}"
