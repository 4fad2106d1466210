# SPDX-License-Identifier: GPL-3.0-or-later
# Torchlight 2 layouts: BINLAYOUT reader, writer and structure describer, the descriptor / member schema, the text
# LAYOUT → BINLAYOUT compiler and the decompiler back, the layout as content (text and plan); included by
# core/CMakeLists.txt.
set(mwb_tl2layout_dir ${CMAKE_CURRENT_LIST_DIR})
set(mwb_tl2layout_inc ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/tl2layout)
target_sources(mwb_core PRIVATE
    ${mwb_tl2layout_inc}/BinLayout.h          ${mwb_tl2layout_dir}/BinLayout.cpp
    ${mwb_tl2layout_inc}/BinLayoutDescriber.h ${mwb_tl2layout_dir}/BinLayoutDescriber.cpp
    ${mwb_tl2layout_inc}/BinLayoutWriter.h    ${mwb_tl2layout_dir}/BinLayoutWriter.cpp
    ${mwb_tl2layout_inc}/LayoutCompiler.h     ${mwb_tl2layout_dir}/LayoutCompiler.cpp
    ${mwb_tl2layout_inc}/LayoutContent.h      ${mwb_tl2layout_dir}/LayoutContent.cpp
    ${mwb_tl2layout_dir}/LayoutKind.h
    ${mwb_tl2layout_inc}/LayoutDecompiler.h   ${mwb_tl2layout_dir}/LayoutDecompiler.cpp
    ${mwb_tl2layout_inc}/LayoutPlan.h         ${mwb_tl2layout_dir}/LayoutPlan.cpp
    ${mwb_tl2layout_inc}/LayoutSchema.h       ${mwb_tl2layout_dir}/LayoutSchema.cpp
    ${mwb_tl2layout_inc}/MeshBounds.h         ${mwb_tl2layout_dir}/MeshBounds.cpp
    ${mwb_tl2layout_inc}/RoomPieceCatalogue.h ${mwb_tl2layout_dir}/RoomPieceCatalogue.cpp
    ${mwb_tl2layout_dir}/LayoutGraphText.h    ${mwb_tl2layout_dir}/LayoutGraphText.cpp
    ${mwb_tl2layout_dir}/LayoutGroups.h       ${mwb_tl2layout_dir}/LayoutGroups.cpp
    ${mwb_tl2layout_dir}/LayoutTextLines.h    ${mwb_tl2layout_dir}/LayoutTextLines.cpp
    ${mwb_tl2layout_dir}/LayoutTextReader.h   ${mwb_tl2layout_dir}/LayoutTextReader.cpp
    ${mwb_tl2layout_dir}/LayoutValues.h       ${mwb_tl2layout_dir}/LayoutValues.cpp
)
# The schema (descriptors and members) and the feature tags: facts from public reverse engineering, see the files'
# headers. Read once, on first use.
qt_add_resources(mwb_core "mwb_tl2layout_data" PREFIX "/mwb/tl2layout" BASE ${CMAKE_CURRENT_LIST_DIR}/data
    FILES ${CMAKE_CURRENT_LIST_DIR}/data/tl2-layout-schema.txt ${CMAKE_CURRENT_LIST_DIR}/data/tl2-feature-tags.txt)
