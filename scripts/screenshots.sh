#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates every screenshot the README shows (docs/screenshots/*.png) with the app's own --screenshot option,
# under xvfb-run, each with a fresh settings folder (so the default layouts are shown, never a saved one).
#
#   scripts/screenshots.sh [--no-build] [NAME…]   # NAME: a screenshot without .png; default: all of them
#
# Builds mwb and the demo workspace first (scripts/setup.sh) unless --no-build is given, then uses ./build.
# Screenshots of real game files need the corpus (../shared/corpus beside the source tree, or $MWB_CORPUS);
# without it they are skipped with a message and the old PNG is kept.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${MWB_CORPUS:-$root/../shared/corpus}"
out="$root/docs/screenshots"

build=1
if [ "${1:-}" = "--no-build" ]; then
    build=0
    shift
fi
wanted=("$@")
if ((build)); then
    "$root/scripts/setup.sh" mwb mwb-cli demo_workspace
fi
mwb="$root/build/app/gui/mwb"
cli="$root/build/app/cli/mwb-cli"
demo="$root/build/demo/DEMO.MOD"
[ -x "$mwb" ] && [ -f "$demo" ] || { echo "no $mwb or $demo: run without --no-build" >&2; exit 1; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

is_wanted() {
    ((${#wanted[@]} == 0)) && return 0
    local name
    for name in "${wanted[@]}"; do
        [ "$name" = "$1" ] && return 0
    done
    return 1
}

# shot NAME INPUT [mwb options…]: writes docs/screenshots/NAME.png of INPUT (a file, or ARCHIVE::ENTRY to show that
# entry in its tab) opened with the options.
shot() {
    local name="$1" input="$2"
    shift 2
    is_wanted "$name" || return 0
    if [ ! -e "${input%%::*}" ]; then
        echo "skip $name: ${input%%::*} is missing (the corpus is not here)"
        return 0
    fi
    local config
    config="$(mktemp -d "$scratch/config.XXXX")"
    echo "shot $name"
    XDG_CONFIG_HOME="$config" xvfb-run -a -s "-screen 0 1600x1000x24" \
        "$mwb" --screenshot "$out/$name.png" "$@" "$input"
}

flasks="$corpus/tl2/tukkek+torchlight2-flasks/FLASKS.MOD"
truncated="$scratch/TRUNCATED.MOD" # the start of a real mod: its header points past the end
[ -f "$flasks" ] && head -c 3000 "$flasks" > "$truncated"
flask_dat=MEDIA/UNITS/ITEMS/POTIONS/HEALTHFLASK.DAT

shot tl2-editormod "$corpus/tl2/PhanboiGames+CYBER_MOD/EDITORMOD.MOD" \
    --select MEDIA/UNITS/MONSTERS/MERCHANT/SETMERCHANT.DAT
shot truncated-mod-failing-byte "$truncated"
shot tl2-dat-inspector "$flasks::$flask_dat"
shot mpq-structure-hex "$corpus/mpq/inwc3+wc3libs/src/test/resources/in.w3x"
shot tl2-dds-preview "$corpus/tl2/dyerfelfire+Commando/Commando.mod::MEDIA/UI/HUD/INGAMETEXTURESHEETS7.DDS"
shot mpq-warcraft3-map "$corpus/mpq/inwc3+wc3libs/src/test/resources/in.w3x::war3map.j"
# A map without a listfile: the names the scan after opening recovered, in italics.
shot mpq-recovered-names "$corpus/mpq/inwc3+JMPQ3/src/test/resources/mpqs/listfilelessMap.w3x" --select war3map.j
shot mpq-starcraft2-map \
    "$corpus/mpq/Blizzard+s2client-api/maps/Example/MarineMicro.SC2Map::enUS.SC2Data/LocalizedData/GameStrings.txt"
shot mir2-map-b010-regions "$corpus/mir2/cuobiezini+MirServerNew/Mir200/Map/B010.map" \
    --layers walkable,regions,doors
# Torchlight 2 layouts: a city level's text beside its plan (room pieces by name, the .MPP beside it under them) and
# a UI menu's windows as a wireframe.
shot tl2-layout-level-plan "$corpus/tl2/PhanboiGames+CYBER_MOD/MEDIA/LAYOUTS/CITY05/CITY05.LAYOUT"
shot tl2-layout-ui-wireframe "$corpus/tl2/layouts/PhanboiGames+CYBER_MOD/MEDIA/UI/MENUS/INGAMEMENUS/CHARMENU.LAYOUT"
shot demo-mod-mpp-heatmap "$demo::MEDIA/LAYOUTS/DEMO_ARENA/DEMO_ARENA.MPP"
shot tl2-mod-folder "$root/resources/demo/DemoMod" --select MEDIA/UNITS/ITEMS/POTIONS/WORKBENCH_TONIC.DAT
vendors="$corpus/tl2/tukkek+torchlight2-ScalingVendors"
shot tl2-mod-diff "$vendors/EDITORMOD.MOD" --compare "$vendors/Scaling_vendors.mod" \
    --select MEDIA/UNITS/MONSTERS/MERCHANT/MERCHANT_BLACKSMITH.DAT
# The same two mods as a load order (File › Show Conflicts…): the files both carry, who wins, the differing properties.
shot tl2-mod-conflicts "$vendors/Scaling_vendors.mod" "$vendors/EDITORMOD.MOD" --conflicts
# Mod › Translate… of a real mod into Chinese, with a translator's PO merged in (made here with `mod strings`, a few
# strings translated, one with a placeholder its original lacks: marked red).
commando="$corpus/tl2/dyerfelfire+Commando/Commando.mod"
commando_po="$scratch/commando.zh.po"
if [ -f "$commando" ] && [ -x "$cli" ]; then
    "$cli" mod strings "$commando" --language CHINESE -o "$commando_po" > /dev/null
    translate_po() { sed -i "/^msgid \"$1\"\$/{n;s/^msgstr \"\"\$/msgstr \"$2\"/}" "$commando_po"; }
    translate_po "Permafrost" "永久冻土"
    translate_po "Adds a 25% chance to Freeze foes for 6 seconds" "有 25% 的几率冻结敌人 6 秒"
    translate_po "Implosion Grenade" "内爆手雷 [VALUE]"
    translate_po "This grenade implodes on impact, drawing all enemies towards it." "这枚手雷在撞击时向内爆炸，把所有敌人吸向它。"
    translate_po "Magic Ammo" "魔法弹药"
    translate_po "Recharge" "充能"
    translate_po "Resupply" "补给"
fi
shot tl2-translate "$commando" --translate CHINESE --po "$commando_po"
shot zh-cn-demo-mpp "$demo::MEDIA/LAYOUTS/DEMO_ARENA/DEMO_ARENA.MPP" --lang zh_CN
shot zh-cn-dat-inspector "$flasks::$flask_dat" --lang zh_CN
# Two mods as a stack (FLASKS.MOD over the EDITORMOD.MOD it was built from): Source column, Layers dock, and the
# selected entry's shadowed copy in the Structure dock.
shot tl2-mod-stack "$flasks" "$corpus/tl2/tukkek+torchlight2-flasks/EDITORMOD.MOD" --select "$flask_dat" \
    --raise structure

# A WoW 3.3.5a patch like the one an icon modder opens: corpus icons and SpellIcon.dbc packed by `mpq create`.
wow="$corpus/wow"
wow_patch="$scratch/patch-zhCN-Y.MPQ"
if [ -d "$wow" ] && [ -x "$cli" ]; then
    mkdir -p "$scratch/wow/DBFilesClient" "$scratch/wow/Interface/Icons"
    cp "$wow/dbc/nini_SpellIcon.dbc" "$scratch/wow/DBFilesClient/SpellIcon.dbc"
    for icon in "$wow"/blp/nini_*.blp "$wow"/blp/questie_*.blp; do
        cp "$icon" "$scratch/wow/Interface/Icons/$(basename "${icon#*/blp/}" | sed 's/^[a-z]*_//')"
    done
    (cd "$scratch/wow" && "$cli" mpq create "$wow_patch" . --preset wow-335a > /dev/null)
fi
shot wow-blp-preview "$wow_patch::Interface/Icons/INV_LichKing_Belt.blp"
shot wow-dbc-table "$wow_patch::DBFilesClient/SpellIcon.dbc"

# The icons of a SpellIcon table: that patch with the corpus SpellIcon.dbc whose first rows are pointed at the corpus
# icons (the real rows name icons the corpus does not have: they keep theirs and show the missing mark).
wow_icons_patch="$scratch/patch-enUS-I.MPQ"
if [ -d "$wow" ] && [ -x "$cli" ]; then
    mkdir -p "$scratch/wowicons/DBFilesClient"
    cp -r "$scratch/wow/Interface" "$scratch/wowicons/"
    sets=()
    for set in 1=INV_LichKing_Belt 10=ProfanatorDepths_Passive_1 11=reputation 13=available 14=hand 16=interact \
        17=borders; do
        sets+=(--set "${set%%=*}.TextureFilename=Interface\\Icons\\${set#*=}")
    done
    "$cli" dbc edit "$scratch/wow/DBFilesClient/SpellIcon.dbc" -o "$scratch/wowicons/DBFilesClient/SpellIcon.dbc" \
        "${sets[@]}" > /dev/null
    (cd "$scratch/wowicons" && "$cli" mpq create "$wow_icons_patch" . --preset wow-335a > /dev/null)
fi
shot wow-spellicon-icons "$wow_icons_patch::DBFilesClient/SpellIcon.dbc"

# A table being edited in the window: a corpus Achievement.dbc beside that SpellIcon.dbc in a patch, one cell changed
# (marked until saved), the icon ids named by SpellIcon's rows.
wow_edit_patch="$scratch/patch-enUS-E.MPQ"
if [ -d "$wow" ] && [ -x "$cli" ]; then
    mkdir -p "$scratch/wowedit/DBFilesClient"
    cp "$wow/dbc/AzerothUniverseCore+UniverseDBC/DBFilesClient/Achievement.dbc" "$scratch/wowedit/DBFilesClient/"
    cp "$wow/dbc/nini_SpellIcon.dbc" "$scratch/wowedit/DBFilesClient/SpellIcon.dbc"
    (cd "$scratch/wowedit" && "$cli" mpq create "$wow_edit_patch" . --preset wow-335a > /dev/null)
fi
shot wow-dbc-edit "$wow_edit_patch::DBFilesClient/Achievement.dbc" --edit 7.IconID=3270

# The Doctor dock on a Data folder with planted mistakes: the corpus icons as a stock archive, the corpus tables in a
# custom patch (its SpellIcon rows naming icons no archive holds), an MPQ v3 patch, a name the client never loads and
# two names that differ only in case.
wow_data="$scratch/wowdoctor/Data"
if [ -d "$wow" ] && [ -x "$cli" ]; then
    mkdir -p "$wow_data/enUS" "$scratch/wowdoctor/icons/Interface"
    cp -r "$scratch/wow/Interface/Icons" "$scratch/wowdoctor/icons/Interface/"
    (cd "$scratch/wowdoctor/icons" && "$cli" mpq create "$wow_data/common.MPQ" . --preset wow-335a > /dev/null)
    (cd "$scratch/wowdoctor/icons" && "$cli" mpq create "$wow_data/enUS/locale-enUS.MPQ" . --preset wow-335a > /dev/null)
    (cd "$scratch/wowedit" && "$cli" mpq create "$wow_data/patch-4.MPQ" . --preset wow-335a > /dev/null)
    (cd "$scratch/wowedit" && "$cli" mpq create "$wow_data/patch-5.MPQ" . --version 3 > /dev/null)
    for name in Patch_A.mpq patch-V.mpq patch-v.mpq; do
        cp "$wow_data/patch-4.MPQ" "$wow_data/$name"
    done
fi
shot wow-doctor "$wow_data" --doctor

# WoW › Add Icons… on a clean Data folder (the corpus icons as a stock archive, the corpus SpellIcon.dbc in the locale
# archive): the preview of four corpus textures turned into PNGs, one named like an icon the table has (its row is
# reused), before anything is written.
wow_clean="$scratch/wowicons-data/Data"
icon_pngs=()
if [ -d "$wow" ] && [ -x "$cli" ]; then
    mkdir -p "$wow_clean/enUS" "$scratch/wowicons-table/DBFilesClient" "$scratch/wowicons-png"
    (cd "$scratch/wowdoctor/icons" && "$cli" mpq create "$wow_clean/common.MPQ" . --preset wow-335a > /dev/null)
    cp "$wow/dbc/nini_SpellIcon.dbc" "$scratch/wowicons-table/DBFilesClient/SpellIcon.dbc"
    (cd "$scratch/wowicons-table" && "$cli" mpq create "$wow_clean/enUS/locale-enUS.MPQ" . --preset wow-335a > /dev/null)
    for pair in nini_INV_LichKing_Belt=Spell_Custom_LichKingBelt questie_available=Spell_Custom_QuestAvailable \
        wc3lib_BTNBox=Spell_Custom_Crate nini_ProfanatorDepths_Passive_1=Spell_Nature_NaturesBlessing; do
        png="$scratch/wowicons-png/${pair#*=}.png"
        "$cli" blp png "$wow/blp/${pair%%=*}.blp" -o "$png" > /dev/null
        icon_pngs+=("$png")
    done
fi
shot wow-add-icons-preview "$wow_clean" --add-icons "$(IFS=,; echo "${icon_pngs[*]}")"
