<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../qml/panels/AnalysisPanel.qml" line="+80"/>
        <source>Analysing the game…</source>
        <translation>Analizando la partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis from Black&apos;s seat</source>
        <translation>Análisis desde el punto de vista de Negro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysis from White&apos;s seat</source>
        <translation>Análisis desde el punto de vista de Blanco</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only what that side could see at each move is used.</source>
        <translation>Solo se usa lo que ese bando podía ver en cada jugada.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+2"/>
        <source>Moves played</source>
        <translation>Jugadas hechas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance %</source>
        <translation>Probabilidad en %</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Close the analysis</source>
        <translation>Cerrar el análisis</translation>
    </message>
</context>
<context>
    <name>Announcement</name>
    <message>
        <location filename="../app/text/announcement.cpp" line="+12"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Star Player captured! %1 scores %2</source>
        <translation>¡Estrella capturada! %1 marca %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offside! %1 reveals one of %2&apos;s counters</source>
        <translation>¡Fuera de juego! %1 revela una de las fichas de %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Goal! %1 captured the number %2</source>
        <translation>¡Gol! %1 capturó el número %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty to %1! The number %2 was a defender</source>
        <translation>¡Penalti para %1! El número %2 era un defensa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty scored! It was the number %1</source>
        <translation>¡Penalti marcado! Era el número %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty found the Star Player: revealed, it stays</source>
        <translation>El penalti ha dado con la Estrella: queda revelada, pero sigue en el campo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of time! %1 loses the game</source>
        <translation>¡Se acabó el tiempo! %1 pierde la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of time! %1&apos;s turn passes</source>
        <translation>¡Se acabó el tiempo! %1 pierde el turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Star Player reached the Goal Line! %1 scores %2</source>
        <translation>¡La Estrella ha llegado a la línea de meta! %1 marca %2</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <location filename="../qml/controls/AppMenuBar.qml" line="+40"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…    Ctrl+N</source>
        <translation>&amp;Nueva partida…    Ctrl+N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revancha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo my last turn</source>
        <translation>&amp;Deshacer mi último turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow undo</source>
        <translation>Permitir deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip the pitch    F</source>
        <translation>&amp;Invertir el campo    F</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;ttings…    Ctrl+,</source>
        <translation>&amp;Configuración…    Ctrl+,</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open game record…</source>
        <translation>&amp;Abrir archivo de partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game record…</source>
        <translation>&amp;Guardar archivo de partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view the game</source>
        <translation>Re&amp;visar la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Learn</source>
        <translation>&amp;Aprender</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tutorials</source>
        <translation>&amp;Tutoriales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open tutorial file…</source>
        <translation>&amp;Abrir archivo de tutorial…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Editor</source>
        <translation>&amp;Editor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Position editor</source>
        <translation>Editor de &amp;posiciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the &amp;current game&apos;s position</source>
        <translation>Editar la posición de la partida a&amp;ctual</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Variant editor</source>
        <translation>Editor de &amp;variantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playtesting &amp;lab</source>
        <translation>&amp;Laboratorio de pruebas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L&amp;anguage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Welcome…</source>
        <translation>&amp;Bienvenida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About GOALSCORER</source>
        <translation>A&amp;cerca de GOALSCORER</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../app/models/boardmodel.cpp" line="+88"/>
        <source>empty square %1</source>
        <translation>casilla vacía %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Estrella</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden Youth Counter</source>
        <translation>Juvenil oculto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, First Teamer</source>
        <translation>, Titular</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, revealed</source>
        <translation>, identidad revelada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2, on %3</source>
        <translation>%2 de %1, en %3</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>, picked up</source>
        <translation>, seleccionado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, can move</source>
        <translation>, puede moverse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, a move can end here</source>
        <translation>, una jugada puede acabar aquí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, the Hint&apos;s counter</source>
        <translation>, la ficha de la Pista</translation>
    </message>
