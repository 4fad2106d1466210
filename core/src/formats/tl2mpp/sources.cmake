# SPDX-License-Identifier: GPL-3.0-or-later
# Torchlight 2 .MPP pathing grids.
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/tl2mpp/MppFile.h ${CMAKE_CURRENT_LIST_DIR}/MppFile.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MppDescriber.h ${CMAKE_CURRENT_LIST_DIR}/MppDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MppContent.h ${CMAKE_CURRENT_LIST_DIR}/MppContent.cpp
)
