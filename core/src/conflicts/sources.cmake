# SPDX-License-Identifier: GPL-3.0-or-later
# Torchlight 2 mod conflicts: which mods of a load order share files and change the same DAT properties, and the
# merge of a load order into one mod.
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/../../include/mwb/core/conflicts/ModConflicts.h ${CMAKE_CURRENT_LIST_DIR}/ModConflicts.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../include/mwb/core/conflicts/ModMerge.h ${CMAKE_CURRENT_LIST_DIR}/ModMerge.cpp
    ${CMAKE_CURRENT_LIST_DIR}/StackedFiles.h ${CMAKE_CURRENT_LIST_DIR}/StackedFiles.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DatOverlap.h ${CMAKE_CURRENT_LIST_DIR}/DatOverlap.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FileAnalysis.h ${CMAKE_CURRENT_LIST_DIR}/FileAnalysis.cpp
)