</context>
<context>
    <name>ConfirmBar</name>
    <message>
        <location filename="../qml/panels/ConfirmBar.qml" line="+17"/>
        <source>Play %1?</source>
        <translation>¿Jugar %1?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Confirm (Enter)</source>
        <translation>Confirmar (Intro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel (Esc)</source>
        <translation>Cancelar (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <location filename="../qml/pitch/Counter.qml" line="+21"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Estrella</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden counter</source>
        <translation>ficha oculta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, revealed</source>
        <translation>, identidad revelada</translation>
    </message>
</context>
<context>
    <name>DiagramExporter</name>
    <message>
        <location filename="../app/services/diagramexporter.cpp" line="+81"/>
        <source>There is no position on the pitch to copy.</source>
        <translation>No hay ninguna posición en el campo que copiar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no position on the pitch to save.</source>
        <translation>No hay ninguna posición en el campo que guardar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The diagram was not saved: %1</source>
        <translation>El diagrama no se ha guardado: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no position on the pitch to link to.</source>
        <translation>No hay ninguna posición en el campo para un enlace.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A game is saved as pictures once it is over: until then its start holds the hidden identities.</source>
        <translation>Una partida se guarda como imágenes cuando termina: hasta entonces su inicio contiene las identidades ocultas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pictures were not saved: %1</source>
        <translation>Las imágenes no se han guardado: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Saved %n picture(s) in %1</source>
        <translation>
            <numerusform>%n imagen guardada en %1</numerusform>
            <numerusform>%n imágenes guardadas en %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A game is shared as a link once it is over: until then its start holds the hidden identities.</source>
        <translation>Una partida se comparte como enlace cuando termina: hasta entonces su inicio contiene las identidades ocultas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is too long for a link; save its record instead.</source>
        <translation>Esta partida es demasiado larga para un enlace; guarda en su lugar su archivo de partida.</translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <location filename="../qml/rooms/EditorView.qml" line="+81"/>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic start</source>
        <translation>Inicio clásico</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flip</source>
        <translation>Girar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Preview as</source>
        <translation>Ver como</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <location filename="../qml/panels/PositionFieldsPanel.qml" line="+39"/>
        <location line="+18"/>
        <location line="+8"/>
        <location line="+91"/>
        <location filename="../qml/rooms/EditorView.qml" line="+0"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+19"/>
        <location line="+15"/>
        <location line="+82"/>
        <location filename="../qml/rooms/EditorView.qml" line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../qml/rooms/EditorView.qml" line="+5"/>
        <source>Edit a tutorial…</source>
        <translation>Editar un tutorial…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record tutorial</source>
        <translation>Grabar tutorial</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play from here ▾</source>
        <translation>Jugar desde aquí ▾</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Against the computer, as White</source>
        <translation>Contra el ordenador, con Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the computer, as Black</source>
        <translation>Contra el ordenador, con Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a friend, here</source>
        <translation>Con un amigo, en este ordenador</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pitch</source>
        <translation>Campo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Counters</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a counter, then squares to place it; or drag it onto the pitch. Keyboard: Tab to a counter, Enter, then the arrows and Enter.</source>
        <translation>Haz clic en una ficha y luego en casillas para colocarla, o arrástrala al campo. Con el teclado: Tab hasta una ficha, Intro, luego las flechas e Intro.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Pick and move</source>
        <translation>Coger y mover</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✗ Remove</source>
        <translation>✗ Quitar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right-click or drag off the pitch to remove.</source>
        <translation>Clic derecho o arrastrar fuera del campo para quitar.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 — captions, Save and Done are on the Tutorial tab.</source>
        <translation>%1 — los textos, Guardar y Listo están en la pestaña Tutorial.</translation>
    </message>
    <message>
        <location filename="../qml/panels/PositionFieldsPanel.qml" line="-128"/>
        <location line="+3"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To act</source>
        <translation>Juega</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>Score</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+9"/>
        <source>Substitutes</source>
        <translation>Suplentes</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>White: %1</source>
        <translation>Blanco: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Black: %1</source>
        <translation>Negro: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Picked: %1</source>
        <translation>Seleccionada: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Teamer</source>
        <translation>Titular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revealed</source>
        <translation>Revelada</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>A valid position, but there is nothing to play: the game is already over. %1</source>
        <translation>Posición válida, pero no hay nada que jugar: la partida ya ha terminado. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ A valid position: it can be played and saved.</source>
        <translation>✓ Posición válida: se puede jugar y guardar.</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+4"/>
        <source>Position (GPN) — paste one here to load it</source>
        <translation>Posición (GPN): pega una aquí para cargarla</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 sees: %2</source>
        <translation>%1 ve: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Legal moves (%1)</source>
        <translation>Jugadas legales (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location filename="../qml/rooms/EditorView.qml" line="+38"/>
        <source>Open a position</source>
        <translation>Abrir una posición</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>GOALSCORER positions (*.gpn)</source>
        <translation>Posiciones de GOALSCORER (*.gpn)</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+7"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Open a tutorial to edit</source>
        <translation>Abrir un tutorial para editarlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GOALSCORER tutorials (*.json)</source>
        <translation>Tutoriales de GOALSCORER (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the position</source>
        <translation>Guardar la posición</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That did not work</source>
        <translation>No ha funcionado</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../engine/explain.cpp" line="+25"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: Move 1, move a Youth Counter</source>
        <translation>%1: jugada 1, mueve un Juvenil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Move 2, move a First Teamer</source>
        <translation>%1: jugada 2, mueve un Titular</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: bring on the Substitute for the counter promoted on %2?</source>
        <translation>%1: ¿dar entrada al Suplente por la ficha ascendida en %2?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the First Team Debut Move of the counter on %2</source>
        <translation>%1: la jugada de debut en el primer equipo de la ficha en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Penalty, choose one of %2&apos;s Youth Counters</source>
        <translation>%1: penalti, elige un Juvenil de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: Offside, choose one of %2&apos;s unrevealed Youth Counters to reveal</source>
        <translation>%1: fuera de juego, elige un Juvenil oculto de %2 para revelarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>counter</source>
        <translation>ficha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Youth Counter</source>
        <translation>Juvenil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hidden counter</source>
        <translation>ficha oculta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 moved %3-%4</source>
        <translation>%1: %2 juega %3-%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2 reached the Goal Line on %3 and is promoted to First Teamer</source>
        <translation>%1: %2 llega a la línea de meta en %3 y asciende a Titular</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 brought on the Substitute %2 for the %3 on %4</source>
        <translation>%1 da entrada al Suplente %2 por el %3 en %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brought on the Substitute %2 on %3</source>
        <translation>%1 da entrada al Suplente %2 en %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 captured %2&apos;s %3 on %4</source>
        <translation>%1 captura %3 de %2 en %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the Star Player!</source>
        <translation>%1: ¡la Estrella!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: Goal!</source>
        <translation>%1: ¡gol!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Penalty to %2</source>
        <translation>%1: penalti para %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Offside, %2 reveals one of %3&apos;s Youth Counters</source>
        <translation>%1: fuera de juego, %2 revela un Juvenil de %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 scores 1 goal</source>
        <translation>%1 marca 1 gol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 scores %2 goals</source>
        <translation>%1 marca %2 goles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Penalty picked %2&apos;s Star Player on %3: revealed, it stays</source>
        <translation>El penalti de %1 elige la Estrella de %2 en %3: revelada, se queda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Penalty picked %2&apos;s %3 on %4: Goal!</source>
        <translation>El penalti de %1 elige %3 de %2 en %4: ¡gol!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Penalty picked %2&apos;s %3 on %4: it leaves the pitch</source>
        <translation>El penalti de %1 elige %3 de %2 en %4: sale del campo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 revealed %2&apos;s %3 on %4</source>
        <translation>%1 revela %3 de %2 en %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Penalty lapses: nothing to choose</source>
        <translation>El penalti de %1 decae: no hay nada que elegir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Offside lapses: nothing to choose</source>
        <translation>El fuera de juego de %1 decae: no hay nada que elegir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s counter on %2 has no Debut Move; a normal First Teamer move instead</source>
        <translation>%1: la ficha en %2 no tiene jugada de debut; en su lugar, una jugada normal de Titular</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot move and passes</source>
        <translation>%1 no puede mover y pasa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ran out of time</source>
        <translation>%1 se ha quedado sin tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ran out of time; the turn passes</source>
        <translation>%1 se ha quedado sin tiempo; pasa el turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: the Star Player was captured</source>
        <translation>Fin de la partida: la Estrella ha sido capturada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: the Star Player reached the Goal Line</source>
        <translation>Fin de la partida: la Estrella ha llegado a la línea de meta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: the turn limit is reached</source>
        <translation>Fin de la partida: se ha alcanzado el límite de turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 cannot make the next move</source>
        <translation>Fin de la partida: %1 no puede hacer la siguiente jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 lost on time</source>
        <translation>Fin de la partida: %1 pierde por tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../app/sharing/eventtext.cpp" line="+54"/>
        <source>The Star Player was captured.</source>
        <translation>La Estrella ha sido capturada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Star Player reached the Goal Line.</source>
        <translation>La Estrella ha llegado a la línea de meta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn limit ran out.</source>
        <translation>Se ha alcanzado el límite de turnos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not make the next move.</source>
        <translation>%1 no ha podido hacer la siguiente jugada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ran out of time.</source>
        <translation>%1 se ha quedado sin tiempo.</translation>
    </message>
    <message>
        <location filename="../engine/explain.cpp" line="-95"/>
        <location filename="../app/sharing/eventtext.cpp" line="+1"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="-6"/>
        <location filename="../app/sharing/eventtext.cpp" line="+32"/>
        <source>the Star Player</source>
        <translation>la Estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hidden counter</source>
        <translation>una ficha oculta</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/eventtext.cpp" line="+0"/>
        <source>the %1</source>
        <translation>el %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Running out of time is not a move; the clock applies it</source>
        <translation>Quedarse sin tiempo no es una jugada; lo aplica el reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side may pass only when it cannot move and the variant allows it</source>
        <translation>Un bando solo puede pasar cuando no puede mover y la variante lo permite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no substitution to decide</source>
        <translation>No hay ninguna sustitución que decidir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of the opponent&apos;s counters</source>
        <translation>Elige una ficha del rival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not hold one of %2&apos;s counters</source>
        <translation>En %1 no hay ninguna ficha de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a First Teamer; choose a Youth Counter</source>
        <translation>En %1 hay un Titular; elige un Juvenil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is already revealed; an Offside reveals a hidden Youth Counter</source>
        <translation>La ficha de %1 ya está revelada; un fuera de juego revela un Juvenil oculto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no Penalty or Offside to take</source>
        <translation>No hay ningún penalti ni fuera de juego pendiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That does not fit this part of the turn</source>
        <translation>Eso no corresponde a esta parte del turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no counter on %1</source>
        <translation>No hay ninguna ficha en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2&apos;s counter</source>
        <translation>En %1 hay una ficha de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a First Teamer; Move 1 moves a Youth Counter</source>
        <translation>En %1 hay un Titular; en la jugada 1 se mueve un Juvenil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Youth Counter moves one square forward or diagonally forward</source>
        <translation>Un Juvenil avanza una casilla recto o en diagonal hacia delante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is occupied, and Youth Counters never capture</source>
        <translation>La casilla %1 está ocupada y los Juveniles nunca capturan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Goalkeeper cannot leave its Goalkeeper&apos;s Area</source>
        <translation>El portero no puede salir de su área del portero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the Debut Move of the counter on %1</source>
        <translation>Ahora toca la jugada de debut de la ficha de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds your own counter</source>
        <translation>En %1 hay una ficha tuya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Debut Move of %1 goes to a square of your own Goalkeeper&apos;s Area</source>
        <translation>En su jugada de debut, %1 va a una casilla de tu propia área del portero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Debut Move of %1 goes to a square of the Midfield Area</source>
        <translation>En su jugada de debut, %1 va a una casilla de la zona del centro del campo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Debut Move of %1 goes to an adjacent square</source>
        <translation>En su jugada de debut, %1 va a una casilla adyacente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a Youth Counter; Move 2 moves a First Teamer</source>
        <translation>En %1 hay un Juvenil; en la jugada 2 se mueve un Titular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A First Teamer moves one square</source>
        <translation>Un Titular se mueve una casilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 moves straight only, never diagonally</source>
        <translation>%1 solo se mueve en línea recta, nunca en diagonal</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Now: %2.</source>
        <translation>%1. Ahora: %2.</translation>
    </message>
    <message>
        <location filename="../app/sharing/eventtext.cpp" line="-19"/>
        <source>your Star Player</source>
        <translation>tu Estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your counter</source>
        <translation>tu ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your %1</source>
        <translation>tu %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured on %1 with %2 from %3.</source>
        <translation>Has capturado en %1 con %2 desde %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You moved %1 from %2 to %3.</source>
        <translation>Has movido %1 de %2 a %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You chose the counter on %1.</source>
        <translation>Has elegido la ficha de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You brought on the Substitute.</source>
        <translation>Has dado entrada al Suplente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You kept your team as it is.</source>
        <translation>Has mantenido tu equipo tal como estaba.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint: %1 from %2 captures on %3</source>
        <translation>Pista: %1 en %2 captura en %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint: %1 from %2 to %3</source>
        <translation>Pista: %1 de %2 a %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: choose %1</source>
        <translation>Pista: elige %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: bring on the Substitute</source>
        <translation>Pista: da entrada al Suplente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: keep the promoted counter</source>
        <translation>Pista: conserva la ficha ascendida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: pass</source>
        <translation>Pista: pasa</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the counter</source>
        <translation>la ficha</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 from %2, capturing on %3</source>
        <translation>%1 de %2, capturando en %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 from %2 to %3</source>
        <translation>%1 de %2 a %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the counter on %1</source>
        <translation>la ficha en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bringing on the Substitute</source>
        <translation>dar entrada al Suplente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeping the promoted counter</source>
        <translation>quedarte con la ficha ascendida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pass</source>
        <translation>pasar</translation>
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
        <translation>La otra diferencia más clara: %1, %2 puntos más en las partidas del ordenador (%3 a %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other difference: %1, %2 points lower in the computer&apos;s games (%3 to %4).</source>
        <translation>La otra diferencia más clara: %1, %2 puntos menos en las partidas del ordenador (%3 a %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other difference: %1, %2% higher in the computer&apos;s games (%3 to %4%).</source>
        <translation>La otra diferencia más clara: %1, un %2 % más en las partidas del ordenador (%3 a %4 %).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other difference: %1, %2% lower in the computer&apos;s games (%3 to %4%).</source>
        <translation>La otra diferencia más clara: %1, un %2 % menos en las partidas del ordenador (%3 a %4 %).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clearest other change: %1, %2 points higher under %3 (%4 to %5).</source>
        <translation>El otro cambio más claro: %1, %2 puntos más con %3 (%4 a %5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other change: %1, %2 points lower under %3 (%4 to %5).</source>
        <translation>El otro cambio más claro: %1, %2 puntos menos con %3 (%4 a %5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other change: %1, %2% higher under %3 (%4 to %5%).</source>
        <translation>El otro cambio más claro: %1, un %2 % más con %3 (%4 a %5 %).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other change: %1, %2% lower under %3 (%4 to %5%).</source>
        <translation>El otro cambio más claro: %1, un %2 % menos con %3 (%4 a %5 %).</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the players differ, so this measures them as well as the colours</source>
        <translation>los jugadores son distintos, así que esto los mide a ellos tanto como a los colores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first move matters</source>
        <translation>la primera jugada importa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moving second is an advantage</source>
        <translation>mover en segundo lugar es una ventaja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 scores %2% of the points (%3 to %4): %5.</source>
        <translation>%1 puntúa el %2 % de los puntos (%3 a %4): %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neither side scores more at %1 games (White&apos;s score: %2 to %3%); an edge of %4 points would have shown.</source>
        <translation>Ningún bando puntúa más en %1 partidas (Blanco puntúa del %2 al %3 %); una ventaja de %4 puntos se habría notado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Neither side scores clearly more at %1 games (White&apos;s score: %2 to %3%), too few to tell: %4 games would show a %5-point edge.</source>
        <translation>Ningún bando puntúa claramente más en %1 partidas (Blanco puntúa del %2 al %3 %), demasiado pocas para saberlo: %4 partidas mostrarían una ventaja de %5 puntos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the %1 games was drawn.</source>
        <translation>Ninguna de las %1 partidas terminó en empate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1% of games are drawn (%2 to %3).</source>
        <translation>El %1 % de las partidas terminan en empate (%2 a %3).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Every game came out the same under %1 and %2 (%3 games each): with these players the change never came into play, and more games would not show it. Try other players, or a change these players meet.</source>
        <translation>Cada partida terminó igual con %1 y con %2 (%3 partidas cada una): con estos jugadores el cambio nunca entró en juego, y más partidas no lo mostrarían. Prueba otros jugadores, o un cambio con el que estos jugadores se encuentren.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>No game reached turn %1 (%2 games): the turn limit never ended a game.</source>
        <translation>Ninguna partida llegó al turno %1 (%2 partidas): el límite de turnos nunca terminó una partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Youth Counter reached the Goal Line in %1 games: the change to the Debut Moves never came into play.</source>
        <translation>Ningún Juvenil llegó a la línea de meta en %1 partidas: el cambio en las jugadas de debut nunca entró en juego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Youth Counter reached the Goal Line in %1 games: the change to the Substitute never came into play.</source>
        <translation>Ningún Juvenil llegó a la línea de meta en %1 partidas: el cambio en el Suplente nunca entró en juego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No side was ever unable to move in %1 games: the change to blocked sides never came into play.</source>
        <translation>Ningún bando se quedó nunca sin poder mover en %1 partidas: el cambio en los bandos bloqueados nunca entró en juego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Star Player was captured or reached the Goal Line in %1 games: the change to its goals never came into play.</source>
        <translation>Ninguna Estrella fue capturada ni llegó a la línea de meta en %1 partidas: el cambio en sus goles nunca entró en juego.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No counter whose capture the change affects was captured in %1 games: the change to what captures do never came into play.</source>
        <translation>Ninguna ficha cuya captura afecta el cambio fue capturada en %1 partidas: el cambio en lo que hacen las capturas nunca entró en juego.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>More games with these players are unlikely to show a difference: try players whose games reach the changed rules.</source>
        <translation>Es poco probable que más partidas con estos jugadores muestren una diferencia: prueba jugadores cuyas partidas lleguen a las reglas cambiadas.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>In the computer&apos;s games White scores %1 points more than in your games (%2 to %3).</source>
        <translation>En las partidas del ordenador, Blanco puntúa %1 puntos más que en las tuyas (%2 a %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s games White scores %1 points less than in your games (%2 to %3).</source>
        <translation>En las partidas del ordenador, Blanco puntúa %1 puntos menos que en las tuyas (%2 a %3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under %1, White scores %2 points more than under %3 (%4 to %5): the change helps White.</source>
        <translation>Con %1, Blanco puntúa %2 puntos más que con %3 (%4 a %5): el cambio ayuda a Blanco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under %1, White scores %2 points less than under %3 (%4 to %5): the change helps Black.</source>
        <translation>Con %1, Blanco puntúa %2 puntos menos que con %3 (%4 a %5): el cambio ayuda a Negro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games and the computer&apos;s do not differ in balance (%1 to %2 points, %3 of your games); a difference of %4 points would have shown.</source>
        <translation>Tus partidas y las del ordenador no difieren en equilibrio (%1 a %2 puntos, %3 de tus partidas); una diferencia de %4 puntos se habría visto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your games and the computer&apos;s do not differ clearly in balance (%1 to %2 points, %3 of your games), too few to tell: %4 games would show a %5-point difference.</source>
        <translation>Tus partidas y las del ordenador no difieren claramente en equilibrio (%1 a %2 puntos, %3 de tus partidas), demasiado pocas para saberlo: %4 partidas mostrarían una diferencia de %5 puntos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing differs in balance between %1 and %2 at %3 games each (%4 to %5 points); a change of %6 points would have shown.</source>
        <translation>El equilibrio no difiere entre %1 y %2 con %3 partidas cada una (%4 a %5 puntos); un cambio de %6 puntos se habría notado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No difference in balance between %1 and %2 shows at %3 games each (%4 to %5 points), too few to tell: %6 games each would show a %7-point change.</source>
        <translation>No se aprecia diferencia de equilibrio entre %1 y %2 con %3 partidas cada una (%4 a %5 puntos), demasiado pocas para saberlo: %6 partidas cada una mostrarían un cambio de %7 puntos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>draws</source>
        <translation>empates</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>games the Star Player decides</source>
        <translation>partidas que decide la Estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>comebacks</source>
        <translation>remontadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blocked games</source>
        <translation>partidas bloqueadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game length</source>
        <translation>duración de las partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties a game</source>
        <translation>penaltis por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsides a game</source>
        <translation>fueras de juego por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promotions a game</source>
        <translation>ascensos por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>substitutions a game</source>
        <translation>sustituciones por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lead changes a game</source>
        <translation>cambios de líder por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves to choose from</source>
        <translation>jugadas posibles</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No other measure differs clearly.</source>
        <translation>Ninguna otra medida difiere claramente.</translation>
    </message>
</context>
<context>
    <name>FileOpener</name>
    <message>
        <location filename="../app/services/fileopener.cpp" line="+68"/>
        <source>The link&apos;s position cannot be read: %1</source>
        <translation>La posición del enlace no se puede leer: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The link&apos;s game cannot be read: %1</source>
        <translation>La partida del enlace no se puede leer: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The link&apos;s game could not be kept: %1</source>
        <translation>No se pudo guardar la partida del enlace: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>GOALSCORER opens files on this computer and goalscorer: links, not &quot;%1:&quot; addresses.</source>
        <translation>GOALSCORER abre archivos de este ordenador y enlaces goalscorer:, no direcciones «%1:».</translation>
    </message>
</context>
<context>
    <name>FriendGame</name>
    <message>
        <location filename="../app/controllers/friendgame.cpp" line="+25"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>There is no variant &quot;%1&quot;.</source>
        <translation>No existe la variante «%1».</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+27"/>
        <location line="+18"/>
        <location line="+26"/>
        <source>A game with a friend is under way: leave it first.</source>
        <translation>Hay una partida con tu amigo en curso: abandónala primero.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>&quot;%1&quot; port %2 is not an address and port to listen on.</source>
        <translation>«%1», puerto %2, no es una dirección y un puerto en los que escuchar.</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The remote game kept in %1 cannot be picked up: %2</source>
        <translation>La partida a distancia guardada en %1 no se puede reanudar: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not one</source>
        <translation>el archivo no contiene ninguna</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The remote game could not be kept: %1</source>
        <translation>No se ha podido guardar la partida a distancia: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The verified record could not be written: %1</source>
        <translation>No se ha podido escribir el archivo de partida verificado: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+16"/>
        <source>By message</source>
        <translation>Por mensaje</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>By message: send the link below, then wait for the friend&apos;s answer</source>
        <translation>Por mensaje: envía el enlace de abajo y luego espera el de tu amigo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not connected</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: waiting for the friend to come back (port %1)</source>
        <translation>Conexión perdida: esperando a que vuelva tu amigo (puerto %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the friend to join (port %1)</source>
        <translation>Esperando a que se una tu amigo (puerto %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: retrying</source>
        <translation>Conexión perdida: reintentando</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected: the friend is thinking</source>
        <translation>Conectado: tu amigo está pensando</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host a game, join one or play by message.</source>
        <translation>Aloja una partida, únete a una o juega por mensaje.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting for the friend.</source>
        <translation>Esperando a tu amigo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You play %1. Waiting for the friend…</source>
        <translation>Juegas con %1. Esperando a tu amigo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play %1. Exchanging commitments with the friend…</source>
        <translation>Juegas con %1. Intercambiando compromisos con tu amigo…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The final whistle: waiting for the friend to show its counters. Until it does, the result is not verified.</source>
        <translation>Pitido final: esperando a que tu amigo muestre sus fichas. Hasta entonces, el resultado no está verificado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn (%1): bring on the Substitute?</source>
        <translation>Te toca (%1): ¿dar entrada al Suplente?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn (%1).</source>
        <translation>Te toca (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The friend&apos;s turn (%1).</source>
        <translation>Le toca a tu amigo (%1).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw. Every commitment and move checked out: the record is verified.</source>
        <translation>Empate. Todos los compromisos y jugadas han superado la comprobación: el archivo de partida está verificado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won. Every commitment and move checked out: the record is verified.</source>
        <translation>Has ganado. Todos los compromisos y jugadas han superado la comprobación: el archivo de partida está verificado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost. Every commitment and move checked out: the record is verified.</source>
        <translation>Has perdido. Todos los compromisos y jugadas han superado la comprobación: el archivo de partida está verificado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was stopped: %1</source>
        <translation>La partida se ha detenido: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was abandoned: %1</source>
        <translation>La partida ha sido abandonada: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White %1 – %2 Black</source>
        <translation>Blanco %1 – %2 Negro</translation>
    </message>
</context>
<context>
    <name>FriendView</name>
    <message>
        <location filename="../qml/rooms/FriendView.qml" line="+61"/>
        <source>Play a friend</source>
        <translation>Jugar contra un amigo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No server sees your game: each app keeps its own side&apos;s counters secret, commits to them before the kick-off and proves every one the rules show. Your friend&apos;s app checks every proof and every move, and so does yours.</source>
        <translation>Ningún servidor ve tu partida: cada aplicación mantiene en secreto las fichas de su propio bando, se compromete con ellas antes del saque inicial y demuestra la identidad de cada ficha que revelan las reglas. La aplicación de tu amigo comprueba cada prueba y cada jugada, y la tuya también.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host</source>
        <translation>Alojar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+71"/>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>By message</source>
        <translation>Por mensaje</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>You play</source>
        <translation>Juegas con</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White (moves first)</source>
        <translation>Blanco (mueve primero)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Host the game</source>
        <translation>Alojar la partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start, and send the first link</source>
        <translation>Empezar y enviar el primer enlace</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The invite: goalscorer:join/…</source>
        <translation>La invitación: goalscorer:join/…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Or the friend&apos;s first link: goalscorer:turn/…</source>
        <translation>O el primer enlace de tu amigo: goalscorer:turn/…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open the link</source>
        <translation>Abrir el enlace</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Your game time: %1</source>
        <translation>Tu tiempo de partida: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This move: %1</source>
        <translation>Esta jugada: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bring on the Substitute</source>
        <translation>Dar entrada al Suplente</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the promoted counter</source>
        <translation>Conservar la ficha ascendida</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Send your friend this invite; they open it in GOALSCORER (or paste it under Join):</source>
        <translation>Envía esta invitación a tu amigo; la abre en GOALSCORER (o la pega en «Unirse»):</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Invite</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Send your friend this link by any chat or email:</source>
        <translation>Envía este enlace a tu amigo por cualquier chat o correo electrónico:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Link to send</source>
        <translation>Enlace para enviar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The friend&apos;s link: goalscorer:turn/…</source>
        <translation>El enlace de tu amigo: goalscorer:turn/…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Leave the game</source>
        <translation>Abandonar la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop waiting</source>
        <translation>Dejar de esperar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review in Play</source>
        <translation>Revisar en «Jugar»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Leave the game?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop waiting for the friend?</source>
        <translation>¿Dejar de esperar a tu amigo?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is recorded as abandoned by your friend, its result not verified.</source>
        <translation>La partida queda registrada como abandonada por tu amigo, con el resultado sin verificar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your friend is told, and the game is recorded as abandoned by you.</source>
        <translation>Se avisa a tu amigo y la partida queda registrada como abandonada por ti.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/models/gamelog.cpp" line="+42"/>
        <source>%1 has arranged its counters</source>
        <translation>%1 ha colocado sus fichas</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Arrange your counters before the kick-off</source>
        <translation>Coloca tus fichas antes del saque inicial</translation>
    </message>
    <message>
        <location filename="../app/controllers/gamecontroller.cpp" line="+122"/>
        <source>Illegal move: %1</source>
        <translation>Jugada ilegal: %1</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../app/services/gamefiles.cpp" line="+22"/>
        <source>The saved game is damaged: %1 of %2 moves could be read.</source>
        <translation>La partida guardada está dañada: se han podido leer %1 de %2 jugadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is damaged and cannot be read; it will be kept aside.</source>
        <translation>La partida guardada está dañada y no se puede leer; se guardará aparte.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game cannot be saved to %1: %2</source>
        <translation>No se puede guardar la partida en %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no saved game to resume.</source>
        <translation>No hay ninguna partida guardada que reanudar.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The saved game could not be read, so it was kept as %1 in %2 rather than written over. Game → Open game record… opens what can be read of it.</source>
        <translation>No se ha podido leer la partida guardada: en lugar de sobrescribirla, se conserva como %1 en %2. Partida → Abrir archivo de partida… abre lo que se pueda leer de ella.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not save %1: %2</source>
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not open %1: %2</source>
        <translation>No se ha podido abrir %1: %2</translation>
    </message>
    <message>
        <location filename="../app/services/autosavefile.cpp" line="+94"/>
        <source>the damaged saved game there could not be moved aside</source>
        <translation>no se ha podido apartar la partida guardada dañada que hay allí</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../app/models/gamelog.cpp" line="-5"/>
        <location line="+33"/>
        <source>Move taken back</source>
        <translation>Jugada deshecha</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Game: %1</source>
        <translation>Partida: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Game resumed</source>
        <translation>Partida reanudada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1</source>
        <translation>%1 abierto</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <location filename="../app/controllers/gameoptions.cpp" line="+43"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante desconocida «%1».</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+39"/>
        <source>Unknown strength &quot;%1&quot;.</source>
        <translation>Nivel desconocido «%1».</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+41"/>
        <source>The seed must be a whole number, not &quot;%1&quot;.</source>
        <translation>La semilla debe ser un número entero, no «%1».</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+21"/>
        <source>This position cannot be played: %1</source>
        <translation>Esta posición no se puede jugar: %1</translation>
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <location filename="../qml/panels/GameOverOverlay.qml" line="+55"/>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Every counter is now shown.</source>
        <translation>Ahora se muestran todas las fichas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the pitch</source>
        <translation>Ver el campo</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/services/strengths.cpp" line="+16"/>
        <source>Plays any legal move</source>
        <translation>Hace cualquier jugada legal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grabs the best-looking capture each move</source>
        <translation>En cada jugada elige la captura más prometedora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Searches for about 0.7 s a move and reads how you move your hidden counters; it scores the moment it can and guards its Goal Line against runners</source>
        <translation>Piensa unos 0,7 s por jugada y lee cómo mueves tus fichas ocultas; marca en cuanto puede y vigila su línea de meta contra las escapadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Searches for about 2.5 s a move and reads how you move your hidden counters; it scores the moment it can and guards its Goal Line against runners</source>
        <translation>Piensa unos 2,5 s por jugada y lee cómo mueves tus fichas ocultas; marca en cuanto puede y vigila su línea de meta contra las escapadas</translation>
    </message>
    <message>
        <location filename="../app/controllers/gamesession.cpp" line="+59"/>
        <source>New game: %1</source>
        <translation>Nueva partida: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game from a position</source>
        <translation>Partida desde una posición</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The saved game could not be read whole: %1 of %2 moves could be read (%3). It resumes after move %1; the damaged file is kept as %4.</source>
        <translation>No se ha podido leer entera la partida guardada: se han podido leer %1 de %2 jugadas (%3). Se reanuda tras la jugada %1; el archivo dañado se conserva como %4.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 could not be read whole: %2 of %3 moves could be read (%4). The readable part is open; the file is unchanged.</source>
        <translation>No se ha podido leer entero %1: se han podido leer %2 de %3 jugadas (%4). La parte legible está abierta; el archivo no se ha modificado.</translation>
    </message>
    <message>
        <location filename="../app/models/scoutreport.cpp" line="+37"/>
        <source>Scout report: %1 has no hidden counters left.</source>
        <translation>Informe del ojeador: a %1 no le quedan fichas ocultas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scout report: each of %1&apos;s %2 hidden counters is the Star Player with %3% and a goalscorer with %4%. Capturing one: Penalty %5%, Offside %6%.</source>
        <translation>Informe del ojeador: cada una de las %2 fichas ocultas de %1 es la Estrella con un %3&#xa0;% de probabilidad y un goleador con un %4&#xa0;%. Al capturar una: penalti %5&#xa0;%, fuera de juego %6&#xa0;%.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Scout report, from what you have seen and how %1 has moved: no counter stands out as the Star Player (%2 of the %3 hidden counters share the top odds, %4%). Capturing one: Penalty %5%, Offside %6%.</source>
        <translation>Informe del ojeador, según lo que has visto y cómo ha movido %1: ninguna ficha destaca como la Estrella (%2 de las %3 fichas ocultas comparten la probabilidad más alta, %4&#xa0;%). Al capturar una: penalti %5&#xa0;%, fuera de juego %6&#xa0;%.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scout report, from what you have seen and how %1 has moved: the Star Player is most likely the counter on %2 (%3%). Capturing one of the %4 hidden counters: Penalty %5%, Offside %6%.</source>
        <translation>Informe del ojeador, según lo que has visto y cómo ha movido %1: la Estrella es muy probablemente la ficha de %2 (%3&#xa0;%). Al capturar una de las %4 fichas ocultas: penalti %5&#xa0;%, fuera de juego %6&#xa0;%.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 plays like a runner, pushing counters at your Goal Line (%2%).</source>
        <translation>%1 juega como un corredor y empuja fichas hacia tu línea de meta (%2&#xa0;%).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays patiently, as the computer does (%2%).</source>
        <translation>%1 juega con paciencia, como el ordenador (%2&#xa0;%).</translation>
    </message>
    <message>
        <location filename="../app/controllers/gamesession.cpp" line="-32"/>
        <source>The saved game could not be read (kept as %1). It resumes from the move before.</source>
        <translation>No se ha podido leer la partida guardada (se conserva como %1). Se reanuda desde la jugada anterior.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is not a game record this app can play: %2</source>
        <translation>%1 no es un archivo de partida que esta aplicación pueda jugar: %2</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/text/gametext.cpp" line="+17"/>
        <source>Start a new game</source>
        <translation>Empieza una partida nueva</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review: the start</source>
        <translation>Revisión: el inicio</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the clock</source>
        <translation>el reloj</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move 2</source>
        <translation>Jugada 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the First Team Debut Move</source>
        <translation>jugada de debut en el primer equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Penalty choice</source>
        <translation>la elección del penalti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Offside choice</source>
        <translation>la elección del fuera de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the substitution</source>
        <translation>la sustitución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move 1</source>
        <translation>Jugada 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review, turn %1, %2: %3</source>
        <translation>Revisión, turno %1, %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to play</source>
        <translation>Juega %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arrange your counters: click two to swap them, or swap one with the Substitute. Done starts the game.</source>
        <translation>Coloca tus fichas: haz clic en dos para intercambiarlas, o cambia una por el Suplente. «Listo» empieza la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is thinking…</source>
        <translation>El ordenador está pensando…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move 1 — move a Youth Counter</source>
        <translation>Jugada 1: mueve un Juvenil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move 2 — move a First Teamer</source>
        <translation>Jugada 2: mueve un Titular</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring on your Substitute?</source>
        <translation>¿Dar entrada a tu Suplente?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debut Move — your new First Teamer on %1 moves</source>
        <translation>Jugada de debut: mueve tu nuevo Titular de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty — choose one of %1&apos;s Youth Counters to remove</source>
        <translation>Penalti: elige un Juvenil de %1 para retirarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offside — choose one of %1&apos;s Youth Counters to reveal</source>
        <translation>Fuera de juego: elige un Juvenil de %1 para revelarlo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No Youth Counter can move — pass</source>
        <translation>Ningún Juvenil puede moverse: pasas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A draw, %1</source>
        <translation>Empate, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win, %1</source>
        <translation>Ganas, %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You lose, %1</source>
        <translation>Pierdes, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins, %2</source>
        <translation>Gana %1, %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Ordenador (%1)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Debut Move: to any square of your own Goalkeeper&apos;s Area</source>
        <translation>Jugada de debut: a cualquier casilla de tu propia área del portero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debut Move: to any square of the Midfield Area</source>
        <translation>Jugada de debut: a cualquier casilla de la zona del centro del campo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debut Move: to any adjacent square</source>
        <translation>Jugada de debut: a cualquier casilla adyacente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Debut Move: a normal First Teamer move</source>
        <translation>Sin jugada de debut: una jugada normal de Titular</translation>
    </message>
</context>
<context>
    <name>GameValues</name>
    <message>
        <location filename="../app/controllers/gamevalues.cpp" line="+76"/>
        <source>Undo cannot go back past a move that showed you a hidden counter: taking it back would not make you forget it.</source>
        <translation>Deshacer no puede volver antes de una jugada que te mostró una ficha oculta: deshacerla no te la haría olvidar.</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../qml/rooms/GameView.qml" line="+164"/>
        <location line="+222"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back your last turn (Ctrl+Z)</source>
        <translation>Deshacer tu último turno (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scout report</source>
        <translation>Informe del ojeador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chance that each of the opponent&apos;s hidden counters is the Star Player (★) or a goalscorer (G), in percent, from what you have seen and how the opponent has moved (S)</source>
        <translation>Probabilidad, en porcentaje, de que cada ficha oculta del rival sea la Estrella (★) o un goleador (G), según lo que has visto y cómo ha movido el rival (tecla S)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back a move (←)</source>
        <translation>Una jugada atrás (←)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward a move (→)</source>
        <translation>Una jugada adelante (→)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End review</source>
        <translation>Terminar revisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer replays the game from your seat: your chance at every move, and the moves that cost most</source>
        <translation>El ordenador repasa la partida desde tu punto de vista: tu probabilidad en cada jugada y las jugadas que más te costaron</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>That did not work</source>
        <translation>No ha funcionado</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Welcome back</source>
        <translation>Hola de nuevo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have an unfinished game. Carry on where you left off?</source>
        <translation>Tienes una partida sin terminar. ¿Quieres seguir donde lo dejaste?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <location filename="../qml/panels/HandOverCover.qml" line="+31"/>
        <source>%1 to play</source>
        <translation>Juega %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to arrange their counters</source>
        <translation>%1 coloca sus fichas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pass the computer over, then click when ready.</source>
        <translation>Pasa el ordenador al otro jugador y haz clic cuando estés listo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>I&apos;m ready</source>
        <translation>Estoy listo</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <location filename="../app/text/hintreason.cpp" line="+38"/>
        <source>their Star Player: two goals and the game</source>
        <translation>su Estrella: dos goles y la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>their %1: a goal</source>
        <translation>su %1: un gol</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the likeliest Star Player (%1%)</source>
        <translation>la Estrella más probable (%1 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hidden counter: Star Player %1%, goalscorer %2%</source>
        <translation>una ficha oculta: Estrella %1 %, goleador %2 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your Star Player onto the Goal Line: two goals and the game</source>
        <translation>tu Estrella a la línea de meta: dos goles y la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your Star Player runs on: 1 row to the Goal Line</source>
        <translation>tu Estrella avanza: queda 1 fila hasta la línea de meta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>your Star Player runs on: %1 rows to the Goal Line</source>
        <translation>tu Estrella avanza: quedan %1 filas hasta la línea de meta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>your %1 reaches their Goal Line: promoted, with a First Team Debut Move next</source>
        <translation>tu %1 llega a la línea de meta rival: ascendido, con una jugada de debut a continuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your %1 reaches their Goal Line: promoted to First Teamer</source>
        <translation>tu %1 llega a la línea de meta rival: ascendido a Titular</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>it meets the hidden counter on %1 (Star Player %2%)</source>
        <translation>sale al paso de la ficha oculta en %1 (Estrella %2 %)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>it cuts off the hidden counter on %1 before it can reach your Goal Line (Star Player %2%)</source>
        <translation>le corta el paso hacia tu línea de meta a la ficha oculta en %1 (Estrella %2 %)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no capture or race decides it: the search rated it best on balance</source>
        <translation>ninguna captura ni carrera lo decide: la búsqueda lo juzgó el mejor en conjunto</translation>
    </message>
</context>
<context>
    <name>HintSearch</name>
    <message>
        <location filename="../app/services/hintsearch.cpp" line="+51"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>LabEstimate</name>
    <message>
        <location filename="../app/controllers/labestimate.cpp" line="+96"/>
        <source>Under a second for %1 games</source>
        <translation>Menos de un segundo para %1 partidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few seconds for %1 games</source>
        <translation>Unos segundos para %1 partidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About %1 seconds for %2 games</source>
        <translation>Unos %1 segundos para %2 partidas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About %1 minutes for %2 games</source>
        <translation>Unos %1 minutos para %2 partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About %1 hours for %2 games</source>
        <translation>Unas %1 horas para %2 partidas</translation>
    </message>
</context>
<context>
    <name>LabEstimateLabel</name>
    <message>
        <location filename="../qml/panels/LabEstimateLabel.qml" line="+23"/>
        <source>Timing a few games…</source>
        <translation>Cronometrando unas partidas…</translation>
    </message>
</context>
<context>
    <name>LabPlayers</name>
    <message>
        <location filename="../app/controllers/labplayers.cpp" line="+44"/>
        <source>&quot;%1&quot; sees hidden identities; the lab plays honest players only.</source>
        <translation>«%1» ve las identidades ocultas; el Laboratorio solo usa jugadores honestos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player &quot;%1&quot;: %2</source>
        <translation>Jugador «%1»: %2</translation>
    </message>
</context>
<context>
    <name>LabRecords</name>
    <message>
        <location filename="../app/controllers/labrecords.cpp" line="+68"/>
        <source>not a game record: %1</source>
        <translation>no es un archivo de partida: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other variant (%1)</source>
        <translation>otra variante (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown variant (%1)</source>
        <translation>variante desconocida (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not replay: %1</source>
        <translation>no se puede reproducir: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not finished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 records used, %2 skipped</source>
        <translation>%1 archivos de partida usados, %2 omitidos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lab run is already going; cancel it first.</source>
        <translation>Ya hay una tanda del Laboratorio en marcha; cancélala primero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Lab is not ready.</source>
        <translation>El Laboratorio no está listo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a folder.</source>
        <translation>%1 no es una carpeta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No finished game of one variant to report in %1.</source>
        <translation>No hay ninguna partida terminada de una variante para informar en %1.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The computer&apos;s games could not be played.</source>
        <translation>No se pudieron jugar las partidas del ordenador.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>Your games</source>
        <translation>Tus partidas</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>Computer games</source>
        <translation>Partidas del ordenador</translation>
    </message>
</context>
<context>
    <name>LabRecordsPanel</name>
    <message>
        <location filename="../qml/panels/LabRecordsPanel.qml" line="+23"/>
        <source>Open playtest records…</source>
        <translation>Abrir archivos de partida de prueba…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Playing the computer&apos;s games beside your records…</source>
        <translation>El ordenador juega sus partidas junto a tus archivos de partida…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide skipped</source>
        <translation>Ocultar omitidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show skipped</source>
        <translation>Mostrar omitidos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder of saved game records</source>
        <translation>Carpeta de archivos de partida guardados</translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <location filename="../app/controllers/labreport.cpp" line="+84"/>
        <source>%1 against %2 · %3 · %4 records; White %5, Black %6, %7 games, seed %8 · %9</source>
        <translation>%1 contra %2 · %3 · %4 archivos de partida; Blanco %5, Negro %6, %7 partidas, semilla %8 · %9</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 games per variant</source>
        <translation>%1 partidas por variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 games</source>
        <translation>%1 partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · White %2, Black %3 · %4 · seed %5 · %6 · %7</source>
        <translation>%1 · Blanco %2, Negro %3 · %4 · semilla %5 · %6 · %7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This report cannot be run again: %1</source>
        <translation>Este informe no se puede volver a jugar: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The variant “%1” here is not the one this report played (it is missing or has changed). goalscorer-cli lab --rerun plays the report&apos;s own copy.</source>
        <translation>La variante «%1» de aquí no es la que jugó este informe (falta o ha cambiado). goalscorer-cli lab --rerun juega la copia del informe.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Run the lab first; there is no report to run again.</source>
        <translation>Ejecuta primero el Laboratorio; no hay ningún informe que volver a jugar.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a lab report.</source>
        <translation>%1 no es un informe del Laboratorio.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run the lab first; there is nothing to export yet.</source>
        <translation>Primero ejecuta el Laboratorio; todavía no hay nada que exportar.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>LabSession</name>
    <message>
        <location filename="../app/controllers/labsession.cpp" line="+108"/>
        <location line="+123"/>
        <source>A lab run is already going; cancel it first.</source>
        <translation>Ya hay una tanda del Laboratorio en marcha; cancélala primero.</translation>
    </message>
    <message>
        <location filename="../app/controllers/labform.cpp" line="+38"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante desconocida «%1».</translation>
    </message>
    <message>
        <location filename="../app/controllers/labplayers.cpp" line="-28"/>
        <source>Strong, 1,000 iterations a move</source>
        <translation>Fuerte, 1.000 iteraciones por jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong, 0.1 s a move</source>
        <translation>Fuerte, 0,1 s por jugada</translation>
    </message>
    <message>
        <location filename="../app/controllers/labform.cpp" line="+6"/>
        <source>The number of games must be from 1 to 10000.</source>
        <translation>El número de partidas debe estar entre 1 y 10000.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seed must be a whole number.</source>
        <translation>La semilla debe ser un número entero.</translation>
    </message>
    <message>
        <location filename="../app/controllers/labsession.cpp" line="-72"/>
        <source>The lab run failed: %1</source>
        <translation>La tanda del Laboratorio ha fallado: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled before any game finished.</source>
        <translation>Cancelado antes de terminar ninguna partida.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The number of shards must be from 1 to the number of games.</source>
        <translation>El número de lotes debe ir de 1 al número de partidas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot write %1.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported the cluster job to %1</source>
        <translation>Trabajo de clúster exportado a %1</translation>
    </message>
    <message>
        <location filename="../app/services/labshards.cpp" line="+18"/>
        <source>%1: no such file</source>
        <translation>%1: no existe el archivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: its last game is unfinished; run that shard again to complete it.</source>
        <translation>%1: la última partida está sin terminar; vuelve a lanzar ese lote para completarlo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 shard files in %2</source>
        <translation>%1 archivos de lotes en %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/labsession.cpp" line="+22"/>
        <source>These files are not one whole lab run: %1</source>
        <translation>Estos archivos no forman una tanda completa del Laboratorio: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+9"/>
        <source>Run the lab first; there is nothing to export yet.</source>
        <translation>Primero ejecuta el Laboratorio; todavía no hay nada que exportar.</translation>
    </message>
    <message>
        <location filename="../app/text/labtext.cpp" line="+17"/>
        <source>%1% (%2–%3)</source>
        <translation>%1&#xa0;% (%2–%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1%2 points (%3 to %4)</source>
        <translation>%1%2 puntos (de %3 a %4)</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>%1%2 (%3 to %4)</source>
        <translation>%1%2 (de %3 a %4)</translation>
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
        <translation>Ya hay un barrido en marcha; cancélalo primero.</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante desconocida «%1».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The number of games must be from 1 to 10000.</source>
        <translation>El número de partidas debe estar entre 1 y 10000.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seed must be a whole number.</source>
        <translation>La semilla debe ser un número entero.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The sweep cannot run: its last value (%1) must be above its first (%2).</source>
        <translation>El barrido no puede empezar: su último valor (%1) debe ser mayor que el primero (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The sweep cannot run: its step must be 1 or more.</source>
        <translation>El barrido no puede empezar: su paso debe ser 1 o más.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The sweep cannot run: %1</source>
        <translation>El barrido no puede empezar: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The sweep failed: %1</source>
        <translation>El barrido ha fallado: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled before any game finished.</source>
        <translation>Cancelado antes de terminar ninguna partida.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 is a sweep&apos;s report, which holds no games: export its JSON or its report instead.</source>
        <translation>%1 es el informe de un barrido, que no contiene partidas: exporta en su lugar su JSON o su informe.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a sweep&apos;s report: %2</source>
        <translation>%1 no es el informe de un barrido: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/sweepcharts.cpp" line="+102"/>
        <source>No value at %1: every game there was drawn.</source>
        <translation>Sin valor en %1: allí todas las partidas acabaron en empate.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Results (% of games)</source>
        <translation>Resultados (% de partidas)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White wins</source>
        <translation>Victorias de Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black wins</source>
        <translation>Victorias de Negro</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+33"/>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="-1"/>
        <source>White&apos;s edge (points)</source>
        <translation>Ventaja de Blanco (puntos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+2"/>
        <source>Length (moves)</source>
        <translation>Duración (jugadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+1"/>
        <source>Settled at (% of the game)</source>
        <translation>Decidida en (% de la partida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+1"/>
        <source>Lead changes a game</source>
        <translation>Cambios de líder por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+1"/>
        <source>Drama (% of won games)</source>
        <translation>Remontada (% de las partidas ganadas)</translation>
    </message>
    <message>
        <location filename="../app/controllers/labsweep.cpp" line="-59"/>
        <source>Run the sweep first; there is nothing to export yet.</source>
        <translation>Primero ejecuta el barrido; todavía no hay nada que exportar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/sweepverdict.cpp" line="+35"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>White&apos;s edge</source>
        <translation>la ventaja de Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws</source>
        <translation>los empates</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length</source>
        <translation>la duración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lead changes</source>
        <translation>los cambios de líder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drama</source>
        <translation>la remontada</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No value differs clearly from the first (%1) in White&apos;s edge, draws, length, lead changes or drama: what changes is within chance with these games.</source>
        <translation>Ningún valor difiere claramente del primero (%1) en la ventaja de Blanco, los empates, la duración, los cambios de líder o la remontada: lo que cambia está dentro del azar con estas partidas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clearly different from the first value (%1): %2.</source>
        <translation>Claramente distinto del primer valor (%1): %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>inside at %1</source>
        <translation>dentro en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond at %1</source>
        <translation>fuera en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the games cannot tell yet at %1 (the interval crosses the bound)</source>
        <translation>las partidas aún no lo dicen en %1 (el intervalo cruza el límite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s edge within ±%1 points: %2.</source>
        <translation>Ventaja de Blanco dentro de ±%1 puntos: %2.</translation>
    </message>
</context>
<context>
    <name>LabSweepCharts</name>
    <message>
        <location filename="../qml/panels/LabSweepCharts.qml" line="+23"/>
        <source>%1 from %2 to %3: %4 games at each value, the same deals at every value</source>
        <translation>%1 de %2 a %3: %4 partidas por valor, los mismos repartos en cada valor</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Target: White&apos;s edge within ±</source>
        <translation>Objetivo: ventaja de Blanco dentro de ±</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: White&apos;s edge within ± points</source>
        <translation>Objetivo: ventaja de Blanco dentro de ± puntos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>points</source>
        <translation>puntos</translation>
    </message>
</context>
<context>
    <name>LabSweepForm</name>
    <message>
        <location filename="../qml/panels/LabSweepForm.qml" line="+40"/>
        <source>Sweep a setting</source>
        <translation>Barrer un ajuste</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
</context>
<context>
    <name>LabVerdictPanel</name>
    <message>
        <location filename="../qml/panels/LabVerdictPanel.qml" line="+51"/>
        <source>Run again</source>
        <translation>Volver a jugar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export report…</source>
        <translation>Exportar informe…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the report as a web page</source>
        <translation>Exportar el informe como página web</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Web pages (*.html)</source>
        <translation>Páginas web (*.html)</translation>
    </message>
</context>
<context>
    <name>LabView</name>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="+87"/>
        <source>about %1 min left</source>
        <translation>quedan unos %1 min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>about %1 s left</source>
        <translation>quedan unos %1 s</translation>
    </message>
    <message>
        <location filename="../app/models/labreportmodel.cpp" line="+66"/>
        <source>Star captured</source>
        <translation>Estrella capturada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star scored</source>
        <translation>Gol de la Estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn limit</source>
        <translation>Límite de turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked</source>
        <translation>Bloqueo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of time</source>
        <translation>Sin tiempo</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>White wins</source>
        <translation>Victorias de Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black wins</source>
        <translation>Victorias de Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White goals a game</source>
        <translation>Goles de Blanco por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black goals a game</source>
        <translation>Goles de Negro por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length (turns)</source>
        <translation>Duración (turnos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties a game</source>
        <translation>Penaltis por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsides a game</source>
        <translation>Fueras de juego por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promotions a game</source>
        <translation>Ascensos por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitutions a game</source>
        <translation>Sustituciones por partida</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>White&apos;s edge (points)</source>
        <translation>Ventaja de Blanco (puntos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settled at (share of the game)</source>
        <translation>Decidida en (parte de la partida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead changes a game</source>
        <translation>Cambios de líder por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drama (winner was behind)</source>
        <translation>Remontada (el ganador fue por detrás)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length (moves)</source>
        <translation>Duración (jugadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player decides</source>
        <translation>La Estrella decide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves to choose from</source>
        <translation>Jugadas posibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side blocked</source>
        <translation>Un bando bloqueado</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Game quality</source>
        <translation>Calidad del juego</translation>
    </message>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="+40"/>
        <source>Playtesting lab</source>
        <translation>Laboratorio de pruebas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays many games under a variant, or two variants with the same players and deals, and reports what changed.</source>
        <translation>El ordenador juega muchas partidas con una variante, o con dos variantes con los mismos jugadores y repartos, e informa de lo que ha cambiado.</translation>
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
        <translation>Comparar con</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportCharts.qml" line="+87"/>
        <location filename="../qml/rooms/LabView.qml" line="+21"/>
        <location line="+5"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../qml/rooms/LabView.qml" line="+16"/>
        <location line="+5"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="+13"/>
        <location line="+4"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>White and Black keep their colours, so the win rates measure the rules&apos; balance. Pick a player or type an AI SPEC such as ismcts:ms=250. Searching players take their time per move; random and greedy players finish hundreds of games in a second.</source>
        <translation>Blanco y Negro conservan su color, así que los porcentajes de victoria miden el equilibrio de las reglas. Elige un jugador o escribe una ESPECIFICACIÓN de IA como ismcts:ms=250. Los jugadores con búsqueda se toman su tiempo en cada jugada; los aleatorios y codiciosos terminan cientos de partidas en un segundo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of %2 games, %3</source>
        <translation>%1 de %2 partidas, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled: the report covers the %1 games that finished.</source>
        <translation>Cancelado: el informe cubre las %1 partidas terminadas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 games played.</source>
        <translation>%1 partidas jugadas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Results read from %1.</source>
        <translation>Resultados leídos de %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export report…</source>
        <translation>Exportar informe…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export as cluster job…</source>
        <translation>Exportar como trabajo de clúster…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open results…</source>
        <translation>Abrir resultados…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Lab reports, to play again, and sweeps&apos; reports (*.json)</source>
        <translation>Informes del Laboratorio, para volver a jugar, e informes de barridos (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportPane.qml" line="+40"/>
        <source>Playing…</source>
        <translation>Jugando…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a variant and the players, then Run. Tick “Compare with” to measure a rule change against the rules it changes.</source>
        <translation>Elige una variante y los jugadores, y pulsa Ejecutar. Marca «Comparar con» para medir un cambio de reglas frente a las reglas que modifica.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a setting and its values, then Run: the same games are played at every value.</source>
        <translation>Elige un ajuste y sus valores y luego Ejecutar: se juegan las mismas partidas en cada valor.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>From the last run: a new run is playing.</source>
        <translation>De la tanda anterior: hay una nueva en marcha.</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportTable.qml" line="+74"/>
        <source>%1 minus %2</source>
        <translation>%1 menos %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(95% interval)</source>
        <translation>(intervalo del 95&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportPane.qml" line="+39"/>
        <source>● marks a difference unlikely to be chance (p &lt; 0.05). Intervals are 95%: with more games they narrow.</source>
        <translation>● indica una diferencia que difícilmente se debe al azar (p &lt; 0,05). Los intervalos son del 95&#xa0;%: se estrechan con más partidas.</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportCharts.qml" line="-8"/>
        <source>Results (% of games)</source>
        <translation>Resultados (% de partidas)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Special events (per game)</source>
        <translation>Eventos especiales (por partida)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties</source>
        <translation>Penaltis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offsides</source>
        <translation>Fueras de juego</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Promotions</source>
        <translation>Ascensos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Subs</source>
        <translation>Sust.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How games end (% of games)</source>
        <translation>Cómo terminan las partidas (% de partidas)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game length: turn the game ended in (% of games)</source>
        <translation>Duración: turno en que terminó la partida (% de partidas)</translation>
    </message>
    <message>
        <location filename="../qml/dialogs/LabClusterDialog.qml" line="+26"/>
        <source>The cluster job is in %1: see README.txt there.</source>
        <translation>El trabajo de clúster está en %1: consulta README.txt allí.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Export as cluster job</source>
        <translation>Exportar como trabajo de clúster</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The games set up on the left are split into shards, one command line each, for GNU parallel, Slurm or any machines with goalscorer-cli. Open results… reads their files back.</source>
        <translation>Las partidas configuradas a la izquierda se dividen en lotes, una línea de órdenes cada uno, para GNU parallel, Slurm o cualquier máquina con goalscorer-cli. «Abrir resultados…» vuelve a leer sus archivos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shards</source>
        <translation>Lotes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose folder…</source>
        <translation>Elegir carpeta…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Folder for the cluster job</source>
        <translation>Carpeta para el trabajo de clúster</translation>
    </message>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="-3"/>
        <source>Open the shard files of a lab run</source>
        <translation>Abrir los archivos de lotes de una tanda del Laboratorio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shard files (*.jsonl)</source>
        <translation>Archivos de lotes (*.jsonl)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the sweep as a web page</source>
        <translation>Exportar el barrido como página web</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Web pages (*.html)</source>
        <translation>Páginas web (*.html)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export every game as CSV</source>
        <translation>Exportar todas las partidas como CSV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the report as JSON</source>
        <translation>Exportar el informe como JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../app/services/language.cpp" line="+34"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>LiveLink</name>
    <message>
        <location filename="../app/remote/livelink.cpp" line="+52"/>
        <source>A connection was turned away: it did not say the invite&apos;s key in time.</source>
        <translation>Se ha rechazado una conexión: no dio la clave de la invitación a tiempo.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>No se puede escuchar en %1, puerto %2: %3</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The connection was closed.</source>
        <translation>Se ha cerrado la conexión.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A second connection was turned away: this game has its friend.</source>
        <translation>Se ha rechazado una segunda conexión: esta partida ya tiene a su amigo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The friend&apos;s app closed the connection.</source>
        <translation>La aplicación de tu amigo ha cerrado la conexión.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+17"/>
        <source>A connection was turned away: it did not begin with the invite&apos;s key.</source>
        <translation>Se ha rechazado una conexión: no empezaba con la clave de la invitación.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The friend&apos;s app sent a message of %1 bytes, over the limit of %2; the connection was closed.</source>
        <translation>La aplicación de tu amigo ha enviado un mensaje de %1 bytes, por encima del límite de %2; se ha cerrado la conexión.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Cannot listen again on port %1: %2</source>
        <translation>No se puede volver a escuchar en el puerto %1: %2</translation>
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
        <translation>Abrir un archivo de partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>GOALSCORER game records (*.gsr)</source>
        <translation>Archivos de partida de GOALSCORER (*.gsr)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+7"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Open a file</source>
        <translation>Abrir un archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GOALSCORER files (*.gsr *.json *.gpn)</source>
        <translation>Archivos de GOALSCORER (*.gsr *.json *.gpn)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the game record</source>
        <translation>Guardar el archivo de partida</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo your last turn</source>
        <translation>Deshacer tu último turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip the pitch</source>
        <translation>Invertir el campo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout report on or off</source>
        <translation>Activar o desactivar el informe del ojeador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows, Enter, Space</source>
        <translation>Flechas, Intro, Espacio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the cursor on the pitch, pick and place a counter</source>
        <translation>Mover el cursor por el campo, coger y colocar una ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the promoted counter / bring on the Substitute</source>
        <translation>Conservar la ficha ascendida / dar entrada al Suplente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm / cancel a move (with Confirm moves on)</source>
        <translation>Confirmar / cancelar una jugada (con la confirmación activada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open / save a game record</source>
        <translation>Abrir / guardar un archivo de partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position editor</source>
        <translation>Editor de posiciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant editor</source>
        <translation>Editor de variantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playtesting lab</source>
        <translation>Laboratorio de pruebas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>About GOALSCORER</source>
        <translation>Acerca de GOALSCORER</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GOALSCORER desktop %1
A football strategy board game of hidden identities.</source>
        <translation>GOALSCORER para escritorio %1
Un juego de mesa de estrategia futbolística con identidades ocultas.</translation>
    </message>
</context>
<context>
    <name>ManualSetup</name>
    <message>
        <location filename="../app/controllers/manualsetup.cpp" line="+44"/>
        <source>Star Player</source>
        <translation>Estrella</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Pick up one of your Youth Counters first: the Substitute takes its place.</source>
        <translation>Primero toma uno de tus Juveniles: el Suplente ocupa su lugar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Star Player can never be the Substitute.</source>
        <translation>La Estrella nunca puede ser el Suplente.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/dialogs/NewGameDialog.qml" line="+41"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend, here</source>
        <translation>Un amigo, en este ordenador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend elsewhere…</source>
        <translation>Un amigo, en otro ordenador…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Strength</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>You play</source>
        <translation>Juegas con</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White (moves first)</source>
        <translation>Blanco (mueve primero)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../app/services/notices.cpp" line="+26"/>
        <source>Exported %1 to %2</source>
        <translation>%1 exportado a %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved %1 in %2</source>
        <translation>%1 guardado en %2</translation>
    </message>
</context>
<context>
    <name>PaletteCounter</name>
    <message>
        <location filename="../qml/pitch/PaletteCounter.qml" line="+55"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Star Player</source>
        <translation>Estrella</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/controllers/positioneditor.cpp" line="+48"/>
        <source>%1 already has 12 counters on the pitch.</source>
        <translation>%1 ya tiene 12 fichas en el campo.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante desconocida «%1».</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The seed must be a whole number, 0 or more.</source>
        <translation>La semilla debe ser un número entero, 0 o mayor.</translation>
    </message>
    <message>
        <location filename="../app/services/positiontext.cpp" line="+16"/>
        <location line="+6"/>
        <source>Not a position: %1</source>
        <translation>No es una posición: %1</translation>
    </message>
    <message>
        <location filename="../app/controllers/positioneditor.cpp" line="+41"/>
        <source>Fix the position first: %1</source>
        <translation>Primero corrige la posición: %1</translation>
    </message>
</context>
<context>
    <name>PositionFields</name>
    <message>
        <location filename="../app/controllers/positionfields.cpp" line="+45"/>
        <source>Move 1 (Youth Counter)</source>
        <translation>Jugada 1 (Juvenil)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move 2 (First Teamer)</source>
        <translation>Jugada 2 (Titular)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty choice</source>
        <translation>Elección de penalti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offside choice</source>
        <translation>Elección de fuera de juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Substitute? on %1</source>
        <translation>¿Sustitución? en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debut Move from %1</source>
        <translation>Jugada de debut desde %1</translation>
    </message>
</context>
<context>
    <name>PositionFiles</name>
    <message>
        <location filename="../app/services/positionfiles.cpp" line="+19"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: no se puede leer: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>there is no position in this file</source>
        <translation>no hay ninguna posición en este archivo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save %1: %2</source>
        <translation>No se ha podido guardar %1: %2</translation>
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
        <translation>sin imprecisiones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 inaccuracy</source>
        <translation>1 imprecisión</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 inaccuracies</source>
        <translation>%1 imprecisiones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mistakes</source>
        <translation>sin errores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 mistake</source>
        <translation>1 error</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 mistakes</source>
        <translation>%1 errores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no blunders</source>
        <translation>sin errores graves</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 blunder</source>
        <translation>1 error grave</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 blunders</source>
        <translation>%1 errores graves</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>choosing %1</source>
        <translation>elegir %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bringing on the Substitute</source>
        <translation>dar entrada al Suplente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeping the promoted counter</source>
        <translation>conservar la ficha ascendida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passing</source>
        <translation>pasar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a blunder</source>
        <translation>un error grave</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a mistake</source>
        <translation>un error</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an inaccuracy</source>
        <translation>una imprecisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1, %2: %3 gave an expected result of %4; %5 (the arrow) gave %6.</source>
        <translation>Jugada %1, %2: %3 daba un resultado esperado de %4; %5 (la flecha) daba %6.</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <location filename="../app/remote/remotesession.cpp" line="+96"/>
        <source>This game is played live, not by message.</source>
        <translation>Esta partida se juega en directo, no por mensaje.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A message in the link is refused: %1</source>
        <translation>Se rechaza un mensaje del enlace: %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The friend&apos;s first message is refused: %1</source>
        <translation>Se rechaza el primer mensaje de tu amigo: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The friend&apos;s first message does not open a game.</source>
        <translation>El primer mensaje de tu amigo no abre ninguna partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The friend plays the variant &quot;%1&quot;, which this app does not have.</source>
        <translation>Tu amigo juega la variante «%1», que esta aplicación no tiene.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game needs this side&apos;s set-up.</source>
        <translation>La partida necesita la alineación de este bando.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A message from the friend was refused: %1</source>
        <translation>Se ha rechazado un mensaje de tu amigo: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game has not begun.</source>
        <translation>La partida no ha empezado.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The saved game&apos;s variant &quot;%1&quot; is not known.</source>
        <translation>La variante «%1» de la partida guardada es desconocida.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The saved game says neither how it was hosted nor joined.</source>
        <translation>La partida guardada no indica ni cómo se alojó ni cómo se unió uno a ella.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../qml/dialogs/RulesDialog.qml" line="+9"/>
        <source>How to play GOALSCORER</source>
        <translation>Cómo se juega a GOALSCORER</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 Goalkeeper</source>
        <translation>1 Portero</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing happens</source>
        <translation>No pasa nada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>— (always a First Teamer)</source>
        <translation>— (siempre Titular)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2, 3 Defenders</source>
        <translation>2, 3 Defensas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Penalty: the opponent removes one of your Youth Counters; a 7–11 is a goal for them</source>
        <translation>Penalti: el rival retira uno de tus Juveniles; si es un 7–11, es gol para él</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4, 5 Defenders</source>
        <translation>4, 5 Defensas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offside: the opponent reveals one of your Youth Counters</source>
        <translation>Fuera de juego: el rival revela uno de tus Juveniles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 Defensive Midfield</source>
        <translation>6 Mediocentro defensivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offside</source>
        <translation>Fuera de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 Attacking Midfield</source>
        <translation>7 Mediapunta</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Goal</source>
        <translation>Gol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8–11 Forwards</source>
        <translation>8–11 Delanteros</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+1"/>
        <source>Any square of your Goalkeeper&apos;s Area</source>
        <translation>Cualquier casilla de tu área del portero</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Any square of the Midfield Area</source>
        <translation>Cualquier casilla de la zona del centro del campo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any adjacent square</source>
        <translation>Cualquier casilla adyacente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Estrella</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 goals and the game ends</source>
        <translation>2 goles y fin de la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reaching the Goal Line: 2 goals and the game ends</source>
        <translation>Llegar a la línea de meta: 2 goles y fin de la partida</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;b&gt;Aim.&lt;/b&gt; Score more goals than your opponent. You score by capturing the other side&apos;s goalscorers (7–11) and by getting your Star Player onto the far Goal Line.&lt;br&gt;&lt;br&gt;&lt;b&gt;Hidden identities.&lt;/b&gt; Each side has counters 1–11, a Star Player and a Substitute off the pitch. Your opponent sees only your First Teamers (the counters with a shirt) and counters that have been revealed (yellow edge). Everything else is a plain disc to them, and theirs to you.&lt;br&gt;&lt;br&gt;&lt;b&gt;A turn has two moves.&lt;/b&gt; Move 1: step one Youth Counter (the Star Player included) one square forward or diagonally forward onto an empty square. Youth Counters never capture. Move 2: step one First Teamer one square in any direction; 2–6 move only straight, never diagonally, and the Goalkeeper never leaves its Goalkeeper&apos;s Area. Moving onto an opponent&apos;s counter captures it.&lt;br&gt;&lt;br&gt;&lt;b&gt;Captures are a gamble.&lt;/b&gt; You learn what you took only when you take it. A goalscorer is a goal; a 2 or 3 gives your opponent a Penalty; a 4, 5 or 6 gives them an Offside decision; the Goalkeeper changes nothing; the Star Player ends the game with 2 goals to you.&lt;br&gt;&lt;br&gt;&lt;b&gt;Promotion.&lt;/b&gt; A Youth Counter that reaches the far Goal Line becomes a First Teamer. You may first swap it for your Substitute, once per game; the counter that leaves is never shown. Then the new First Teamer makes its First Team Debut Move instead of Move 2.&lt;br&gt;&lt;br&gt;&lt;b&gt;The end.&lt;/b&gt; The game ends when a Star Player is captured or reaches the Goal Line, when the turn limit runs out, or when a side cannot make its next move. Most goals wins; a Star Player&apos;s 2 goals can still lose a game you trail by three.</source>
        <translation>&lt;b&gt;Objetivo.&lt;/b&gt; Marca más goles que tu rival. Marcas capturando a los goleadores del otro bando (7–11) y llevando tu Estrella hasta la línea de meta contraria.&lt;br&gt;&lt;br&gt;&lt;b&gt;Identidades ocultas.&lt;/b&gt; Cada bando tiene las fichas 1–11, una Estrella y un Suplente fuera del campo. Tu rival solo ve tus Titulares (las fichas con camiseta) y las fichas reveladas (borde amarillo). Todo lo demás es para él un simple disco, y lo mismo te pasa a ti con las suyas.&lt;br&gt;&lt;br&gt;&lt;b&gt;Un turno tiene dos jugadas.&lt;/b&gt; Jugada 1: avanza un Juvenil (la Estrella incluida) una casilla recto o en diagonal hacia delante, a una casilla vacía. Los Juveniles nunca capturan. Jugada 2: mueve un Titular una casilla en cualquier dirección; los 2–6 solo se mueven en línea recta, nunca en diagonal, y el portero nunca sale de su área del portero. Mover a la casilla de una ficha rival la captura.&lt;br&gt;&lt;br&gt;&lt;b&gt;Capturar es una apuesta.&lt;/b&gt; Solo sabes lo que has capturado cuando lo capturas. Un goleador es un gol; un 2 o un 3 le da un penalti a tu rival; un 4, 5 o 6 le da una decisión de fuera de juego; el portero no cambia nada; la Estrella termina la partida con 2 goles para ti.&lt;br&gt;&lt;br&gt;&lt;b&gt;Ascenso.&lt;/b&gt; Un Juvenil que llega a la línea de meta contraria se convierte en Titular. Antes puedes cambiarlo por tu Suplente, una vez por partida; la ficha que sale nunca se muestra. Después, el nuevo Titular hace su jugada de debut en el primer equipo en lugar de la jugada 2.&lt;br&gt;&lt;br&gt;&lt;b&gt;El final.&lt;/b&gt; La partida termina cuando se captura una Estrella o llega a la línea de meta, cuando se alcanza el límite de turnos o cuando un bando no puede hacer su siguiente jugada. Gana quien marque más goles; los 2 goles de una Estrella no bastan si vas perdiendo por tres.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Counter abilities</source>
        <translation>Habilidades de las fichas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Counter</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When captured</source>
        <translation>Al ser capturada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Team Debut Move</source>
        <translation>Jugada de debut en el primer equipo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A Debut Move lands on an empty square or on an opponent&apos;s counter, which it captures; never on your own counter.</source>
        <translation>Una jugada de debut termina en una casilla vacía o en una ficha rival, a la que captura; nunca en una ficha propia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys: arrows move the cursor, Enter or Space picks a square, Ctrl+Z undoes your last turn, Ctrl+N starts a new game, K / S answer the substitution question.</source>
        <translation>Teclas: las flechas mueven el cursor, Intro o Espacio elige una casilla, Ctrl+Z deshace tu último turno, Ctrl+N empieza una partida nueva, K / S responden a la pregunta de la sustitución.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+12"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+2"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>Animation</source>
        <translation>Animación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Counters</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Football shirts</source>
        <translation>Camisetas de fútbol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Plain numbered discs</source>
        <translation>Discos numerados sencillos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Colours safe for colour blindness (blue move marks)</source>
        <translation>Colores aptos para daltonismo (marcas azules)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show legal moves</source>
        <translation>Mostrar las jugadas legales</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Confirm each move before it is played</source>
        <translation>Confirmar cada jugada antes de hacerla</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow undo against the computer</source>
        <translation>Permitir deshacer contra el ordenador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo never goes back past a move that showed you one of the computer&apos;s hidden counters.</source>
        <translation>Deshacer nunca vuelve antes de una jugada que te mostró una de las fichas ocultas del ordenador.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound effects</source>
        <translation>Efectos de sonido</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Default strength</source>
        <translation>Nivel predeterminado</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>Default rules</source>
        <translation>Reglas predeterminadas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Restore the defaults</source>
        <translation>Restablecer los valores predeterminados</translation>
    </message>
</context>
<context>
    <name>ShareMenu</name>
    <message>
        <location filename="../qml/controls/ShareMenu.qml" line="+15"/>
        <source>Share</source>
        <translation>Compartir</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Image copied</source>
        <translation>Imagen copiada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Link copied</source>
        <translation>Enlace copiado</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Copy as image</source>
        <translation>Copiar como imagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save diagram…</source>
        <translation>Guardar diagrama…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy link</source>
        <translation>Copiar enlace</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save game as pictures…</source>
        <translation>Guardar la partida como imágenes…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copy game link</source>
        <translation>Copiar enlace de la partida</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save diagram</source>
        <translation>Guardar diagrama</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the game as pictures (one PNG per move)</source>
        <translation>Guardar la partida como imágenes (un PNG por jugada)</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../qml/Shell.qml" line="+130"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position editor</source>
        <translation>Editor de posiciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lab</source>
        <translation>Laboratorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friend</source>
        <translation>Amigo</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the recorded tutorial</source>
        <translation>el tutorial grabado</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Open the linked position?</source>
        <translation>¿Abrir la posición del enlace?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The position editor holds your edits (or a tutorial being recorded). Opening the linked position replaces them.</source>
        <translation>El editor de posiciones contiene tus cambios (o un tutorial en grabación). Abrir la posición del enlace los reemplaza.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open this game?</source>
        <translation>¿Abrir esta partida?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It replaces the game you are playing, which is then lost unless you save it first (Game → Save game record).</source>
        <translation>Sustituye la partida que estás jugando, que se perderá si no la guardas antes (Partida → Guardar archivo de partida).</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Show folder</source>
        <translation>Mostrar carpeta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close this notice</source>
        <translation>Cerrar este aviso</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/panels/SidePanel.qml" line="+22"/>
        <source>White out:</source>
        <translation>Blanco, fuera:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black out:</source>
        <translation>Negro, fuera:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Move timer %1 s</source>
        <translation>Tiempo de jugada %1 s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1 of %2 · %3</source>
        <translation>Turno %1 de %2 · %3</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Your Substitute: %1</source>
        <translation>Tu Suplente: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap picked counter with Substitute</source>
        <translation>Cambiar la ficha elegida por el Suplente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Randomize</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Each side keeps one Substitute off the pitch. When one of your Youth Counters reaches the far Goal Line, you may bring your Substitute on in its place, once a game. The opponent&apos;s Substitute stays hidden until the final whistle.</source>
        <translation>Cada bando tiene un Suplente fuera del campo. Cuando uno de tus Juveniles llega a la línea de meta contraria, puedes dar entrada a tu Suplente en su lugar, una vez por partida. El Suplente del rival sigue oculto hasta el pitido final.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bench:</source>
        <translation>Banquillo:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>White: none</source>
        <translation>Blanco: ninguno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black: none</source>
        <translation>Negro: ninguno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Qué ha pasado</translation>
    </message>
</context>
<context>
    <name>StartQuestions</name>
    <message>
        <location filename="../qml/dialogs/StartQuestions.qml" line="+40"/>
        <source>Settings could not be read</source>
        <translation>No se pudo leer la configuración</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The settings file could not be read, so it was kept as %1 in the same folder. Your choices and tutorial progress start afresh; your games, tutorials and variants are not affected.</source>
        <translation>El archivo de configuración no se podía leer, así que se conserva como %1 en la misma carpeta. Tus preferencias y el progreso de los tutoriales empiezan de nuevo; tus partidas, tutoriales y variantes no se ven afectados.</translation>
    </message>
</context>
<context>
    <name>SubstitutionDialog</name>
    <message>
        <location filename="../qml/dialogs/SubstitutionDialog.qml" line="+70"/>
        <source>Your %1 reached the Goal Line on %2. Bring on your Substitute?</source>
        <translation>Tu %1 ha llegado a la línea de meta en %2. ¿Dar entrada a tu Suplente?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep the %1</source>
        <translation>Conservar el %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bring on the %1</source>
        <translation>Dar entrada al %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys: K keep, S substitute. A side substitutes only once; a replaced counter leaves the game unseen.</source>
        <translation>Teclas: K conservar, S sustituir. Cada bando solo hace una sustitución; la ficha sustituida abandona la partida sin mostrarse.</translation>
    </message>
</context>
<context>
    <name>SweepMeasureChart</name>
    <message>
        <location filename="../qml/panels/SweepMeasureChart.qml" line="+108"/>
        <source>shaded: 95% interval</source>
        <translation>sombreado: intervalo del 95 %</translation>
    </message>
</context>
<context>
    <name>TutorialPageExport</name>
    <message>
        <location filename="../app/services/tutorialpageexport.cpp" line="+13"/>
        <source>Open a tutorial first: the web page is made from the tutorial on show.</source>
        <translation>Abre primero un tutorial: la página web se hace a partir del tutorial que se muestra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a folder for the web page.</source>
        <translation>Elige una carpeta para la página web.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The web page was not saved: %1</source>
        <translation>La página web no se guardó: %1</translation>
    </message>
</context>
<context>
    <name>TutorialRecorder</name>
    <message>
        <location filename="../app/services/recordingstart.cpp" line="+16"/>
        <source>The position has counters of unknown identity (x). Give each counter its identity in the editor before recording: the learner sees what you recorded.</source>
        <translation>La posición tiene fichas de identidad desconocida (x). Da a cada ficha su identidad en el editor antes de grabar: quien aprende ve lo que grabaste.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the recorded tutorial</source>
        <translation>el tutorial grabado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recording needs a valid position: %1</source>
        <translation>Para grabar hace falta una posición válida: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This tutorial cannot be opened: %1</source>
        <translation>No se puede abrir este tutorial: %1</translation>
    </message>
    <message>
        <location filename="../app/services/recordedtutorial.cpp" line="+20"/>
        <source>Start recording from a position first.</source>
        <translation>Primero empieza a grabar desde una posición.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the tutorial a title.</source>
        <translation>Ponle un título al tutorial.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The id must be lower-case letters, digits and dashes.</source>
        <translation>El identificador solo puede tener letras minúsculas, cifras y guiones.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step %1 needs a caption.</source>
        <translation>El paso %1 necesita una leyenda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step %1 is an exercise: play its answer on the pitch.</source>
        <translation>El paso %1 es un ejercicio: juega su respuesta en el campo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step %1 is an exercise: write the task for the learner.</source>
        <translation>El paso %1 es un ejercicio: escribe la tarea para el alumno.</translation>
    </message>
    <message>
        <location filename="../app/controllers/tutorialrecorder.cpp" line="+232"/>
        <source>The tutorial is not finished: %1</source>
        <translation>El tutorial no está terminado: %1</translation>
    </message>
    <message>
        <location filename="../app/services/recordedtutorial.cpp" line="+10"/>
        <source>There is no folder to save tutorials in.</source>
        <translation>No hay ninguna carpeta donde guardar los tutoriales.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be read and could not be moved aside, so it was not replaced.</source>
        <translation>%1 no se puede leer ni apartar, así que no se ha reemplazado.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save %1: %2</source>
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/tutorialrecorder.cpp" line="+11"/>
        <source>The tutorial file that was at %1 could not be read; it is kept as %2 in the same folder.</source>
        <translation>El archivo de tutorial que había en %1 no se podía leer; se conserva como %2 en la misma carpeta.</translation>
    </message>
    <message>
        <location filename="../app/text/recordertext.cpp" line="+12"/>
        <source>Click squares to mark them in step %1.</source>
        <translation>Haz clic en casillas para marcarlas en el paso %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click where the arrow starts.</source>
        <translation>Haz clic donde empieza la flecha.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click where the arrow ends.</source>
        <translation>Haz clic donde termina la flecha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over. Write the last caption and save.</source>
        <translation>La partida ha terminado. Escribe la última leyenda y guarda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over. Save the tutorial when it is ready.</source>
        <translation>La partida ha terminado. Guarda el tutorial cuando esté listo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (recorded into step %1)</source>
        <translation> (grabado en el paso %1)</translation>
    </message>
</context>
<context>
    <name>TutorialRecorderPanel</name>
    <message>
        <location filename="../qml/panels/TutorialRecorderPanel.qml" line="+24"/>
        <source>Record a tutorial</source>
        <translation>Grabar un tutorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My tutorial</source>
        <translation>Mi tutorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Id</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learner sees</source>
        <translation>El alumno ve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as White</source>
        <translation>con Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as Black</source>
        <translation>con Negro</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Click on the pitch to</source>
        <translation>Clic en el campo para</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>play a move</source>
        <translation>hacer una jugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mark</source>
        <translation>marcar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>arrow</source>
        <translation>flecha</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Bring on the Substitute</source>
        <translation>Dar entrada al Suplente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep</source>
        <translation>Conservar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New step</source>
        <translation>Paso nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back a move</source>
        <translation>Deshacer una jugada</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no moves</source>
        <translation>sin jugadas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exercise</source>
        <translation>Ejercicio</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marks: %1 %2</source>
        <translation>Marcas: %1 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The task (the answer is this step&apos;s first move)</source>
        <translation>La tarea (la respuesta es la primera jugada de este paso)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Feedback after a wrong move</source>
        <translation>Comentario tras una jugada errónea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feedback after a wrong move (optional)</source>
        <translation>Comentario tras una jugada errónea (opcional)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (optional)</source>
        <translation>Pista (opcional)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also right</source>
        <translation>También correcto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also right (optional): other answers as moves, e.g. d3d4 c3c4</source>
        <translation>También correcto (opcional): otras respuestas como jugadas, p. ej. d3d4 c3c4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Caption</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caption: what the learner should notice</source>
        <translation>Leyenda: lo que el alumno debe observar</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save to my tutorials</source>
        <translation>Guardar en mis tutoriales</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the tutorial</source>
        <translation>Guardar el tutorial</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>GOALSCORER tutorials (*.json)</source>
        <translation>Tutoriales de GOALSCORER (*.json)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Open a tutorial to edit</source>
        <translation>Abrir un tutorial para editarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>TutorialSession</name>
    <message>
        <location filename="../app/services/tutorialcatalog.cpp" line="+44"/>
        <source>&quot;%1&quot; is already used by another tutorial</source>
        <translation>«%1» ya lo usa otro tutorial</translation>
    </message>
    <message>
        <location filename="../app/controllers/tutorialsession.cpp" line="+55"/>
        <source>There is no tutorial &quot;%1&quot;.</source>
        <translation>No existe el tutorial «%1».</translation>
    </message>
    <message>
        <location filename="../app/services/playabletutorial.cpp" line="+13"/>
        <source>This tutorial cannot be opened: %1</source>
        <translation>No se puede abrir este tutorial: %1</translation>
    </message>
    <message>
        <location filename="../app/text/tutorialtext.cpp" line="+25"/>
        <source>That&apos;s it, with the hint&apos;s help.</source>
        <translation>Eso es, con ayuda de la pista.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>That&apos;s it, after %n tries and the hint.</source>
        <translation>
            <numerusform>Eso es, tras %n intento y con la pista.</numerusform>
            <numerusform>Eso es, tras %n intentos y con la pista.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right first time!</source>
        <translation>¡A la primera!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That&apos;s it, at try %1.</source>
        <translation>Eso es, en el intento %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The tutorial goes on with its own answer, %1 to %2.</source>
        <translation>El tutorial sigue con su propia respuesta, de %1 a %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tutorial goes on with its own answer.</source>
        <translation>El tutorial sigue con su propia respuesta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That works too.</source>
        <translation>Eso también vale.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is legal, but it is not the move this exercise asks for.</source>
        <translation>Es legal, pero no es la jugada que pide este ejercicio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look again and try another move.</source>
        <translation>Vuelve a mirar y prueba otra jugada.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Here is the answer.</source>
        <translation>Esta es la respuesta.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Look at the counter on %1.</source>
        <translation>Fíjate en la ficha que está en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Think about what this phase asks of you.</source>
        <translation>Piensa en lo que te pide esta fase.</translation>
    </message>
</context>
<context>
    <name>TutorialView</name>
    <message>
        <location filename="../qml/rooms/TutorialView.qml" line="+102"/>
        <source>Learn GOALSCORER</source>
        <translation>Aprende GOALSCORER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset progress</source>
        <translation>Reiniciar el progreso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open tutorial file…</source>
        <translation>Abrir archivo de tutorial…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show my tutorials folder</source>
        <translation>Mostrar la carpeta de mis tutoriales</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Short lessons on each rule, then the guide&apos;s play examples step by step. Exercises ask you to find the move on the pitch.</source>
        <translation>Lecciones breves sobre cada regla y, después, los ejemplos de juego de la guía paso a paso. Los ejercicios te piden encontrar la jugada en el campo.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>(yours)</source>
        <translation>(tuyo)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Done · %1 of %2 exercises unaided</source>
        <translation>Completado · %1 de %2 ejercicios sin ayuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Completado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 steps</source>
        <translation>%1 de %2 pasos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 step</source>
        <translation>1 paso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 steps</source>
        <translation>%1 pasos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 exercise</source>
        <translation>1 ejercicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exercises</source>
        <translation>%1 ejercicios</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not listed, because they cannot be used:</source>
        <translation>No aparecen en la lista porque no se pueden usar:</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>‹ Back to the recorder</source>
        <translation>‹ Volver a la grabación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>‹ Chapters</source>
        <translation>‹ Capítulos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autoplay</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export as web page…</source>
        <translation>Exportar como página web…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole tutorial as one web page that works offline in any browser, exercises included</source>
        <translation>Todo el tutorial en una página web que funciona sin conexión en cualquier navegador, ejercicios incluidos</translation>
    </message>
    <message>
        <location filename="../qml/panels/TutorialStepPanel.qml" line="+24"/>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your move</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show solution</source>
        <translation>Ver la solución</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bring on the Substitute</source>
        <translation>Dar entrada al Suplente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the counter</source>
        <translation>Conservar la ficha</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next  ›</source>
        <translation>Siguiente  ›</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tutorial complete. Well played!</source>
        <translation>Tutorial completado. ¡Bien jugado!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back to the chapters</source>
        <translation>Volver a los capítulos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the recorder</source>
        <translation>Volver a la grabación</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Score  White %1 – %2 Black</source>
        <translation>Marcador  Blanco %1 – %2 Negro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keys: → or N next, ← or B back; in an exercise, arrows and Enter pick and place.</source>
        <translation>Teclas: → o N siguiente, ← o B atrás; en un ejercicio, las flechas e Intro eligen y colocan.</translation>
    </message>
    <message>
        <location filename="../qml/rooms/TutorialView.qml" line="+69"/>
        <source>Open a tutorial</source>
        <translation>Abrir un tutorial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GOALSCORER tutorials (*.json)</source>
        <translation>Tutoriales de GOALSCORER (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the tutorial as a web page into a folder</source>
        <translation>Exportar el tutorial como página web a una carpeta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That did not work</source>
        <translation>No ha funcionado</translation>
    </message>
</context>
<context>
    <name>VariantCatalog</name>
    <message>
        <location filename="../app/services/variantcatalog.cpp" line="+58"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1: no se puede leer: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: id: &quot;%2&quot; is a built-in variant; give yours another id</source>
        <translation>%1: id: «%2» es una variante integrada; dale otro id a la tuya</translation>
    </message>
</context>
<context>
    <name>VariantEditor</name>
    <message>
        <location filename="../app/controllers/varianteditor.cpp" line="+58"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante desconocida «%1».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (my version)</source>
        <translation>%1 (mi versión)</translation>
    </message>
    <message>
        <location filename="../app/services/variantfiles.cpp" line="+47"/>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/variantfields.cpp" line="+16"/>
        <source>Id</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn limit</source>
        <translation>Límite de turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player goals</source>
        <translation>Goles de la Estrella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup</source>
        <translation>Alineación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked side</source>
        <translation>Bando bloqueado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Team Debut Moves</source>
        <translation>Jugadas de debut en el primer equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitutions</source>
        <translation>Sustituciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks</source>
        <translation>Filas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goalkeeper&apos;s Area</source>
        <translation>Área del portero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midfield rank</source>
        <translation>Fila del centro del campo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth square</source>
        <translation>Casilla de Juvenil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting First Teamers</source>
        <translation>Titulares al inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting First Teamer %1</source>
        <translation>Titular %1 al inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed setup, White</source>
        <translation>Alineación fija, Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed setup, Black</source>
        <translation>Alineación fija, Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds a move</source>
        <translation>Segundos por jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds a game</source>
        <translation>Segundos por partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Numbers table</source>
        <translation>Tabla de números</translation>
    </message>
    <message>
        <location filename="../app/controllers/varianteditor.cpp" line="+90"/>
        <source>%1 is a Youth starting square. Click it with the Youth square tool to free it first.</source>
        <translation>%1 es una casilla de salida de Juvenil. Haz clic en ella con la herramienta Casilla de Juvenil para liberarla primero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 starts on %2. Place the %1 elsewhere first (pick it, then click another square).</source>
        <translation>El %1 empieza en %2. Coloca antes el %1 en otro sitio (elígelo y haz clic en otra casilla).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Id: &quot;%1&quot; is a built-in variant; give yours another id</source>
        <translation>Identificador: «%1» es una variante integrada; dale otro identificador a la tuya</translation>
    </message>
    <message>
        <location filename="../app/services/variantfiles.cpp" line="-24"/>
        <source>%1 cannot be read and could not be moved aside, so it was not replaced.</source>
        <translation>%1 no se puede leer ni apartar, así que no se ha reemplazado.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The variant file that was at %1 could not be read; it is kept as %2 in the same folder.</source>
        <translation>El archivo de variante que había en %1 no se podía leer; se conserva como %2 en la misma carpeta.</translation>
    </message>
    <message>
        <location filename="../app/controllers/varianteditor.cpp" line="+46"/>
        <source>The variant has problems; fix them before saving:
%1</source>
        <translation>La variante tiene problemas; corrígelos antes de guardar:
%1</translation>
    </message>
    <message>
        <location filename="../app/services/variantfiles.cpp" line="+35"/>
        <source>%1 exists already.</source>
        <translation>%1 ya existe.</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+48"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: id: &quot;%2&quot; is a built-in variant; give yours another id</source>
        <translation>%1: id: «%2» es una variante integrada; dale otro id a la tuya</translation>
    </message>
</context>
<context>
    <name>VariantEditorView</name>
    <message>
        <location filename="../app/models/variantchoices.cpp" line="+24"/>
        <source>Nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal</source>
        <translation>Gol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty</source>
        <translation>Penalti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offside</source>
        <translation>Fuera de juego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any direction</source>
        <translation>Cualquier dirección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orthogonal</source>
        <translation>Ortogonal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Own Goalkeeper&apos;s Area</source>
        <translation>Su propia área del portero</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantPitchPanel.qml" line="+96"/>
        <location filename="../app/models/variantchoices.cpp" line="+1"/>
        <source>Midfield Area</source>
        <translation>Zona del centro del campo</translation>
    </message>
    <message>
        <location filename="../app/models/variantchoices.cpp" line="+1"/>
        <source>Adjacent square</source>
        <translation>Casilla adyacente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The turn passes</source>
        <translation>Se pierde el turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is lost</source>
        <translation>Se pierde la partida</translation>
    </message>
    <message>
        <location filename="../qml/rooms/VariantEditorView.qml" line="+50"/>
        <source>Pitch</source>
        <translation>Campo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings: %1 to fix</source>
        <translation>Configuración: %1 por corregir</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantPitchPanel.qml" line="-69"/>
        <location filename="../qml/rooms/VariantEditorView.qml" line="+203"/>
        <source>Variant editor</source>
        <translation>Editor de variantes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick a tool, then click squares. Starting squares are White&apos;s; Black&apos;s mirror them.</source>
        <translation>Elige una herramienta y haz clic en casillas. Las casillas de salida son las de Blanco; las de Negro son su reflejo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Youth square</source>
        <translation>Casilla de Juvenil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midfield rank</source>
        <translation>Fila del centro del campo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+51"/>
        <source>Goalkeeper&apos;s Area</source>
        <translation>Área del portero</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>First Teamer:</source>
        <translation>Titular:</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>a Youth starting square</source>
        <translation>una casilla de salida de Juvenil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the starting square of First Teamer %1</source>
        <translation>la casilla de salida del Titular %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a problem</source>
        <translation>un problema</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Dark green: Goalkeeper&apos;s Areas · olive: Midfield Area · ? a Youth starting square · numbers: starting First Teamers · red edge: a problem.</source>
        <translation>Verde oscuro: áreas del portero · oliva: zona del centro del campo · ?: casilla de salida de un Juvenil · números: Titulares iniciales · borde rojo: un problema.</translation>
    </message>
    <message>
        <location filename="../qml/rooms/VariantEditorView.qml" line="-161"/>
        <location line="+4"/>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>✓ The variant is valid.</source>
        <translation>✓ La variante es válida.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problems to fix:</source>
        <translation>Problemas que corregir:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In the variant file: %1</source>
        <translation>En el archivo de variante: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play with it</source>
        <translation>Jugar con ella</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Test in the Lab</source>
        <translation>Probar en el Laboratorio</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Changed since saving.</source>
        <translation>Modificada desde que se guardó.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved as %1. It is now in New game and in the Lab.</source>
        <translation>Guardada como %1. Ya aparece en Nueva partida y en el Laboratorio.</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantForm.qml" line="+33"/>
        <location line="+13"/>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+3"/>
        <source>Id</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+3"/>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name and description are the English texts; the file&apos;s translations (%1) are saved as they are.</source>
        <translation>El nombre y la descripción son los textos en inglés; las traducciones del archivo (%1) se guardan tal cual.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pitch and game</source>
        <translation>Campo y partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Files</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Ranks</source>
        <translation>Filas</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Turn limit</source>
        <translation>Límite de turnos</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Star Player goals</source>
        <translation>Goles de la Estrella</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Alineación</translation>
    </message>
    <message>
        <location filename="../app/models/variantchoices.cpp" line="-22"/>
        <source>Random deal</source>
        <translation>Reparto aleatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed</source>
        <translation>Fija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each side arranges</source>
        <translation>Cada bando coloca</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantForm.qml" line="+6"/>
        <location line="+3"/>
        <source>Blocked side</source>
        <translation>Bando bloqueado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ends the game</source>
        <translation>Termina la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes</source>
        <translation>Pasa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First Team Debut Moves</source>
        <translation>Jugadas de debut en el primer equipo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Substitutions</source>
        <translation>Sustituciones</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fixed setup: each side&apos;s Youth Counters in starting-square order, then the Substitute</source>
        <translation>Alineación fija: los Juveniles de cada bando en el orden de las casillas de salida y, después, el Suplente</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Substitute</source>
        <translation>Suplente</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each number: what capturing it does, how it steps as a First Teamer, and its Debut Move.</source>
        <translation>Para cada número: qué pasa al capturarlo, cómo se mueve como Titular y su jugada de debut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each number</source>
        <translation>Cada número</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>Captured</source>
        <translation>Al capturarlo</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+32"/>
        <source>Steps</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+46"/>
        <source>Debut Move</source>
        <translation>Jugada de debut</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Clocks (for people; 0 = none)</source>
        <translation>Relojes (para personas; 0 = ninguno)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+8"/>
        <source>Seconds a move</source>
        <translation>Segundos por jugada</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <location line="+15"/>
        <location line="+3"/>
        <source>When it runs out</source>
        <translation>Cuando se agota</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+3"/>
        <location line="+8"/>
        <source>Minutes a game</source>
        <translation>Minutos por partida</translation>
    </message>
    <message>
        <location filename="../qml/rooms/VariantEditorView.qml" line="+13"/>
        <source>Open a variant to edit</source>
        <translation>Abrir una variante para editarla</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <location line="+8"/>
        <source>GOALSCORER variants (*.json)</source>
        <translation>Variantes de GOALSCORER (*.json)</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+6"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Import a variant into your collection</source>
        <translation>Importar una variante a tu colección</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export the variant</source>
        <translation>Exportar la variante</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Discard your changes?</source>
        <translation>¿Descartar los cambios?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The variant in the form has changes that are not saved. Replace it and lose them?</source>
        <translation>La variante del formulario tiene cambios sin guardar. ¿Reemplazarla y perderlos?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replace your variant?</source>
        <translation>¿Reemplazar tu variante?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You already have a variant with the id “%1”. Replace it?</source>
        <translation>Ya tienes una variante con el id «%1». ¿Quieres reemplazarla?</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../qml/dialogs/WelcomeDialog.qml" line="+12"/>
        <source>Welcome to GOALSCORER</source>
        <translation>Bienvenido a GOALSCORER</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A football strategy board game for two. Each side&apos;s counters hide who they are until a capture reveals them; the counters captured decide Goals, Penalties and Offsides, and the hidden Star Player is worth two goals.</source>
        <translation>Un juego de estrategia de fútbol para dos. Las fichas de cada bando ocultan quiénes son hasta que una captura las revela; las fichas capturadas deciden goles, penaltis y fueras de juego, y la Estrella oculta vale dos goles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learn the rules (3 minutes)</source>
        <translation>Aprender las reglas (3 minutos)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play against the computer</source>
        <translation>Jugar contra el ordenador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a file…</source>
        <translation>Abrir un archivo…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game record, a tutorial or a position someone sent you. This welcome is in the Help menu whenever you want it again.</source>
        <translation>Un archivo de partida, un tutorial o una posición que alguien te ha enviado. Esta bienvenida está en el menú Ayuda siempre que quieras volver a verla.</translation>
    </message>
</context>
<context>
    <name>remotelink</name>
    <message>
        <location filename="../app/remote/remotelinks.cpp" line="+49"/>
        <source>The invite is too long to be one.</source>
        <translation>La invitación es demasiado larga para serlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not an invite: it must start with &quot;goalscorer:join/&quot;.</source>
        <translation>No es una invitación: debe empezar por «goalscorer:join/».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The invite is damaged: it must be goalscorer:join/&lt;address&gt;:&lt;port&gt;/&lt;key of 32 hex digits&gt;.</source>
        <translation>La invitación está dañada: debe ser goalscorer:join/&lt;dirección&gt;:&lt;puerto&gt;/&lt;clave de 32 dígitos hexadecimales&gt;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The invite&apos;s port %1 is not 1 to 65535.</source>
        <translation>El puerto %1 de la invitación no está entre 1 y 65535.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The move link is too long (%1 characters; one has at most %2).</source>
        <translation>El enlace de jugada es demasiado largo (%1 caracteres; uno tiene como máximo %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a move link: it must start with &quot;goalscorer:turn/&quot;.</source>
        <translation>No es un enlace de jugada: debe empezar por «goalscorer:turn/».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link is damaged: it holds characters a move link does not.</source>
        <translation>El enlace de jugada está dañado: contiene caracteres que un enlace de jugada no contiene.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link is damaged: it cannot be decoded.</source>
        <translation>El enlace de jugada está dañado: no se puede descodificar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The move link unpacks to more than a move link holds.</source>
        <translation>Al descomprimirlo, el enlace de jugada ocupa más de lo que cabe en un enlace de jugada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link is damaged: it does not unpack.</source>
        <translation>El enlace de jugada está dañado: no se puede descomprimir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move link is damaged: it holds no list of messages.</source>
        <translation>El enlace de jugada está dañado: no contiene ninguna lista de mensajes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link holds %1 messages; one holds 1 to %2.</source>
        <translation>El enlace de jugada contiene %1 mensajes; uno contiene de 1 a %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move link is damaged: an entry is not a message.</source>
        <translation>El enlace de jugada está dañado: una entrada no es un mensaje.</translation>
    </message>
</context>
<context>
    <name>sharing</name>
    <message>
        <location filename="../app/sharing/diagrampainter.cpp" line="+304"/>
        <source>White %1 – %2 Black</source>
        <translation>Blanco %1 – %2 Negro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game over · White wins</source>
        <translation>Fin de la partida · gana Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over · Black wins</source>
        <translation>Fin de la partida · gana Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over · a draw</source>
        <translation>Fin de la partida · empate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 of %2</source>
        <translation>Turno %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White to move</source>
        <translation>Juega Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation>Juega Negro</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>hidden</source>
        <translation>oculto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Substitutes: White %1 · Black %2</source>
        <translation>Suplentes: Blanco %1 · Negro %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shirt: First Teamer · ★ Star Player · plain disc: hidden · gold ring: revealed</source>
        <translation>Camiseta: Titular · ★ Estrella · disco liso: oculto · anillo dorado: revelado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighter rows: the Goalkeeper&apos;s Areas and the Midfield Area</source>
        <translation>Filas más claras: las áreas del portero y la zona del centro del campo</translation>
    </message>
    <message>
        <location filename="../app/sharing/sharelink.cpp" line="+50"/>
        <source>The link is too long (%1 characters; a GOALSCORER link has at most %2).</source>
        <translation>El enlace es demasiado largo (%1 caracteres; un enlace de GOALSCORER tiene como máximo %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a GOALSCORER link: it must start with &quot;goalscorer:&quot;.</source>
        <translation>No es un enlace de GOALSCORER: debe empezar por «goalscorer:».</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The link is for &quot;%1&quot;; GOALSCORER links hold a position or a record.</source>
        <translation>El enlace es para «%1»; los enlaces de GOALSCORER contienen una posición o un archivo de partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link holds characters a link cannot hold (spaces or controls); it may have been cut or altered.</source>
        <translation>El enlace contiene caracteres que un enlace no puede contener (espacios o de control); puede que se haya cortado o alterado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link&apos;s percent-encoding is broken (a % not followed by two hexadecimal digits); it may have been cut or altered.</source>
        <translation>La codificación por porcentajes del enlace está dañada (un % que no va seguido de dos dígitos hexadecimales); puede que se haya cortado o alterado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link&apos;s content is not valid UTF-8 text.</source>
        <translation>El contenido del enlace no es texto UTF-8 válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link holds no position or record.</source>
        <translation>El enlace no contiene ninguna posición ni archivo de partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s position is too long (%1 bytes; a position has at most %2).</source>
        <translation>La posición del enlace es demasiado larga (%1 bytes; una posición tiene como máximo %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link holds a control character (U+%1), so it was not opened.</source>
        <translation>El enlace contiene un carácter de control (U+%1), así que no se ha abierto.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This link holds a game, not a position.</source>
        <translation>Este enlace contiene una partida, no una posición.</translation>
    </message>
    <message>
        <location filename="../app/sharing/filekind.cpp" line="+47"/>
        <source>%1: no such file.</source>
        <translation>%1: no existe el archivo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot be read (%2).</source>
        <translation>%1: no se puede leer (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: not a file GOALSCORER opens (positions .gpn, game records .gsr, tutorials and variants .json).</source>
        <translation>%1: no es un archivo que GOALSCORER abra (posiciones .gpn, archivos de partida .gsr, tutoriales y variantes .json).</translation>
    </message>
    <message>
        <location filename="../app/sharing/tutorialpage.cpp" line="+94"/>
        <source>Step %1: the exercise</source>
        <translation>Paso %1: el ejercicio</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Made with GOALSCORER. Keys: → next step, ← previous step. In an exercise, click a counter, then the square it moves to.</source>
        <translation>Hecho con GOALSCORER. Teclas: → paso siguiente, ← paso anterior. En un ejercicio, pulsa una ficha y luego la casilla adonde va.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: the folder cannot be made.</source>
        <translation>%1: no se puede crear la carpeta.</translation>
    </message>
    <message>
        <location filename="../app/sharing/labreportpage.cpp" line="+254"/>
        <source>Lab report: %1 against %2</source>
        <translation>Informe del Laboratorio: %1 contra %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lab report: %1</source>
        <translation>Informe del Laboratorio: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2, %3 games, seed %4</source>
        <translation>%1 contra %2, %3 partidas, semilla %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+111"/>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+2"/>
        <source>What was run</source>
        <translation>Qué se jugó</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+2"/>
        <source>The numbers</source>
        <translation>Las cifras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intervals are 95%: with more games they narrow. ● marks a difference unlikely to be chance (p &lt; 0.05).</source>
        <translation>Los intervalos son del 95&#xa0;%: con más partidas se estrechan. ● marca una diferencia que difícilmente es casualidad (p &lt; 0,05).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To play it again</source>
        <translation>Para volver a jugarlo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the report&apos;s JSON below as a file and run: goalscorer-cli lab --rerun FILE. It plays the same games with these variant files and writes the same report.</source>
        <translation>Guarda el JSON del informe de abajo en un archivo y ejecuta: goalscorer-cli lab --rerun ARCHIVO. Juega las mismas partidas con estos archivos de variante y escribe el mismo informe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+7"/>
        <source>Made with %1.</source>
        <translation>Hecho con %1.</translation>
    </message>
    <message>
        <location filename="../app/sharing/sweepreportpage.cpp" line="-41"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setting</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games at each value</source>
        <translation>Partidas por valor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The report as JSON</source>
        <translation>El informe en JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lab sweep: %1, %2 from %3 to %4</source>
        <translation>Barrido del Laboratorio: %1, %2 de %3 a %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2, %3 games at each value, the same deals at every value</source>
        <translation>%1 contra %2, %3 partidas por valor, los mismos repartos en cada valor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each cell: the estimate and its 95% interval; – where no game was won.</source>
        <translation>Cada celda: la estimación y su intervalo del 95 %; – donde no se ganó ninguna partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The report</source>
        <translation>El informe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open results… in the Lab reads this JSON back as a file.</source>
        <translation>«Abrir resultados…» en el Laboratorio vuelve a leer este JSON desde un archivo.</translation>
    </message>
</context>
<context>
    <name>sharing::Page</name>
    <message>
        <location filename="../app/sharing/labreportpage.cpp" line="-224"/>
        <source>%1% (%2–%3)</source>
        <translation>%1&#xa0;% (%2–%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 points (%3 to %4)</source>
        <translation>%1%2 puntos (de %3 a %4)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1%2 (%3 to %4)</source>
        <translation>%1%2 (de %3 a %4)</translation>
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
        <translation>Comparada con</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 per variant</source>
        <translation>%1 por variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program</source>
        <translation>Programa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 minus %2 (95% interval)</source>
        <translation>%1 menos %2 (intervalo del 95&#xa0;%)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White wins</source>
        <translation>Victorias de Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black wins</source>
        <translation>Victorias de Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s score</source>
        <translation>Puntuación de Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goals, White</source>
        <translation>Goles, Blanco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goals, Black</source>
        <translation>Goles, Negro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties a game</source>
        <translation>penaltis por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsides a game</source>
        <translation>fueras de juego por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promotions a game</source>
        <translation>Ascensos por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitutions a game</source>
        <translation>Sustituciones por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead changes a game</source>
        <translation>Cambios de líder por partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games the Star Player decides</source>
        <translation>Partidas que decide la Estrella</translation>
    </message>
    <message>
        <location line="+103"/>
        <location line="+2"/>
        <source>The variant file of %1</source>
        <translation>El archivo de variante de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The report as JSON</source>
        <translation>El informe en JSON</translation>
    </message>
</context>
</TS>
