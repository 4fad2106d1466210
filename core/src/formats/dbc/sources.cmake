# SPDX-License-Identifier: GPL-3.0-or-later
# World of Warcraft WDBC client tables: reader, 3.3.5a column layouts generated from WoWDBDefs (CC BY-SA 4.0, see
# DbcLayouts335.cpp and scripts/convert-wowdbdefs.py), type guessing, the describer, and the spell-icon export.
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/dbc/DbcTable.h ${CMAKE_CURRENT_LIST_DIR}/DbcTable.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/dbc/DbcSchema.h ${CMAKE_CURRENT_LIST_DIR}/DbcSchema.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DbcLayouts.h ${CMAKE_CURRENT_LIST_DIR}/DbcLayouts335.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DbcDescriber.h ${CMAKE_CURRENT_LIST_DIR}/DbcDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/dbc/SpellIconExport.h ${CMAKE_CURRENT_LIST_DIR}/SpellIconExport.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/dbc/DbcCell.h ${CMAKE_CURRENT_LIST_DIR}/DbcCell.cpp
)
