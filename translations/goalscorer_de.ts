<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../qml/panels/AnalysisPanel.qml" line="+80"/>
        <source>Analysing the game…</source>
        <translation>Das Spiel wird analysiert…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis from Black&apos;s seat</source>
        <translation>Analyse aus Sicht von Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysis from White&apos;s seat</source>
        <translation>Analyse aus Sicht von Weiß</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only what that side could see at each move is used.</source>
        <translation>Verwendet wird nur, was diese Seite bei jedem Zug sehen konnte.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+2"/>
        <source>Moves played</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance %</source>
        <translation>Chance in %</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Close the analysis</source>
        <translation>Analyse schließen</translation>
    </message>
</context>
<context>
    <name>Announcement</name>
    <message>
        <location filename="../app/text/announcement.cpp" line="+12"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Star Player captured! %1 scores %2</source>
        <translation>Star geschlagen! %1 trifft %2-mal</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offside! %1 reveals one of %2&apos;s counters</source>
        <translation>Abseits! %1 deckt einen Spielstein von %2 auf</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Goal! %1 captured the number %2</source>
        <translation>Tor! %1 hat die Nummer %2 geschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty to %1! The number %2 was a defender</source>
        <translation>Elfmeter für %1! Die Nummer %2 war ein Verteidiger</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty scored! It was the number %1</source>
        <translation>Elfmeter verwandelt! Es war die Nummer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty found the Star Player: revealed, it stays</source>
        <translation>Der Elfmeter traf den Star: aufgedeckt, er bleibt im Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of time! %1 loses the game</source>
        <translation>Zeit abgelaufen! %1 verliert das Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of time! %1&apos;s turn passes</source>
        <translation>Zeit abgelaufen! %1 muss die Runde aussetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Star Player reached the Goal Line! %1 scores %2</source>
        <translation>Der Star hat die Torlinie erreicht! %1 trifft %2-mal</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <location filename="../qml/controls/AppMenuBar.qml" line="+40"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…    Ctrl+N</source>
        <translation>&amp;Neues Spiel…    Ctrl+N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rematch</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo my last turn</source>
        <translation>Meine letzte Runde &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow undo</source>
        <translation>Zurücknehmen erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip the pitch    F</source>
        <translation>Spielfeld &amp;drehen    F</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;ttings…    Ctrl+,</source>
        <translation>&amp;Einstellungen…    Ctrl+,</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open game record…</source>
        <translation>Spielprotokoll ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game record…</source>
        <translation>Spielprotokoll &amp;speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view the game</source>
        <translation>Spiel-&amp;Rückschau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Learn</source>
        <translation>&amp;Lernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tutorials</source>
        <translation>&amp;Tutorials</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open tutorial file…</source>
        <translation>Tutorial-Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Editor</source>
        <translation>&amp;Editor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Position editor</source>
        <translation>&amp;Stellungseditor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the &amp;current game&apos;s position</source>
        <translation>Stellung des &amp;aktuellen Spiels bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Variant editor</source>
        <translation>&amp;Varianteneditor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playtesting &amp;lab</source>
        <translation>Test&amp;labor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L&amp;anguage</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Welcome…</source>
        <translation>&amp;Willkommen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About GOALSCORER</source>
        <translation>Ü&amp;ber GOALSCORER</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../app/models/boardmodel.cpp" line="+88"/>
        <source>empty square %1</source>
        <translation>leeres Feld %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden Youth Counter</source>
        <translation>verdeckter Nachwuchsspieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, First Teamer</source>
        <translation>, Stammspieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, revealed</source>
        <translation>, aufgedeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2, on %3</source>
        <translation>%1 %2, auf %3</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>, picked up</source>
        <translation>, aufgenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, can move</source>
        <translation>, kann ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, a move can end here</source>
        <translation>, ein Zug kann hier enden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, the Hint&apos;s counter</source>
        <translation>, Spielstein des Tipps</translation>
    </message>
