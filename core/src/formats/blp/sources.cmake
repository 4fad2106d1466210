# SPDX-License-Identifier: GPL-3.0-or-later
# Blizzard BLP textures (BLP1 Warcraft III, BLP2 World of Warcraft): every mip level decoded to RGBA, plus the
# header/mip-table describer. JPEG levels go through the system's libjpeg(-turbo) (see JpegDecoder.cpp for why).
find_package(JPEG REQUIRED)
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/blp/BlpTexture.h ${CMAKE_CURRENT_LIST_DIR}/BlpTexture.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BlpPixels.h ${CMAKE_CURRENT_LIST_DIR}/BlpPixels.cpp
    ${CMAKE_CURRENT_LIST_DIR}/JpegDecoder.h ${CMAKE_CURRENT_LIST_DIR}/JpegDecoder.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BlpDescriber.h ${CMAKE_CURRENT_LIST_DIR}/BlpDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BlpContent.h ${CMAKE_CURRENT_LIST_DIR}/BlpContent.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/blp/BlpEncoder.h ${CMAKE_CURRENT_LIST_DIR}/BlpEncoder.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BlockEncoder.h ${CMAKE_CURRENT_LIST_DIR}/BlockEncoder.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PaletteQuantizer.h ${CMAKE_CURRENT_LIST_DIR}/PaletteQuantizer.cpp
)
target_link_libraries(mwb_core PRIVATE JPEG::JPEG)
