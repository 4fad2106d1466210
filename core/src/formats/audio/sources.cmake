# SPDX-License-Identifier: GPL-3.0-or-later
# Audio container describers (WAVE/RIFF) for the property inspector; kinds of the content registry (src/content/ContentRegistry.cpp).
target_sources(mwb_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/WavDescriber.h ${CMAKE_CURRENT_LIST_DIR}/WavDescriber.cpp
)
