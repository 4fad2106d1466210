# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DCOMMAND="a;b;c" -DEXPECTED=N -P expect_exit.cmake: runs COMMAND and fails unless it exits with N.
execute_process(COMMAND ${COMMAND} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL EXPECTED)
    message(FATAL_ERROR "exit code ${rc}, expected ${EXPECTED}\nstdout: ${out}\nstderr: ${err}")
endif()
message(STATUS "exit code ${rc} as expected; stderr: ${err}")
