# SPDX-License-Identifier: GPL-3.0-or-later
# Legend of Mir 2/3 .map (types 0–7 and 100): detection, cell decoding, walkability grid, in-place edits.
set(mwb_mir2map_include ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/mir2map)
target_sources(mwb_core PRIVATE
    ${mwb_mir2map_include}/MapLayout.h     ${CMAKE_CURRENT_LIST_DIR}/MapLayout.cpp
    ${mwb_mir2map_include}/MapDetection.h  ${CMAKE_CURRENT_LIST_DIR}/MapDetection.cpp
    ${mwb_mir2map_include}/MapDetector.h   ${CMAKE_CURRENT_LIST_DIR}/MapDetector.cpp
    ${mwb_mir2map_include}/MapCell.h
    ${mwb_mir2map_include}/MapFile.h       ${CMAKE_CURRENT_LIST_DIR}/MapFile.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CellCodec.h  ${CMAKE_CURRENT_LIST_DIR}/CellCodec.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MapDescriber.h ${CMAKE_CURRENT_LIST_DIR}/MapDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MapContent.h ${CMAKE_CURRENT_LIST_DIR}/MapContent.cpp
)
