# SPDX-License-Identifier: GPL-3.0-or-later
# Image header describers (PNG, DDS, BMP, TGA) for the property inspector (kinds of the content registry, src/content/ContentRegistry.cpp),
# and the image export: BLP, DDS, TGA and PNG entries written as PNG files (PngWriter through libdeflate), and
# resampling without Qt GUI (ImageResize: icons brought to 64×64).
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ImageDescribers.h
    ${CMAKE_CURRENT_LIST_DIR}/PngDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DdsDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BmpDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/TgaDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ImageKinds.h ${CMAKE_CURRENT_LIST_DIR}/ImageKinds.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/images/PngWriter.h ${CMAKE_CURRENT_LIST_DIR}/PngWriter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/images/TgaImage.h ${CMAKE_CURRENT_LIST_DIR}/TgaImage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/images/ImageExport.h ${CMAKE_CURRENT_LIST_DIR}/ImageExport.cpp
    ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/images/ImageResize.h ${CMAKE_CURRENT_LIST_DIR}/ImageResize.cpp
)
target_link_libraries(mwb_core PRIVATE PkgConfig::LIBDEFLATE)
