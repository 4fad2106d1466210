# SPDX-License-Identifier: GPL-3.0-or-later
# Torchlight 2 DATs: text DAT document (parser + writer), rg_hash, compiled BINDAT reader / writer, DAT ⇄ BINDAT
# compiler and decompiler, versions loaded for comparison, the property diff and merge, the name dictionary and the
# BINDAT structure describer; included by core/CMakeLists.txt.
set(mwb_tl2dat_headers ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/tl2dat)
target_sources(mwb_core PRIVATE
    ${mwb_tl2dat_headers}/Bindat.h         ${CMAKE_CURRENT_LIST_DIR}/BindatReader.cpp
                                           ${CMAKE_CURRENT_LIST_DIR}/BindatWriter.cpp
    ${mwb_tl2dat_headers}/DatCompiler.h    ${CMAKE_CURRENT_LIST_DIR}/DatCompiler.cpp
    ${mwb_tl2dat_headers}/DatDecompiler.h  ${CMAKE_CURRENT_LIST_DIR}/DatDecompiler.cpp
    ${mwb_tl2dat_headers}/DatDocument.h    ${CMAKE_CURRENT_LIST_DIR}/DatDocument.cpp
    ${mwb_tl2dat_headers}/DatTypes.h       ${CMAKE_CURRENT_LIST_DIR}/DatTypes.cpp
    ${mwb_tl2dat_headers}/DatValues.h      ${CMAKE_CURRENT_LIST_DIR}/DatValues.cpp
    ${mwb_tl2dat_headers}/DatPropertyDiff.h ${CMAKE_CURRENT_LIST_DIR}/DatPropertyDiff.cpp
    ${mwb_tl2dat_headers}/DatPropertyMerge.h ${CMAKE_CURRENT_LIST_DIR}/DatPropertyMerge.cpp
    ${mwb_tl2dat_headers}/DatVersions.h    ${CMAKE_CURRENT_LIST_DIR}/DatVersions.cpp
    ${mwb_tl2dat_headers}/NameDictionary.h ${CMAKE_CURRENT_LIST_DIR}/NameDictionary.cpp
    ${mwb_tl2dat_headers}/RgHash.h
    ${CMAKE_CURRENT_LIST_DIR}/BindatDescriber.h ${CMAKE_CURRENT_LIST_DIR}/BindatDescriber.cpp
    ${mwb_tl2dat_headers}/DatTextCodec.h   ${CMAKE_CURRENT_LIST_DIR}/DatTextCodec.cpp
    ${mwb_tl2dat_headers}/DatContent.h     ${CMAKE_CURRENT_LIST_DIR}/DatContent.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DatKind.h
    ${CMAKE_CURRENT_LIST_DIR}/TextEncoding.h
)
# The shipped name dictionary (NameDictionary::builtin()). Our own derived data, no corpus file: the tag and key
# names of the corpus text DATs / LAYOUTs (`mwb-cli dat learn-names`), plus names checked to hash to keys that
# occur in the corpus BINDATs (candidates from Awkward-im/Torchlight's public name list, kept only when verified).
qt_add_resources(mwb_core "mwb_tl2dat_names" PREFIX "/mwb/tl2dat" BASE ${CMAKE_CURRENT_LIST_DIR}/data
    FILES ${CMAKE_CURRENT_LIST_DIR}/data/tl2-names.txt)
