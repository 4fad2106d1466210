# SPDX-License-Identifier: GPL-3.0-or-later
# Torchlight 2 .MOD codec (read, verify, extract, pack, edit) and mwb::openArchive(); included by core/CMakeLists.txt.
set(mwb_tl2mod_dir ${CMAKE_CURRENT_LIST_DIR})
set(mwb_tl2mod_inc ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/tl2mod)
target_sources(mwb_core PRIVATE
    ${mwb_tl2mod_inc}/ModArchive.h       ${mwb_tl2mod_dir}/ModArchive.cpp
    ${mwb_tl2mod_inc}/ModExtractor.h     ${mwb_tl2mod_dir}/ModExtractor.cpp
    ${mwb_tl2mod_inc}/ModFolder.h        ${mwb_tl2mod_dir}/ModFolder.cpp
    ${mwb_tl2mod_inc}/ModPacker.h        ${mwb_tl2mod_dir}/ModPacker.cpp
    ${mwb_tl2mod_inc}/ModSidecar.h       ${mwb_tl2mod_dir}/ModSidecar.cpp
    ${mwb_tl2mod_inc}/ModStructures.h    ${mwb_tl2mod_dir}/ModStructures.cpp
    ${mwb_tl2mod_inc}/ModVerifier.h      ${mwb_tl2mod_dir}/ModVerifier.cpp
    ${mwb_tl2mod_inc}/RollingHash.h      ${mwb_tl2mod_dir}/RollingHash.cpp
    ${mwb_tl2mod_inc}/TypeCodes.h        ${mwb_tl2mod_dir}/TypeCodes.cpp
    ${mwb_tl2mod_dir}/BlockCodec.h       ${mwb_tl2mod_dir}/BlockCodec.cpp
    ${mwb_tl2mod_dir}/ByteCursor.h       ${mwb_tl2mod_dir}/ByteCursor.cpp
    ${mwb_tl2mod_dir}/DataSectionWriter.h ${mwb_tl2mod_dir}/DataSectionWriter.cpp
    ${mwb_tl2mod_dir}/EntryContent.h     ${mwb_tl2mod_dir}/EntryContent.cpp
    ${mwb_tl2mod_dir}/ManifestPlan.h     ${mwb_tl2mod_dir}/ManifestPlan.cpp
    ${mwb_tl2mod_dir}/ModArchiveAdapter.h ${mwb_tl2mod_dir}/ModArchiveAdapter.cpp
    ${mwb_tl2mod_dir}/ModArchiveParser.h ${mwb_tl2mod_dir}/ModArchiveParser.cpp
    ${mwb_tl2mod_dir}/ModFileLayout.h    ${mwb_tl2mod_dir}/ModFileLayout.cpp
    ${mwb_tl2mod_dir}/ModFolderWrite.h   ${mwb_tl2mod_dir}/ModFolderWrite.cpp
    ${mwb_tl2mod_dir}/ModSerializer.h    ${mwb_tl2mod_dir}/ModSerializer.cpp
    ${mwb_tl2mod_dir}/ModStructureDescriber.h ${mwb_tl2mod_dir}/ModStructureDescriber.cpp
    ${mwb_tl2mod_dir}/ModWarnings.h      ${mwb_tl2mod_dir}/ModWarnings.cpp
    ${mwb_tl2mod_dir}/LevelGridWarnings.h ${mwb_tl2mod_dir}/LevelGridWarnings.cpp
    ${mwb_tl2mod_dir}/ModWriter.h        ${mwb_tl2mod_dir}/ModWriter.cpp
    ${mwb_tl2mod_dir}/PakPair.h          ${mwb_tl2mod_dir}/PakPair.cpp
    ${mwb_tl2mod_dir}/RawIndexDiff.h     ${mwb_tl2mod_dir}/RawIndexDiff.cpp
    ${mwb_tl2mod_dir}/RawIndexFiles.h    ${mwb_tl2mod_dir}/RawIndexFiles.cpp
    ${mwb_tl2mod_dir}/RawIndexRefresh.h  ${mwb_tl2mod_dir}/RawIndexRefresh.cpp
    ${mwb_tl2mod_dir}/SidecarPlan.h      ${mwb_tl2mod_dir}/SidecarPlan.cpp
)
