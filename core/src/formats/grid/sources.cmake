# SPDX-License-Identifier: GPL-3.0-or-later
# Format-independent walkability grids: connected regions, heatmap baking, atomic file writes.
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/grid/CellGrid.h      ${CMAKE_CURRENT_LIST_DIR}/CellGrid.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/grid/RegionMap.h     ${CMAKE_CURRENT_LIST_DIR}/RegionMap.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/grid/HeatmapBaker.h  ${CMAKE_CURRENT_LIST_DIR}/HeatmapBaker.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/grid/GridStats.h     ${CMAKE_CURRENT_LIST_DIR}/GridStats.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/grid/GridFileIo.h    ${CMAKE_CURRENT_LIST_DIR}/GridFileIo.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/grid/GridRecognition.h ${CMAKE_CURRENT_LIST_DIR}/GridRecognition.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/grid/GridContent.h ${CMAKE_CURRENT_LIST_DIR}/GridContent.cpp
    ${CMAKE_CURRENT_LIST_DIR}/GridKinds.h ${CMAKE_CURRENT_LIST_DIR}/GridKinds.cpp
)
