// The app's folder dialog: Qt Labs Platform's, for the same reason as FilePicker.qml (the
// desktop's own dialog, else Qt Widgets'; never Qt 6.4's crashing QML-only fallback).
import QtQuick
import Qt.labs.platform as Platform

Platform.FolderDialog {
    id: dialog
    readonly property url selectedFolder: dialog.folder
    // Where it opens (the folder it shows first).
    property alias startFolder: dialog.currentFolder
}
