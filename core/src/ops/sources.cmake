# SPDX-License-Identifier: GPL-3.0-or-later
# Operations shared by the window's jobs and the command line (open a target, add, remove, rename, commit with the
# check, extract, create): typed, printing nothing, one small file each.
file(GLOB mwb_ops_sources CONFIGURE_DEPENDS
    ${CMAKE_CURRENT_LIST_DIR}/*.cpp ${CMAKE_CURRENT_LIST_DIR}/*.h
    ${CMAKE_CURRENT_LIST_DIR}/../../include/mwb/core/ops/*.h)
target_sources(mwb_core PRIVATE ${mwb_ops_sources})
