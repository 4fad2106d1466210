# SPDX-License-Identifier: GPL-3.0-or-later
# Torchlight 2 RAW index files (UNITDATA, SKILLS, AFFIXES, MISSILES, TRIGGERABLES, UI, ROOMPIECES): read, write,
# describe, regenerate from a mod's sources; included by core/CMakeLists.txt.
set(mwb_tl2raw_dir ${CMAKE_CURRENT_LIST_DIR})
set(mwb_tl2raw_inc ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/tl2raw)
target_sources(mwb_core PRIVATE
    ${mwb_tl2raw_inc}/RawDescriber.h     ${mwb_tl2raw_dir}/RawDescriber.cpp
    ${mwb_tl2raw_inc}/RawFile.h          ${mwb_tl2raw_dir}/RawFile.cpp
    ${mwb_tl2raw_inc}/RawLayout.h        ${mwb_tl2raw_dir}/RawLayout.cpp
    ${mwb_tl2raw_inc}/RawRegenerator.h   ${mwb_tl2raw_dir}/RawRegenerator.cpp
    ${mwb_tl2raw_inc}/RawSources.h       ${mwb_tl2raw_dir}/RawSources.cpp
    ${mwb_tl2raw_dir}/RawBuilders.h
    ${mwb_tl2raw_dir}/DatIndexBuilders.cpp
    ${mwb_tl2raw_dir}/LayoutIndexBuilders.cpp
    ${mwb_tl2raw_dir}/UnitDataBuilder.cpp
    ${mwb_tl2raw_dir}/SourceDocuments.h  ${mwb_tl2raw_dir}/SourceDocuments.cpp
    ${mwb_tl2raw_dir}/ViewCursor.h       ${mwb_tl2raw_dir}/ViewCursor.cpp
)
