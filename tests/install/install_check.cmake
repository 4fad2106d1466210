# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into SCRATCH, then runs the installed executables and checks the desktop integration files.
file(REMOVE_RECURSE ${SCRATCH})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${SCRATCH}
    RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${rc}")
endif()
foreach(file bin/mwb bin/mwb-cli share/applications/mwb.desktop share/mime/packages/mwb-mime.xml
        share/icons/hicolor/scalable/apps/mwb.svg)
    if(NOT EXISTS ${SCRATCH}/${file})
        message(FATAL_ERROR "not installed: ${file}")
    endif()
endforeach()
execute_process(COMMAND ${SCRATCH}/bin/mwb-cli --version OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT out MATCHES "^mwb-cli [0-9]+\\.[0-9]+\\.[0-9]+")
    message(FATAL_ERROR "installed mwb-cli does not run: ${rc} ${out}")
endif()
execute_process(COMMAND ${SCRATCH}/bin/mwb --print-title OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT out MATCHES "Mod Workbench")
    message(FATAL_ERROR "installed mwb does not run: ${rc} ${out}")
endif()
file(REMOVE_RECURSE ${SCRATCH})
