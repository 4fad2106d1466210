# SPDX-License-Identifier: GPL-3.0-or-later
# The WoW 3.3.5a custom-content workflow (issue 30): the client patch a `wow` command writes into (PatchTarget), one
# checked commit of it over the Data folder's stack (ClientPatch), and in one step each: spell icons (IconPatch),
# server items (ItemPatch) and server spells (SpellPatch).
file(GLOB mwb_wow_sources CONFIGURE_DEPENDS
    ${CMAKE_CURRENT_LIST_DIR}/*.cpp ${CMAKE_CURRENT_LIST_DIR}/*.h
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/wow/*.h)
target_sources(mwb_core PRIVATE ${mwb_wow_sources})
