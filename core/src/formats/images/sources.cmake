# SPDX-License-Identifier: GPL-3.0-or-later
# Image header describers (PNG, DDS, BMP, TGA) for the property inspector; registered in src/ContentDescribers.cpp.
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ImageDescribers.h
    ${CMAKE_CURRENT_LIST_DIR}/PngDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DdsDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/BmpDescriber.cpp
    ${CMAKE_CURRENT_LIST_DIR}/TgaDescriber.cpp
)
