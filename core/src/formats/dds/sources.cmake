# SPDX-License-Identifier: GPL-3.0-or-later
# DirectDraw Surface textures: decoding the top mip level for previews (Qt 6 has no DDS image plugin).
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/dds/DdsImage.h ${CMAKE_CURRENT_LIST_DIR}/DdsImage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BlockDecoder.h ${CMAKE_CURRENT_LIST_DIR}/BlockDecoder.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MaskedPixels.h ${CMAKE_CURRENT_LIST_DIR}/MaskedPixels.cpp
)
