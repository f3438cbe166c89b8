# Installs the build into a scratch prefix and checks what lands there:
#   cmake -DBUILD_DIR=<build> -DPREFIX=<scratch> -P check_install.cmake
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}" RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${rc})")
endif()
set(id io.github.goalscorer.Goalscorer)
foreach(f bin/goalscorer bin/goalscorer-cli
          share/applications/${id}.desktop
          share/icons/hicolor/scalable/apps/${id}.svg
          share/metainfo/${id}.metainfo.xml
          share/goalscorer/variants/classic.json share/goalscorer/variants/large.json
          share/goalscorer/variants/speed.json share/goalscorer/variants/README.md)
    if(NOT EXISTS "${PREFIX}/${f}")
        message(FATAL_ERROR "not installed: ${f}")
    endif()
endforeach()
# The installed CLI runs on its own and checks the installed variant files.
file(GLOB variants "${PREFIX}/share/goalscorer/variants/*.json")
list(LENGTH variants n)
if(n LESS 10)
    message(FATAL_ERROR "only ${n} variant files installed")
endif()
execute_process(COMMAND "${PREFIX}/bin/goalscorer-cli" variant check ${variants} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "installed goalscorer-cli variant check failed: ${err}")
endif()
# The desktop entry and the metainfo pass the freedesktop validators.
find_program(DESKTOP_VALIDATE desktop-file-validate REQUIRED)
execute_process(COMMAND "${DESKTOP_VALIDATE}" "${PREFIX}/share/applications/${id}.desktop" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate: ${out}${err}")
endif()
find_program(APPSTREAMCLI appstreamcli REQUIRED)
execute_process(COMMAND "${APPSTREAMCLI}" validate --no-net --pedantic "${PREFIX}/share/metainfo/${id}.metainfo.xml" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "appstreamcli validate: ${out}${err}")
endif()
message(STATUS "install layout ok: ${PREFIX}")
