# SPDX-License-Identifier: GPL-3.0-or-later
# Diff: two archives (or folders) entry by entry, and one entry's content by what it holds.
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/../../include/mwb/core/diff/ArchiveDiff.h ${CMAKE_CURRENT_LIST_DIR}/ArchiveDiff.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../include/mwb/core/diff/ContentDiff.h
    ${CMAKE_CURRENT_LIST_DIR}/ContentDiff.cpp
    ${CMAKE_CURRENT_LIST_DIR}/KindDiffs.h
    ${CMAKE_CURRENT_LIST_DIR}/DatContentDiff.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DbcContentDiff.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BytesDiff.h ${CMAKE_CURRENT_LIST_DIR}/BytesContentDiff.cpp
)
