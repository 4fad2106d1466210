# SPDX-License-Identifier: GPL-3.0-or-later
# Torchlight 2 text DAT document model (parser + writer); included by core/CMakeLists.txt.
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/tl2dat/DatDocument.h
    ${CMAKE_CURRENT_LIST_DIR}/DatDocument.cpp
)
