# SPDX-License-Identifier: GPL-3.0-or-later
# Translating a Torchlight 2 mod: its TRANSLATE strings collected into a gettext PO, the PO read, merged and checked
# (placeholders, lengths), and built back into the game's TRANSLATION.DAT and language DAT, inside the mod or as a
# translation mod of its own; included by core/CMakeLists.txt.
set(mwb_tl2translate_headers ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/tl2translate)
target_sources(mwb_core PRIVATE
    ${mwb_tl2translate_headers}/PlaceholderCheck.h   ${CMAKE_CURRENT_LIST_DIR}/PlaceholderCheck.cpp
    ${mwb_tl2translate_headers}/PoFile.h             ${CMAKE_CURRENT_LIST_DIR}/PoFile.cpp
    ${mwb_tl2translate_headers}/StringCollector.h    ${CMAKE_CURRENT_LIST_DIR}/StringCollector.cpp
    ${mwb_tl2translate_headers}/TranslationBuilder.h ${CMAKE_CURRENT_LIST_DIR}/TranslationBuilder.cpp
    ${mwb_tl2translate_headers}/TranslationDat.h     ${CMAKE_CURRENT_LIST_DIR}/TranslationDat.cpp
)
