# Every user-visible string of the app is translated in every shipped language (each
# translations/goalscorer_<lang>.ts):
# refreshes a copy of each .ts from today's sources with lupdate, then requires lrelease to
# find no unfinished translation in it.
#   cmake -DLUPDATE=... -DLRELEASE=... -DSOURCE_DIR=... -DWORK=... -P check_translations.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
# The same sources as app/CMakeLists.txt's qt_add_translations: the app's C++ folders, all QML
# and engine/explain.cpp.
file(GLOB_RECURSE sources "${SOURCE_DIR}/app/controllers/*.cpp" "${SOURCE_DIR}/app/controllers/*.h"
     "${SOURCE_DIR}/app/services/*.cpp" "${SOURCE_DIR}/app/services/*.h" "${SOURCE_DIR}/app/models/*.cpp"
     "${SOURCE_DIR}/app/models/*.h" "${SOURCE_DIR}/app/text/*.cpp" "${SOURCE_DIR}/app/text/*.h" "${SOURCE_DIR}/qml/*.qml"
     "${SOURCE_DIR}/app/remote/*.cpp")
# The game's sentences are written in the engine, marked for translation (engine/sentence.h).
list(APPEND sources "${SOURCE_DIR}/engine/explain.cpp" "${SOURCE_DIR}/engine/lab/verdict.cpp")
list(LENGTH sources count)
if(count LESS 60)
    message(FATAL_ERROR "only ${count} source files found: the list above is out of date")
endif()
set(failed "")
file(GLOB shipped "${SOURCE_DIR}/translations/goalscorer_*.ts")
if(NOT shipped)
    message(FATAL_ERROR "no translations/goalscorer_*.ts")
endif()
foreach(file ${shipped})
    string(REGEX REPLACE ".*goalscorer_(.*)\\.ts$" "\\1" lang "${file}")
    set(ts "${WORK}/goalscorer_${lang}.ts")
    file(COPY "${SOURCE_DIR}/translations/goalscorer_${lang}.ts" DESTINATION "${WORK}")
    execute_process(COMMAND "${LUPDATE}" ${sources} -no-obsolete -locations none -ts "${ts}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed for ${lang}: ${err}")
    endif()
    execute_process(COMMAND "${LRELEASE}" "${ts}" -qm "${WORK}/${lang}.qm"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    message(STATUS "${lang}: ${out}")
    if(NOT rc EQUAL 0 OR NOT out MATCHES "and 0 unfinished" OR out MATCHES "Ignored")
        list(APPEND failed ${lang})
    endif()
endforeach()
if(failed)
    message(FATAL_ERROR "untranslated strings in: ${failed} (run the update_translations target and translate the new entries)")
endif()
