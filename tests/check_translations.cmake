# Every user-visible string of the app is translated in every shipped language (each
# translations/goalscorer_<lang>.ts):
# refreshes a copy of each .ts from today's sources with lupdate, then requires lrelease to
# find no unfinished translation in it.
#   cmake -DLUPDATE=... -DLRELEASE=... -DSOURCE_DIR=... -DWORK=... -P check_translations.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(GLOB sources "${SOURCE_DIR}/app/gui/*.cpp" "${SOURCE_DIR}/app/gui/*.h" "${SOURCE_DIR}/qml/*.qml")
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
