// A ComboBox that always shows the value it is given. A plain ComboBox with a bound
// currentIndex falls back to its first row when its model is rebuilt (a language switch
// re-translates every label list) while the bound value has not changed, so Settings would
// read "Off" with animation on, or a variant table "Nothing" for every number. Here the shown
// row is put back whenever the value, the model or its length changes.
import QtQuick
import QtQuick.Controls

ComboBox {
    // As wide as its longest choice in the language shown ("Zufällige Aufstellung" was cut).
    implicitContentWidthPolicy: ComboBox.WidestText
    id: box
    // The row to show: an index into the model (callers map their value to it).
    property int selectedIndex: 0
    // For a list that is a choice in a form (no value elsewhere): the user's pick becomes the
    // row to show. Code that preselects a row sets selectedIndex, not currentIndex.
    property bool remembersChoice: false
    onActivated: (i) => { if (remembersChoice) selectedIndex = i }
    delegate: ChoiceDelegate { choices: box }

    function showSelected() {
        if (currentIndex !== selectedIndex && selectedIndex < count)
            currentIndex = selectedIndex;
    }
    onSelectedIndexChanged: showSelected()
    onModelChanged: Qt.callLater(showSelected)
    onCountChanged: Qt.callLater(showSelected)
    Component.onCompleted: showSelected()
}
