# SPDX-License-Identifier: GPL-3.0-or-later
# MPQ reader (Blizzard Mo'PaQ archives, v1-v4). Own codecs for Huffman, IMA ADPCM, PKWARE DCL and sparse; zlib via
# libdeflate, bzip2 via libbz2, LZMA via liblzma; signatures (RSA, MD5, SHA-1) via OpenSSL's libcrypto.
find_package(BZip2 REQUIRED)
find_package(OpenSSL REQUIRED COMPONENTS Crypto)
find_package(PkgConfig REQUIRED)
pkg_check_modules(MWB_LZMA REQUIRED IMPORTED_TARGET liblzma)
set(mwb_mpq_dir ${CMAKE_CURRENT_LIST_DIR})
set(mwb_mpq_inc ${CMAKE_CURRENT_LIST_DIR}/../../../include/mwb/formats/mpq)
target_sources(mwb_core PRIVATE
    ${mwb_mpq_inc}/MpqArchive.h      ${mwb_mpq_dir}/MpqArchive.cpp
    ${mwb_mpq_inc}/MpqLimits.h
    ${mwb_mpq_inc}/MpqTypes.h
    ${mwb_mpq_dir}/MpqFormat.h
    ${mwb_mpq_dir}/Crypto.h          ${mwb_mpq_dir}/Crypto.cpp
    ${mwb_mpq_dir}/Huffman.h         ${mwb_mpq_dir}/Huffman.cpp
    ${mwb_mpq_dir}/Adpcm.h           ${mwb_mpq_dir}/Adpcm.cpp
    ${mwb_mpq_dir}/PkwareExplode.h   ${mwb_mpq_dir}/PkwareExplode.cpp
    ${mwb_mpq_dir}/Sparse.h          ${mwb_mpq_dir}/Sparse.cpp
    ${mwb_mpq_dir}/SectorDecompressor.h ${mwb_mpq_dir}/SectorDecompressor.cpp
    ${mwb_mpq_dir}/HeaderLocator.h   ${mwb_mpq_dir}/HeaderLocator.cpp
    ${mwb_mpq_dir}/HashTable.h       ${mwb_mpq_dir}/HashTable.cpp
    ${mwb_mpq_dir}/ProbeIndex.h      ${mwb_mpq_dir}/ProbeIndex.cpp
    ${mwb_mpq_dir}/BetHetTables.h    ${mwb_mpq_dir}/BetHetTables.cpp
    ${mwb_mpq_dir}/FileReader.h      ${mwb_mpq_dir}/FileReader.cpp
    ${mwb_mpq_dir}/KeyRecovery.h     ${mwb_mpq_dir}/KeyRecovery.cpp
    ${mwb_mpq_dir}/Listfile.h        ${mwb_mpq_dir}/Listfile.cpp
    ${mwb_mpq_dir}/Attributes.h      ${mwb_mpq_dir}/Attributes.cpp
    ${mwb_mpq_inc}/MpqExtractor.h    ${mwb_mpq_dir}/MpqExtractor.cpp
    ${mwb_mpq_dir}/MpqStructureDescriber.h ${mwb_mpq_dir}/MpqStructureDescriber.cpp
    ${mwb_mpq_dir}/MpqEntryDescriber.cpp
    ${mwb_mpq_dir}/MpqDescriberTables.h ${mwb_mpq_dir}/MpqDescriberTables.cpp
    ${mwb_mpq_inc}/MpqWriter.h       ${mwb_mpq_dir}/MpqWriter.cpp
    ${mwb_mpq_dir}/MpqWriteOptions.cpp
    ${mwb_mpq_dir}/ArchiveBuilder.h  ${mwb_mpq_dir}/ArchiveBuilder.cpp
    ${mwb_mpq_dir}/TableBuilder.h    ${mwb_mpq_dir}/TableBuilder.cpp
    ${mwb_mpq_dir}/EntryCodec.h      ${mwb_mpq_dir}/EntryCodec.cpp
    ${mwb_mpq_dir}/SectorCompressor.h ${mwb_mpq_dir}/SectorCompressor.cpp
    ${mwb_mpq_dir}/PkwareCodes.h
    ${mwb_mpq_dir}/PkwareImplode.h   ${mwb_mpq_dir}/PkwareImplode.cpp
    ${mwb_mpq_inc}/MpqSignatureCheck.h ${mwb_mpq_dir}/MpqSignatureCheck.cpp
    ${mwb_mpq_dir}/SignatureCrypto.h ${mwb_mpq_dir}/SignatureCrypto.cpp
    ${mwb_mpq_dir}/SignatureLayout.h ${mwb_mpq_dir}/SignatureLayout.cpp
    ${mwb_mpq_dir}/SignatureVerifier.h ${mwb_mpq_dir}/SignatureVerifier.cpp
    ${mwb_mpq_inc}/MpqNameScanner.h  ${mwb_mpq_dir}/NameScanner.cpp
    ${mwb_mpq_dir}/ContentSniffer.h  ${mwb_mpq_dir}/ContentSniffer.cpp
    ${mwb_mpq_dir}/ImportList.h      ${mwb_mpq_dir}/ImportList.cpp
    ${mwb_mpq_dir}/ModelPaths.h      ${mwb_mpq_dir}/ModelPaths.cpp
    ${mwb_mpq_dir}/NameVariants.h    ${mwb_mpq_dir}/NameVariants.cpp
    ${mwb_mpq_dir}/PathTokens.h      ${mwb_mpq_dir}/PathTokens.cpp
    ${mwb_mpq_dir}/ScriptStrings.h   ${mwb_mpq_dir}/ScriptStrings.cpp
    ${mwb_mpq_dir}/StandardNames.h   ${mwb_mpq_dir}/StandardNames.cpp
)
target_link_libraries(mwb_core PRIVATE BZip2::BZip2 PkgConfig::MWB_LZMA OpenSSL::Crypto)
