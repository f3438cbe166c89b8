// The app's one file dialog, with QtQuick.Dialogs' names (selectedFile, currentFolder) for the
// call sites. It is Qt Labs Platform's dialog: the desktop's own where the platform theme
// offers one, and Qt Widgets' QFileDialog otherwise (we run under QApplication). Qt 6.4's
// QML-only fallback of QtQuick.Dialogs crashes as it opens on a desktop without a platform
// theme (a plain X session, Xvfb), so it is not used.
import QtQuick
import Qt.labs.platform as Platform

Platform.FileDialog {
    id: dialog
    property bool save: false        // ask for a file name to write
    property bool multiple: false    // pick several existing files (selectedFiles)
    property alias currentFolder: dialog.folder
    readonly property url selectedFile: dialog.file
    readonly property var selectedFiles: dialog.files
    fileMode: save ? Platform.FileDialog.SaveFile : multiple ? Platform.FileDialog.OpenFiles : Platform.FileDialog.OpenFile
}