</context>
<context>
    <name>ConfirmBar</name>
    <message>
        <location filename="../qml/panels/ConfirmBar.qml" line="+17"/>
        <source>Play %1?</source>
        <translation>Zug: %1?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Confirm (Enter)</source>
        <translation>Bestätigen (Eingabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <location filename="../qml/pitch/Counter.qml" line="+21"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden counter</source>
        <translation>verdeckter Spielstein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, revealed</source>
        <translation>, aufgedeckt</translation>
    </message>
</context>
<context>
    <name>DiagramExporter</name>
    <message>
        <location filename="../app/services/diagramexporter.cpp" line="+81"/>
        <source>There is no position on the pitch to copy.</source>
        <translation>Auf dem Spielfeld steht keine Stellung zum Kopieren.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no position on the pitch to save.</source>
        <translation>Auf dem Spielfeld steht keine Stellung zum Speichern.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The diagram was not saved: %1</source>
        <translation>Das Diagramm wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no position on the pitch to link to.</source>
        <translation>Auf dem Spielfeld steht keine Stellung für einen Link.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A game is saved as pictures once it is over: until then its start holds the hidden identities.</source>
        <translation>Ein Spiel wird erst nach dem Abpfiff als Bilder gespeichert: bis dahin enthält sein Anfang die verdeckten Identitäten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pictures were not saved: %1</source>
        <translation>Die Bilder wurden nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Saved %n picture(s) in %1</source>
        <translation>
            <numerusform>%n Bild in %1 gespeichert</numerusform>
            <numerusform>%n Bilder in %1 gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A game is shared as a link once it is over: until then its start holds the hidden identities.</source>
        <translation>Ein Spiel wird erst nach dem Abpfiff als Link geteilt: bis dahin enthält sein Anfang die verdeckten Identitäten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is too long for a link; save its record instead.</source>
        <translation>Dieses Spiel ist für einen Link zu lang; speichere stattdessen das Spielprotokoll.</translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <location filename="../qml/rooms/EditorView.qml" line="+81"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic start</source>
        <translation>Klassischer Start</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flip</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Preview as</source>
        <translation>Vorschau als</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <location filename="../qml/panels/PositionFieldsPanel.qml" line="+39"/>
        <location line="+18"/>
        <location line="+8"/>
        <location line="+91"/>
        <location filename="../qml/rooms/EditorView.qml" line="+0"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+19"/>
        <location line="+15"/>
        <location line="+82"/>
        <location filename="../qml/rooms/EditorView.qml" line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../qml/rooms/EditorView.qml" line="+5"/>
        <source>Edit a tutorial…</source>
        <translation>Tutorial bearbeiten…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record tutorial</source>
        <translation>Tutorial aufnehmen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play from here ▾</source>
        <translation>Von hier aus spielen ▾</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Against the computer, as White</source>
        <translation>Gegen den Computer, als Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the computer, as Black</source>
        <translation>Gegen den Computer, als Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a friend, here</source>
        <translation>Zu zweit an diesem Computer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pitch</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Counters</source>
        <translation>Spielsteine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a counter, then squares to place it; or drag it onto the pitch. Keyboard: Tab to a counter, Enter, then the arrows and Enter.</source>
        <translation>Klicke auf einen Spielstein und dann auf Felder, um ihn zu setzen, oder ziehe ihn auf das Spielfeld. Tastatur: mit Tab zu einem Spielstein, Enter, dann die Pfeiltasten und Enter.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Pick and move</source>
        <translation>Aufnehmen und versetzen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✗ Remove</source>
        <translation>✗ Entfernen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right-click or drag off the pitch to remove.</source>
        <translation>Zum Entfernen rechtsklicken oder vom Spielfeld ziehen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 — captions, Save and Done are on the Tutorial tab.</source>
        <translation>%1 — Beschriftungen, Speichern und Fertig findest du auf dem Reiter „Tutorial“.</translation>
    </message>
    <message>
        <location filename="../qml/panels/PositionFieldsPanel.qml" line="-128"/>
        <location line="+3"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To act</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>Score</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+9"/>
        <source>Substitutes</source>
        <translation>Ersatzspieler</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>White: %1</source>
        <translation>Weiß: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Black: %1</source>
        <translation>Schwarz: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Picked: %1</source>
        <translation>Ausgewählt: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Teamer</source>
        <translation>Stammspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revealed</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>A valid position, but there is nothing to play: the game is already over. %1</source>
        <translation>Gültige Stellung, aber es gibt nichts mehr zu spielen: Das Spiel ist bereits vorbei. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ A valid position: it can be played and saved.</source>
        <translation>✓ Gültige Stellung: Sie kann gespielt und gespeichert werden.</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+4"/>
        <source>Position (GPN) — paste one here to load it</source>
        <translation>Stellung (GPN) — hier einfügen, um sie zu laden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 sees: %2</source>
        <translation>%1 sieht: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Legal moves (%1)</source>
        <translation>Erlaubte Züge (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../qml/rooms/EditorView.qml" line="+38"/>
        <source>Open a position</source>
        <translation>Stellung öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>GOALSCORER positions (*.gpn)</source>
        <translation>GOALSCORER-Stellungen (*.gpn)</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+7"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Open a tutorial to edit</source>
        <translation>Tutorial zum Bearbeiten öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GOALSCORER tutorials (*.json)</source>
        <translation>GOALSCORER-Tutorials (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the position</source>
        <translation>Stellung speichern</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That did not work</source>
        <translation>Das hat nicht geklappt</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../engine/explain.cpp" line="+25"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: Move 1, move a Youth Counter</source>
        <translation>%1: Zug 1, ziehe einen Nachwuchsspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Move 2, move a First Teamer</source>
        <translation>%1: Zug 2, ziehe einen Stammspieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: bring on the Substitute for the counter promoted on %2?</source>
        <translation>%1: den Ersatzspieler für den auf %2 aufgestiegenen Spielstein einwechseln?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the First Team Debut Move of the counter on %2</source>
        <translation>%1: der Debützug in der ersten Mannschaft des Spielsteins auf %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Penalty, choose one of %2&apos;s Youth Counters</source>
        <translation>%1: Elfmeter, wähle einen Nachwuchsspieler von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: Offside, choose one of %2&apos;s unrevealed Youth Counters to reveal</source>
        <translation>%1: Abseits, wähle einen verdeckten Nachwuchsspieler von %2 zum Aufdecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>counter</source>
        <translation>Spielstein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Youth Counter</source>
        <translation>Nachwuchsspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hidden counter</source>
        <translation>verdeckter Spielstein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 moved %3-%4</source>
        <translation>%1: %2 zieht %3-%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2 reached the Goal Line on %3 and is promoted to First Teamer</source>
        <translation>%1: %2 erreicht die Torlinie auf %3 und steigt zum Stammspieler auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 brought on the Substitute %2 for the %3 on %4</source>
        <translation>%1 wechselt den Ersatzspieler %2 für die %3 auf %4 ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brought on the Substitute %2 on %3</source>
        <translation>%1 wechselt den Ersatzspieler %2 auf %3 ein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 captured %2&apos;s %3 on %4</source>
        <translation>%1 schlägt %3 von %2 auf %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the Star Player!</source>
        <translation>%1: der Star!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: Goal!</source>
        <translation>%1: Tor!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Penalty to %2</source>
        <translation>%1: Elfmeter für %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Offside, %2 reveals one of %3&apos;s Youth Counters</source>
        <translation>%1: Abseits, %2 deckt einen Nachwuchsspieler von %3 auf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 scores 1 goal</source>
        <translation>%1 trifft einmal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 scores %2 goals</source>
        <translation>%1 trifft %2-mal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Penalty picked %2&apos;s Star Player on %3: revealed, it stays</source>
        <translation>Elfmeter von %1 trifft den Star von %2 auf %3: aufgedeckt, er bleibt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Penalty picked %2&apos;s %3 on %4: Goal!</source>
        <translation>Elfmeter von %1 trifft %3 von %2 auf %4: Tor!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Penalty picked %2&apos;s %3 on %4: it leaves the pitch</source>
        <translation>Elfmeter von %1 trifft %3 von %2 auf %4: er verlässt das Spielfeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 revealed %2&apos;s %3 on %4</source>
        <translation>%1 deckt %3 von %2 auf %4 auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Penalty lapses: nothing to choose</source>
        <translation>Elfmeter von %1 entfällt: nichts zu wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Offside lapses: nothing to choose</source>
        <translation>Abseits von %1 entfällt: nichts zu wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s counter on %2 has no Debut Move; a normal First Teamer move instead</source>
        <translation>%1: der Spielstein auf %2 hat keinen Debützug; stattdessen ein normaler Stammspielerzug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot move and passes</source>
        <translation>%1 kann nicht ziehen und setzt aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ran out of time</source>
        <translation>%1 hat keine Zeit mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ran out of time; the turn passes</source>
        <translation>%1 hat keine Zeit mehr; die Runde geht weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: the Star Player was captured</source>
        <translation>Spielende: der Star wurde geschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: the Star Player reached the Goal Line</source>
        <translation>Spielende: der Star hat die Torlinie erreicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: the turn limit is reached</source>
        <translation>Spielende: das Rundenlimit ist erreicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 cannot make the next move</source>
        <translation>Spielende: %1 kann den nächsten Zug nicht machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 lost on time</source>
        <translation>Spielende: %1 hat auf Zeit verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../app/sharing/eventtext.cpp" line="+54"/>
        <source>The Star Player was captured.</source>
        <translation>Der Star wurde geschlagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Star Player reached the Goal Line.</source>
        <translation>Der Star hat die Torlinie erreicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn limit ran out.</source>
        <translation>Das Rundenlimit ist erreicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not make the next move.</source>
        <translation>%1 konnte keinen weiteren Zug machen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ran out of time.</source>
        <translation>%1 hat die Zeit überschritten.</translation>
    </message>
    <message>
        <location filename="../engine/explain.cpp" line="-95"/>
        <location filename="../app/sharing/eventtext.cpp" line="+1"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="-6"/>
        <location filename="../app/sharing/eventtext.cpp" line="+32"/>
        <source>the Star Player</source>
        <translation>der Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hidden counter</source>
        <translation>ein verdeckter Spielstein</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/eventtext.cpp" line="+0"/>
        <source>the %1</source>
        <translation>die %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Running out of time is not a move; the clock applies it</source>
        <translation>Eine Zeitüberschreitung ist kein Zug; darüber entscheidet die Uhr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side may pass only when it cannot move and the variant allows it</source>
        <translation>Eine Seite darf nur aussetzen, wenn sie nicht ziehen kann und die Variante es erlaubt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no substitution to decide</source>
        <translation>Es ist keine Einwechslung zu entscheiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of the opponent&apos;s counters</source>
        <translation>Wähle einen Spielstein des Gegners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not hold one of %2&apos;s counters</source>
        <translation>Auf %1 steht kein Spielstein von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a First Teamer; choose a Youth Counter</source>
        <translation>Auf %1 steht ein Stammspieler; wähle einen Nachwuchsspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is already revealed; an Offside reveals a hidden Youth Counter</source>
        <translation>Der Spielstein auf %1 ist schon aufgedeckt; ein Abseits deckt einen verdeckten Nachwuchsspieler auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no Penalty or Offside to take</source>
        <translation>Es steht weder ein Elfmeter noch eine Abseitsentscheidung an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That does not fit this part of the turn</source>
        <translation>Das passt nicht zu diesem Teil der Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no counter on %1</source>
        <translation>Auf %1 steht kein Spielstein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2&apos;s counter</source>
        <translation>Auf %1 steht ein Spielstein von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a First Teamer; Move 1 moves a Youth Counter</source>
        <translation>Auf %1 steht ein Stammspieler; in Zug 1 zieht ein Nachwuchsspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Youth Counter moves one square forward or diagonally forward</source>
        <translation>Ein Nachwuchsspieler zieht ein Feld gerade oder diagonal nach vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is occupied, and Youth Counters never capture</source>
        <translation>Das Feld %1 ist besetzt, und Nachwuchsspieler schlagen nie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Goalkeeper cannot leave its Goalkeeper&apos;s Area</source>
        <translation>Der Torwart kann seinen Torraum nicht verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the Debut Move of the counter on %1</source>
        <translation>Jetzt ist der Debützug des Spielsteins auf %1 an der Reihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds your own counter</source>
        <translation>Auf %1 steht dein eigener Spielstein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Debut Move of %1 goes to a square of your own Goalkeeper&apos;s Area</source>
        <translation>Beim Debützug zieht %1 auf ein Feld des eigenen Torraums</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Debut Move of %1 goes to a square of the Midfield Area</source>
        <translation>Beim Debützug zieht %1 auf ein Feld der Mittelfeldzone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Debut Move of %1 goes to an adjacent square</source>
        <translation>Beim Debützug zieht %1 auf ein Nachbarfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a Youth Counter; Move 2 moves a First Teamer</source>
        <translation>Auf %1 steht ein Nachwuchsspieler; in Zug 2 zieht ein Stammspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A First Teamer moves one square</source>
        <translation>Ein Stammspieler zieht ein Feld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 moves straight only, never diagonally</source>
        <translation>%1 zieht nur gerade, nie diagonal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Now: %2.</source>
        <translation>%1. Jetzt: %2.</translation>
    </message>
    <message>
        <location filename="../app/sharing/eventtext.cpp" line="-19"/>
        <source>your Star Player</source>
        <translation>deinen Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your counter</source>
        <translation>deinen Spielstein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your %1</source>
        <translation>deine %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured on %1 with %2 from %3.</source>
        <translation>Du hast %2 von %3 nach %1 gezogen und dort geschlagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You moved %1 from %2 to %3.</source>
        <translation>Du hast %1 von %2 nach %3 gezogen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You chose the counter on %1.</source>
        <translation>Du hast den Spielstein auf %1 gewählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You brought on the Substitute.</source>
        <translation>Du hast den Ersatzspieler eingewechselt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You kept your team as it is.</source>
        <translation>Du hast deine Mannschaft unverändert gelassen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint: %1 from %2 captures on %3</source>
        <translation>Tipp: %1 von %2 schlägt auf %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint: %1 from %2 to %3</source>
        <translation>Tipp: %1 von %2 nach %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: choose %1</source>
        <translation>Tipp: wähle %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: bring on the Substitute</source>
        <translation>Tipp: wechsle den Ersatzspieler ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: keep the promoted counter</source>
        <translation>Tipp: behalte den aufgestiegenen Spielstein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: pass</source>
        <translation>Tipp: setze aus</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the counter</source>
        <translation>den Spielstein</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 from %2, capturing on %3</source>
        <translation>%1 von %2, schlägt auf %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 from %2 to %3</source>
        <translation>%1 von %2 nach %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the counter on %1</source>
        <translation>den Spielstein auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bringing on the Substitute</source>
        <translation>den Ersatzspieler einwechseln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeping the promoted counter</source>
        <translation>den aufgestiegenen Spielstein behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pass</source>
        <translation>aussetzen</translation>
    </message>
    <message>
        <location filename="../engine/lab/verdict.cpp" line="+35"/>
        <source>%1,%2</source>
        <translation>%1.%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1.%2</source>
        <translation>%1,%2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The clearest other difference: %1, %2 points higher in the computer&apos;s games (%3 to %4).</source>
        <translation>Der deutlichste weitere Unterschied: %1, %2 Punkte höher in den Spielen des Computers (%3 bis %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other difference: %1, %2 points lower in the computer&apos;s games (%3 to %4).</source>
        <translation>Der deutlichste weitere Unterschied: %1, %2 Punkte niedriger in den Spielen des Computers (%3 bis %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other difference: %1, %2% higher in the computer&apos;s games (%3 to %4%).</source>
        <translation>Der deutlichste weitere Unterschied: %1, %2 % höher in den Spielen des Computers (%3 bis %4 %).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other difference: %1, %2% lower in the computer&apos;s games (%3 to %4%).</source>
        <translation>Der deutlichste weitere Unterschied: %1, %2 % niedriger in den Spielen des Computers (%3 bis %4 %).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clearest other change: %1, %2 points higher under %3 (%4 to %5).</source>
        <translation>Die deutlichste weitere Änderung: %1, %2 Punkte höher unter %3 (%4 bis %5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other change: %1, %2 points lower under %3 (%4 to %5).</source>
        <translation>Die deutlichste weitere Änderung: %1, %2 Punkte niedriger unter %3 (%4 bis %5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other change: %1, %2% higher under %3 (%4 to %5%).</source>
        <translation>Die deutlichste weitere Änderung: %1, %2 % höher unter %3 (%4 bis %5 %).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other change: %1, %2% lower under %3 (%4 to %5%).</source>
        <translation>Die deutlichste weitere Änderung: %1, %2 % niedriger unter %3 (%4 bis %5 %).</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the players differ, so this measures them as well as the colours</source>
        <translation>die Spieler sind verschieden, also misst dies sie ebenso wie die Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first move matters</source>
        <translation>der erste Zug zählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moving second is an advantage</source>
        <translation>als Zweiter zu ziehen ist ein Vorteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 scores %2% of the points (%3 to %4): %5.</source>
        <translation>%1 holt %2 % der Punkte (%3 bis %4): %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neither side scores more at %1 games (White&apos;s score: %2 to %3%); an edge of %4 points would have shown.</source>
        <translation>Keine Seite holt bei %1 Spielen mehr Punkte (Weiß holt %2 bis %3 %); ein Vorsprung von %4 Punkten wäre zu sehen gewesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Neither side scores clearly more at %1 games (White&apos;s score: %2 to %3%), too few to tell: %4 games would show a %5-point edge.</source>
        <translation>Keine Seite holt bei %1 Spielen deutlich mehr Punkte (Weiß holt %2 bis %3 %), zu wenige für ein Urteil: %4 Spiele würden einen Vorsprung von %5 Punkten zeigen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the %1 games was drawn.</source>
        <translation>Keines der %1 Spiele endete unentschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1% of games are drawn (%2 to %3).</source>
        <translation>%1 % der Spiele enden unentschieden (%2 bis %3).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Every game came out the same under %1 and %2 (%3 games each): with these players the change never came into play, and more games would not show it. Try other players, or a change these players meet.</source>
        <translation>Jedes Spiel ging unter %1 und %2 gleich aus (je %3 Spiele): Mit diesen Spielern kam die Änderung nie zum Tragen, und mehr Spiele würden sie nicht zeigen. Versuche andere Spieler oder eine Änderung, auf die diese Spieler treffen.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>No game reached turn %1 (%2 games): the turn limit never ended a game.</source>
        <translation>Kein Spiel erreichte Runde %1 (%2 Spiele): Das Rundenlimit beendete nie ein Spiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Youth Counter reached the Goal Line in %1 games: the change to the Debut Moves never came into play.</source>
        <translation>In %1 Spielen erreichte kein Nachwuchsspieler die Torlinie: Die Änderung bei den Debützügen kam nie zum Tragen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Youth Counter reached the Goal Line in %1 games: the change to the Substitute never came into play.</source>
        <translation>In %1 Spielen erreichte kein Nachwuchsspieler die Torlinie: Die Änderung beim Ersatzspieler kam nie zum Tragen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No side was ever unable to move in %1 games: the change to blocked sides never came into play.</source>
        <translation>In %1 Spielen konnte nie eine Seite nicht ziehen: Die Änderung bei blockierten Seiten kam nie zum Tragen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Star Player was captured or reached the Goal Line in %1 games: the change to its goals never came into play.</source>
        <translation>In %1 Spielen wurde kein Star geschlagen und keiner erreichte die Torlinie: Die Änderung bei seinen Toren kam nie zum Tragen.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No counter whose capture the change affects was captured in %1 games: the change to what captures do never came into play.</source>
        <translation>In %1 Spielen wurde kein Spielstein geschlagen, dessen Schlagen die Änderung betrifft: Die Änderung dessen, was ein Schlagen bewirkt, kam nie zum Tragen.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>More games with these players are unlikely to show a difference: try players whose games reach the changed rules.</source>
        <translation>Mehr Spiele mit diesen Spielern zeigen wahrscheinlich keinen Unterschied: Versuche Spieler, deren Spiele die geänderten Regeln erreichen.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>In the computer&apos;s games White scores %1 points more than in your games (%2 to %3).</source>
        <translation>In den Spielen des Computers holt Weiß %1 Punkte mehr als in deinen Spielen (%2 bis %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s games White scores %1 points less than in your games (%2 to %3).</source>
        <translation>In den Spielen des Computers holt Weiß %1 Punkte weniger als in deinen Spielen (%2 bis %3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under %1, White scores %2 points more than under %3 (%4 to %5): the change helps White.</source>
        <translation>Unter %1 holt Weiß %2 Punkte mehr als unter %3 (%4 bis %5): die Änderung hilft Weiß.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under %1, White scores %2 points less than under %3 (%4 to %5): the change helps Black.</source>
        <translation>Unter %1 holt Weiß %2 Punkte weniger als unter %3 (%4 bis %5): die Änderung hilft Schwarz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games and the computer&apos;s do not differ in balance (%1 to %2 points, %3 of your games); a difference of %4 points would have shown.</source>
        <translation>Deine Spiele und die des Computers unterscheiden sich im Gleichgewicht nicht (%1 bis %2 Punkte, %3 deiner Spiele); ein Unterschied von %4 Punkten wäre zu sehen gewesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your games and the computer&apos;s do not differ clearly in balance (%1 to %2 points, %3 of your games), too few to tell: %4 games would show a %5-point difference.</source>
        <translation>Deine Spiele und die des Computers unterscheiden sich im Gleichgewicht nicht deutlich (%1 bis %2 Punkte, %3 deiner Spiele), zu wenige für ein Urteil: %4 Spiele würden einen Unterschied von %5 Punkten zeigen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing differs in balance between %1 and %2 at %3 games each (%4 to %5 points); a change of %6 points would have shown.</source>
        <translation>Im Gleichgewicht unterscheiden sich %1 und %2 bei je %3 Spielen nicht (%4 bis %5 Punkte); eine Änderung von %6 Punkten wäre zu sehen gewesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No difference in balance between %1 and %2 shows at %3 games each (%4 to %5 points), too few to tell: %6 games each would show a %7-point change.</source>
        <translation>Ein Unterschied im Gleichgewicht zwischen %1 und %2 zeigt sich bei je %3 Spielen nicht (%4 bis %5 Punkte), zu wenige für ein Urteil: je %6 Spiele würden eine Änderung von %7 Punkten zeigen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>games the Star Player decides</source>
        <translation>vom Star entschiedene Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>comebacks</source>
        <translation>Aufholjagden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blocked games</source>
        <translation>blockierte Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game length</source>
        <translation>Spiellänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties a game</source>
        <translation>Elfmeter pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsides a game</source>
        <translation>Abseits pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promotions a game</source>
        <translation>Aufstiege pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>substitutions a game</source>
        <translation>Einwechslungen pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lead changes a game</source>
        <translation>Führungswechsel pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves to choose from</source>
        <translation>Zugauswahl</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No other measure differs clearly.</source>
        <translation>Kein anderes Maß unterscheidet sich deutlich.</translation>
    </message>
</context>
<context>
    <name>FileOpener</name>
    <message>
        <location filename="../app/services/fileopener.cpp" line="+68"/>
        <source>The link&apos;s position cannot be read: %1</source>
        <translation>Die Stellung im Link ist nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The link&apos;s game cannot be read: %1</source>
        <translation>Das Spiel im Link ist nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The link&apos;s game could not be kept: %1</source>
        <translation>Das Spiel aus dem Link konnte nicht abgelegt werden: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>GOALSCORER opens files on this computer and goalscorer: links, not &quot;%1:&quot; addresses.</source>
        <translation>GOALSCORER öffnet Dateien auf diesem Computer und goalscorer:-Links, keine „%1:“-Adressen.</translation>
    </message>
</context>
<context>
    <name>FriendGame</name>
    <message>
        <location filename="../app/controllers/friendgame.cpp" line="+25"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>There is no variant &quot;%1&quot;.</source>
        <translation>Es gibt keine Variante „%1“.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+27"/>
        <location line="+18"/>
        <location line="+26"/>
        <source>A game with a friend is under way: leave it first.</source>
        <translation>Ein Spiel gegen deinen Freund läuft noch: Verlasse es zuerst.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>&quot;%1&quot; port %2 is not an address and port to listen on.</source>
        <translation>„%1“ mit Port %2 ist keine Adresse, an der auf Verbindungen gewartet werden kann.</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The remote game kept in %1 cannot be picked up: %2</source>
        <translation>Das in %1 abgelegte Spiel gegen deinen Freund lässt sich nicht fortsetzen: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not one</source>
        <translation>die Datei enthält keines</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The remote game could not be kept: %1</source>
        <translation>Das Spiel gegen deinen Freund konnte nicht abgelegt werden: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The verified record could not be written: %1</source>
        <translation>Das verifizierte Spielprotokoll konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+16"/>
        <source>By message</source>
        <translation>Per Nachricht</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>By message: send the link below, then wait for the friend&apos;s answer</source>
        <translation>Per Nachricht: Sende den Link unten und warte dann auf den Link deines Freundes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: waiting for the friend to come back (port %1)</source>
        <translation>Verbindung verloren: Warte auf die Rückkehr deines Freundes (Port %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the friend to join (port %1)</source>
        <translation>Warte darauf, dass dein Freund beitritt (Port %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: retrying</source>
        <translation>Verbindung verloren: neuer Versuch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connecting…</source>
        <translation>Verbindung wird aufgebaut…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected: the friend is thinking</source>
        <translation>Verbunden: Dein Freund überlegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host a game, join one or play by message.</source>
        <translation>Hoste ein Spiel, tritt einem bei oder spiele per Nachricht.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting for the friend.</source>
        <translation>Warte auf deinen Freund.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You play %1. Waiting for the friend…</source>
        <translation>Du spielst %1. Warte auf deinen Freund…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play %1. Exchanging commitments with the friend…</source>
        <translation>Du spielst %1. Festlegungen werden mit deinem Freund ausgetauscht…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The final whistle: waiting for the friend to show its counters. Until it does, the result is not verified.</source>
        <translation>Schlusspfiff: Warte darauf, dass dein Freund seine Spielsteine aufdeckt. Bis dahin ist das Ergebnis nicht bestätigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn (%1): bring on the Substitute?</source>
        <translation>Du bist am Zug (%1): Ersatzspieler einwechseln?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn (%1).</source>
        <translation>Du bist am Zug (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The friend&apos;s turn (%1).</source>
        <translation>Dein Freund ist am Zug (%1).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw. Every commitment and move checked out: the record is verified.</source>
        <translation>Unentschieden. Jede Festlegung und jeder Zug hat die Prüfung bestanden: Das Spielprotokoll ist verifiziert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won. Every commitment and move checked out: the record is verified.</source>
        <translation>Du hast gewonnen. Jede Festlegung und jeder Zug hat die Prüfung bestanden: Das Spielprotokoll ist verifiziert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost. Every commitment and move checked out: the record is verified.</source>
        <translation>Du hast verloren. Jede Festlegung und jeder Zug hat die Prüfung bestanden: Das Spielprotokoll ist verifiziert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was stopped: %1</source>
        <translation>Das Spiel wurde abgebrochen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was abandoned: %1</source>
        <translation>Das Spiel wurde aufgegeben: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White %1 – %2 Black</source>
        <translation>Weiß %1 – %2 Schwarz</translation>
    </message>
</context>
<context>
    <name>FriendView</name>
    <message>
        <location filename="../qml/rooms/FriendView.qml" line="+61"/>
        <source>Play a friend</source>
        <translation>Gegen einen Freund spielen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No server sees your game: each app keeps its own side&apos;s counters secret, commits to them before the kick-off and proves every one the rules show. Your friend&apos;s app checks every proof and every move, and so does yours.</source>
        <translation>Kein Server sieht dein Spiel: Jede App hält die Spielsteine ihrer eigenen Seite geheim, legt sich vor dem Anstoß auf sie fest und beweist jeden, den die Regeln aufdecken. Die App deines Freundes prüft jeden Beweis und jeden Zug, und deine tut das auch.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host</source>
        <translation>Hosten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+71"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>By message</source>
        <translation>Per Nachricht</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>You play</source>
        <translation>Du spielst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White (moves first)</source>
        <translation>Weiß (beginnt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Host the game</source>
        <translation>Spiel hosten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start, and send the first link</source>
        <translation>Starten und ersten Link senden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The invite: goalscorer:join/…</source>
        <translation>Die Einladung: goalscorer:join/…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Or the friend&apos;s first link: goalscorer:turn/…</source>
        <translation>Oder der erste Link deines Freundes: goalscorer:turn/…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open the link</source>
        <translation>Link öffnen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Your game time: %1</source>
        <translation>Deine Spielzeit: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This move: %1</source>
        <translation>Dieser Zug: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bring on the Substitute</source>
        <translation>Ersatzspieler einwechseln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the promoted counter</source>
        <translation>Aufgestiegenen Spielstein behalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Send your friend this invite; they open it in GOALSCORER (or paste it under Join):</source>
        <translation>Schicke deinem Freund diese Einladung; er öffnet sie in GOALSCORER (oder fügt sie unter „Beitreten“ ein):</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Invite</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Send your friend this link by any chat or email:</source>
        <translation>Schicke deinem Freund diesen Link per Chat oder E-Mail:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Link to send</source>
        <translation>Zu sendender Link</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The friend&apos;s link: goalscorer:turn/…</source>
        <translation>Der Link deines Freundes: goalscorer:turn/…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Leave the game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop waiting</source>
        <translation>Nicht mehr warten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review in Play</source>
        <translation>Rückschau in „Spielen“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Leave the game?</source>
        <translation>Spiel verlassen?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop waiting for the friend?</source>
        <translation>Nicht mehr auf deinen Freund warten?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is recorded as abandoned by your friend, its result not verified.</source>
        <translation>Das Spiel wird als von deinem Freund aufgegeben festgehalten, sein Ergebnis unbestätigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your friend is told, and the game is recorded as abandoned by you.</source>
        <translation>Dein Freund wird benachrichtigt, und das Spiel wird als von dir aufgegeben festgehalten.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/models/gamelog.cpp" line="+42"/>
        <source>%1 has arranged its counters</source>
        <translation>%1 hat seine Spielsteine aufgestellt</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Arrange your counters before the kick-off</source>
        <translation>Stelle deine Spielsteine vor dem Anstoß auf</translation>
    </message>
    <message>
        <location filename="../app/controllers/gamecontroller.cpp" line="+122"/>
        <source>Illegal move: %1</source>
        <translation>Unerlaubter Zug: %1</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../app/services/gamefiles.cpp" line="+22"/>
        <source>The saved game is damaged: %1 of %2 moves could be read.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: %1 von %2 Zügen ließen sich lesen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is damaged and cannot be read; it will be kept aside.</source>
        <translation>Das gespeicherte Spiel ist beschädigt und lässt sich nicht lesen; es wird beiseitegelegt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game cannot be saved to %1: %2</source>
        <translation>Das Spiel kann nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no saved game to resume.</source>
        <translation>Es gibt kein gespeichertes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The saved game could not be read, so it was kept as %1 in %2 rather than written over. Game → Open game record… opens what can be read of it.</source>
        <translation>Das gespeicherte Spiel ließ sich nicht lesen. Es wurde nicht überschrieben, sondern als %1 in %2 aufbewahrt. Spiel → Spielprotokoll öffnen… öffnet, was sich davon lesen lässt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/services/autosavefile.cpp" line="+94"/>
        <source>the damaged saved game there could not be moved aside</source>
        <translation>das beschädigte gespeicherte Spiel dort ließ sich nicht beiseitelegen</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../app/models/gamelog.cpp" line="-5"/>
        <location line="+33"/>
        <source>Move taken back</source>
        <translation>Zug zurückgenommen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Game: %1</source>
        <translation>Spiel: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Game resumed</source>
        <translation>Spiel fortgesetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <location filename="../app/controllers/gameoptions.cpp" line="+43"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Unbekannte Variante „%1“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+39"/>
        <source>Unknown strength &quot;%1&quot;.</source>
        <translation>Unbekannte Spielstärke „%1“.</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+41"/>
        <source>The seed must be a whole number, not &quot;%1&quot;.</source>
        <translation>Der Seed muss eine ganze Zahl sein, nicht „%1“.</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+21"/>
        <source>This position cannot be played: %1</source>
        <translation>Diese Stellung kann nicht gespielt werden: %1</translation>
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <location filename="../qml/panels/GameOverOverlay.qml" line="+55"/>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Every counter is now shown.</source>
        <translation>Alle Spielsteine sind jetzt sichtbar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>Rückschau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the pitch</source>
        <translation>Spielfeld ansehen</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/services/strengths.cpp" line="+16"/>
        <source>Plays any legal move</source>
        <translation>Spielt irgendeinen erlaubten Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grabs the best-looking capture each move</source>
        <translation>Schlägt in jedem Zug, was am verlockendsten aussieht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Searches for about 0.7 s a move and reads how you move your hidden counters; it scores the moment it can and guards its Goal Line against runners</source>
        <translation>Rechnet etwa 0,7 s pro Zug und liest, wie du deine verdeckten Spielsteine ziehst; trifft, sobald es kann, und sichert seine Torlinie gegen Durchbrüche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Searches for about 2.5 s a move and reads how you move your hidden counters; it scores the moment it can and guards its Goal Line against runners</source>
        <translation>Rechnet etwa 2,5 s pro Zug und liest, wie du deine verdeckten Spielsteine ziehst; trifft, sobald es kann, und sichert seine Torlinie gegen Durchbrüche</translation>
    </message>
    <message>
        <location filename="../app/controllers/gamesession.cpp" line="+59"/>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game from a position</source>
        <translation>Spiel ab einer Stellung</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The saved game could not be read whole: %1 of %2 moves could be read (%3). It resumes after move %1; the damaged file is kept as %4.</source>
        <translation>Das gespeicherte Spiel ließ sich nicht ganz lesen: %1 von %2 Zügen ließen sich lesen (%3). Es geht nach Zug %1 weiter; die beschädigte Datei wird als %4 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 could not be read whole: %2 of %3 moves could be read (%4). The readable part is open; the file is unchanged.</source>
        <translation>%1 ließ sich nicht ganz lesen: %2 von %3 Zügen ließen sich lesen (%4). Der lesbare Teil ist geöffnet; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/models/scoutreport.cpp" line="+37"/>
        <source>Scout report: %1 has no hidden counters left.</source>
        <translation>Scoutingbericht: %1 hat keine verdeckten Spielsteine mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scout report: each of %1&apos;s %2 hidden counters is the Star Player with %3% and a goalscorer with %4%. Capturing one: Penalty %5%, Offside %6%.</source>
        <translation>Scoutingbericht: Jeder der %2 verdeckten Spielsteine von %1 ist zu %3 % der Star und zu %4 % ein Torschütze. Schlägst du einen: Elfmeter %5 %, Abseits %6 %.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Scout report, from what you have seen and how %1 has moved: no counter stands out as the Star Player (%2 of the %3 hidden counters share the top odds, %4%). Capturing one: Penalty %5%, Offside %6%.</source>
        <translation>Scoutingbericht, nach dem, was du gesehen hast und wie %1 gezogen hat: Kein Spielstein sticht als Star hervor (%2 der %3 verdeckten Spielsteine teilen sich die höchste Chance, %4&#xa0;%). Schlägst du einen: Elfmeter %5&#xa0;%, Abseits %6&#xa0;%.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scout report, from what you have seen and how %1 has moved: the Star Player is most likely the counter on %2 (%3%). Capturing one of the %4 hidden counters: Penalty %5%, Offside %6%.</source>
        <translation>Scoutingbericht, nach dem, was du gesehen hast und wie %1 gezogen hat: Der Star ist am ehesten der Spielstein auf %2 (%3&#xa0;%). Schlägst du einen der %4 verdeckten Spielsteine: Elfmeter %5&#xa0;%, Abseits %6&#xa0;%.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 plays like a runner, pushing counters at your Goal Line (%2%).</source>
        <translation>%1 spielt wie ein Stürmer und treibt Spielsteine auf deine Torlinie zu (%2&#xa0;%).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays patiently, as the computer does (%2%).</source>
        <translation>%1 spielt geduldig, wie der Computer (%2&#xa0;%).</translation>
    </message>
    <message>
        <location filename="../app/controllers/gamesession.cpp" line="-32"/>
        <source>The saved game could not be read (kept as %1). It resumes from the move before.</source>
        <translation>Das gespeicherte Spiel ließ sich nicht lesen (aufbewahrt als %1). Es geht ab dem Zug davor weiter.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is not a game record this app can play: %2</source>
        <translation>%1 ist kein Spielprotokoll, das diese App abspielen kann: %2</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/text/gametext.cpp" line="+17"/>
        <source>Start a new game</source>
        <translation>Starte ein neues Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review: the start</source>
        <translation>Rückschau: Anfangsstellung</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the clock</source>
        <translation>die Uhr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move 2</source>
        <translation>Zug 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the First Team Debut Move</source>
        <translation>Debützug in der ersten Mannschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Penalty choice</source>
        <translation>die Elfmeterwahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Offside choice</source>
        <translation>die Abseitswahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the substitution</source>
        <translation>die Einwechslung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move 1</source>
        <translation>Zug 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review, turn %1, %2: %3</source>
        <translation>Rückschau, Runde %1, %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to play</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arrange your counters: click two to swap them, or swap one with the Substitute. Done starts the game.</source>
        <translation>Stelle deine Spielsteine auf: Klicke zwei an, um sie zu tauschen, oder tausche einen mit dem Ersatzspieler. „Fertig“ startet das Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move 1 — move a Youth Counter</source>
        <translation>Zug 1 — ziehe einen Nachwuchsspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move 2 — move a First Teamer</source>
        <translation>Zug 2 — ziehe einen Stammspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring on your Substitute?</source>
        <translation>Deinen Ersatzspieler einwechseln?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debut Move — your new First Teamer on %1 moves</source>
        <translation>Debützug — dein neuer Stammspieler auf %1 zieht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty — choose one of %1&apos;s Youth Counters to remove</source>
        <translation>Elfmeter — wähle einen Nachwuchsspieler von %1, der entfernt wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offside — choose one of %1&apos;s Youth Counters to reveal</source>
        <translation>Abseits — wähle einen Nachwuchsspieler von %1, der aufgedeckt wird</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No Youth Counter can move — pass</source>
        <translation>Kein Nachwuchsspieler kann ziehen — setze aus</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A draw, %1</source>
        <translation>Unentschieden, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win, %1</source>
        <translation>Du gewinnst, %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You lose, %1</source>
        <translation>Du verlierst, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins, %2</source>
        <translation>%1 gewinnt, %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Debut Move: to any square of your own Goalkeeper&apos;s Area</source>
        <translation>Debützug: auf ein beliebiges Feld des eigenen Torraums</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debut Move: to any square of the Midfield Area</source>
        <translation>Debützug: auf ein beliebiges Feld der Mittelfeldzone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debut Move: to any adjacent square</source>
        <translation>Debützug: auf ein beliebiges Nachbarfeld</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Debut Move: a normal First Teamer move</source>
        <translation>Kein Debützug: ein normaler Stammspielerzug</translation>
    </message>
</context>
<context>
    <name>GameValues</name>
    <message>
        <location filename="../app/controllers/gamevalues.cpp" line="+76"/>
        <source>Undo cannot go back past a move that showed you a hidden counter: taking it back would not make you forget it.</source>
        <translation>Rückgängig geht nicht hinter einen Zug zurück, der dir einen verdeckten Spielstein gezeigt hat: Zurücknehmen würde ihn dich nicht vergessen lassen.</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../qml/rooms/GameView.qml" line="+164"/>
        <location line="+222"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back your last turn (Ctrl+Z)</source>
        <translation>Deine letzte Runde zurücknehmen (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scout report</source>
        <translation>Scoutingbericht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chance that each of the opponent&apos;s hidden counters is the Star Player (★) or a goalscorer (G), in percent, from what you have seen and how the opponent has moved (S)</source>
        <translation>Die Wahrscheinlichkeit in Prozent, dass jeder verdeckte Spielstein des Gegners der Star (★) oder ein Torschütze (G) ist, nach dem, was du gesehen hast und wie der Gegner gezogen hat (S)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back a move (←)</source>
        <translation>Einen Zug zurück (←)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward a move (→)</source>
        <translation>Einen Zug vor (→)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End review</source>
        <translation>Rückschau beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>Rückschau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer replays the game from your seat: your chance at every move, and the moves that cost most</source>
        <translation>Der Computer geht das Spiel aus deiner Sicht noch einmal durch: deine Chance bei jedem Zug und die Züge, die am meisten gekostet haben</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>That did not work</source>
        <translation>Das hat nicht geklappt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Welcome back</source>
        <translation>Willkommen zurück</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have an unfinished game. Carry on where you left off?</source>
        <translation>Du hast ein nicht beendetes Spiel. Dort weitermachen, wo du aufgehört hast?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <location filename="../qml/panels/HandOverCover.qml" line="+31"/>
        <source>%1 to play</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to arrange their counters</source>
        <translation>%1 stellt die eigenen Spielsteine auf</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pass the computer over, then click when ready.</source>
        <translation>Gib den Computer weiter und klicke, sobald du bereit bist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>I&apos;m ready</source>
        <translation>Ich bin bereit</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <location filename="../app/text/hintreason.cpp" line="+38"/>
        <source>their Star Player: two goals and the game</source>
        <translation>ihr Star: zwei Tore und das Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>their %1: a goal</source>
        <translation>ihre %1: ein Tor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the likeliest Star Player (%1%)</source>
        <translation>der wahrscheinlichste Star (%1 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hidden counter: Star Player %1%, goalscorer %2%</source>
        <translation>ein verdeckter Spielstein: Star %1 %, Torschütze %2 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your Star Player onto the Goal Line: two goals and the game</source>
        <translation>dein Star auf die Torlinie: zwei Tore und das Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your Star Player runs on: 1 row to the Goal Line</source>
        <translation>dein Star läuft weiter: noch 1 Reihe bis zur Torlinie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>your Star Player runs on: %1 rows to the Goal Line</source>
        <translation>dein Star läuft weiter: noch %1 Reihen bis zur Torlinie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>your %1 reaches their Goal Line: promoted, with a First Team Debut Move next</source>
        <translation>deine %1 erreicht die gegnerische Torlinie: Aufstieg, danach ein Debützug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your %1 reaches their Goal Line: promoted to First Teamer</source>
        <translation>deine %1 erreicht die gegnerische Torlinie: Aufstieg zum Stammspieler</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>it meets the hidden counter on %1 (Star Player %2%)</source>
        <translation>er stellt den verdeckten Spielstein auf %1 (Star %2 %)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>it cuts off the hidden counter on %1 before it can reach your Goal Line (Star Player %2%)</source>
        <translation>er schneidet dem verdeckten Spielstein auf %1 den Weg zu deiner Torlinie ab (Star %2 %)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no capture or race decides it: the search rated it best on balance</source>
        <translation>kein Schlagen und kein Wettlauf entscheidet: die Suche hielt ihn insgesamt für den besten</translation>
    </message>
</context>
<context>
    <name>HintSearch</name>
    <message>
        <location filename="../app/services/hintsearch.cpp" line="+51"/>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>LabEstimate</name>
    <message>
        <location filename="../app/controllers/labestimate.cpp" line="+96"/>
        <source>Under a second for %1 games</source>
        <translation>Unter einer Sekunde für %1 Spiele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few seconds for %1 games</source>
        <translation>Ein paar Sekunden für %1 Spiele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About %1 seconds for %2 games</source>
        <translation>Etwa %1 Sekunden für %2 Spiele</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About %1 minutes for %2 games</source>
        <translation>Etwa %1 Minuten für %2 Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About %1 hours for %2 games</source>
        <translation>Etwa %1 Stunden für %2 Spiele</translation>
    </message>
</context>
<context>
    <name>LabEstimateLabel</name>
    <message>
        <location filename="../qml/panels/LabEstimateLabel.qml" line="+23"/>
        <source>Timing a few games…</source>
        <translation>Die Dauer wird an ein paar Spielen gemessen…</translation>
    </message>
</context>
<context>
    <name>LabPlayers</name>
    <message>
        <location filename="../app/controllers/labplayers.cpp" line="+44"/>
        <source>&quot;%1&quot; sees hidden identities; the lab plays honest players only.</source>
        <translation>„%1“ sieht verdeckte Identitäten; das Labor lässt nur ehrliche Spieler antreten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player &quot;%1&quot;: %2</source>
        <translation>Spieler „%1“: %2</translation>
    </message>
</context>
<context>
    <name>LabRecords</name>
    <message>
        <location filename="../app/controllers/labrecords.cpp" line="+68"/>
        <source>not a game record: %1</source>
        <translation>kein Spielprotokoll: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other variant (%1)</source>
        <translation>andere Variante (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown variant (%1)</source>
        <translation>unbekannte Variante (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not replay: %1</source>
        <translation>lässt sich nicht nachspielen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 records used, %2 skipped</source>
        <translation>%1 Protokolle verwendet, %2 übersprungen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lab run is already going; cancel it first.</source>
        <translation>Eine Testreihe läuft bereits; brich sie zuerst ab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Lab is not ready.</source>
        <translation>Das Labor ist noch nicht bereit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No finished game of one variant to report in %1.</source>
        <translation>In %1 gibt es kein beendetes Spiel einer Variante für einen Bericht.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The computer&apos;s games could not be played.</source>
        <translation>Die Spiele des Computers konnten nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>Your games</source>
        <translation>Deine Spiele</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>Computer games</source>
        <translation>Computerspiele</translation>
    </message>
</context>
<context>
    <name>LabRecordsPanel</name>
    <message>
        <location filename="../qml/panels/LabRecordsPanel.qml" line="+23"/>
        <source>Open playtest records…</source>
        <translation>Testspiel-Protokolle öffnen…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Playing the computer&apos;s games beside your records…</source>
        <translation>Der Computer spielt seine Spiele neben deinen Protokollen…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide skipped</source>
        <translation>Übersprungene ausblenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show skipped</source>
        <translation>Übersprungene zeigen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder of saved game records</source>
        <translation>Ordner mit gespeicherten Spielprotokollen</translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <location filename="../app/controllers/labreport.cpp" line="+84"/>
        <source>%1 against %2 · %3 · %4 records; White %5, Black %6, %7 games, seed %8 · %9</source>
        <translation>%1 gegen %2 · %3 · %4 Protokolle; Weiß %5, Schwarz %6, %7 Spiele, Seed %8 · %9</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 games per variant</source>
        <translation>%1 Spiele je Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 games</source>
        <translation>%1 Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · White %2, Black %3 · %4 · seed %5 · %6 · %7</source>
        <translation>%1 · Weiß %2, Schwarz %3 · %4 · Seed %5 · %6 · %7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This report cannot be run again: %1</source>
        <translation>Dieser Bericht kann nicht noch einmal gespielt werden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The variant “%1” here is not the one this report played (it is missing or has changed). goalscorer-cli lab --rerun plays the report&apos;s own copy.</source>
        <translation>Die Variante „%1“ hier ist nicht die, die dieser Bericht gespielt hat (sie fehlt oder wurde geändert). goalscorer-cli lab --rerun spielt die Kopie aus dem Bericht.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Run the lab first; there is no report to run again.</source>
        <translation>Starte zuerst das Labor; es gibt keinen Bericht, der noch einmal gespielt werden kann.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a lab report.</source>
        <translation>%1 ist kein Laborbericht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run the lab first; there is nothing to export yet.</source>
        <translation>Starte zuerst das Labor; es gibt noch nichts zu exportieren.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>LabSession</name>
    <message>
        <location filename="../app/controllers/labsession.cpp" line="+108"/>
        <location line="+123"/>
        <source>A lab run is already going; cancel it first.</source>
        <translation>Eine Testreihe läuft bereits; brich sie zuerst ab.</translation>
    </message>
    <message>
        <location filename="../app/controllers/labform.cpp" line="+38"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Unbekannte Variante „%1“.</translation>
    </message>
    <message>
        <location filename="../app/controllers/labplayers.cpp" line="-28"/>
        <source>Strong, 1,000 iterations a move</source>
        <translation>Stark, 1.000 Iterationen pro Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong, 0.1 s a move</source>
        <translation>Stark, 0,1 s pro Zug</translation>
    </message>
    <message>
        <location filename="../app/controllers/labform.cpp" line="+6"/>
        <source>The number of games must be from 1 to 10000.</source>
        <translation>Die Anzahl der Spiele muss zwischen 1 und 10000 liegen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seed must be a whole number.</source>
        <translation>Der Seed muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <location filename="../app/controllers/labsession.cpp" line="-72"/>
        <source>The lab run failed: %1</source>
        <translation>Die Testreihe ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled before any game finished.</source>
        <translation>Abgebrochen, bevor ein Spiel beendet war.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The number of shards must be from 1 to the number of games.</source>
        <translation>Die Zahl der Teile muss zwischen 1 und der Zahl der Spiele liegen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported the cluster job to %1</source>
        <translation>Cluster-Auftrag nach %1 exportiert</translation>
    </message>
    <message>
        <location filename="../app/services/labshards.cpp" line="+18"/>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: its last game is unfinished; run that shard again to complete it.</source>
        <translation>%1: Das letzte Spiel ist unvollständig; starte diesen Teil erneut, um ihn fertigzustellen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 shard files in %2</source>
        <translation>%1 Teildateien in %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/labsession.cpp" line="+22"/>
        <source>These files are not one whole lab run: %1</source>
        <translation>Diese Dateien ergeben keine vollständige Testreihe: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+9"/>
        <source>Run the lab first; there is nothing to export yet.</source>
        <translation>Starte zuerst das Labor; es gibt noch nichts zu exportieren.</translation>
    </message>
    <message>
        <location filename="../app/text/labtext.cpp" line="+17"/>
        <source>%1% (%2–%3)</source>
        <translation>%1 % (%2–%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1%2 points (%3 to %4)</source>
        <translation>%1%2 Prozentpunkte (%3 bis %4)</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>%1%2 (%3 to %4)</source>
        <translation>%1%2 (%3 bis %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, p = %1</source>
        <translation>, p = %1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>, p &lt; %1</source>
        <translation>, p &lt; %1</translation>
    </message>
</context>
<context>
    <name>LabSweep</name>
    <message>
        <location filename="../app/controllers/labsweep.cpp" line="+98"/>
        <location line="+166"/>
        <source>A sweep is already going; cancel it first.</source>
        <translation>Ein Durchlauf läuft bereits; brich ihn zuerst ab.</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Unbekannte Variante „%1“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The number of games must be from 1 to 10000.</source>
        <translation>Die Anzahl der Spiele muss zwischen 1 und 10000 liegen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seed must be a whole number.</source>
        <translation>Der Seed muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The sweep cannot run: its last value (%1) must be above its first (%2).</source>
        <translation>Der Durchlauf kann nicht starten: sein letzter Wert (%1) muss über dem ersten (%2) liegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The sweep cannot run: its step must be 1 or more.</source>
        <translation>Der Durchlauf kann nicht starten: sein Schritt muss 1 oder mehr sein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The sweep cannot run: %1</source>
        <translation>Der Durchlauf kann nicht starten: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The sweep failed: %1</source>
        <translation>Der Durchlauf ist gescheitert: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled before any game finished.</source>
        <translation>Abgebrochen, bevor ein Spiel beendet war.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 is a sweep&apos;s report, which holds no games: export its JSON or its report instead.</source>
        <translation>%1 ist der Bericht eines Durchlaufs und enthält keine Spiele: Exportiere stattdessen sein JSON oder seinen Bericht.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a sweep&apos;s report: %2</source>
        <translation>%1 ist kein Bericht eines Durchlaufs: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/sweepcharts.cpp" line="+102"/>
        <source>No value at %1: every game there was drawn.</source>
        <translation>Kein Wert bei %1: Dort endete jedes Spiel unentschieden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Results (% of games)</source>
        <translation>Ergebnisse (% der Spiele)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White wins</source>
        <translation>Siege Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black wins</source>
        <translation>Siege Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+33"/>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="-1"/>
        <source>White&apos;s edge (points)</source>
        <translation>Vorteil Weiß (Prozentpunkte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+2"/>
        <source>Length (moves)</source>
        <translation>Dauer (Züge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+1"/>
        <source>Settled at (% of the game)</source>
        <translation>Entschieden bei (% des Spiels)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+1"/>
        <source>Lead changes a game</source>
        <translation>Führungswechsel pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+1"/>
        <source>Drama (% of won games)</source>
        <translation>Dramatik (% der gewonnenen Spiele)</translation>
    </message>
    <message>
        <location filename="../app/controllers/labsweep.cpp" line="-59"/>
        <source>Run the sweep first; there is nothing to export yet.</source>
        <translation>Starte zuerst den Durchlauf; es gibt noch nichts zu exportieren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/sweepverdict.cpp" line="+35"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>White&apos;s edge</source>
        <translation>Vorteil Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lead changes</source>
        <translation>Führungswechsel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drama</source>
        <translation>Dramatik</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No value differs clearly from the first (%1) in White&apos;s edge, draws, length, lead changes or drama: what changes is within chance with these games.</source>
        <translation>Kein Wert unterscheidet sich deutlich vom ersten (%1) bei Vorteil Weiß, Unentschieden, Dauer, Führungswechseln oder Dramatik: Was sich ändert, liegt bei diesen Spielen im Rahmen des Zufalls.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clearly different from the first value (%1): %2.</source>
        <translation>Deutlich anders als beim ersten Wert (%1): %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>inside at %1</source>
        <translation>innerhalb bei %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond at %1</source>
        <translation>außerhalb bei %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the games cannot tell yet at %1 (the interval crosses the bound)</source>
        <translation>bei %1 können die Spiele es noch nicht sagen (das Intervall überschreitet die Grenze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s edge within ±%1 points: %2.</source>
        <translation>Vorteil Weiß innerhalb von ±%1 Prozentpunkten: %2.</translation>
    </message>
</context>
<context>
    <name>LabSweepCharts</name>
    <message>
        <location filename="../qml/panels/LabSweepCharts.qml" line="+23"/>
        <source>%1 from %2 to %3: %4 games at each value, the same deals at every value</source>
        <translation>%1 von %2 bis %3: %4 Spiele je Wert, bei jedem Wert dieselben Verteilungen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Target: White&apos;s edge within ±</source>
        <translation>Ziel: Vorteil Weiß innerhalb von ±</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: White&apos;s edge within ± points</source>
        <translation>Ziel: Vorteil Weiß innerhalb von ± Prozentpunkten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>points</source>
        <translation>Prozentpunkten</translation>
    </message>
</context>
<context>
    <name>LabSweepForm</name>
    <message>
        <location filename="../qml/panels/LabSweepForm.qml" line="+40"/>
        <source>Sweep a setting</source>
        <translation>Eine Einstellung durchlaufen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
</context>
<context>
    <name>LabVerdictPanel</name>
    <message>
        <location filename="../qml/panels/LabVerdictPanel.qml" line="+51"/>
        <source>Run again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export report…</source>
        <translation>Bericht exportieren…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the report as a web page</source>
        <translation>Den Bericht als Webseite exportieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
</context>
<context>
    <name>LabView</name>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="+87"/>
        <source>about %1 min left</source>
        <translation>noch etwa %1 min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>about %1 s left</source>
        <translation>noch etwa %1 s</translation>
    </message>
    <message>
        <location filename="../app/models/labreportmodel.cpp" line="+66"/>
        <source>Star captured</source>
        <translation>Star geschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star scored</source>
        <translation>Star an der Torlinie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn limit</source>
        <translation>Rundenlimit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of time</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>White wins</source>
        <translation>Siege Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black wins</source>
        <translation>Siege Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White goals a game</source>
        <translation>Tore Weiß pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black goals a game</source>
        <translation>Tore Schwarz pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length (turns)</source>
        <translation>Dauer (Runden)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties a game</source>
        <translation>Elfmeter pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsides a game</source>
        <translation>Abseits pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promotions a game</source>
        <translation>Aufstiege pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitutions a game</source>
        <translation>Einwechslungen pro Spiel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>White&apos;s edge (points)</source>
        <translation>Vorteil Weiß (Prozentpunkte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settled at (share of the game)</source>
        <translation>Entschieden bei (Anteil des Spiels)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead changes a game</source>
        <translation>Führungswechsel pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drama (winner was behind)</source>
        <translation>Dramatik (Sieger lag zurück)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length (moves)</source>
        <translation>Dauer (Züge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player decides</source>
        <translation>Der Star entscheidet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves to choose from</source>
        <translation>Zugmöglichkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side blocked</source>
        <translation>Eine Seite blockiert</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Game quality</source>
        <translation>Spielqualität</translation>
    </message>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="+40"/>
        <source>Playtesting lab</source>
        <translation>Testlabor</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays many games under a variant, or two variants with the same players and deals, and reports what changed.</source>
        <translation>Der Computer spielt viele Spiele mit einer Variante oder mit zwei Varianten bei gleichen Spielern und Aufstellungen und berichtet, was sich geändert hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+8"/>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportCharts.qml" line="+87"/>
        <location filename="../qml/rooms/LabView.qml" line="+21"/>
        <location line="+5"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../qml/rooms/LabView.qml" line="+16"/>
        <location line="+5"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="+13"/>
        <location line="+4"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>White and Black keep their colours, so the win rates measure the rules&apos; balance. Pick a player or type an AI SPEC such as ismcts:ms=250. Searching players take their time per move; random and greedy players finish hundreds of games in a second.</source>
        <translation>Weiß und Schwarz behalten ihre Farben, daher messen die Siegquoten die Balance der Regeln. Wähle einen Spieler oder gib eine KI-SPEC wie ismcts:ms=250 ein. Suchende Spieler nehmen sich für jeden Zug Zeit; zufällige und gierige Spieler schaffen Hunderte Spiele pro Sekunde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of %2 games, %3</source>
        <translation>%1 von %2 Spielen, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled: the report covers the %1 games that finished.</source>
        <translation>Abgebrochen: Der Bericht umfasst die %1 beendeten Spiele.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 games played.</source>
        <translation>%1 Spiele gespielt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Results read from %1.</source>
        <translation>Ergebnisse gelesen aus %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export report…</source>
        <translation>Bericht exportieren…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export as cluster job…</source>
        <translation>Als Cluster-Auftrag exportieren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open results…</source>
        <translation>Ergebnisse öffnen…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Lab reports, to play again, and sweeps&apos; reports (*.json)</source>
        <translation>Laborberichte zum erneuten Spielen und Berichte von Durchläufen (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportPane.qml" line="+40"/>
        <source>Playing…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a variant and the players, then Run. Tick “Compare with” to measure a rule change against the rules it changes.</source>
        <translation>Wähle eine Variante und die Spieler, dann „Starten“. Hake „Vergleichen mit“ an, um eine Regeländerung an den ursprünglichen Regeln zu messen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a setting and its values, then Run: the same games are played at every value.</source>
        <translation>Wähle eine Einstellung und ihre Werte, dann Starten: Bei jedem Wert werden dieselben Spiele gespielt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>From the last run: a new run is playing.</source>
        <translation>Aus der letzten Testreihe: eine neue läuft.</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportTable.qml" line="+74"/>
        <source>%1 minus %2</source>
        <translation>%1 minus %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(95% interval)</source>
        <translation>(95-%-Intervall)</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportPane.qml" line="+39"/>
        <source>● marks a difference unlikely to be chance (p &lt; 0.05). Intervals are 95%: with more games they narrow.</source>
        <translation>● markiert einen Unterschied, der kaum Zufall sein dürfte (p &lt; 0,05). Die Intervalle sind 95-%-Intervalle: Mit mehr Spielen werden sie enger.</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportCharts.qml" line="-8"/>
        <source>Results (% of games)</source>
        <translation>Ergebnisse (% der Spiele)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Special events (per game)</source>
        <translation>Besondere Ereignisse (pro Spiel)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties</source>
        <translation>Elfmeter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offsides</source>
        <translation>Abseits</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Promotions</source>
        <translation>Aufstiege</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Subs</source>
        <translation>Wechsel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How games end (% of games)</source>
        <translation>Spielenden (% der Spiele)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game length: turn the game ended in (% of games)</source>
        <translation>Spieldauer: Runde, in der das Spiel endete (% der Spiele)</translation>
    </message>
    <message>
        <location filename="../qml/dialogs/LabClusterDialog.qml" line="+26"/>
        <source>The cluster job is in %1: see README.txt there.</source>
        <translation>Der Cluster-Auftrag liegt in %1: siehe README.txt dort.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Export as cluster job</source>
        <translation>Als Cluster-Auftrag exportieren</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The games set up on the left are split into shards, one command line each, for GNU parallel, Slurm or any machines with goalscorer-cli. Open results… reads their files back.</source>
        <translation>Die links eingestellten Spiele werden in Teile zerlegt, je eine Befehlszeile, für GNU parallel, Slurm oder beliebige Rechner mit goalscorer-cli. „Ergebnisse öffnen…“ liest ihre Dateien wieder ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shards</source>
        <translation>Teile</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Folder for the cluster job</source>
        <translation>Ordner für den Cluster-Auftrag</translation>
    </message>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="-3"/>
        <source>Open the shard files of a lab run</source>
        <translation>Die Teildateien einer Testreihe öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shard files (*.jsonl)</source>
        <translation>Teildateien (*.jsonl)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the sweep as a web page</source>
        <translation>Den Durchlauf als Webseite exportieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export every game as CSV</source>
        <translation>Alle Spiele als CSV exportieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the report as JSON</source>
        <translation>Bericht als JSON exportieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../app/services/language.cpp" line="+34"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>LiveLink</name>
    <message>
        <location filename="../app/remote/livelink.cpp" line="+52"/>
        <source>A connection was turned away: it did not say the invite&apos;s key in time.</source>
        <translation>Eine Verbindung wurde abgewiesen: Sie nannte den Schlüssel der Einladung nicht rechtzeitig.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>An %1, Port %2 kann nicht auf Verbindungen gewartet werden: %3</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The connection was closed.</source>
        <translation>Die Verbindung wurde geschlossen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A second connection was turned away: this game has its friend.</source>
        <translation>Eine zweite Verbindung wurde abgewiesen: Dieses Spiel hat seinen Freund schon.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The friend&apos;s app closed the connection.</source>
        <translation>Die App deines Freundes hat die Verbindung geschlossen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+17"/>
        <source>A connection was turned away: it did not begin with the invite&apos;s key.</source>
        <translation>Eine Verbindung wurde abgewiesen: Sie begann nicht mit dem Schlüssel der Einladung.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The friend&apos;s app sent a message of %1 bytes, over the limit of %2; the connection was closed.</source>
        <translation>Die App deines Freundes hat eine Nachricht von %1 Bytes gesendet, über der Grenze von %2; die Verbindung wurde geschlossen.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Cannot listen again on port %1: %2</source>
        <translation>An Port %1 kann nicht erneut auf Verbindungen gewartet werden: %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="+25"/>
        <source>GOALSCORER</source>
        <translation>GOALSCORER</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Open a game record</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>GOALSCORER game records (*.gsr)</source>
        <translation>GOALSCORER-Spielprotokolle (*.gsr)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+7"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Open a file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GOALSCORER files (*.gsr *.json *.gpn)</source>
        <translation>GOALSCORER-Dateien (*.gsr *.json *.gpn)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the game record</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo your last turn</source>
        <translation>Deine letzte Runde zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip the pitch</source>
        <translation>Spielfeld drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout report on or off</source>
        <translation>Scoutingbericht ein/aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows, Enter, Space</source>
        <translation>Pfeiltasten, Eingabe, Leertaste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the cursor on the pitch, pick and place a counter</source>
        <translation>Cursor auf dem Spielfeld bewegen, Spielstein aufnehmen und absetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the promoted counter / bring on the Substitute</source>
        <translation>Aufgestiegenen Spielstein behalten / Ersatzspieler einwechseln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm / cancel a move (with Confirm moves on)</source>
        <translation>Zug bestätigen / abbrechen (wenn Züge bestätigt werden)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open / save a game record</source>
        <translation>Spielprotokoll öffnen / speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position editor</source>
        <translation>Stellungseditor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant editor</source>
        <translation>Varianteneditor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playtesting lab</source>
        <translation>Testlabor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>About GOALSCORER</source>
        <translation>Über GOALSCORER</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GOALSCORER desktop %1
A football strategy board game of hidden identities.</source>
        <translation>GOALSCORER Desktop %1
Ein Fußball-Strategiebrettspiel mit verdeckten Identitäten.</translation>
    </message>
</context>
<context>
    <name>ManualSetup</name>
    <message>
        <location filename="../app/controllers/manualsetup.cpp" line="+44"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Pick up one of your Youth Counters first: the Substitute takes its place.</source>
        <translation>Nimm zuerst einen deiner Nachwuchsspieler auf: Der Ersatzspieler nimmt seinen Platz ein.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Star Player can never be the Substitute.</source>
        <translation>Der Star kann nie der Ersatzspieler sein.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/dialogs/NewGameDialog.qml" line="+41"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend, here</source>
        <translation>Mitspieler an diesem Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend elsewhere…</source>
        <translation>Mitspieler anderswo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Strength</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>You play</source>
        <translation>Du spielst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White (moves first)</source>
        <translation>Weiß (beginnt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../app/services/notices.cpp" line="+26"/>
        <source>Exported %1 to %2</source>
        <translation>%1 nach %2 exportiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved %1 in %2</source>
        <translation>%1 in %2 gespeichert</translation>
    </message>
</context>
<context>
    <name>PaletteCounter</name>
    <message>
        <location filename="../qml/pitch/PaletteCounter.qml" line="+55"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/controllers/positioneditor.cpp" line="+48"/>
        <source>%1 already has 12 counters on the pitch.</source>
        <translation>%1 hat schon 12 Spielsteine auf dem Spielfeld.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Unbekannte Variante „%1“.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The seed must be a whole number, 0 or more.</source>
        <translation>Der Seed muss eine ganze Zahl ab 0 sein.</translation>
    </message>
    <message>
        <location filename="../app/services/positiontext.cpp" line="+16"/>
        <location line="+6"/>
        <source>Not a position: %1</source>
        <translation>Keine Stellung: %1</translation>
    </message>
    <message>
        <location filename="../app/controllers/positioneditor.cpp" line="+41"/>
        <source>Fix the position first: %1</source>
        <translation>Korrigiere zuerst die Stellung: %1</translation>
    </message>
</context>
<context>
    <name>PositionFields</name>
    <message>
        <location filename="../app/controllers/positionfields.cpp" line="+45"/>
        <source>Move 1 (Youth Counter)</source>
        <translation>Zug 1 (Nachwuchsspieler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move 2 (First Teamer)</source>
        <translation>Zug 2 (Stammspieler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty choice</source>
        <translation>Elfmeterwahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offside choice</source>
        <translation>Abseitswahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Substitute? on %1</source>
        <translation>Einwechseln? auf %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debut Move from %1</source>
        <translation>Debützug von %1</translation>
    </message>
</context>
<context>
    <name>PositionFiles</name>
    <message>
        <location filename="../app/services/positionfiles.cpp" line="+19"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>there is no position in this file</source>
        <translation>diese Datei enthält keine Stellung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>PostGameAnalysis</name>
    <message>
        <location filename="../app/controllers/postgameanalysis.cpp" line="+141"/>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no inaccuracies</source>
        <translation>keine Ungenauigkeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 inaccuracy</source>
        <translation>1 Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 inaccuracies</source>
        <translation>%1 Ungenauigkeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mistakes</source>
        <translation>keine Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 mistake</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 mistakes</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no blunders</source>
        <translation>keine Patzer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 blunder</source>
        <translation>1 Patzer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 blunders</source>
        <translation>%1 Patzer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>choosing %1</source>
        <translation>die Wahl von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bringing on the Substitute</source>
        <translation>die Einwechslung des Ersatzspielers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeping the promoted counter</source>
        <translation>das Behalten des aufgestiegenen Spielsteins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passing</source>
        <translation>das Aussetzen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a blunder</source>
        <translation>ein Patzer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a mistake</source>
        <translation>ein Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an inaccuracy</source>
        <translation>eine Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1, %2: %3 gave an expected result of %4; %5 (the arrow) gave %6.</source>
        <translation>Zug %1, %2: %3 ergab ein erwartetes Ergebnis von %4; %5 (der Pfeil) ergab %6.</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <location filename="../app/remote/remotesession.cpp" line="+96"/>
        <source>This game is played live, not by message.</source>
        <translation>Dieses Spiel läuft live, nicht per Nachricht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A message in the link is refused: %1</source>
        <translation>Eine Nachricht im Link wird abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The friend&apos;s first message is refused: %1</source>
        <translation>Die erste Nachricht deines Freundes wird abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The friend&apos;s first message does not open a game.</source>
        <translation>Die erste Nachricht deines Freundes eröffnet kein Spiel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The friend plays the variant &quot;%1&quot;, which this app does not have.</source>
        <translation>Dein Freund spielt die Variante „%1“, die diese App nicht hat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game needs this side&apos;s set-up.</source>
        <translation>Das Spiel braucht die Aufstellung dieser Seite.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A message from the friend was refused: %1</source>
        <translation>Eine Nachricht deines Freundes wurde abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game has not begun.</source>
        <translation>Das Spiel hat noch nicht begonnen.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The saved game&apos;s variant &quot;%1&quot; is not known.</source>
        <translation>Die Variante „%1“ des gespeicherten Spiels ist unbekannt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The saved game says neither how it was hosted nor joined.</source>
        <translation>Das gespeicherte Spiel gibt weder an, wie es gehostet wurde, noch, wie man ihm beigetreten ist.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../qml/dialogs/RulesDialog.qml" line="+9"/>
        <source>How to play GOALSCORER</source>
        <translation>So spielt man GOALSCORER</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 Goalkeeper</source>
        <translation>1 Torwart</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing happens</source>
        <translation>Nichts passiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>— (always a First Teamer)</source>
        <translation>— (immer Stammspieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2, 3 Defenders</source>
        <translation>2, 3 Verteidiger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Penalty: the opponent removes one of your Youth Counters; a 7–11 is a goal for them</source>
        <translation>Elfmeter: Der Gegner entfernt einen deiner Nachwuchsspieler; eine 7–11 ist ein Tor für ihn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4, 5 Defenders</source>
        <translation>4, 5 Verteidiger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offside: the opponent reveals one of your Youth Counters</source>
        <translation>Abseits: Der Gegner deckt einen deiner Nachwuchsspieler auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 Defensive Midfield</source>
        <translation>6 Defensives Mittelfeld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offside</source>
        <translation>Abseits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 Attacking Midfield</source>
        <translation>7 Offensives Mittelfeld</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Goal</source>
        <translation>Tor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8–11 Forwards</source>
        <translation>8–11 Stürmer</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+1"/>
        <source>Any square of your Goalkeeper&apos;s Area</source>
        <translation>Ein beliebiges Feld deines Torraums</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Any square of the Midfield Area</source>
        <translation>Ein beliebiges Feld der Mittelfeldzone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any adjacent square</source>
        <translation>Ein beliebiges Nachbarfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 goals and the game ends</source>
        <translation>2 Tore, und das Spiel endet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reaching the Goal Line: 2 goals and the game ends</source>
        <translation>Erreicht er die Torlinie: 2 Tore, und das Spiel endet</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;b&gt;Aim.&lt;/b&gt; Score more goals than your opponent. You score by capturing the other side&apos;s goalscorers (7–11) and by getting your Star Player onto the far Goal Line.&lt;br&gt;&lt;br&gt;&lt;b&gt;Hidden identities.&lt;/b&gt; Each side has counters 1–11, a Star Player and a Substitute off the pitch. Your opponent sees only your First Teamers (the counters with a shirt) and counters that have been revealed (yellow edge). Everything else is a plain disc to them, and theirs to you.&lt;br&gt;&lt;br&gt;&lt;b&gt;A turn has two moves.&lt;/b&gt; Move 1: step one Youth Counter (the Star Player included) one square forward or diagonally forward onto an empty square. Youth Counters never capture. Move 2: step one First Teamer one square in any direction; 2–6 move only straight, never diagonally, and the Goalkeeper never leaves its Goalkeeper&apos;s Area. Moving onto an opponent&apos;s counter captures it.&lt;br&gt;&lt;br&gt;&lt;b&gt;Captures are a gamble.&lt;/b&gt; You learn what you took only when you take it. A goalscorer is a goal; a 2 or 3 gives your opponent a Penalty; a 4, 5 or 6 gives them an Offside decision; the Goalkeeper changes nothing; the Star Player ends the game with 2 goals to you.&lt;br&gt;&lt;br&gt;&lt;b&gt;Promotion.&lt;/b&gt; A Youth Counter that reaches the far Goal Line becomes a First Teamer. You may first swap it for your Substitute, once per game; the counter that leaves is never shown. Then the new First Teamer makes its First Team Debut Move instead of Move 2.&lt;br&gt;&lt;br&gt;&lt;b&gt;The end.&lt;/b&gt; The game ends when a Star Player is captured or reaches the Goal Line, when the turn limit runs out, or when a side cannot make its next move. Most goals wins; a Star Player&apos;s 2 goals can still lose a game you trail by three.</source>
        <translation>&lt;b&gt;Ziel.&lt;/b&gt; Erziele mehr Tore als dein Gegner. Du triffst, indem du die Torschützen der anderen Seite (7–11) schlägst und deinen Star auf die gegnerische Torlinie bringst.&lt;br&gt;&lt;br&gt;&lt;b&gt;Verdeckte Identitäten.&lt;/b&gt; Jede Seite hat die Spielsteine 1–11, einen Star und einen Ersatzspieler außerhalb des Spielfelds. Dein Gegner sieht nur deine Stammspieler (die Spielsteine mit Trikot) und aufgedeckte Spielsteine (gelber Rand). Alles andere ist für ihn nur eine schlichte Scheibe, und umgekehrt siehst du seine Spielsteine genauso.&lt;br&gt;&lt;br&gt;&lt;b&gt;Eine Runde hat zwei Züge.&lt;/b&gt; Zug 1: Ziehe einen Nachwuchsspieler (auch den Star) ein Feld gerade oder diagonal nach vorn auf ein leeres Feld. Nachwuchsspieler schlagen nie. Zug 2: Ziehe einen Stammspieler ein Feld in beliebiger Richtung; die 2–6 ziehen nur gerade, nie diagonal, und der Torwart verlässt nie seinen Torraum. Wer auf einen gegnerischen Spielstein zieht, schlägt ihn.&lt;br&gt;&lt;br&gt;&lt;b&gt;Schlagen ist ein Glücksspiel.&lt;/b&gt; Was du schlägst, erfährst du erst, wenn du es schlägst. Ein Torschütze ist ein Tor; eine 2 oder 3 gibt deinem Gegner einen Elfmeter; eine 4, 5 oder 6 gibt ihm eine Abseitsentscheidung; der Torwart ändert nichts; der Star beendet das Spiel mit 2 Toren für dich.&lt;br&gt;&lt;br&gt;&lt;b&gt;Aufstieg.&lt;/b&gt; Ein Nachwuchsspieler, der die gegnerische Torlinie erreicht, wird Stammspieler. Vorher darfst du ihn einmal pro Spiel gegen deinen Ersatzspieler tauschen; der ausgewechselte Spielstein wird nie gezeigt. Dann macht der neue Stammspieler statt Zug 2 seinen Debützug in der ersten Mannschaft.&lt;br&gt;&lt;br&gt;&lt;b&gt;Das Ende.&lt;/b&gt; Das Spiel endet, wenn ein Star geschlagen wird oder die Torlinie erreicht, wenn das Rundenlimit erreicht ist oder wenn eine Seite ihren nächsten Zug nicht machen kann. Wer mehr Tore hat, gewinnt; mit den 2 Toren des Stars kann man ein Spiel trotzdem verlieren, wenn man mit drei Toren zurückliegt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Counter abilities</source>
        <translation>Fähigkeiten der Spielsteine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Counter</source>
        <translation>Spielstein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When captured</source>
        <translation>Wenn geschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Team Debut Move</source>
        <translation>Debützug in der ersten Mannschaft</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A Debut Move lands on an empty square or on an opponent&apos;s counter, which it captures; never on your own counter.</source>
        <translation>Ein Debützug endet auf einem leeren Feld oder auf einem gegnerischen Spielstein, den er schlägt; nie auf einem eigenen Spielstein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys: arrows move the cursor, Enter or Space picks a square, Ctrl+Z undoes your last turn, Ctrl+N starts a new game, K / S answer the substitution question.</source>
        <translation>Tasten: Pfeiltasten bewegen den Cursor, Eingabe oder Leertaste wählt ein Feld, Ctrl+Z nimmt deine letzte Runde zurück, Ctrl+N startet ein neues Spiel, K / S beantworten die Einwechselfrage.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+12"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+2"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Counters</source>
        <translation>Spielsteine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Football shirts</source>
        <translation>Fußballtrikots</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Plain numbered discs</source>
        <translation>Schlichte nummerierte Scheiben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Colours safe for colour blindness (blue move marks)</source>
        <translation>Farben für Farbenblinde (blaue Zugmarkierungen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show legal moves</source>
        <translation>Erlaubte Züge zeigen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Confirm each move before it is played</source>
        <translation>Jeden Zug vor dem Ausführen bestätigen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow undo against the computer</source>
        <translation>Zurücknehmen gegen den Computer erlauben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo never goes back past a move that showed you one of the computer&apos;s hidden counters.</source>
        <translation>Rückgängig geht nie hinter einen Zug zurück, der dir einen verdeckten Spielstein des Computers gezeigt hat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound effects</source>
        <translation>Soundeffekte</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Default strength</source>
        <translation>Standard-Spielstärke</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>Default rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Restore the defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
</context>
<context>
    <name>ShareMenu</name>
    <message>
        <location filename="../qml/controls/ShareMenu.qml" line="+15"/>
        <source>Share</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Image copied</source>
        <translation>Bild kopiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Link copied</source>
        <translation>Link kopiert</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Copy as image</source>
        <translation>Als Bild kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save diagram…</source>
        <translation>Diagramm speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save game as pictures…</source>
        <translation>Spiel als Bilder speichern…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copy game link</source>
        <translation>Link zum Spiel kopieren</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save diagram</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the game as pictures (one PNG per move)</source>
        <translation>Spiel als Bilder speichern (ein PNG pro Zug)</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../qml/Shell.qml" line="+130"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position editor</source>
        <translation>Stellungseditor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friend</source>
        <translation>Freund</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the recorded tutorial</source>
        <translation>das aufgenommene Tutorial</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Open the linked position?</source>
        <translation>Verlinkte Stellung öffnen?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The position editor holds your edits (or a tutorial being recorded). Opening the linked position replaces them.</source>
        <translation>Der Stellungseditor enthält deine Änderungen (oder ein Tutorial in Aufnahme). Die verlinkte Stellung zu öffnen ersetzt sie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open this game?</source>
        <translation>Dieses Spiel öffnen?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It replaces the game you are playing, which is then lost unless you save it first (Game → Save game record).</source>
        <translation>Es ersetzt das Spiel, das du gerade spielst; es ist dann verloren, wenn du es nicht vorher speicherst (Spiel → Spielprotokoll speichern).</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Show folder</source>
        <translation>Ordner zeigen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close this notice</source>
        <translation>Diesen Hinweis schließen</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/panels/SidePanel.qml" line="+22"/>
        <source>White out:</source>
        <translation>Weiß, ausgeschieden:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black out:</source>
        <translation>Schwarz, ausgeschieden:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Move timer %1 s</source>
        <translation>Zugzeit %1 s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1 of %2 · %3</source>
        <translation>Runde %1 von %2 · %3</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Your Substitute: %1</source>
        <translation>Dein Ersatzspieler: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap picked counter with Substitute</source>
        <translation>Gewählten Spielstein mit Ersatzspieler tauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Randomize</source>
        <translation>Zufällig mischen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Each side keeps one Substitute off the pitch. When one of your Youth Counters reaches the far Goal Line, you may bring your Substitute on in its place, once a game. The opponent&apos;s Substitute stays hidden until the final whistle.</source>
        <translation>Jede Seite hat einen Ersatzspieler außerhalb des Spielfelds. Erreicht einer deiner Nachwuchsspieler die gegnerische Torlinie, darfst du deinen Ersatzspieler einmal pro Spiel an dessen Stelle einwechseln. Der gegnerische Ersatzspieler bleibt bis zum Schlusspfiff verdeckt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bench:</source>
        <translation>Bank:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>White: none</source>
        <translation>Weiß: keiner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black: none</source>
        <translation>Schwarz: keiner</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Spielverlauf</translation>
    </message>
</context>
<context>
    <name>StartQuestions</name>
    <message>
        <location filename="../qml/dialogs/StartQuestions.qml" line="+40"/>
        <source>Settings could not be read</source>
        <translation>Einstellungen nicht lesbar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The settings file could not be read, so it was kept as %1 in the same folder. Your choices and tutorial progress start afresh; your games, tutorials and variants are not affected.</source>
        <translation>Die Einstellungsdatei war nicht lesbar und bleibt daher als %1 im selben Ordner erhalten. Deine Einstellungen und dein Fortschritt in den Tutorials beginnen neu; deine Spiele, Tutorials und Varianten sind nicht betroffen.</translation>
    </message>
</context>
<context>
    <name>SubstitutionDialog</name>
    <message>
        <location filename="../qml/dialogs/SubstitutionDialog.qml" line="+70"/>
        <source>Your %1 reached the Goal Line on %2. Bring on your Substitute?</source>
        <translation>Deine %1 hat auf %2 die Torlinie erreicht. Deinen Ersatzspieler einwechseln?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep the %1</source>
        <translation>Die %1 behalten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bring on the %1</source>
        <translation>Die %1 einwechseln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys: K keep, S substitute. A side substitutes only once; a replaced counter leaves the game unseen.</source>
        <translation>Tasten: K behalten, S einwechseln. Jede Seite wechselt nur einmal ein; ein ausgewechselter Spielstein verlässt das Spiel unaufgedeckt.</translation>
    </message>
</context>
<context>
    <name>SweepMeasureChart</name>
    <message>
        <location filename="../qml/panels/SweepMeasureChart.qml" line="+108"/>
        <source>shaded: 95% interval</source>
        <translation>schattiert: 95-%-Intervall</translation>
    </message>
</context>
<context>
    <name>TutorialPageExport</name>
    <message>
        <location filename="../app/services/tutorialpageexport.cpp" line="+13"/>
        <source>Open a tutorial first: the web page is made from the tutorial on show.</source>
        <translation>Öffne zuerst ein Tutorial: Die Webseite entsteht aus dem Tutorial, das gerade gezeigt wird.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a folder for the web page.</source>
        <translation>Wähle einen Ordner für die Webseite.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The web page was not saved: %1</source>
        <translation>Die Webseite wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>TutorialRecorder</name>
    <message>
        <location filename="../app/services/recordingstart.cpp" line="+16"/>
        <source>The position has counters of unknown identity (x). Give each counter its identity in the editor before recording: the learner sees what you recorded.</source>
        <translation>Die Stellung hat Spielsteine unbekannter Identität (x). Gib jedem Spielstein im Editor seine Identität, bevor du aufnimmst: Die Lernenden sehen, was du aufgenommen hast.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the recorded tutorial</source>
        <translation>das aufgenommene Tutorial</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recording needs a valid position: %1</source>
        <translation>Zum Aufnehmen ist eine gültige Stellung nötig: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This tutorial cannot be opened: %1</source>
        <translation>Dieses Tutorial kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/services/recordedtutorial.cpp" line="+20"/>
        <source>Start recording from a position first.</source>
        <translation>Starte die Aufnahme zuerst ab einer Stellung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the tutorial a title.</source>
        <translation>Gib dem Tutorial einen Titel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The id must be lower-case letters, digits and dashes.</source>
        <translation>Die ID darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step %1 needs a caption.</source>
        <translation>Schritt %1 braucht eine Erläuterung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step %1 is an exercise: play its answer on the pitch.</source>
        <translation>Schritt %1 ist eine Übung: Spiele die Lösung auf dem Spielfeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step %1 is an exercise: write the task for the learner.</source>
        <translation>Schritt %1 ist eine Übung: Schreibe die Aufgabe für die Lernenden.</translation>
    </message>
    <message>
        <location filename="../app/controllers/tutorialrecorder.cpp" line="+232"/>
        <source>The tutorial is not finished: %1</source>
        <translation>Das Tutorial ist nicht fertig: %1</translation>
    </message>
    <message>
        <location filename="../app/services/recordedtutorial.cpp" line="+10"/>
        <source>There is no folder to save tutorials in.</source>
        <translation>Es gibt keinen Ordner zum Speichern von Tutorials.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be read and could not be moved aside, so it was not replaced.</source>
        <translation>%1 kann nicht gelesen und nicht beiseitegelegt werden; die Datei wurde daher nicht ersetzt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/tutorialrecorder.cpp" line="+11"/>
        <source>The tutorial file that was at %1 could not be read; it is kept as %2 in the same folder.</source>
        <translation>Die Tutorial-Datei unter %1 war nicht lesbar; sie bleibt als %2 im selben Ordner erhalten.</translation>
    </message>
    <message>
        <location filename="../app/text/recordertext.cpp" line="+12"/>
        <source>Click squares to mark them in step %1.</source>
        <translation>Klicke auf Felder, um sie in Schritt %1 zu markieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click where the arrow starts.</source>
        <translation>Klicke, wo der Pfeil beginnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click where the arrow ends.</source>
        <translation>Klicke, wo der Pfeil endet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over. Write the last caption and save.</source>
        <translation>Das Spiel ist vorbei. Schreibe die letzte Erläuterung und speichere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over. Save the tutorial when it is ready.</source>
        <translation>Das Spiel ist vorbei. Speichere das Tutorial, wenn es fertig ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (recorded into step %1)</source>
        <translation> (in Schritt %1 aufgenommen)</translation>
    </message>
</context>
<context>
    <name>TutorialRecorderPanel</name>
    <message>
        <location filename="../qml/panels/TutorialRecorderPanel.qml" line="+24"/>
        <source>Record a tutorial</source>
        <translation>Tutorial aufnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My tutorial</source>
        <translation>Mein Tutorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learner sees</source>
        <translation>Sicht der Lernenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as White</source>
        <translation>als Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as Black</source>
        <translation>als Schwarz</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Click on the pitch to</source>
        <translation>Klick auf das Spielfeld:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>play a move</source>
        <translation>Zug spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mark</source>
        <translation>markieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>arrow</source>
        <translation>Pfeil</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Bring on the Substitute</source>
        <translation>Ersatzspieler einwechseln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New step</source>
        <translation>Neuer Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back a move</source>
        <translation>Zug zurücknehmen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no moves</source>
        <translation>keine Züge</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exercise</source>
        <translation>Übung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marks: %1 %2</source>
        <translation>Markierungen: %1 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The task (the answer is this step&apos;s first move)</source>
        <translation>Die Aufgabe (die Lösung ist der erste Zug dieses Schritts)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Feedback after a wrong move</source>
        <translation>Rückmeldung nach einem falschen Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feedback after a wrong move (optional)</source>
        <translation>Rückmeldung nach einem falschen Zug (optional)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (optional)</source>
        <translation>Tipp (optional)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also right</source>
        <translation>Auch richtig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also right (optional): other answers as moves, e.g. d3d4 c3c4</source>
        <translation>Auch richtig (optional): weitere Antworten als Züge, z. B. d3d4 c3c4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Caption</source>
        <translation>Erläuterung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caption: what the learner should notice</source>
        <translation>Erläuterung: was die Lernenden bemerken sollen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save to my tutorials</source>
        <translation>In meinen Tutorials speichern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the tutorial</source>
        <translation>Tutorial speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>GOALSCORER tutorials (*.json)</source>
        <translation>GOALSCORER-Tutorials (*.json)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Open a tutorial to edit</source>
        <translation>Tutorial zum Bearbeiten öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>TutorialSession</name>
    <message>
        <location filename="../app/services/tutorialcatalog.cpp" line="+44"/>
        <source>&quot;%1&quot; is already used by another tutorial</source>
        <translation>„%1“ wird bereits von einem anderen Tutorial verwendet</translation>
    </message>
    <message>
        <location filename="../app/controllers/tutorialsession.cpp" line="+55"/>
        <source>There is no tutorial &quot;%1&quot;.</source>
        <translation>Es gibt kein Tutorial „%1“.</translation>
    </message>
    <message>
        <location filename="../app/services/playabletutorial.cpp" line="+13"/>
        <source>This tutorial cannot be opened: %1</source>
        <translation>Dieses Tutorial kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/text/tutorialtext.cpp" line="+25"/>
        <source>That&apos;s it, with the hint&apos;s help.</source>
        <translation>Genau, mit Hilfe des Tipps.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>That&apos;s it, after %n tries and the hint.</source>
        <translation>
            <numerusform>Genau, nach %n Versuch und dem Tipp.</numerusform>
            <numerusform>Genau, nach %n Versuchen und dem Tipp.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right first time!</source>
        <translation>Auf Anhieb richtig!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That&apos;s it, at try %1.</source>
        <translation>Genau, beim %1. Versuch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The tutorial goes on with its own answer, %1 to %2.</source>
        <translation>Das Tutorial geht mit seiner eigenen Antwort weiter, %1 nach %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tutorial goes on with its own answer.</source>
        <translation>Das Tutorial geht mit seiner eigenen Antwort weiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That works too.</source>
        <translation>Das geht auch.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is legal, but it is not the move this exercise asks for.</source>
        <translation>Das ist erlaubt, aber nicht der Zug, den diese Übung verlangt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look again and try another move.</source>
        <translation>Schau noch einmal hin und versuch einen anderen Zug.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Here is the answer.</source>
        <translation>Hier ist die Lösung.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Look at the counter on %1.</source>
        <translation>Sieh dir den Spielstein auf %1 an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Think about what this phase asks of you.</source>
        <translation>Überlege, was diese Phase von dir verlangt.</translation>
    </message>
</context>
<context>
    <name>TutorialView</name>
    <message>
        <location filename="../qml/rooms/TutorialView.qml" line="+102"/>
        <source>Learn GOALSCORER</source>
        <translation>GOALSCORER lernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset progress</source>
        <translation>Fortschritt zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open tutorial file…</source>
        <translation>Tutorial-Datei öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show my tutorials folder</source>
        <translation>Ordner meiner Tutorials zeigen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Short lessons on each rule, then the guide&apos;s play examples step by step. Exercises ask you to find the move on the pitch.</source>
        <translation>Kurze Lektionen zu jeder Regel, dann Schritt für Schritt die Spielbeispiele aus der Anleitung. In den Übungen suchst du den richtigen Zug auf dem Spielfeld.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>(yours)</source>
        <translation>(eigenes)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Done · %1 of %2 exercises unaided</source>
        <translation>Erledigt · %1 von %2 Übungen ohne Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 steps</source>
        <translation>%1 von %2 Schritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 step</source>
        <translation>1 Schritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 steps</source>
        <translation>%1 Schritte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 exercise</source>
        <translation>1 Übung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exercises</source>
        <translation>%1 Übungen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not listed, because they cannot be used:</source>
        <translation>Nicht aufgeführt, weil nicht verwendbar:</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>‹ Back to the recorder</source>
        <translation>‹ Zurück zur Aufnahme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>‹ Chapters</source>
        <translation>‹ Kapitel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autoplay</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export as web page…</source>
        <translation>Als Webseite exportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole tutorial as one web page that works offline in any browser, exercises included</source>
        <translation>Das ganze Tutorial als eine Webseite, die offline in jedem Browser funktioniert, mit Übungen</translation>
    </message>
    <message>
        <location filename="../qml/panels/TutorialStepPanel.qml" line="+24"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bring on the Substitute</source>
        <translation>Ersatzspieler einwechseln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the counter</source>
        <translation>Spielstein behalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next  ›</source>
        <translation>Weiter  ›</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tutorial complete. Well played!</source>
        <translation>Tutorial abgeschlossen. Gut gespielt!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back to the chapters</source>
        <translation>Zurück zu den Kapiteln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the recorder</source>
        <translation>Zurück zur Aufnahme</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Score  White %1 – %2 Black</source>
        <translation>Spielstand  Weiß %1 – %2 Schwarz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keys: → or N next, ← or B back; in an exercise, arrows and Enter pick and place.</source>
        <translation>Tasten: → oder N weiter, ← oder B zurück; in einer Übung wählen und setzen Pfeiltasten und Eingabe.</translation>
    </message>
    <message>
        <location filename="../qml/rooms/TutorialView.qml" line="+69"/>
        <source>Open a tutorial</source>
        <translation>Tutorial öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GOALSCORER tutorials (*.json)</source>
        <translation>GOALSCORER-Tutorials (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the tutorial as a web page into a folder</source>
        <translation>Das Tutorial als Webseite in einen Ordner exportieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That did not work</source>
        <translation>Das hat nicht geklappt</translation>
    </message>
</context>
<context>
    <name>VariantCatalog</name>
    <message>
        <location filename="../app/services/variantcatalog.cpp" line="+58"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: id: &quot;%2&quot; is a built-in variant; give yours another id</source>
        <translation>%1: id: „%2“ ist eine eingebaute Variante; gib deiner eine andere ID</translation>
    </message>
</context>
<context>
    <name>VariantEditor</name>
    <message>
        <location filename="../app/controllers/varianteditor.cpp" line="+58"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Unbekannte Variante „%1“.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (my version)</source>
        <translation>%1 (meine Version)</translation>
    </message>
    <message>
        <location filename="../app/services/variantfiles.cpp" line="+47"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/variantfields.cpp" line="+16"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn limit</source>
        <translation>Rundenlimit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player goals</source>
        <translation>Tore für den Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked side</source>
        <translation>Blockierte Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Team Debut Moves</source>
        <translation>Debützüge in der ersten Mannschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitutions</source>
        <translation>Einwechslungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Linien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goalkeeper&apos;s Area</source>
        <translation>Torraum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midfield rank</source>
        <translation>Mittelfeldreihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth square</source>
        <translation>Nachwuchsfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting First Teamers</source>
        <translation>Stammspieler zu Beginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting First Teamer %1</source>
        <translation>Stammspieler %1 zu Beginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed setup, White</source>
        <translation>Feste Aufstellung, Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed setup, Black</source>
        <translation>Feste Aufstellung, Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds a move</source>
        <translation>Sekunden pro Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds a game</source>
        <translation>Sekunden pro Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Numbers table</source>
        <translation>Tabelle der Nummern</translation>
    </message>
    <message>
        <location filename="../app/controllers/varianteditor.cpp" line="+90"/>
        <source>%1 is a Youth starting square. Click it with the Youth square tool to free it first.</source>
        <translation>%1 ist ein Startfeld für Nachwuchsspieler. Klicke es zuerst mit dem Werkzeug „Nachwuchsfeld“ an, um es freizugeben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 starts on %2. Place the %1 elsewhere first (pick it, then click another square).</source>
        <translation>Die %1 beginnt auf %2. Setze die %1 zuerst woandershin (auswählen, dann ein anderes Feld anklicken).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Id: &quot;%1&quot; is a built-in variant; give yours another id</source>
        <translation>ID: „%1“ ist eine eingebaute Variante; gib deiner eine andere ID</translation>
    </message>
    <message>
        <location filename="../app/services/variantfiles.cpp" line="-24"/>
        <source>%1 cannot be read and could not be moved aside, so it was not replaced.</source>
        <translation>%1 kann nicht gelesen und nicht beiseitegelegt werden; die Datei wurde daher nicht ersetzt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The variant file that was at %1 could not be read; it is kept as %2 in the same folder.</source>
        <translation>Die Variantendatei unter %1 war nicht lesbar; sie bleibt als %2 im selben Ordner erhalten.</translation>
    </message>
    <message>
        <location filename="../app/controllers/varianteditor.cpp" line="+46"/>
        <source>The variant has problems; fix them before saving:
%1</source>
        <translation>Die Variante hat Fehler; behebe sie vor dem Speichern:
%1</translation>
    </message>
    <message>
        <location filename="../app/services/variantfiles.cpp" line="+35"/>
        <source>%1 exists already.</source>
        <translation>%1 existiert bereits.</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+48"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: id: &quot;%2&quot; is a built-in variant; give yours another id</source>
        <translation>%1: id: „%2“ ist eine eingebaute Variante; gib deiner eine andere ID</translation>
    </message>
</context>
<context>
    <name>VariantEditorView</name>
    <message>
        <location filename="../app/models/variantchoices.cpp" line="+24"/>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal</source>
        <translation>Tor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty</source>
        <translation>Elfmeter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offside</source>
        <translation>Abseits</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any direction</source>
        <translation>Alle Richtungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orthogonal</source>
        <translation>Nur gerade</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Own Goalkeeper&apos;s Area</source>
        <translation>Eigener Torraum</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantPitchPanel.qml" line="+96"/>
        <location filename="../app/models/variantchoices.cpp" line="+1"/>
        <source>Midfield Area</source>
        <translation>Mittelfeldzone</translation>
    </message>
    <message>
        <location filename="../app/models/variantchoices.cpp" line="+1"/>
        <source>Adjacent square</source>
        <translation>Nachbarfeld</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The turn passes</source>
        <translation>Die Runde wird ausgesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is lost</source>
        <translation>Das Spiel ist verloren</translation>
    </message>
    <message>
        <location filename="../qml/rooms/VariantEditorView.qml" line="+50"/>
        <source>Pitch</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings: %1 to fix</source>
        <translation>Einstellungen: %1 zu beheben</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantPitchPanel.qml" line="-69"/>
        <location filename="../qml/rooms/VariantEditorView.qml" line="+203"/>
        <source>Variant editor</source>
        <translation>Varianteneditor</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick a tool, then click squares. Starting squares are White&apos;s; Black&apos;s mirror them.</source>
        <translation>Wähle ein Werkzeug und klicke dann auf Felder. Die Startfelder gelten für Weiß; die von Schwarz sind gespiegelt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Youth square</source>
        <translation>Nachwuchsfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midfield rank</source>
        <translation>Mittelfeldreihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+51"/>
        <source>Goalkeeper&apos;s Area</source>
        <translation>Torraum</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>First Teamer:</source>
        <translation>Stammspieler:</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>a Youth starting square</source>
        <translation>ein Startfeld eines Nachwuchsspielers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the starting square of First Teamer %1</source>
        <translation>das Startfeld des Stammspielers %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a problem</source>
        <translation>ein Problem</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Dark green: Goalkeeper&apos;s Areas · olive: Midfield Area · ? a Youth starting square · numbers: starting First Teamers · red edge: a problem.</source>
        <translation>Dunkelgrün: Torräume · oliv: Mittelfeldzone · ? ein Startfeld für Nachwuchsspieler · Zahlen: Stammspieler zu Beginn · roter Rand: ein Fehler.</translation>
    </message>
    <message>
        <location filename="../qml/rooms/VariantEditorView.qml" line="-161"/>
        <location line="+4"/>
        <source>Start from</source>
        <translation>Ausgehend von</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>✓ The variant is valid.</source>
        <translation>✓ Die Variante ist gültig.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problems to fix:</source>
        <translation>Zu behebende Fehler:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In the variant file: %1</source>
        <translation>In der Variantendatei: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play with it</source>
        <translation>Damit spielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Test in the Lab</source>
        <translation>Im Labor testen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Changed since saving.</source>
        <translation>Seit dem Speichern geändert.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved as %1. It is now in New game and in the Lab.</source>
        <translation>Als %1 gespeichert. Sie steht jetzt unter „Neues Spiel“ und im Labor zur Auswahl.</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantForm.qml" line="+33"/>
        <location line="+13"/>
        <location line="+3"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+3"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+3"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name and description are the English texts; the file&apos;s translations (%1) are saved as they are.</source>
        <translation>Name und Beschreibung sind die englischen Texte; die Übersetzungen der Datei (%1) werden unverändert gespeichert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pitch and game</source>
        <translation>Spielfeld und Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Files</source>
        <translation>Linien</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Ranks</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Turn limit</source>
        <translation>Rundenlimit</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Star Player goals</source>
        <translation>Tore für den Star</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location filename="../app/models/variantchoices.cpp" line="-22"/>
        <source>Random deal</source>
        <translation>Zufällige Aufstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed</source>
        <translation>Fest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each side arranges</source>
        <translation>Jede Seite stellt auf</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantForm.qml" line="+6"/>
        <location line="+3"/>
        <source>Blocked side</source>
        <translation>Blockierte Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ends the game</source>
        <translation>Beendet das Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First Team Debut Moves</source>
        <translation>Debützüge in der ersten Mannschaft</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Substitutions</source>
        <translation>Einwechslungen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fixed setup: each side&apos;s Youth Counters in starting-square order, then the Substitute</source>
        <translation>Feste Aufstellung: die Nachwuchsspieler jeder Seite in der Reihenfolge der Startfelder, dann der Ersatzspieler</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Substitute</source>
        <translation>Ersatzspieler</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each number: what capturing it does, how it steps as a First Teamer, and its Debut Move.</source>
        <translation>Für jede Nummer: was das Schlagen bewirkt, wie sie als Stammspieler zieht und ihr Debützug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each number</source>
        <translation>Jede Nummer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>Captured</source>
        <translation>Geschlagen</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+32"/>
        <source>Steps</source>
        <translation>Zieht</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+46"/>
        <source>Debut Move</source>
        <translation>Debützug</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Clocks (for people; 0 = none)</source>
        <translation>Uhren (für Menschen; 0 = keine)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+8"/>
        <source>Seconds a move</source>
        <translation>Sekunden pro Zug</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <location line="+15"/>
        <location line="+3"/>
        <source>When it runs out</source>
        <translation>Wenn sie abläuft</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+3"/>
        <location line="+8"/>
        <source>Minutes a game</source>
        <translation>Minuten pro Spiel</translation>
    </message>
    <message>
        <location filename="../qml/rooms/VariantEditorView.qml" line="+13"/>
        <source>Open a variant to edit</source>
        <translation>Variante zum Bearbeiten öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <location line="+8"/>
        <source>GOALSCORER variants (*.json)</source>
        <translation>GOALSCORER-Varianten (*.json)</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+6"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Import a variant into your collection</source>
        <translation>Variante in deine Sammlung importieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export the variant</source>
        <translation>Variante exportieren</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Discard your changes?</source>
        <translation>Änderungen verwerfen?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The variant in the form has changes that are not saved. Replace it and lose them?</source>
        <translation>Die Variante im Formular hat ungespeicherte Änderungen. Ersetzen und die Änderungen verlieren?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replace your variant?</source>
        <translation>Deine Variante ersetzen?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You already have a variant with the id “%1”. Replace it?</source>
        <translation>Du hast bereits eine Variante mit der ID „%1“. Ersetzen?</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../qml/dialogs/WelcomeDialog.qml" line="+12"/>
        <source>Welcome to GOALSCORER</source>
        <translation>Willkommen bei GOALSCORER</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A football strategy board game for two. Each side&apos;s counters hide who they are until a capture reveals them; the counters captured decide Goals, Penalties and Offsides, and the hidden Star Player is worth two goals.</source>
        <translation>Ein Fußball-Strategiespiel für zwei. Die Spielsteine jeder Seite verbergen, wer sie sind, bis ein Schlagen sie aufdeckt; die geschlagenen Spielsteine entscheiden über Tore, Elfmeter und Abseits, und der verdeckte Star zählt zwei Tore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learn the rules (3 minutes)</source>
        <translation>Die Regeln lernen (3 Minuten)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play against the computer</source>
        <translation>Gegen den Computer spielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game record, a tutorial or a position someone sent you. This welcome is in the Help menu whenever you want it again.</source>
        <translation>Ein Spielprotokoll, ein Tutorial oder eine Stellung, die dir jemand geschickt hat. Diese Begrüßung findest du jederzeit wieder im Menü Hilfe.</translation>
    </message>
</context>
<context>
    <name>remotelink</name>
    <message>
        <location filename="../app/remote/remotelinks.cpp" line="+49"/>
        <source>The invite is too long to be one.</source>
        <translation>Die Einladung ist zu lang für eine Einladung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not an invite: it must start with &quot;goalscorer:join/&quot;.</source>
        <translation>Keine Einladung: Sie muss mit „goalscorer:join/“ beginnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The invite is damaged: it must be goalscorer:join/&lt;address&gt;:&lt;port&gt;/&lt;key of 32 hex digits&gt;.</source>
        <translation>Die Einladung ist beschädigt: Sie muss die Form goalscorer:join/&lt;Adresse&gt;:&lt;Port&gt;/&lt;Schlüssel aus 32 Hexadezimalziffern&gt; haben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The invite&apos;s port %1 is not 1 to 65535.</source>
        <translation>Der Port %1 der Einladung liegt nicht zwischen 1 und 65535.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The move link is too long (%1 characters; one has at most %2).</source>
        <translation>Der Zuglink ist zu lang (%1 Zeichen; ein Zuglink hat höchstens %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a move link: it must start with &quot;goalscorer:turn/&quot;.</source>
        <translation>Kein Zuglink: Er muss mit „goalscorer:turn/“ beginnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link is damaged: it holds characters a move link does not.</source>
        <translation>Der Zuglink ist beschädigt: Er enthält Zeichen, die in keinem Zuglink vorkommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link is damaged: it cannot be decoded.</source>
        <translation>Der Zuglink ist beschädigt: Er lässt sich nicht dekodieren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The move link unpacks to more than a move link holds.</source>
        <translation>Entpackt ergibt der Zuglink mehr, als ein Zuglink enthalten kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link is damaged: it does not unpack.</source>
        <translation>Der Zuglink ist beschädigt: Er lässt sich nicht entpacken.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move link is damaged: it holds no list of messages.</source>
        <translation>Der Zuglink ist beschädigt: Er enthält keine Liste von Nachrichten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link holds %1 messages; one holds 1 to %2.</source>
        <translation>Der Zuglink enthält %1 Nachrichten; ein Zuglink enthält 1 bis %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move link is damaged: an entry is not a message.</source>
        <translation>Der Zuglink ist beschädigt: Ein Eintrag ist keine Nachricht.</translation>
    </message>
</context>
<context>
    <name>sharing</name>
    <message>
        <location filename="../app/sharing/diagrampainter.cpp" line="+304"/>
        <source>White %1 – %2 Black</source>
        <translation>Weiß %1 – %2 Schwarz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game over · White wins</source>
        <translation>Spielende · Weiß gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over · Black wins</source>
        <translation>Spielende · Schwarz gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over · a draw</source>
        <translation>Spielende · unentschieden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Substitutes: White %1 · Black %2</source>
        <translation>Ersatzspieler: Weiß %1 · Schwarz %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shirt: First Teamer · ★ Star Player · plain disc: hidden · gold ring: revealed</source>
        <translation>Trikot: Stammspieler · ★ Star · schlichte Scheibe: verdeckt · goldener Ring: aufgedeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighter rows: the Goalkeeper&apos;s Areas and the Midfield Area</source>
        <translation>Hellere Reihen: die Torräume und die Mittelfeldzone</translation>
    </message>
    <message>
        <location filename="../app/sharing/sharelink.cpp" line="+50"/>
        <source>The link is too long (%1 characters; a GOALSCORER link has at most %2).</source>
        <translation>Der Link ist zu lang (%1 Zeichen; ein GOALSCORER-Link hat höchstens %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a GOALSCORER link: it must start with &quot;goalscorer:&quot;.</source>
        <translation>Kein GOALSCORER-Link: er muss mit „goalscorer:“ beginnen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The link is for &quot;%1&quot;; GOALSCORER links hold a position or a record.</source>
        <translation>Der Link ist für „%1“; GOALSCORER-Links enthalten eine Stellung oder ein Spielprotokoll.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link holds characters a link cannot hold (spaces or controls); it may have been cut or altered.</source>
        <translation>Der Link enthält Zeichen, die ein Link nicht enthalten kann (Leer- oder Steuerzeichen); er wurde vielleicht abgeschnitten oder verändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link&apos;s percent-encoding is broken (a % not followed by two hexadecimal digits); it may have been cut or altered.</source>
        <translation>Die Prozent-Kodierung des Links ist beschädigt (auf ein % folgen nicht zwei Hexadezimalziffern); er wurde vielleicht abgeschnitten oder verändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link&apos;s content is not valid UTF-8 text.</source>
        <translation>Der Inhalt des Links ist kein gültiger UTF-8-Text.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link holds no position or record.</source>
        <translation>Der Link enthält weder Stellung noch Spielprotokoll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s position is too long (%1 bytes; a position has at most %2).</source>
        <translation>Die Stellung im Link ist zu lang (%1 Bytes; eine Stellung hat höchstens %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link holds a control character (U+%1), so it was not opened.</source>
        <translation>Der Link enthält ein Steuerzeichen (U+%1) und wurde daher nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This link holds a game, not a position.</source>
        <translation>Dieser Link enthält ein Spiel, keine Stellung.</translation>
    </message>
    <message>
        <location filename="../app/sharing/filekind.cpp" line="+47"/>
        <source>%1: no such file.</source>
        <translation>%1: Datei nicht gefunden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot be read (%2).</source>
        <translation>%1: nicht lesbar (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: not a file GOALSCORER opens (positions .gpn, game records .gsr, tutorials and variants .json).</source>
        <translation>%1: keine Datei, die GOALSCORER öffnet (Stellungen .gpn, Spielprotokolle .gsr, Tutorials und Varianten .json).</translation>
    </message>
    <message>
        <location filename="../app/sharing/tutorialpage.cpp" line="+94"/>
        <source>Step %1: the exercise</source>
        <translation>Schritt %1: die Übung</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Made with GOALSCORER. Keys: → next step, ← previous step. In an exercise, click a counter, then the square it moves to.</source>
        <translation>Erstellt mit GOALSCORER. Tasten: → nächster Schritt, ← voriger Schritt. In einer Übung klickst du einen Spielstein an, dann das Feld, auf das er zieht.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: the folder cannot be made.</source>
        <translation>%1: Der Ordner kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/sharing/labreportpage.cpp" line="+254"/>
        <source>Lab report: %1 against %2</source>
        <translation>Laborbericht: %1 gegen %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lab report: %1</source>
        <translation>Laborbericht: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2, %3 games, seed %4</source>
        <translation>%1 gegen %2, %3 Spiele, Seed %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+111"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+2"/>
        <source>What was run</source>
        <translation>Was gespielt wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+2"/>
        <source>The numbers</source>
        <translation>Die Zahlen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intervals are 95%: with more games they narrow. ● marks a difference unlikely to be chance (p &lt; 0.05).</source>
        <translation>Die Intervalle sind 95-%-Intervalle: mit mehr Spielen werden sie enger. ● markiert einen Unterschied, der kaum Zufall ist (p &lt; 0,05).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To play it again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the report&apos;s JSON below as a file and run: goalscorer-cli lab --rerun FILE. It plays the same games with these variant files and writes the same report.</source>
        <translation>Speichere das JSON des Berichts unten als Datei und starte: goalscorer-cli lab --rerun DATEI. Es spielt dieselben Spiele mit diesen Variantendateien und schreibt denselben Bericht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+7"/>
        <source>Made with %1.</source>
        <translation>Erstellt mit %1.</translation>
    </message>
    <message>
        <location filename="../app/sharing/sweepreportpage.cpp" line="-41"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games at each value</source>
        <translation>Spiele je Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The report as JSON</source>
        <translation>Der Bericht als JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lab sweep: %1, %2 from %3 to %4</source>
        <translation>Labor-Durchlauf: %1, %2 von %3 bis %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2, %3 games at each value, the same deals at every value</source>
        <translation>%1 gegen %2, %3 Spiele je Wert, bei jedem Wert dieselben Verteilungen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each cell: the estimate and its 95% interval; – where no game was won.</source>
        <translation>Jede Zelle: die Schätzung und ihr 95-%-Intervall; – wo kein Spiel gewonnen wurde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The report</source>
        <translation>Der Bericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open results… in the Lab reads this JSON back as a file.</source>
        <translation>„Ergebnisse öffnen…“ im Labor liest dieses JSON als Datei wieder ein.</translation>
    </message>
</context>
<context>
    <name>sharing::Page</name>
    <message>
        <location filename="../app/sharing/labreportpage.cpp" line="-224"/>
        <source>%1% (%2–%3)</source>
        <translation>%1 % (%2–%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 points (%3 to %4)</source>
        <translation>%1%2 Prozentpunkte (%3 bis %4)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1%2 (%3 to %4)</source>
        <translation>%1%2 (%3 bis %4)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compared with</source>
        <translation>Verglichen mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 per variant</source>
        <translation>%1 je Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 minus %2 (95% interval)</source>
        <translation>%1 minus %2 (95-%-Intervall)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White wins</source>
        <translation>Siege Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black wins</source>
        <translation>Siege Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s score</source>
        <translation>Punkte von Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goals, White</source>
        <translation>Tore, Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goals, Black</source>
        <translation>Tore, Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties a game</source>
        <translation>Elfmeter pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsides a game</source>
        <translation>Abseits pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promotions a game</source>
        <translation>Aufstiege pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitutions a game</source>
        <translation>Einwechslungen pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead changes a game</source>
        <translation>Führungswechsel pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games the Star Player decides</source>
        <translation>Vom Star entschiedene Spiele</translation>
    </message>
    <message>
        <location line="+103"/>
        <location line="+2"/>
        <source>The variant file of %1</source>
        <translation>Die Variantendatei von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The report as JSON</source>
        <translation>Der Bericht als JSON</translation>
    </message>
</context>
</TS>
