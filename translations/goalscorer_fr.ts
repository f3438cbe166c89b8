<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../qml/panels/AnalysisPanel.qml" line="+80"/>
        <source>Analysing the game…</source>
        <translation>Analyse de la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis from Black&apos;s seat</source>
        <translation>Analyse du point de vue de Noir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysis from White&apos;s seat</source>
        <translation>Analyse du point de vue de Blanc</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only what that side could see at each move is used.</source>
        <translation>Seul ce que ce camp pouvait voir à chaque coup est pris en compte.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+2"/>
        <source>Moves played</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance %</source>
        <translation>Chance en&#xa0;%</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Close the analysis</source>
        <translation>Fermer l&apos;analyse</translation>
    </message>
</context>
<context>
    <name>Announcement</name>
    <message>
        <location filename="../app/text/announcement.cpp" line="+12"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Star Player captured! %1 scores %2</source>
        <translation>Star capturée&#xa0;! %1 marque %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offside! %1 reveals one of %2&apos;s counters</source>
        <translation>Hors-jeu&#xa0;! %1 dévoile un des pions de %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Goal! %1 captured the number %2</source>
        <translation>But&#xa0;! %1 a pris le numéro %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty to %1! The number %2 was a defender</source>
        <translation>Penalty pour %1&#xa0;! Le numéro %2 était un défenseur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty scored! It was the number %1</source>
        <translation>Penalty réussi&#xa0;! C’était le numéro %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty found the Star Player: revealed, it stays</source>
        <translation>Le penalty a trouvé la Star&#xa0;: dévoilée, elle reste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Out of time! %1 loses the game</source>
        <translation>Temps écoulé&#xa0;! %1 perd la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of time! %1&apos;s turn passes</source>
        <translation>Temps écoulé&#xa0;! %1 passe son tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Star Player reached the Goal Line! %1 scores %2</source>
        <translation>La Star a atteint la ligne de but&#xa0;! %1 marque %2</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <location filename="../qml/controls/AppMenuBar.qml" line="+40"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…    Ctrl+N</source>
        <translation>&amp;Nouvelle partie…    Ctrl+N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo my last turn</source>
        <translation>Ann&amp;uler mon dernier tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow undo</source>
        <translation>Autoriser l&apos;annulation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip the pitch    F</source>
        <translation>Re&amp;tourner le terrain    F</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;ttings…    Ctrl+,</source>
        <translation>&amp;Paramètres…    Ctrl+,</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open game record…</source>
        <translation>&amp;Ouvrir un fichier de partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game record…</source>
        <translation>&amp;Enregistrer le fichier de partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view the game</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Learn</source>
        <translation>&amp;Apprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tutorials</source>
        <translation>&amp;Tutoriels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open tutorial file…</source>
        <translation>&amp;Ouvrir un fichier de tutoriel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Editor</source>
        <translation>É&amp;diteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Position editor</source>
        <translation>Éditeur de &amp;position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the &amp;current game&apos;s position</source>
        <translation>Modifier la position de la partie &amp;en cours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Variant editor</source>
        <translation>Éditeur de &amp;variantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playtesting &amp;lab</source>
        <translation>&amp;Labo de tests</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L&amp;anguage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Welcome…</source>
        <translation>&amp;Bienvenue…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About GOALSCORER</source>
        <translation>À &amp;propos de GOALSCORER</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../app/models/boardmodel.cpp" line="+88"/>
        <source>empty square %1</source>
        <translation>case vide %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden Youth Counter</source>
        <translation>Espoir caché</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, First Teamer</source>
        <translation>, Titulaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, revealed</source>
        <translation>, dévoilé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2, on %3</source>
        <translation>%1 %2, en %3</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>, picked up</source>
        <translation>, pris en main</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, can move</source>
        <translation>, peut jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, a move can end here</source>
        <translation>, un coup peut finir ici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, the Hint&apos;s counter</source>
        <translation>, le pion de l’Indice</translation>
    </message>
</context>
<context>
    <name>ConfirmBar</name>
    <message>
        <location filename="../qml/panels/ConfirmBar.qml" line="+17"/>
        <source>Play %1?</source>
        <translation>Jouer %1 ?</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Confirm (Enter)</source>
        <translation>Confirmer (Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel (Esc)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <location filename="../qml/pitch/Counter.qml" line="+21"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden counter</source>
        <translation>pion caché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, revealed</source>
        <translation>, dévoilé</translation>
    </message>
</context>
<context>
    <name>DiagramExporter</name>
    <message>
        <location filename="../app/services/diagramexporter.cpp" line="+81"/>
        <source>There is no position on the pitch to copy.</source>
        <translation>Il n’y a aucune position sur le terrain à copier.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no position on the pitch to save.</source>
        <translation>Il n’y a aucune position sur le terrain à enregistrer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The diagram was not saved: %1</source>
        <translation>Le diagramme n’a pas été enregistré : %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no position on the pitch to link to.</source>
        <translation>Il n’y a aucune position sur le terrain pour un lien.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A game is saved as pictures once it is over: until then its start holds the hidden identities.</source>
        <translation>Une partie s’enregistre en images une fois terminée : d’ici là, son début contient les identités cachées.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pictures were not saved: %1</source>
        <translation>Les images n’ont pas été enregistrées : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Saved %n picture(s) in %1</source>
        <translation>
            <numerusform>%n image enregistrée dans %1</numerusform>
            <numerusform>%n images enregistrées dans %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A game is shared as a link once it is over: until then its start holds the hidden identities.</source>
        <translation>Une partie se partage en lien une fois terminée : d’ici là, son début contient les identités cachées.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is too long for a link; save its record instead.</source>
        <translation>Cette partie est trop longue pour un lien ; enregistrez plutôt son fichier de partie.</translation>
    </message>
</context>
<context>
    <name>EditorView</name>
    <message>
        <location filename="../qml/rooms/EditorView.qml" line="+81"/>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic start</source>
        <translation>Départ classique</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flip</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Preview as</source>
        <translation>Aperçu en tant que</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything</source>
        <translation>Tout</translation>
    </message>
    <message>
        <location filename="../qml/panels/PositionFieldsPanel.qml" line="+39"/>
        <location line="+18"/>
        <location line="+8"/>
        <location line="+91"/>
        <location filename="../qml/rooms/EditorView.qml" line="+0"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+19"/>
        <location line="+15"/>
        <location line="+82"/>
        <location filename="../qml/rooms/EditorView.qml" line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../qml/rooms/EditorView.qml" line="+5"/>
        <source>Edit a tutorial…</source>
        <translation>Modifier un tutoriel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record tutorial</source>
        <translation>Enregistrer un tutoriel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play from here ▾</source>
        <translation>Jouer d&apos;ici ▾</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Against the computer, as White</source>
        <translation>Contre l&apos;ordinateur, côté Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the computer, as Black</source>
        <translation>Contre l&apos;ordinateur, côté Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a friend, here</source>
        <translation>Avec un ami, sur cet ordinateur</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pitch</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tutorial</source>
        <translation>Tutoriel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Counters</source>
        <translation>Pions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a counter, then squares to place it; or drag it onto the pitch. Keyboard: Tab to a counter, Enter, then the arrows and Enter.</source>
        <translation>Cliquez sur un pion, puis sur des cases pour le placer&#xa0;; ou faites-le glisser sur le terrain. Au clavier&#xa0;: Tab jusqu’à un pion, Entrée, puis les flèches et Entrée.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Pick and move</source>
        <translation>Prendre et déplacer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✗ Remove</source>
        <translation>✗ Retirer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Right-click or drag off the pitch to remove.</source>
        <translation>Clic droit ou glisser hors du terrain pour retirer.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 — captions, Save and Done are on the Tutorial tab.</source>
        <translation>%1 — les légendes, l’enregistrement et Terminé sont dans l’onglet Tutoriel.</translation>
    </message>
    <message>
        <location filename="../qml/panels/PositionFieldsPanel.qml" line="-128"/>
        <location line="+3"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To act</source>
        <translation>Au trait</translation>
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
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+9"/>
        <source>Substitutes</source>
        <translation>Remplaçants</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>White: %1</source>
        <translation>Blanc&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Black: %1</source>
        <translation>Noir&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Picked: %1</source>
        <translation>Choisi&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Teamer</source>
        <translation>Titulaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revealed</source>
        <translation>Dévoilé</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>A valid position, but there is nothing to play: the game is already over. %1</source>
        <translation>Position valide, mais il n&apos;y a rien à jouer&#xa0;: la partie est déjà terminée. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✓ A valid position: it can be played and saved.</source>
        <translation>✓ Position valide&#xa0;: elle peut être jouée et enregistrée.</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+4"/>
        <source>Position (GPN) — paste one here to load it</source>
        <translation>Position (GPN) — collez-en une ici pour la charger</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 sees: %2</source>
        <translation>%1 voit&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Legal moves (%1)</source>
        <translation>Coups légaux (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../qml/rooms/EditorView.qml" line="+38"/>
        <source>Open a position</source>
        <translation>Ouvrir une position</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>GOALSCORER positions (*.gpn)</source>
        <translation>Positions GOALSCORER (*.gpn)</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+7"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Open a tutorial to edit</source>
        <translation>Ouvrir un tutoriel à modifier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GOALSCORER tutorials (*.json)</source>
        <translation>Tutoriels GOALSCORER (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the position</source>
        <translation>Enregistrer la position</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That did not work</source>
        <translation>Cela n&apos;a pas fonctionné</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../engine/explain.cpp" line="+25"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: Move 1, move a Youth Counter</source>
        <translation>%1 : coup 1, déplacez un Espoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Move 2, move a First Teamer</source>
        <translation>%1 : coup 2, déplacez un Titulaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: bring on the Substitute for the counter promoted on %2?</source>
        <translation>%1 : faire entrer le Remplaçant à la place du pion promu en %2 ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the First Team Debut Move of the counter on %2</source>
        <translation>%1 : le coup d&apos;entrée en équipe première du pion en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Penalty, choose one of %2&apos;s Youth Counters</source>
        <translation>%1 : Penalty, choisissez un Espoir de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: Offside, choose one of %2&apos;s unrevealed Youth Counters to reveal</source>
        <translation>%1 : Hors-jeu, choisissez un Espoir caché de %2 à dévoiler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>counter</source>
        <translation>pion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Youth Counter</source>
        <translation>Espoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hidden counter</source>
        <translation>pion caché</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s %2 moved %3-%4</source>
        <translation>%1 : %2 joue %3-%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2 reached the Goal Line on %3 and is promoted to First Teamer</source>
        <translation>%1 : %2 atteint la ligne de but en %3 et est promu Titulaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 brought on the Substitute %2 for the %3 on %4</source>
        <translation>%1 fait entrer le Remplaçant %2 à la place du %3 en %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 brought on the Substitute %2 on %3</source>
        <translation>%1 fait entrer le Remplaçant %2 en %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 captured %2&apos;s %3 on %4</source>
        <translation>%1 capture %3 de %2 en %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the Star Player!</source>
        <translation>%1 : la Star !</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: Goal!</source>
        <translation>%1 : but !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Penalty to %2</source>
        <translation>%1 : Penalty pour %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Offside, %2 reveals one of %3&apos;s Youth Counters</source>
        <translation>%1 : Hors-jeu, %2 dévoile un Espoir de %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 scores 1 goal</source>
        <translation>%1 marque 1 but</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 scores %2 goals</source>
        <translation>%1 marque %2 buts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s Penalty picked %2&apos;s Star Player on %3: revealed, it stays</source>
        <translation>Le Penalty de %1 désigne la Star de %2 en %3 : dévoilée, elle reste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Penalty picked %2&apos;s %3 on %4: Goal!</source>
        <translation>Le Penalty de %1 désigne %3 de %2 en %4 : but !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Penalty picked %2&apos;s %3 on %4: it leaves the pitch</source>
        <translation>Le Penalty de %1 désigne %3 de %2 en %4 : il quitte le terrain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 revealed %2&apos;s %3 on %4</source>
        <translation>%1 dévoile %3 de %2 en %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Penalty lapses: nothing to choose</source>
        <translation>Le Penalty de %1 tombe : rien à choisir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s Offside lapses: nothing to choose</source>
        <translation>Le Hors-jeu de %1 tombe : rien à choisir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s counter on %2 has no Debut Move; a normal First Teamer move instead</source>
        <translation>%1 : le pion en %2 n&apos;a pas de coup d&apos;entrée ; à la place, un coup normal de Titulaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot move and passes</source>
        <translation>%1 ne peut pas jouer et passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ran out of time</source>
        <translation>%1 n&apos;a plus de temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ran out of time; the turn passes</source>
        <translation>%1 n&apos;a plus de temps ; le tour passe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: the Star Player was captured</source>
        <translation>Fin de partie : la Star a été capturée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: the Star Player reached the Goal Line</source>
        <translation>Fin de partie : la Star a atteint la ligne de but</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: the turn limit is reached</source>
        <translation>Fin de partie : la limite de tours est atteinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 cannot make the next move</source>
        <translation>Fin de partie : %1 ne peut pas jouer le coup suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 lost on time</source>
        <translation>Fin de partie : %1 perd au temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <location filename="../app/sharing/eventtext.cpp" line="+54"/>
        <source>The Star Player was captured.</source>
        <translation>La Star a été capturée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Star Player reached the Goal Line.</source>
        <translation>La Star a atteint la ligne de but.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turn limit ran out.</source>
        <translation>La limite de tours est atteinte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not make the next move.</source>
        <translation>%1 n&apos;a pas pu jouer le coup suivant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ran out of time.</source>
        <translation>%1 a dépassé son temps.</translation>
    </message>
    <message>
        <location filename="../engine/explain.cpp" line="-95"/>
        <location filename="../app/sharing/eventtext.cpp" line="+1"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="-6"/>
        <location filename="../app/sharing/eventtext.cpp" line="+32"/>
        <source>the Star Player</source>
        <translation>la Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hidden counter</source>
        <translation>un pion caché</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/eventtext.cpp" line="+0"/>
        <source>the %1</source>
        <translation>le %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Running out of time is not a move; the clock applies it</source>
        <translation>Le dépassement du temps n&apos;est pas un coup&#xa0;; c&apos;est l&apos;horloge qui l&apos;applique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side may pass only when it cannot move and the variant allows it</source>
        <translation>Un camp ne peut passer que s&apos;il ne peut pas jouer et que la variante le permet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no substitution to decide</source>
        <translation>Il n&apos;y a aucun remplacement à décider</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of the opponent&apos;s counters</source>
        <translation>Choisissez un pion de l&apos;adversaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not hold one of %2&apos;s counters</source>
        <translation>Il n&apos;y a aucun pion de %2 en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a First Teamer; choose a Youth Counter</source>
        <translation>Il y a un Titulaire en %1&#xa0;; choisissez un Espoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is already revealed; an Offside reveals a hidden Youth Counter</source>
        <translation>Le pion en %1 est déjà dévoilé&#xa0;; un Hors-jeu dévoile un Espoir caché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no Penalty or Offside to take</source>
        <translation>Il n&apos;y a ni Penalty ni Hors-jeu à traiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That does not fit this part of the turn</source>
        <translation>Cela ne correspond pas à cette partie du tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no counter on %1</source>
        <translation>Il n&apos;y a aucun pion en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds %2&apos;s counter</source>
        <translation>Il y a un pion de %2 en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a First Teamer; Move 1 moves a Youth Counter</source>
        <translation>Il y a un Titulaire en %1&#xa0;; le coup 1 déplace un Espoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Youth Counter moves one square forward or diagonally forward</source>
        <translation>Un Espoir avance d&apos;une case tout droit ou en diagonale vers l&apos;avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is occupied, and Youth Counters never capture</source>
        <translation>La case %1 est occupée, et les Espoirs ne capturent jamais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Goalkeeper cannot leave its Goalkeeper&apos;s Area</source>
        <translation>Le gardien ne peut pas quitter sa surface du gardien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the Debut Move of the counter on %1</source>
        <translation>C&apos;est le coup d&apos;entrée du pion en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds your own counter</source>
        <translation>Il y a votre propre pion en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Debut Move of %1 goes to a square of your own Goalkeeper&apos;s Area</source>
        <translation>Pour son coup d&apos;entrée, %1 va sur une case de votre surface du gardien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Debut Move of %1 goes to a square of the Midfield Area</source>
        <translation>Pour son coup d&apos;entrée, %1 va sur une case de la zone du milieu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Debut Move of %1 goes to an adjacent square</source>
        <translation>Pour son coup d&apos;entrée, %1 va sur une case voisine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 holds a Youth Counter; Move 2 moves a First Teamer</source>
        <translation>Il y a un Espoir en %1&#xa0;; le coup 2 déplace un Titulaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A First Teamer moves one square</source>
        <translation>Un Titulaire se déplace d&apos;une case</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 moves straight only, never diagonally</source>
        <translation>%1 ne se déplace qu&apos;en ligne droite, jamais en diagonale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Now: %2.</source>
        <translation>%1. Maintenant&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/sharing/eventtext.cpp" line="-19"/>
        <source>your Star Player</source>
        <translation>votre Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your counter</source>
        <translation>votre pion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your %1</source>
        <translation>votre %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You captured on %1 with %2 from %3.</source>
        <translation>Vous avez capturé en %1 avec %2 depuis %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You moved %1 from %2 to %3.</source>
        <translation>Vous avez déplacé %1 de %2 à %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You chose the counter on %1.</source>
        <translation>Vous avez choisi le pion en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You brought on the Substitute.</source>
        <translation>Vous avez fait entrer le Remplaçant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You kept your team as it is.</source>
        <translation>Vous avez gardé votre équipe telle quelle.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint: %1 from %2 captures on %3</source>
        <translation>Indice&#xa0;: %1 en %2 capture en %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint: %1 from %2 to %3</source>
        <translation>Indice&#xa0;: %1 de %2 à %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: choose %1</source>
        <translation>Indice&#xa0;: choisissez %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: bring on the Substitute</source>
        <translation>Indice&#xa0;: faites entrer le Remplaçant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: keep the promoted counter</source>
        <translation>Indice&#xa0;: gardez le pion promu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: pass</source>
        <translation>Indice&#xa0;: passez</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the counter</source>
        <translation>le pion</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 from %2, capturing on %3</source>
        <translation>%1 de %2, en capturant en %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 from %2 to %3</source>
        <translation>%1 de %2 à %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the counter on %1</source>
        <translation>le pion en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bringing on the Substitute</source>
        <translation>faire entrer le Remplaçant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeping the promoted counter</source>
        <translation>garder le pion promu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location filename="../engine/lab/verdict.cpp" line="+35"/>
        <source>%1,%2</source>
        <translation>%1&#xa0;%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1.%2</source>
        <translation>%1,%2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The clearest other difference: %1, %2 points higher in the computer&apos;s games (%3 to %4).</source>
        <translation>L’autre différence la plus nette : %1, %2 points de plus dans les parties de l’ordinateur (%3 à %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other difference: %1, %2 points lower in the computer&apos;s games (%3 to %4).</source>
        <translation>L’autre différence la plus nette : %1, %2 points de moins dans les parties de l’ordinateur (%3 à %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other difference: %1, %2% higher in the computer&apos;s games (%3 to %4%).</source>
        <translation>L’autre différence la plus nette : %1, %2 % de plus dans les parties de l’ordinateur (%3 à %4 %).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other difference: %1, %2% lower in the computer&apos;s games (%3 to %4%).</source>
        <translation>L’autre différence la plus nette : %1, %2 % de moins dans les parties de l’ordinateur (%3 à %4 %).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clearest other change: %1, %2 points higher under %3 (%4 to %5).</source>
        <translation>L’autre changement le plus net : %1, %2 points de plus sous %3 (%4 à %5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other change: %1, %2 points lower under %3 (%4 to %5).</source>
        <translation>L’autre changement le plus net : %1, %2 points de moins sous %3 (%4 à %5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other change: %1, %2% higher under %3 (%4 to %5%).</source>
        <translation>L’autre changement le plus net : %1, %2 % de plus sous %3 (%4 à %5 %).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clearest other change: %1, %2% lower under %3 (%4 to %5%).</source>
        <translation>L’autre changement le plus net : %1, %2 % de moins sous %3 (%4 à %5 %).</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the players differ, so this measures them as well as the colours</source>
        <translation>les joueurs diffèrent : cela les mesure autant que les couleurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first move matters</source>
        <translation>le premier coup compte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moving second is an advantage</source>
        <translation>jouer en second est un avantage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 scores %2% of the points (%3 to %4): %5.</source>
        <translation>%1 marque %2 % des points (%3 à %4) : %5.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neither side scores more at %1 games (White&apos;s score: %2 to %3%); an edge of %4 points would have shown.</source>
        <translation>Aucun camp ne marque plus sur %1 parties (Blanc marque %2 à %3 %) ; un avantage de %4 points se serait vu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Neither side scores clearly more at %1 games (White&apos;s score: %2 to %3%), too few to tell: %4 games would show a %5-point edge.</source>
        <translation>Aucun camp ne marque nettement plus sur %1 parties (Blanc marque %2 à %3 %), trop peu pour conclure : %4 parties montreraient un avantage de %5 points.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of the %1 games was drawn.</source>
        <translation>Aucune des %1 parties n’a été nulle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1% of games are drawn (%2 to %3).</source>
        <translation>%1 % des parties sont nulles (%2 à %3).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Every game came out the same under %1 and %2 (%3 games each): with these players the change never came into play, and more games would not show it. Try other players, or a change these players meet.</source>
        <translation>Chaque partie s’est terminée de la même façon sous %1 et sous %2 (%3 parties chacune) : avec ces joueurs, le changement n’a jamais joué, et plus de parties ne le montreraient pas. Essayez d’autres joueurs, ou un changement que ces joueurs rencontrent.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>No game reached turn %1 (%2 games): the turn limit never ended a game.</source>
        <translation>Aucune partie n’a atteint le tour %1 (%2 parties) : la limite de tours n’a jamais terminé une partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Youth Counter reached the Goal Line in %1 games: the change to the Debut Moves never came into play.</source>
        <translation>Aucun Espoir n’a atteint la ligne de but en %1 parties : le changement des coups d’entrée n’a jamais joué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Youth Counter reached the Goal Line in %1 games: the change to the Substitute never came into play.</source>
        <translation>Aucun Espoir n’a atteint la ligne de but en %1 parties : le changement du Remplaçant n’a jamais joué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No side was ever unable to move in %1 games: the change to blocked sides never came into play.</source>
        <translation>Aucun camp n’a jamais été bloqué en %1 parties : le changement des camps bloqués n’a jamais joué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Star Player was captured or reached the Goal Line in %1 games: the change to its goals never came into play.</source>
        <translation>Aucune Star n’a été capturée ni n’a atteint la ligne de but en %1 parties : le changement de ses buts n’a jamais joué.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No counter whose capture the change affects was captured in %1 games: the change to what captures do never came into play.</source>
        <translation>Aucun pion dont la capture est touchée par le changement n’a été capturé en %1 parties : le changement de l’effet des captures n’a jamais joué.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>More games with these players are unlikely to show a difference: try players whose games reach the changed rules.</source>
        <translation>Plus de parties avec ces joueurs ne montreraient probablement pas de différence : essayez des joueurs dont les parties atteignent les règles changées.</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>In the computer&apos;s games White scores %1 points more than in your games (%2 to %3).</source>
        <translation>Dans les parties de l’ordinateur, Blanc marque %1 points de plus que dans les vôtres (%2 à %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the computer&apos;s games White scores %1 points less than in your games (%2 to %3).</source>
        <translation>Dans les parties de l’ordinateur, Blanc marque %1 points de moins que dans les vôtres (%2 à %3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under %1, White scores %2 points more than under %3 (%4 to %5): the change helps White.</source>
        <translation>Sous %1, Blanc marque %2 points de plus que sous %3 (%4 à %5) : le changement aide Blanc.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under %1, White scores %2 points less than under %3 (%4 to %5): the change helps Black.</source>
        <translation>Sous %1, Blanc marque %2 points de moins que sous %3 (%4 à %5) : le changement aide Noir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games and the computer&apos;s do not differ in balance (%1 to %2 points, %3 of your games); a difference of %4 points would have shown.</source>
        <translation>Vos parties et celles de l’ordinateur ne diffèrent pas en équilibre (%1 à %2 points, %3 de vos parties) ; une différence de %4 points se serait vue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your games and the computer&apos;s do not differ clearly in balance (%1 to %2 points, %3 of your games), too few to tell: %4 games would show a %5-point difference.</source>
        <translation>Vos parties et celles de l’ordinateur ne diffèrent pas nettement en équilibre (%1 à %2 points, %3 de vos parties), trop peu pour conclure : %4 parties montreraient une différence de %5 points.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing differs in balance between %1 and %2 at %3 games each (%4 to %5 points); a change of %6 points would have shown.</source>
        <translation>L’équilibre ne diffère pas entre %1 et %2 sur %3 parties chacune (%4 à %5 points) ; un changement de %6 points se serait vu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No difference in balance between %1 and %2 shows at %3 games each (%4 to %5 points), too few to tell: %6 games each would show a %7-point change.</source>
        <translation>Aucune différence d’équilibre entre %1 et %2 n’apparaît sur %3 parties chacune (%4 à %5 points), trop peu pour conclure : %6 parties chacune montreraient un changement de %7 points.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>draws</source>
        <translation>nuls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>games the Star Player decides</source>
        <translation>parties décidées par la Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>comebacks</source>
        <translation>remontées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blocked games</source>
        <translation>parties bloquées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game length</source>
        <translation>durée des parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties a game</source>
        <translation>penaltys par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsides a game</source>
        <translation>hors-jeu par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>promotions a game</source>
        <translation>promotions par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>substitutions a game</source>
        <translation>remplacements par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lead changes a game</source>
        <translation>changements de meneur par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves to choose from</source>
        <translation>coups au choix</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No other measure differs clearly.</source>
        <translation>Aucune autre mesure ne diffère nettement.</translation>
    </message>
</context>
<context>
    <name>FileOpener</name>
    <message>
        <location filename="../app/services/fileopener.cpp" line="+68"/>
        <source>The link&apos;s position cannot be read: %1</source>
        <translation>La position du lien est illisible : %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The link&apos;s game cannot be read: %1</source>
        <translation>La partie du lien est illisible : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The link&apos;s game could not be kept: %1</source>
        <translation>La partie du lien n’a pas pu être conservée : %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>GOALSCORER opens files on this computer and goalscorer: links, not &quot;%1:&quot; addresses.</source>
        <translation>GOALSCORER ouvre les fichiers de cet ordinateur et les liens goalscorer:, pas les adresses « %1: ».</translation>
    </message>
</context>
<context>
    <name>FriendGame</name>
    <message>
        <location filename="../app/controllers/friendgame.cpp" line="+25"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>There is no variant &quot;%1&quot;.</source>
        <translation>Il n’y a pas de variante «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+27"/>
        <location line="+18"/>
        <location line="+26"/>
        <source>A game with a friend is under way: leave it first.</source>
        <translation>Une partie avec votre ami est en cours&#xa0;: quittez-la d’abord.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>&quot;%1&quot; port %2 is not an address and port to listen on.</source>
        <translation>«&#xa0;%1&#xa0;», port %2, n’est pas une adresse et un port d’écoute.</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The remote game kept in %1 cannot be picked up: %2</source>
        <translation>La partie à distance conservée dans %1 ne peut pas être reprise&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not one</source>
        <translation>le fichier n’en contient pas</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The remote game could not be kept: %1</source>
        <translation>La partie à distance n’a pas pu être conservée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The verified record could not be written: %1</source>
        <translation>Le fichier de partie vérifié n’a pas pu être écrit&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+16"/>
        <source>By message</source>
        <translation>Par message</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>By message: send the link below, then wait for the friend&apos;s answer</source>
        <translation>Par message&#xa0;: envoyez le lien ci-dessous, puis attendez celui de votre ami</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: waiting for the friend to come back (port %1)</source>
        <translation>Connexion perdue&#xa0;: en attente du retour de votre ami (port %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the friend to join (port %1)</source>
        <translation>En attente de l’arrivée de votre ami (port %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: retrying</source>
        <translation>Connexion perdue&#xa0;: nouvelle tentative</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connecting…</source>
        <translation>Connexion en cours…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected: the friend is thinking</source>
        <translation>Connecté&#xa0;: votre ami réfléchit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host a game, join one or play by message.</source>
        <translation>Hébergez une partie, rejoignez-en une ou jouez par message.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting for the friend.</source>
        <translation>En attente de votre ami.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You play %1. Waiting for the friend…</source>
        <translation>Vous jouez %1. En attente de votre ami…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play %1. Exchanging commitments with the friend…</source>
        <translation>Vous jouez %1. Échange des engagements avec votre ami…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The final whistle: waiting for the friend to show its counters. Until it does, the result is not verified.</source>
        <translation>Coup de sifflet final&#xa0;: en attente que votre ami montre ses pions. D’ici là, le résultat n’est pas vérifié.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn (%1): bring on the Substitute?</source>
        <translation>À vous de jouer (%1)&#xa0;: faire entrer le Remplaçant&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn (%1).</source>
        <translation>À vous de jouer (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The friend&apos;s turn (%1).</source>
        <translation>À votre ami de jouer (%1).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw. Every commitment and move checked out: the record is verified.</source>
        <translation>Match nul. Tous les engagements et tous les coups ont été confirmés&#xa0;: le fichier de partie est vérifié.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won. Every commitment and move checked out: the record is verified.</source>
        <translation>Vous avez gagné. Tous les engagements et tous les coups ont été confirmés&#xa0;: le fichier de partie est vérifié.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost. Every commitment and move checked out: the record is verified.</source>
        <translation>Vous avez perdu. Tous les engagements et tous les coups ont été confirmés&#xa0;: le fichier de partie est vérifié.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was stopped: %1</source>
        <translation>La partie a été arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was abandoned: %1</source>
        <translation>La partie a été abandonnée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White %1 – %2 Black</source>
        <translation>Blanc %1 – %2 Noir</translation>
    </message>
</context>
<context>
    <name>FriendView</name>
    <message>
        <location filename="../qml/rooms/FriendView.qml" line="+61"/>
        <source>Play a friend</source>
        <translation>Jouer contre un ami</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No server sees your game: each app keeps its own side&apos;s counters secret, commits to them before the kick-off and proves every one the rules show. Your friend&apos;s app checks every proof and every move, and so does yours.</source>
        <translation>Aucun serveur ne voit votre partie&#xa0;: chaque application garde secrets les pions de son propre camp, s’engage sur eux avant le coup d’envoi et prouve chacun de ceux que les règles dévoilent. L’application de votre ami vérifie chaque preuve et chaque coup, et la vôtre aussi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host</source>
        <translation>Héberger</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+71"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>By message</source>
        <translation>Par message</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>You play</source>
        <translation>Vous jouez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White (moves first)</source>
        <translation>Blanc (joue en premier)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
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
        <translation>Héberger la partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start, and send the first link</source>
        <translation>Commencer et envoyer le premier lien</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The invite: goalscorer:join/…</source>
        <translation>L’invitation&#xa0;: goalscorer:join/…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Or the friend&apos;s first link: goalscorer:turn/…</source>
        <translation>Ou le premier lien de votre ami&#xa0;: goalscorer:turn/…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open the link</source>
        <translation>Ouvrir le lien</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Your game time: %1</source>
        <translation>Votre temps de partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This move: %1</source>
        <translation>Ce coup&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bring on the Substitute</source>
        <translation>Faire entrer le Remplaçant</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep the promoted counter</source>
        <translation>Garder le pion promu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Send your friend this invite; they open it in GOALSCORER (or paste it under Join):</source>
        <translation>Envoyez cette invitation à votre ami&#xa0;; il l’ouvre dans GOALSCORER (ou la colle sous «&#xa0;Rejoindre&#xa0;»)&#xa0;:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Invite</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+23"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Send your friend this link by any chat or email:</source>
        <translation>Envoyez ce lien à votre ami par n’importe quelle messagerie ou par e-mail&#xa0;:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Link to send</source>
        <translation>Lien à envoyer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The friend&apos;s link: goalscorer:turn/…</source>
        <translation>Le lien de votre ami&#xa0;: goalscorer:turn/…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Leave the game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop waiting</source>
        <translation>Ne plus attendre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Review in Play</source>
        <translation>Revoir dans «&#xa0;Jouer&#xa0;»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Leave the game?</source>
        <translation>Quitter la partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop waiting for the friend?</source>
        <translation>Ne plus attendre votre ami&#xa0;?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is recorded as abandoned by your friend, its result not verified.</source>
        <translation>La partie est enregistrée comme abandonnée par votre ami, son résultat non vérifié.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your friend is told, and the game is recorded as abandoned by you.</source>
        <translation>Votre ami en est averti, et la partie est enregistrée comme abandonnée par vous.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/models/gamelog.cpp" line="+42"/>
        <source>%1 has arranged its counters</source>
        <translation>%1 a placé ses pions</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Arrange your counters before the kick-off</source>
        <translation>Placez vos pions avant le coup d&apos;envoi</translation>
    </message>
    <message>
        <location filename="../app/controllers/gamecontroller.cpp" line="+122"/>
        <source>Illegal move: %1</source>
        <translation>Coup illégal&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../app/services/gamefiles.cpp" line="+22"/>
        <source>The saved game is damaged: %1 of %2 moves could be read.</source>
        <translation>La partie sauvegardée est endommagée : %1 coups sur %2 ont pu être lus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is damaged and cannot be read; it will be kept aside.</source>
        <translation>La partie sauvegardée est endommagée et illisible ; elle sera mise de côté.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game cannot be saved to %1: %2</source>
        <translation>La partie ne peut pas être enregistrée dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no saved game to resume.</source>
        <translation>Il n&apos;y a aucune partie enregistrée à reprendre.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The saved game could not be read, so it was kept as %1 in %2 rather than written over. Game → Open game record… opens what can be read of it.</source>
        <translation>La partie sauvegardée est illisible : au lieu d&apos;être écrasée, elle est conservée sous %1 dans %2. Partie → Ouvrir un fichier de partie… ouvre ce qui peut en être lu.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/services/autosavefile.cpp" line="+94"/>
        <source>the damaged saved game there could not be moved aside</source>
        <translation>la partie sauvegardée endommagée qui s&apos;y trouve n&apos;a pas pu être mise de côté</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../app/models/gamelog.cpp" line="-5"/>
        <location line="+33"/>
        <source>Move taken back</source>
        <translation>Coup repris</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Game: %1</source>
        <translation>Partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Game resumed</source>
        <translation>Partie reprise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <location filename="../app/controllers/gameoptions.cpp" line="+43"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+39"/>
        <source>Unknown strength &quot;%1&quot;.</source>
        <translation>Niveau inconnu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+41"/>
        <source>The seed must be a whole number, not &quot;%1&quot;.</source>
        <translation>La graine doit être un nombre entier, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+21"/>
        <source>This position cannot be played: %1</source>
        <translation>Cette position ne peut pas être jouée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <location filename="../qml/panels/GameOverOverlay.qml" line="+55"/>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Every counter is now shown.</source>
        <translation>Tous les pions sont maintenant visibles.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the pitch</source>
        <translation>Voir le terrain</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/services/strengths.cpp" line="+16"/>
        <source>Plays any legal move</source>
        <translation>Joue n&apos;importe quel coup légal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grabs the best-looking capture each move</source>
        <translation>Prend à chaque coup la capture la plus alléchante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Searches for about 0.7 s a move and reads how you move your hidden counters; it scores the moment it can and guards its Goal Line against runners</source>
        <translation>Cherche environ 0,7 s par coup et lit la façon dont vous déplacez vos pions cachés ; marque dès qu&apos;il le peut et garde sa ligne de but contre les échappées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Searches for about 2.5 s a move and reads how you move your hidden counters; it scores the moment it can and guards its Goal Line against runners</source>
        <translation>Cherche environ 2,5 s par coup et lit la façon dont vous déplacez vos pions cachés ; marque dès qu&apos;il le peut et garde sa ligne de but contre les échappées</translation>
    </message>
    <message>
        <location filename="../app/controllers/gamesession.cpp" line="+59"/>
        <source>New game: %1</source>
        <translation>Nouvelle partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game from a position</source>
        <translation>Partie depuis une position</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The saved game could not be read whole: %1 of %2 moves could be read (%3). It resumes after move %1; the damaged file is kept as %4.</source>
        <translation>La partie sauvegardée n&apos;a pas pu être lue en entier : %1 coups sur %2 ont pu être lus (%3). Elle reprend après le coup %1 ; le fichier endommagé est conservé sous %4.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 could not be read whole: %2 of %3 moves could be read (%4). The readable part is open; the file is unchanged.</source>
        <translation>%1 n&apos;a pas pu être lu en entier : %2 coups sur %3 ont pu être lus (%4). La partie lisible est ouverte ; le fichier reste inchangé.</translation>
    </message>
    <message>
        <location filename="../app/models/scoutreport.cpp" line="+37"/>
        <source>Scout report: %1 has no hidden counters left.</source>
        <translation>Rapport d&apos;observation&#xa0;: %1 n&apos;a plus de pion caché.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scout report: each of %1&apos;s %2 hidden counters is the Star Player with %3% and a goalscorer with %4%. Capturing one: Penalty %5%, Offside %6%.</source>
        <translation>Rapport d&apos;observation&#xa0;: chacun des %2 pions cachés de %1 est la Star à %3&#xa0;% et un buteur à %4&#xa0;%. En capturer un&#xa0;: penalty %5&#xa0;%, hors-jeu %6&#xa0;%.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Scout report, from what you have seen and how %1 has moved: no counter stands out as the Star Player (%2 of the %3 hidden counters share the top odds, %4%). Capturing one: Penalty %5%, Offside %6%.</source>
        <translation>Rapport d’observation, d’après ce que vous avez vu et la façon dont %1 a joué&#xa0;: aucun pion ne se détache comme la Star (%2 des %3 pions cachés partagent la meilleure probabilité, %4&#xa0;%). En prenant l’un d’eux&#xa0;: Penalty %5&#xa0;%, Hors-jeu %6&#xa0;%.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scout report, from what you have seen and how %1 has moved: the Star Player is most likely the counter on %2 (%3%). Capturing one of the %4 hidden counters: Penalty %5%, Offside %6%.</source>
        <translation>Rapport d’observation, d’après ce que vous avez vu et la façon dont %1 a joué&#xa0;: la Star est le plus probablement le pion en %2 (%3&#xa0;%). En prenant l’un des %4 pions cachés&#xa0;: Penalty %5&#xa0;%, Hors-jeu %6&#xa0;%.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 plays like a runner, pushing counters at your Goal Line (%2%).</source>
        <translation>%1 joue en fonceur et pousse ses pions vers votre ligne de but (%2&#xa0;%).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays patiently, as the computer does (%2%).</source>
        <translation>%1 joue patiemment, comme l’ordinateur (%2&#xa0;%).</translation>
    </message>
    <message>
        <location filename="../app/controllers/gamesession.cpp" line="-32"/>
        <source>The saved game could not be read (kept as %1). It resumes from the move before.</source>
        <translation>La partie sauvegardée est illisible (conservée sous %1). Elle reprend au coup précédent.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 is not a game record this app can play: %2</source>
        <translation>%1 n&apos;est pas un fichier de partie que cette application peut jouer&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../app/text/gametext.cpp" line="+17"/>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Review: the start</source>
        <translation>Revue&#xa0;: le début</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the clock</source>
        <translation>la pendule</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move 2</source>
        <translation>Coup 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the First Team Debut Move</source>
        <translation>coup d’entrée en équipe première</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Penalty choice</source>
        <translation>le choix du penalty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Offside choice</source>
        <translation>le choix du hors-jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the substitution</source>
        <translation>le remplacement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move 1</source>
        <translation>Coup 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review, turn %1, %2: %3</source>
        <translation>Revue, tour %1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to play</source>
        <translation>%1 au trait</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arrange your counters: click two to swap them, or swap one with the Substitute. Done starts the game.</source>
        <translation>Placez vos pions&#xa0;: cliquez sur deux pions pour les échanger, ou échangez-en un avec le Remplaçant. «&#xa0;Terminé&#xa0;» lance la partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is thinking…</source>
        <translation>L&apos;ordinateur réfléchit…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move 1 — move a Youth Counter</source>
        <translation>Coup 1 — déplacez un Espoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move 2 — move a First Teamer</source>
        <translation>Coup 2 — déplacez un Titulaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bring on your Substitute?</source>
        <translation>Faire entrer votre Remplaçant&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debut Move — your new First Teamer on %1 moves</source>
        <translation>Coup d&apos;entrée — votre nouveau Titulaire en %1 se déplace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty — choose one of %1&apos;s Youth Counters to remove</source>
        <translation>Penalty — choisissez un Espoir de %1 à retirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offside — choose one of %1&apos;s Youth Counters to reveal</source>
        <translation>Hors-jeu — choisissez un Espoir de %1 à dévoiler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No Youth Counter can move — pass</source>
        <translation>Aucun Espoir ne peut bouger — vous passez</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A draw, %1</source>
        <translation>Match nul, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win, %1</source>
        <translation>Vous gagnez, %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You lose, %1</source>
        <translation>Vous perdez, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins, %2</source>
        <translation>%1 gagne, %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Debut Move: to any square of your own Goalkeeper&apos;s Area</source>
        <translation>Coup d&apos;entrée&#xa0;: vers n&apos;importe quelle case de votre surface du gardien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debut Move: to any square of the Midfield Area</source>
        <translation>Coup d&apos;entrée&#xa0;: vers n&apos;importe quelle case de la zone du milieu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Debut Move: to any adjacent square</source>
        <translation>Coup d&apos;entrée&#xa0;: vers n&apos;importe quelle case voisine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Debut Move: a normal First Teamer move</source>
        <translation>Pas de coup d&apos;entrée&#xa0;: un coup normal de Titulaire</translation>
    </message>
</context>
<context>
    <name>GameValues</name>
    <message>
        <location filename="../app/controllers/gamevalues.cpp" line="+76"/>
        <source>Undo cannot go back past a move that showed you a hidden counter: taking it back would not make you forget it.</source>
        <translation>Annuler ne peut pas revenir avant un coup qui vous a montré un pion caché&#xa0;: le reprendre ne vous le ferait pas oublier.</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../qml/rooms/GameView.qml" line="+164"/>
        <location line="+222"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back your last turn (Ctrl+Z)</source>
        <translation>Reprendre votre dernier tour (Ctrl+Z)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scout report</source>
        <translation>Rapport d&apos;observation</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The chance that each of the opponent&apos;s hidden counters is the Star Player (★) or a goalscorer (G), in percent, from what you have seen and how the opponent has moved (S)</source>
        <translation>La probabilité, en pour cent, que chaque pion caché de l&apos;adversaire soit la Star (★) ou un buteur (G), d&apos;après ce que vous avez vu et la façon dont l&apos;adversaire a joué (S)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back a move (←)</source>
        <translation>Un coup en arrière (←)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward a move (→)</source>
        <translation>Un coup en avant (→)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End review</source>
        <translation>Terminer la revue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer replays the game from your seat: your chance at every move, and the moves that cost most</source>
        <translation>L&apos;ordinateur rejoue la partie de votre point de vue&#xa0;: votre chance à chaque coup, et les coups qui ont coûté le plus</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>That did not work</source>
        <translation>Cela n&apos;a pas fonctionné</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Welcome back</source>
        <translation>Bon retour</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have an unfinished game. Carry on where you left off?</source>
        <translation>Vous avez une partie non terminée. Reprendre là où vous vous étiez arrêté&#xa0;?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <location filename="../qml/panels/HandOverCover.qml" line="+31"/>
        <source>%1 to play</source>
        <translation>%1 au trait</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to arrange their counters</source>
        <translation>%1 dispose ses pions</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pass the computer over, then click when ready.</source>
        <translation>Passez l&apos;ordinateur à l&apos;autre joueur, puis cliquez quand vous êtes prêt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>I&apos;m ready</source>
        <translation>Je suis prêt</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <location filename="../app/text/hintreason.cpp" line="+38"/>
        <source>their Star Player: two goals and the game</source>
        <translation>leur Star : deux buts et la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>their %1: a goal</source>
        <translation>leur %1 : un but</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the likeliest Star Player (%1%)</source>
        <translation>la Star la plus probable (%1 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hidden counter: Star Player %1%, goalscorer %2%</source>
        <translation>un pion caché : Star %1 %, buteur %2 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your Star Player onto the Goal Line: two goals and the game</source>
        <translation>votre Star sur la ligne de but : deux buts et la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your Star Player runs on: 1 row to the Goal Line</source>
        <translation>votre Star avance : encore 1 rangée jusqu’à la ligne de but</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>your Star Player runs on: %1 rows to the Goal Line</source>
        <translation>votre Star avance : encore %1 rangées jusqu’à la ligne de but</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>your %1 reaches their Goal Line: promoted, with a First Team Debut Move next</source>
        <translation>votre %1 atteint la ligne de but adverse : promu, avec un coup d’entrée ensuite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your %1 reaches their Goal Line: promoted to First Teamer</source>
        <translation>votre %1 atteint la ligne de but adverse : promu Titulaire</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>it meets the hidden counter on %1 (Star Player %2%)</source>
        <translation>il va au-devant du pion caché en %1 (Star %2 %)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>it cuts off the hidden counter on %1 before it can reach your Goal Line (Star Player %2%)</source>
        <translation>il coupe la route de votre ligne de but au pion caché en %1 (Star %2 %)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no capture or race decides it: the search rated it best on balance</source>
        <translation>aucune capture ni course ne tranche : la recherche l’a jugé le meilleur tout bien pesé</translation>
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
        <translation>Moins d’une seconde pour %1 parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A few seconds for %1 games</source>
        <translation>Quelques secondes pour %1 parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About %1 seconds for %2 games</source>
        <translation>Environ %1 secondes pour %2 parties</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About %1 minutes for %2 games</source>
        <translation>Environ %1 minutes pour %2 parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About %1 hours for %2 games</source>
        <translation>Environ %1 heures pour %2 parties</translation>
    </message>
</context>
<context>
    <name>LabEstimateLabel</name>
    <message>
        <location filename="../qml/panels/LabEstimateLabel.qml" line="+23"/>
        <source>Timing a few games…</source>
        <translation>Chronométrage de quelques parties…</translation>
    </message>
</context>
<context>
    <name>LabPlayers</name>
    <message>
        <location filename="../app/controllers/labplayers.cpp" line="+44"/>
        <source>&quot;%1&quot; sees hidden identities; the lab plays honest players only.</source>
        <translation>«&#xa0;%1&#xa0;» voit les identités cachées&#xa0;; le Labo ne fait jouer que des joueurs honnêtes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player &quot;%1&quot;: %2</source>
        <translation>Joueur «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LabRecords</name>
    <message>
        <location filename="../app/controllers/labrecords.cpp" line="+68"/>
        <source>not a game record: %1</source>
        <translation>pas un fichier de partie : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>other variant (%1)</source>
        <translation>autre variante (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown variant (%1)</source>
        <translation>variante inconnue (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not replay: %1</source>
        <translation>ne se rejoue pas : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not finished</source>
        <translation>pas terminée</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 records used, %2 skipped</source>
        <translation>%1 fichiers de partie utilisés, %2 ignorés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A lab run is already going; cancel it first.</source>
        <translation>Une série du Labo est déjà en cours&#xa0;; annulez-la d&apos;abord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Lab is not ready.</source>
        <translation>Le Labo n’est pas prêt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a folder.</source>
        <translation>%1 n’est pas un dossier.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No finished game of one variant to report in %1.</source>
        <translation>Aucune partie terminée d’une même variante à présenter dans %1.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The computer&apos;s games could not be played.</source>
        <translation>Les parties de l’ordinateur n’ont pas pu être jouées.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>Your games</source>
        <translation>Vos parties</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>Computer games</source>
        <translation>Parties de l’ordinateur</translation>
    </message>
</context>
<context>
    <name>LabRecordsPanel</name>
    <message>
        <location filename="../qml/panels/LabRecordsPanel.qml" line="+23"/>
        <source>Open playtest records…</source>
        <translation>Ouvrir des fichiers de partie de test…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Playing the computer&apos;s games beside your records…</source>
        <translation>L’ordinateur joue ses parties à côté de vos fichiers de partie…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hide skipped</source>
        <translation>Masquer les ignorés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show skipped</source>
        <translation>Afficher les ignorés</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder of saved game records</source>
        <translation>Dossier de fichiers de partie enregistrés</translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <location filename="../app/controllers/labreport.cpp" line="+84"/>
        <source>%1 against %2 · %3 · %4 records; White %5, Black %6, %7 games, seed %8 · %9</source>
        <translation>%1 contre %2 · %3 · %4 fichiers de partie ; Blanc %5, Noir %6, %7 parties, graine %8 · %9</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 games per variant</source>
        <translation>%1 parties par variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 games</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · White %2, Black %3 · %4 · seed %5 · %6 · %7</source>
        <translation>%1 · Blanc %2, Noir %3 · %4 · graine %5 · %6 · %7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This report cannot be run again: %1</source>
        <translation>Ce rapport ne peut pas être rejoué : %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The variant “%1” here is not the one this report played (it is missing or has changed). goalscorer-cli lab --rerun plays the report&apos;s own copy.</source>
        <translation>La variante « %1 » d’ici n’est pas celle que ce rapport a jouée (elle manque ou a changé). goalscorer-cli lab --rerun joue la copie du rapport.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Run the lab first; there is no report to run again.</source>
        <translation>Lancez d’abord le Labo ; il n’y a pas de rapport à rejouer.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a lab report.</source>
        <translation>%1 n’est pas un rapport du Labo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run the lab first; there is nothing to export yet.</source>
        <translation>Lancez d&apos;abord le Labo&#xa0;; il n&apos;y a encore rien à exporter.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LabSession</name>
    <message>
        <location filename="../app/controllers/labsession.cpp" line="+108"/>
        <location line="+123"/>
        <source>A lab run is already going; cancel it first.</source>
        <translation>Une série du Labo est déjà en cours&#xa0;; annulez-la d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../app/controllers/labform.cpp" line="+38"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/controllers/labplayers.cpp" line="-28"/>
        <source>Strong, 1,000 iterations a move</source>
        <translation>Fort, 1 000 itérations par coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong, 0.1 s a move</source>
        <translation>Fort, 0,1 s par coup</translation>
    </message>
    <message>
        <location filename="../app/controllers/labform.cpp" line="+6"/>
        <source>The number of games must be from 1 to 10000.</source>
        <translation>Le nombre de parties doit être compris entre 1 et 10000.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seed must be a whole number.</source>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <location filename="../app/controllers/labsession.cpp" line="-72"/>
        <source>The lab run failed: %1</source>
        <translation>La série du Labo a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled before any game finished.</source>
        <translation>Annulé avant la fin de toute partie.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The number of shards must be from 1 to the number of games.</source>
        <translation>Le nombre de lots doit aller de 1 au nombre de parties.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported the cluster job to %1</source>
        <translation>Tâche de cluster exportée dans %1</translation>
    </message>
    <message>
        <location filename="../app/services/labshards.cpp" line="+18"/>
        <source>%1: no such file</source>
        <translation>%1 : fichier introuvable</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: its last game is unfinished; run that shard again to complete it.</source>
        <translation>%1 : la dernière partie est inachevée ; relancez ce lot pour le terminer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 shard files in %2</source>
        <translation>%1 fichiers de lots dans %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/labsession.cpp" line="+22"/>
        <source>These files are not one whole lab run: %1</source>
        <translation>Ces fichiers ne forment pas une série complète du Labo : %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+9"/>
        <source>Run the lab first; there is nothing to export yet.</source>
        <translation>Lancez d&apos;abord le Labo&#xa0;; il n&apos;y a encore rien à exporter.</translation>
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
        <translation>%1%2 points (%3 à %4)</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>%1%2 (%3 to %4)</source>
        <translation>%1%2 (%3 à %4)</translation>
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
        <translation>Un balayage est déjà en cours ; annulez-le d’abord.</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The number of games must be from 1 to 10000.</source>
        <translation>Le nombre de parties doit être compris entre 1 et 10000.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seed must be a whole number.</source>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The sweep cannot run: its last value (%1) must be above its first (%2).</source>
        <translation>Le balayage ne peut pas démarrer&#xa0;: sa dernière valeur (%1) doit dépasser la première (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The sweep cannot run: its step must be 1 or more.</source>
        <translation>Le balayage ne peut pas démarrer&#xa0;: son pas doit valoir 1 ou plus.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The sweep cannot run: %1</source>
        <translation>Le balayage ne peut pas démarrer : %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The sweep failed: %1</source>
        <translation>Le balayage a échoué : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled before any game finished.</source>
        <translation>Annulé avant la fin de toute partie.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 is a sweep&apos;s report, which holds no games: export its JSON or its report instead.</source>
        <translation>%1 est le rapport d’un balayage, qui ne contient aucune partie&#xa0;: exportez plutôt son JSON ou son rapport.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a sweep&apos;s report: %2</source>
        <translation>%1 n’est pas le rapport d’un balayage&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/sweepcharts.cpp" line="+102"/>
        <source>No value at %1: every game there was drawn.</source>
        <translation>Aucune valeur à %1&#xa0;: toutes les parties y ont fini nulles.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Results (% of games)</source>
        <translation>Résultats (% des parties)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White wins</source>
        <translation>Victoires de Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black wins</source>
        <translation>Victoires de Noir</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+33"/>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="-1"/>
        <source>White&apos;s edge (points)</source>
        <translation>Avantage de Blanc (points)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+2"/>
        <source>Length (moves)</source>
        <translation>Durée (coups)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+1"/>
        <source>Settled at (% of the game)</source>
        <translation>Décidé à (% de la partie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+1"/>
        <source>Lead changes a game</source>
        <translation>Changements de meneur par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+1"/>
        <source>Drama (% of won games)</source>
        <translation>Suspense (% des parties gagnées)</translation>
    </message>
    <message>
        <location filename="../app/controllers/labsweep.cpp" line="-59"/>
        <source>Run the sweep first; there is nothing to export yet.</source>
        <translation>Lancez d’abord le balayage&#xa0;; il n’y a encore rien à exporter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/sweepverdict.cpp" line="+35"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>White&apos;s edge</source>
        <translation>l’avantage de Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draws</source>
        <translation>les nuls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>length</source>
        <translation>la durée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lead changes</source>
        <translation>les changements de meneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drama</source>
        <translation>le suspense</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No value differs clearly from the first (%1) in White&apos;s edge, draws, length, lead changes or drama: what changes is within chance with these games.</source>
        <translation>Aucune valeur ne diffère nettement de la première (%1) pour l’avantage de Blanc, les nuls, la durée, les changements de meneur ou le suspense&#xa0;: ce qui change reste dans le hasard avec ces parties.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clearly different from the first value (%1): %2.</source>
        <translation>Nettement différent de la première valeur (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>inside at %1</source>
        <translation>dedans à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beyond at %1</source>
        <translation>au-delà à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the games cannot tell yet at %1 (the interval crosses the bound)</source>
        <translation>les parties ne permettent pas encore de le dire à %1 (l’intervalle franchit la borne)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s edge within ±%1 points: %2.</source>
        <translation>Avantage de Blanc dans ±%1 points&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>LabSweepCharts</name>
    <message>
        <location filename="../qml/panels/LabSweepCharts.qml" line="+23"/>
        <source>%1 from %2 to %3: %4 games at each value, the same deals at every value</source>
        <translation>%1 de %2 à %3 : %4 parties par valeur, les mêmes distributions à chaque valeur</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Target: White&apos;s edge within ±</source>
        <translation>Objectif&#xa0;: avantage de Blanc dans ±</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: White&apos;s edge within ± points</source>
        <translation>Objectif&#xa0;: avantage de Blanc dans ± points</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>points</source>
        <translation>points</translation>
    </message>
</context>
<context>
    <name>LabSweepForm</name>
    <message>
        <location filename="../qml/panels/LabSweepForm.qml" line="+40"/>
        <source>Sweep a setting</source>
        <translation>Balayer un réglage</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step</source>
        <translation>pas</translation>
    </message>
</context>
<context>
    <name>LabVerdictPanel</name>
    <message>
        <location filename="../qml/panels/LabVerdictPanel.qml" line="+51"/>
        <source>Run again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export report…</source>
        <translation>Exporter le rapport…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the report as a web page</source>
        <translation>Exporter le rapport en page web</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Web pages (*.html)</source>
        <translation>Pages web (*.html)</translation>
    </message>
</context>
<context>
    <name>LabView</name>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="+87"/>
        <source>about %1 min left</source>
        <translation>environ %1 min restantes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>about %1 s left</source>
        <translation>environ %1 s restantes</translation>
    </message>
    <message>
        <location filename="../app/models/labreportmodel.cpp" line="+66"/>
        <source>Star captured</source>
        <translation>Star capturée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star scored</source>
        <translation>Star arrivée au but</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked</source>
        <translation>Bloqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of time</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>White wins</source>
        <translation>Victoires de Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black wins</source>
        <translation>Victoires de Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White goals a game</source>
        <translation>Buts de Blanc par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black goals a game</source>
        <translation>Buts de Noir par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length (turns)</source>
        <translation>Durée (tours)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties a game</source>
        <translation>Penaltys par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsides a game</source>
        <translation>Hors-jeu par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promotions a game</source>
        <translation>Promotions par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitutions a game</source>
        <translation>Remplacements par partie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>White&apos;s edge (points)</source>
        <translation>Avantage de Blanc (points)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settled at (share of the game)</source>
        <translation>Décidé à (part de la partie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead changes a game</source>
        <translation>Changements de meneur par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drama (winner was behind)</source>
        <translation>Suspense (le vainqueur a été mené)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length (moves)</source>
        <translation>Durée (coups)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player decides</source>
        <translation>La Star décide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves to choose from</source>
        <translation>Coups possibles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side blocked</source>
        <translation>Un camp bloqué</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Game quality</source>
        <translation>Qualité du jeu</translation>
    </message>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="+40"/>
        <source>Playtesting lab</source>
        <translation>Labo de tests</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays many games under a variant, or two variants with the same players and deals, and reports what changed.</source>
        <translation>L&apos;ordinateur joue de nombreuses parties dans une variante, ou dans deux variantes avec les mêmes joueurs et les mêmes donnes, et indique ce qui a changé.</translation>
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
        <translation>Comparer avec</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportCharts.qml" line="+87"/>
        <location filename="../qml/rooms/LabView.qml" line="+21"/>
        <location line="+5"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../qml/rooms/LabView.qml" line="+16"/>
        <location line="+5"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="+13"/>
        <location line="+4"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>White and Black keep their colours, so the win rates measure the rules&apos; balance. Pick a player or type an AI SPEC such as ismcts:ms=250. Searching players take their time per move; random and greedy players finish hundreds of games in a second.</source>
        <translation>Blanc et Noir gardent leur couleur, donc les taux de victoire mesurent l&apos;équilibre des règles. Choisissez un joueur ou tapez une SPEC d&apos;IA comme ismcts:ms=250. Les joueurs à recherche prennent leur temps à chaque coup&#xa0;; les joueurs aléatoires et gloutons finissent des centaines de parties en une seconde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of %2 games, %3</source>
        <translation>%1 parties sur %2, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled: the report covers the %1 games that finished.</source>
        <translation>Annulé&#xa0;: le rapport couvre les %1 parties terminées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 games played.</source>
        <translation>%1 parties jouées.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Results read from %1.</source>
        <translation>Résultats lus depuis %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export report…</source>
        <translation>Exporter le rapport…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export as cluster job…</source>
        <translation>Exporter en tâche de cluster…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open results…</source>
        <translation>Ouvrir des résultats…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Lab reports, to play again, and sweeps&apos; reports (*.json)</source>
        <translation>Rapports du Labo, à rejouer, et rapports de balayage (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportPane.qml" line="+40"/>
        <source>Playing…</source>
        <translation>Partie en cours…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a variant and the players, then Run. Tick “Compare with” to measure a rule change against the rules it changes.</source>
        <translation>Choisissez une variante et les joueurs, puis Lancer. Cochez «&#xa0;Comparer avec&#xa0;» pour mesurer un changement de règle par rapport aux règles qu&apos;il modifie.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a setting and its values, then Run: the same games are played at every value.</source>
        <translation>Choisissez un réglage et ses valeurs, puis Lancer : les mêmes parties sont jouées à chaque valeur.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>From the last run: a new run is playing.</source>
        <translation>De la série précédente&#xa0;: une nouvelle est en cours.</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportTable.qml" line="+74"/>
        <source>%1 minus %2</source>
        <translation>%1 moins %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(95% interval)</source>
        <translation>(intervalle à 95&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportPane.qml" line="+39"/>
        <source>● marks a difference unlikely to be chance (p &lt; 0.05). Intervals are 95%: with more games they narrow.</source>
        <translation>● signale une différence peu probablement due au hasard (p &lt; 0,05). Les intervalles sont à 95 %&#xa0;: ils se resserrent avec plus de parties.</translation>
    </message>
    <message>
        <location filename="../qml/panels/LabReportCharts.qml" line="-8"/>
        <source>Results (% of games)</source>
        <translation>Résultats (% des parties)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw</source>
        <translation>Nul</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Special events (per game)</source>
        <translation>Événements spéciaux (par partie)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties</source>
        <translation>Penaltys</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offsides</source>
        <translation>Hors-jeu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Promotions</source>
        <translation>Promotions</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Subs</source>
        <translation>Rempl.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How games end (% of games)</source>
        <translation>Fins de partie (% des parties)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game length: turn the game ended in (% of games)</source>
        <translation>Durée&#xa0;: tour de fin de partie (% des parties)</translation>
    </message>
    <message>
        <location filename="../qml/dialogs/LabClusterDialog.qml" line="+26"/>
        <source>The cluster job is in %1: see README.txt there.</source>
        <translation>La tâche de cluster est dans %1 : voir README.txt.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Export as cluster job</source>
        <translation>Exporter en tâche de cluster</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The games set up on the left are split into shards, one command line each, for GNU parallel, Slurm or any machines with goalscorer-cli. Open results… reads their files back.</source>
        <translation>Les parties réglées à gauche sont réparties en lots, une ligne de commande chacun, pour GNU parallel, Slurm ou toute machine dotée de goalscorer-cli. « Ouvrir des résultats… » relit leurs fichiers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shards</source>
        <translation>Lots</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose folder…</source>
        <translation>Choisir un dossier…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Folder for the cluster job</source>
        <translation>Dossier de la tâche de cluster</translation>
    </message>
    <message>
        <location filename="../qml/rooms/LabView.qml" line="-3"/>
        <source>Open the shard files of a lab run</source>
        <translation>Ouvrir les fichiers de lots d’une série du Labo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shard files (*.jsonl)</source>
        <translation>Fichiers de lots (*.jsonl)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the sweep as a web page</source>
        <translation>Exporter le balayage en page web</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Web pages (*.html)</source>
        <translation>Pages web (*.html)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export every game as CSV</source>
        <translation>Exporter toutes les parties en CSV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the report as JSON</source>
        <translation>Exporter le rapport en JSON</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../app/services/language.cpp" line="+34"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>LiveLink</name>
    <message>
        <location filename="../app/remote/livelink.cpp" line="+52"/>
        <source>A connection was turned away: it did not say the invite&apos;s key in time.</source>
        <translation>Une connexion a été refusée&#xa0;: elle n’a pas donné la clé de l’invitation à temps.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>Impossible d’écouter sur %1, port %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The connection was closed.</source>
        <translation>La connexion a été fermée.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A second connection was turned away: this game has its friend.</source>
        <translation>Une deuxième connexion a été refusée&#xa0;: cette partie a déjà son ami.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The friend&apos;s app closed the connection.</source>
        <translation>L’application de votre ami a fermé la connexion.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+17"/>
        <source>A connection was turned away: it did not begin with the invite&apos;s key.</source>
        <translation>Une connexion a été refusée&#xa0;: elle ne commençait pas par la clé de l’invitation.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The friend&apos;s app sent a message of %1 bytes, over the limit of %2; the connection was closed.</source>
        <translation>L’application de votre ami a envoyé un message de %1 octets, au-delà de la limite de %2&#xa0;; la connexion a été fermée.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Cannot listen again on port %1: %2</source>
        <translation>Impossible d’écouter à nouveau sur le port %1&#xa0;: %2</translation>
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
        <translation>Ouvrir un fichier de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>GOALSCORER game records (*.gsr)</source>
        <translation>Fichiers de partie GOALSCORER (*.gsr)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+7"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Open a file</source>
        <translation>Ouvrir un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GOALSCORER files (*.gsr *.json *.gpn)</source>
        <translation>Fichiers GOALSCORER (*.gsr *.json *.gpn)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the game record</source>
        <translation>Enregistrer le fichier de partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo your last turn</source>
        <translation>Annuler votre dernier tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip the pitch</source>
        <translation>Retourner le terrain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scout report on or off</source>
        <translation>Rapport d&apos;observation activé ou désactivé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows, Enter, Space</source>
        <translation>Flèches, Entrée, Espace</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the cursor on the pitch, pick and place a counter</source>
        <translation>Déplacer le curseur sur le terrain, prendre et poser un pion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the promoted counter / bring on the Substitute</source>
        <translation>Garder le pion promu / faire entrer le Remplaçant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm / cancel a move (with Confirm moves on)</source>
        <translation>Confirmer / annuler un coup (si la confirmation est activée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open / save a game record</source>
        <translation>Ouvrir / enregistrer un fichier de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position editor</source>
        <translation>Éditeur de position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant editor</source>
        <translation>Éditeur de variantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playtesting lab</source>
        <translation>Labo de tests</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>About GOALSCORER</source>
        <translation>À propos de GOALSCORER</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GOALSCORER desktop %1
A football strategy board game of hidden identities.</source>
        <translation>GOALSCORER bureau %1
Un jeu de plateau de stratégie footballistique à identités cachées.</translation>
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
        <translation>Prenez d’abord l’un de vos Espoirs&#xa0;: le Remplaçant prend sa place.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Star Player can never be the Substitute.</source>
        <translation>La Star ne peut jamais être le Remplaçant.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/dialogs/NewGameDialog.qml" line="+41"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend, here</source>
        <translation>Un ami, sur cet ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A friend elsewhere…</source>
        <translation>Un ami, ailleurs…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Strength</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>You play</source>
        <translation>Vous jouez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White (moves first)</source>
        <translation>Blanc (joue en premier)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../app/services/notices.cpp" line="+26"/>
        <source>Exported %1 to %2</source>
        <translation>%1 exporté dans %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved %1 in %2</source>
        <translation>%1 enregistré dans %2</translation>
    </message>
</context>
<context>
    <name>PaletteCounter</name>
    <message>
        <location filename="../qml/pitch/PaletteCounter.qml" line="+55"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../app/controllers/positioneditor.cpp" line="+48"/>
        <source>%1 already has 12 counters on the pitch.</source>
        <translation>%1 a déjà 12 pions sur le terrain.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The seed must be a whole number, 0 or more.</source>
        <translation>La graine doit être un nombre entier, 0 ou plus.</translation>
    </message>
    <message>
        <location filename="../app/services/positiontext.cpp" line="+16"/>
        <location line="+6"/>
        <source>Not a position: %1</source>
        <translation>Ce n’est pas une position : %1</translation>
    </message>
    <message>
        <location filename="../app/controllers/positioneditor.cpp" line="+41"/>
        <source>Fix the position first: %1</source>
        <translation>Corrigez d&apos;abord la position&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PositionFields</name>
    <message>
        <location filename="../app/controllers/positionfields.cpp" line="+45"/>
        <source>Move 1 (Youth Counter)</source>
        <translation>Coup 1 (Espoir)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move 2 (First Teamer)</source>
        <translation>Coup 2 (Titulaire)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Penalty choice</source>
        <translation>Choix du penalty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offside choice</source>
        <translation>Choix du hors-jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Substitute? on %1</source>
        <translation>Remplacement&#xa0;? en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debut Move from %1</source>
        <translation>Coup d&apos;entrée depuis %1</translation>
    </message>
</context>
<context>
    <name>PositionFiles</name>
    <message>
        <location filename="../app/services/positionfiles.cpp" line="+19"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1&#xa0;: illisible&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>there is no position in this file</source>
        <translation>ce fichier ne contient aucune position</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
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
        <translation>aucune imprécision</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 inaccuracy</source>
        <translation>1 imprécision</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 inaccuracies</source>
        <translation>%1 imprécisions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mistakes</source>
        <translation>aucune erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 mistake</source>
        <translation>1 erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 mistakes</source>
        <translation>%1 erreurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no blunders</source>
        <translation>aucune gaffe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 blunder</source>
        <translation>1 gaffe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 blunders</source>
        <translation>%1 gaffes</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>choosing %1</source>
        <translation>choisir %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bringing on the Substitute</source>
        <translation>faire entrer le Remplaçant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeping the promoted counter</source>
        <translation>garder le pion promu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passing</source>
        <translation>passer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a blunder</source>
        <translation>une gaffe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a mistake</source>
        <translation>une erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an inaccuracy</source>
        <translation>une imprécision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1, %2: %3 gave an expected result of %4; %5 (the arrow) gave %6.</source>
        <translation>Coup %1, %2&#xa0;: %3 donnait un résultat attendu de %4&#xa0;; %5 (la flèche) donnait %6.</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <location filename="../app/remote/remotesession.cpp" line="+96"/>
        <source>This game is played live, not by message.</source>
        <translation>Cette partie se joue en direct, pas par message.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A message in the link is refused: %1</source>
        <translation>Un message du lien est refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The friend&apos;s first message is refused: %1</source>
        <translation>Le premier message de votre ami est refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The friend&apos;s first message does not open a game.</source>
        <translation>Le premier message de votre ami n’ouvre pas de partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The friend plays the variant &quot;%1&quot;, which this app does not have.</source>
        <translation>Votre ami joue la variante «&#xa0;%1&#xa0;», que cette application n’a pas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game needs this side&apos;s set-up.</source>
        <translation>La partie a besoin de la mise en place de ce camp.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A message from the friend was refused: %1</source>
        <translation>Un message de votre ami a été refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game has not begun.</source>
        <translation>La partie n’a pas commencé.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The saved game&apos;s variant &quot;%1&quot; is not known.</source>
        <translation>La variante «&#xa0;%1&#xa0;» de la partie sauvegardée est inconnue.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The saved game says neither how it was hosted nor joined.</source>
        <translation>La partie sauvegardée n’indique ni comment elle a été hébergée ni comment elle a été rejointe.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../qml/dialogs/RulesDialog.qml" line="+9"/>
        <source>How to play GOALSCORER</source>
        <translation>Comment jouer à GOALSCORER</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 Goalkeeper</source>
        <translation>1 Gardien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing happens</source>
        <translation>Rien ne se passe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>— (always a First Teamer)</source>
        <translation>— (toujours Titulaire)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2, 3 Defenders</source>
        <translation>2, 3 Défenseurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Penalty: the opponent removes one of your Youth Counters; a 7–11 is a goal for them</source>
        <translation>Penalty&#xa0;: l&apos;adversaire retire un de vos Espoirs&#xa0;; un 7–11 lui donne un but</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4, 5 Defenders</source>
        <translation>4, 5 Défenseurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offside: the opponent reveals one of your Youth Counters</source>
        <translation>Hors-jeu&#xa0;: l&apos;adversaire dévoile un de vos Espoirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 Defensive Midfield</source>
        <translation>6 Milieu défensif</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offside</source>
        <translation>Hors-jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 Attacking Midfield</source>
        <translation>7 Milieu offensif</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Goal</source>
        <translation>But</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>8–11 Forwards</source>
        <translation>8–11 Attaquants</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+1"/>
        <source>Any square of your Goalkeeper&apos;s Area</source>
        <translation>N&apos;importe quelle case de votre surface du gardien</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Any square of the Midfield Area</source>
        <translation>N&apos;importe quelle case de la zone du milieu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any adjacent square</source>
        <translation>N&apos;importe quelle case voisine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player</source>
        <translation>Star</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 goals and the game ends</source>
        <translation>2 buts et fin de la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reaching the Goal Line: 2 goals and the game ends</source>
        <translation>Atteindre la ligne de but&#xa0;: 2 buts et fin de la partie</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;b&gt;Aim.&lt;/b&gt; Score more goals than your opponent. You score by capturing the other side&apos;s goalscorers (7–11) and by getting your Star Player onto the far Goal Line.&lt;br&gt;&lt;br&gt;&lt;b&gt;Hidden identities.&lt;/b&gt; Each side has counters 1–11, a Star Player and a Substitute off the pitch. Your opponent sees only your First Teamers (the counters with a shirt) and counters that have been revealed (yellow edge). Everything else is a plain disc to them, and theirs to you.&lt;br&gt;&lt;br&gt;&lt;b&gt;A turn has two moves.&lt;/b&gt; Move 1: step one Youth Counter (the Star Player included) one square forward or diagonally forward onto an empty square. Youth Counters never capture. Move 2: step one First Teamer one square in any direction; 2–6 move only straight, never diagonally, and the Goalkeeper never leaves its Goalkeeper&apos;s Area. Moving onto an opponent&apos;s counter captures it.&lt;br&gt;&lt;br&gt;&lt;b&gt;Captures are a gamble.&lt;/b&gt; You learn what you took only when you take it. A goalscorer is a goal; a 2 or 3 gives your opponent a Penalty; a 4, 5 or 6 gives them an Offside decision; the Goalkeeper changes nothing; the Star Player ends the game with 2 goals to you.&lt;br&gt;&lt;br&gt;&lt;b&gt;Promotion.&lt;/b&gt; A Youth Counter that reaches the far Goal Line becomes a First Teamer. You may first swap it for your Substitute, once per game; the counter that leaves is never shown. Then the new First Teamer makes its First Team Debut Move instead of Move 2.&lt;br&gt;&lt;br&gt;&lt;b&gt;The end.&lt;/b&gt; The game ends when a Star Player is captured or reaches the Goal Line, when the turn limit runs out, or when a side cannot make its next move. Most goals wins; a Star Player&apos;s 2 goals can still lose a game you trail by three.</source>
        <translation>&lt;b&gt;But du jeu.&lt;/b&gt; Marquez plus de buts que votre adversaire. Vous marquez en capturant les buteurs adverses (7–11) et en amenant votre Star sur la ligne de but opposée.&lt;br&gt;&lt;br&gt;&lt;b&gt;Identités cachées.&lt;/b&gt; Chaque camp a les pions 1–11, une Star et un Remplaçant hors du terrain. Votre adversaire ne voit que vos Titulaires (les pions avec un maillot) et les pions dévoilés (bord jaune). Tout le reste n&apos;est pour lui qu&apos;un disque uni, et de même pour vous avec ses pions.&lt;br&gt;&lt;br&gt;&lt;b&gt;Un tour comporte deux coups.&lt;/b&gt; Coup 1&#xa0;: avancez un Espoir (Star comprise) d&apos;une case tout droit ou en diagonale vers l&apos;avant, sur une case vide. Les Espoirs ne capturent jamais. Coup 2&#xa0;: déplacez un Titulaire d&apos;une case dans n&apos;importe quelle direction&#xa0;; les 2–6 ne se déplacent qu&apos;en ligne droite, jamais en diagonale, et le gardien ne quitte jamais sa surface du gardien. Aller sur un pion adverse le capture.&lt;br&gt;&lt;br&gt;&lt;b&gt;Capturer est un pari.&lt;/b&gt; Vous ne découvrez ce que vous avez pris qu&apos;au moment de le prendre. Un buteur vaut un but&#xa0;; un 2 ou un 3 donne un penalty à votre adversaire&#xa0;; un 4, 5 ou 6 lui donne une décision de hors-jeu&#xa0;; le gardien ne change rien&#xa0;; la Star met fin à la partie avec 2 buts pour vous.&lt;br&gt;&lt;br&gt;&lt;b&gt;Promotion.&lt;/b&gt; Un Espoir qui atteint la ligne de but opposée devient Titulaire. Vous pouvez d&apos;abord l&apos;échanger contre votre Remplaçant, une fois par partie&#xa0;; le pion qui sort n&apos;est jamais montré. Le nouveau Titulaire joue alors son coup d&apos;entrée en équipe première à la place du coup 2.&lt;br&gt;&lt;br&gt;&lt;b&gt;La fin.&lt;/b&gt; La partie se termine quand une Star est capturée ou atteint la ligne de but, quand la limite de tours est atteinte, ou quand un camp ne peut pas jouer son coup suivant. Le plus de buts l&apos;emporte&#xa0;; les 2 buts d&apos;une Star peuvent ne pas suffire si vous êtes mené de trois buts.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Counter abilities</source>
        <translation>Capacités des pions</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Counter</source>
        <translation>Pion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When captured</source>
        <translation>Quand il est capturé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Team Debut Move</source>
        <translation>Coup d&apos;entrée en équipe première</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A Debut Move lands on an empty square or on an opponent&apos;s counter, which it captures; never on your own counter.</source>
        <translation>Un coup d&apos;entrée aboutit sur une case vide ou sur un pion adverse, qu&apos;il capture&#xa0;; jamais sur l&apos;un de vos pions.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys: arrows move the cursor, Enter or Space picks a square, Ctrl+Z undoes your last turn, Ctrl+N starts a new game, K / S answer the substitution question.</source>
        <translation>Touches&#xa0;: les flèches déplacent le curseur, Entrée ou Espace choisit une case, Ctrl+Z annule votre dernier tour, Ctrl+N lance une nouvelle partie, K / S répondent à la question du remplacement.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/dialogs/SettingsDialog.qml" line="+12"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+2"/>
        <source>Language</source>
        <translation>Langue</translation>
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
        <translation>Désactivée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Counters</source>
        <translation>Pions</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Football shirts</source>
        <translation>Maillots de football</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Plain numbered discs</source>
        <translation>Disques numérotés simples</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Colours safe for colour blindness (blue move marks)</source>
        <translation>Couleurs adaptées au daltonisme (marques bleues)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show legal moves</source>
        <translation>Montrer les coups légaux</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Confirm each move before it is played</source>
        <translation>Confirmer chaque coup avant de le jouer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Allow undo against the computer</source>
        <translation>Autoriser l&apos;annulation contre l&apos;ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo never goes back past a move that showed you one of the computer&apos;s hidden counters.</source>
        <translation>Annuler ne revient jamais avant un coup qui vous a montré l’un des pions cachés de l’ordinateur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound effects</source>
        <translation>Effets sonores</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Default strength</source>
        <translation>Niveau par défaut</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>Default rules</source>
        <translation>Règles par défaut</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Restore the defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>ShareMenu</name>
    <message>
        <location filename="../qml/controls/ShareMenu.qml" line="+15"/>
        <source>Share</source>
        <translation>Partager</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Image copied</source>
        <translation>Image copiée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Link copied</source>
        <translation>Lien copié</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Copy as image</source>
        <translation>Copier comme image</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save diagram…</source>
        <translation>Enregistrer le diagramme…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy link</source>
        <translation>Copier le lien</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save game as pictures…</source>
        <translation>Enregistrer la partie en images…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copy game link</source>
        <translation>Copier le lien de la partie</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save diagram</source>
        <translation>Enregistrer le diagramme</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the game as pictures (one PNG per move)</source>
        <translation>Enregistrer la partie en images (un PNG par coup)</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../qml/Shell.qml" line="+130"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position editor</source>
        <translation>Éditeur de position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lab</source>
        <translation>Labo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friend</source>
        <translation>Ami</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the recorded tutorial</source>
        <translation>le tutoriel enregistré</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Open the linked position?</source>
        <translation>Ouvrir la position du lien ?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The position editor holds your edits (or a tutorial being recorded). Opening the linked position replaces them.</source>
        <translation>L’éditeur de position contient vos modifications (ou un tutoriel en cours d’enregistrement). Ouvrir la position du lien les remplace.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open this game?</source>
        <translation>Ouvrir cette partie ?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It replaces the game you are playing, which is then lost unless you save it first (Game → Save game record).</source>
        <translation>Elle remplace la partie en cours, qui sera alors perdue si vous ne l’enregistrez pas d’abord (Partie → Enregistrer le fichier de partie).</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Show folder</source>
        <translation>Afficher le dossier</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close this notice</source>
        <translation>Fermer cet avis</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/panels/SidePanel.qml" line="+22"/>
        <source>White out:</source>
        <translation>Blanc, sortis&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black out:</source>
        <translation>Noir, sortis&#xa0;:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Move timer %1 s</source>
        <translation>Temps du coup %1 s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1 of %2 · %3</source>
        <translation>Tour %1 sur %2 · %3</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Your Substitute: %1</source>
        <translation>Votre Remplaçant&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap picked counter with Substitute</source>
        <translation>Échanger le pion choisi avec le Remplaçant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Randomize</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Each side keeps one Substitute off the pitch. When one of your Youth Counters reaches the far Goal Line, you may bring your Substitute on in its place, once a game. The opponent&apos;s Substitute stays hidden until the final whistle.</source>
        <translation>Chaque camp garde un Remplaçant hors du terrain. Quand l’un de vos Espoirs atteint la ligne de but adverse, vous pouvez faire entrer votre Remplaçant à sa place, une fois par partie. Celui de l’adversaire reste caché jusqu’au coup de sifflet final.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bench:</source>
        <translation>Banc :</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>White: none</source>
        <translation>Blanc : aucun</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black: none</source>
        <translation>Noir : aucun</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
</context>
<context>
    <name>StartQuestions</name>
    <message>
        <location filename="../qml/dialogs/StartQuestions.qml" line="+40"/>
        <source>Settings could not be read</source>
        <translation>Paramètres illisibles</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The settings file could not be read, so it was kept as %1 in the same folder. Your choices and tutorial progress start afresh; your games, tutorials and variants are not affected.</source>
        <translation>Le fichier de paramètres était illisible : il est conservé sous le nom %1 dans le même dossier. Vos choix et votre progression dans les tutoriels repartent de zéro ; vos parties, tutoriels et variantes ne sont pas touchés.</translation>
    </message>
</context>
<context>
    <name>SubstitutionDialog</name>
    <message>
        <location filename="../qml/dialogs/SubstitutionDialog.qml" line="+70"/>
        <source>Your %1 reached the Goal Line on %2. Bring on your Substitute?</source>
        <translation>Votre %1 a atteint la ligne de but en %2. Faire entrer votre Remplaçant&#xa0;?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep the %1</source>
        <translation>Garder le %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bring on the %1</source>
        <translation>Faire entrer le %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keys: K keep, S substitute. A side substitutes only once; a replaced counter leaves the game unseen.</source>
        <translation>Touches&#xa0;: K garder, S remplacer. Un camp ne fait qu&apos;un seul remplacement&#xa0;; le pion remplacé quitte la partie sans être montré.</translation>
    </message>
</context>
<context>
    <name>SweepMeasureChart</name>
    <message>
        <location filename="../qml/panels/SweepMeasureChart.qml" line="+108"/>
        <source>shaded: 95% interval</source>
        <translation>ombré : intervalle à 95 %</translation>
    </message>
</context>
<context>
    <name>TutorialPageExport</name>
    <message>
        <location filename="../app/services/tutorialpageexport.cpp" line="+13"/>
        <source>Open a tutorial first: the web page is made from the tutorial on show.</source>
        <translation>Ouvrez d&apos;abord un tutoriel&#xa0;: la page web est faite à partir du tutoriel affiché.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a folder for the web page.</source>
        <translation>Choisissez un dossier pour la page web.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The web page was not saved: %1</source>
        <translation>La page web n&apos;a pas été enregistrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>TutorialRecorder</name>
    <message>
        <location filename="../app/services/recordingstart.cpp" line="+16"/>
        <source>The position has counters of unknown identity (x). Give each counter its identity in the editor before recording: the learner sees what you recorded.</source>
        <translation>La position a des pions d’identité inconnue (x). Donnez à chaque pion son identité dans l’éditeur avant d’enregistrer : l’apprenant voit ce que vous avez enregistré.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the recorded tutorial</source>
        <translation>le tutoriel enregistré</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recording needs a valid position: %1</source>
        <translation>L&apos;enregistrement nécessite une position valide&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This tutorial cannot be opened: %1</source>
        <translation>Ce tutoriel ne peut pas être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/services/recordedtutorial.cpp" line="+20"/>
        <source>Start recording from a position first.</source>
        <translation>Commencez d&apos;abord l&apos;enregistrement depuis une position.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the tutorial a title.</source>
        <translation>Donnez un titre au tutoriel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The id must be lower-case letters, digits and dashes.</source>
        <translation>L&apos;identifiant ne doit contenir que des minuscules, des chiffres et des tirets.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step %1 needs a caption.</source>
        <translation>L&apos;étape %1 a besoin d&apos;une légende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step %1 is an exercise: play its answer on the pitch.</source>
        <translation>L&apos;étape %1 est un exercice&#xa0;: jouez sa réponse sur le terrain.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step %1 is an exercise: write the task for the learner.</source>
        <translation>L&apos;étape %1 est un exercice&#xa0;: écrivez la consigne pour l&apos;apprenant.</translation>
    </message>
    <message>
        <location filename="../app/controllers/tutorialrecorder.cpp" line="+232"/>
        <source>The tutorial is not finished: %1</source>
        <translation>Le tutoriel n&apos;est pas terminé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/services/recordedtutorial.cpp" line="+10"/>
        <source>There is no folder to save tutorials in.</source>
        <translation>Il n&apos;y a aucun dossier où enregistrer les tutoriels.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be read and could not be moved aside, so it was not replaced.</source>
        <translation>%1 est illisible et n’a pas pu être mis de côté : il n’a donc pas été remplacé.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/tutorialrecorder.cpp" line="+11"/>
        <source>The tutorial file that was at %1 could not be read; it is kept as %2 in the same folder.</source>
        <translation>Le fichier de tutoriel qui se trouvait à %1 était illisible ; il est conservé sous le nom %2 dans le même dossier.</translation>
    </message>
    <message>
        <location filename="../app/text/recordertext.cpp" line="+12"/>
        <source>Click squares to mark them in step %1.</source>
        <translation>Cliquez sur des cases pour les marquer à l&apos;étape %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click where the arrow starts.</source>
        <translation>Cliquez là où la flèche commence.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click where the arrow ends.</source>
        <translation>Cliquez là où la flèche se termine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over. Write the last caption and save.</source>
        <translation>La partie est terminée. Écrivez la dernière légende et enregistrez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over. Save the tutorial when it is ready.</source>
        <translation>La partie est terminée. Enregistrez le tutoriel quand il est prêt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (recorded into step %1)</source>
        <translation> (enregistré dans l&apos;étape %1)</translation>
    </message>
</context>
<context>
    <name>TutorialRecorderPanel</name>
    <message>
        <location filename="../qml/panels/TutorialRecorderPanel.qml" line="+24"/>
        <source>Record a tutorial</source>
        <translation>Enregistrer un tutoriel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My tutorial</source>
        <translation>Mon tutoriel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learner sees</source>
        <translation>L&apos;apprenant voit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as White</source>
        <translation>côté Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as Black</source>
        <translation>côté Noir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Click on the pitch to</source>
        <translation>Cliquer sur le terrain pour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>play a move</source>
        <translation>jouer un coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mark</source>
        <translation>marquer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>arrow</source>
        <translation>flèche</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Bring on the Substitute</source>
        <translation>Faire entrer le Remplaçant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New step</source>
        <translation>Nouvelle étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back a move</source>
        <translation>Reprendre un coup</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no moves</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exercise</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marks: %1 %2</source>
        <translation>Marques&#xa0;: %1 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Task</source>
        <translation>Consigne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The task (the answer is this step&apos;s first move)</source>
        <translation>La consigne (la réponse est le premier coup de cette étape)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Feedback after a wrong move</source>
        <translation>Commentaire après un mauvais coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feedback after a wrong move (optional)</source>
        <translation>Commentaire après un mauvais coup (facultatif)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (optional)</source>
        <translation>Indice (facultatif)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Also right</source>
        <translation>Aussi juste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Also right (optional): other answers as moves, e.g. d3d4 c3c4</source>
        <translation>Aussi juste (facultatif) : d’autres réponses en coups, p. ex. d3d4 c3c4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caption: what the learner should notice</source>
        <translation>Légende&#xa0;: ce que l&apos;apprenant doit remarquer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save to my tutorials</source>
        <translation>Enregistrer dans mes tutoriels</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved: %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the tutorial</source>
        <translation>Enregistrer le tutoriel</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>GOALSCORER tutorials (*.json)</source>
        <translation>Tutoriels GOALSCORER (*.json)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Open a tutorial to edit</source>
        <translation>Ouvrir un tutoriel à modifier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>TutorialSession</name>
    <message>
        <location filename="../app/services/tutorialcatalog.cpp" line="+44"/>
        <source>&quot;%1&quot; is already used by another tutorial</source>
        <translation>«&#xa0;%1&#xa0;» est déjà utilisé par un autre tutoriel</translation>
    </message>
    <message>
        <location filename="../app/controllers/tutorialsession.cpp" line="+55"/>
        <source>There is no tutorial &quot;%1&quot;.</source>
        <translation>Il n&apos;y a pas de tutoriel «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/services/playabletutorial.cpp" line="+13"/>
        <source>This tutorial cannot be opened: %1</source>
        <translation>Ce tutoriel ne peut pas être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/text/tutorialtext.cpp" line="+25"/>
        <source>That&apos;s it, with the hint&apos;s help.</source>
        <translation>C&apos;est ça, avec l&apos;aide de l&apos;indice.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>That&apos;s it, after %n tries and the hint.</source>
        <translation>
            <numerusform>C&apos;est ça, après %n essai et avec l&apos;indice.</numerusform>
            <numerusform>C&apos;est ça, après %n essais et avec l&apos;indice.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right first time!</source>
        <translation>Du premier coup&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That&apos;s it, at try %1.</source>
        <translation>C&apos;est ça, au %1e essai.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The tutorial goes on with its own answer, %1 to %2.</source>
        <translation>Le tutoriel continue avec sa propre réponse, de %1 à %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tutorial goes on with its own answer.</source>
        <translation>Le tutoriel continue avec sa propre réponse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That works too.</source>
        <translation>Ça marche aussi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is legal, but it is not the move this exercise asks for.</source>
        <translation>Ce coup est légal, mais ce n&apos;est pas celui que demande cet exercice.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look again and try another move.</source>
        <translation>Regardez encore et essayez un autre coup.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Here is the answer.</source>
        <translation>Voici la réponse.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Look at the counter on %1.</source>
        <translation>Regardez le pion en %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Think about what this phase asks of you.</source>
        <translation>Pensez à ce que cette phase vous demande.</translation>
    </message>
</context>
<context>
    <name>TutorialView</name>
    <message>
        <location filename="../qml/rooms/TutorialView.qml" line="+102"/>
        <source>Learn GOALSCORER</source>
        <translation>Apprendre GOALSCORER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset progress</source>
        <translation>Réinitialiser la progression</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open tutorial file…</source>
        <translation>Ouvrir un fichier de tutoriel…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show my tutorials folder</source>
        <translation>Afficher le dossier de mes tutoriels</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Short lessons on each rule, then the guide&apos;s play examples step by step. Exercises ask you to find the move on the pitch.</source>
        <translation>De courtes leçons sur chaque règle, puis les exemples de jeu du guide pas à pas. Les exercices vous demandent de trouver le coup sur le terrain.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>(yours)</source>
        <translation>(les vôtres)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Done · %1 of %2 exercises unaided</source>
        <translation>Terminé · %1 exercices sur %2 sans aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 steps</source>
        <translation>%1 étapes sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 step</source>
        <translation>1 étape</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 steps</source>
        <translation>%1 étapes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 exercise</source>
        <translation>1 exercice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exercises</source>
        <translation>%1 exercices</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not listed, because they cannot be used:</source>
        <translation>Non listés, car inutilisables&#xa0;:</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>‹ Back to the recorder</source>
        <translation>‹ Retour à l’enregistrement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>‹ Chapters</source>
        <translation>‹ Chapitres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autoplay</source>
        <translation>Lecture auto</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export as web page…</source>
        <translation>Exporter en page web…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole tutorial as one web page that works offline in any browser, exercises included</source>
        <translation>Tout le tutoriel en une page web qui fonctionne hors ligne dans tout navigateur, exercices compris</translation>
    </message>
    <message>
        <location filename="../qml/panels/TutorialStepPanel.qml" line="+24"/>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show solution</source>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bring on the Substitute</source>
        <translation>Faire entrer le Remplaçant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the counter</source>
        <translation>Garder le pion</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next  ›</source>
        <translation>Suivant  ›</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tutorial complete. Well played!</source>
        <translation>Tutoriel terminé. Bien joué&#xa0;!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back to the chapters</source>
        <translation>Retour aux chapitres</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back to the recorder</source>
        <translation>Retour à l’enregistrement</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Score  White %1 – %2 Black</source>
        <translation>Score  Blanc %1 – %2 Noir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keys: → or N next, ← or B back; in an exercise, arrows and Enter pick and place.</source>
        <translation>Touches&#xa0;: → ou N suivant, ← ou B retour&#xa0;; dans un exercice, les flèches et Entrée choisissent et placent.</translation>
    </message>
    <message>
        <location filename="../qml/rooms/TutorialView.qml" line="+69"/>
        <source>Open a tutorial</source>
        <translation>Ouvrir un tutoriel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GOALSCORER tutorials (*.json)</source>
        <translation>Tutoriels GOALSCORER (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the tutorial as a web page into a folder</source>
        <translation>Exporter le tutoriel en page web dans un dossier</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That did not work</source>
        <translation>Cela n&apos;a pas fonctionné</translation>
    </message>
</context>
<context>
    <name>VariantCatalog</name>
    <message>
        <location filename="../app/services/variantcatalog.cpp" line="+58"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1&#xa0;: illisible&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: id: &quot;%2&quot; is a built-in variant; give yours another id</source>
        <translation>%1&#xa0;: id&#xa0;: «&#xa0;%2&#xa0;» est une variante intégrée&#xa0;; donnez un autre id à la vôtre</translation>
    </message>
</context>
<context>
    <name>VariantEditor</name>
    <message>
        <location filename="../app/controllers/varianteditor.cpp" line="+58"/>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Variante inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (my version)</source>
        <translation>%1 (ma version)</translation>
    </message>
    <message>
        <location filename="../app/services/variantfiles.cpp" line="+47"/>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/controllers/variantfields.cpp" line="+16"/>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star Player goals</source>
        <translation>Buts de la Star</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked side</source>
        <translation>Camp bloqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Team Debut Moves</source>
        <translation>Coups d&apos;entrée en équipe première</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitutions</source>
        <translation>Remplacements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goalkeeper&apos;s Area</source>
        <translation>Surface du gardien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midfield rank</source>
        <translation>Rangée du milieu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Youth square</source>
        <translation>Case Espoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting First Teamers</source>
        <translation>Titulaires au départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting First Teamer %1</source>
        <translation>Titulaire %1 au départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed setup, White</source>
        <translation>Mise en place fixe, Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed setup, Black</source>
        <translation>Mise en place fixe, Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds a move</source>
        <translation>Secondes par coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds a game</source>
        <translation>Secondes par partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Numbers table</source>
        <translation>Tableau des numéros</translation>
    </message>
    <message>
        <location filename="../app/controllers/varianteditor.cpp" line="+90"/>
        <source>%1 is a Youth starting square. Click it with the Youth square tool to free it first.</source>
        <translation>%1 est une case de départ d’Espoir. Cliquez-la d’abord avec l’outil Case Espoir pour la libérer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 starts on %2. Place the %1 elsewhere first (pick it, then click another square).</source>
        <translation>Le %1 commence en %2. Placez d’abord le %1 ailleurs (choisissez-le, puis cliquez une autre case).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Id: &quot;%1&quot; is a built-in variant; give yours another id</source>
        <translation>Identifiant&#xa0;: «&#xa0;%1&#xa0;» est une variante intégrée&#xa0;; donnez un autre identifiant à la vôtre</translation>
    </message>
    <message>
        <location filename="../app/services/variantfiles.cpp" line="-24"/>
        <source>%1 cannot be read and could not be moved aside, so it was not replaced.</source>
        <translation>%1 est illisible et n’a pas pu être mis de côté : il n’a donc pas été remplacé.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The variant file that was at %1 could not be read; it is kept as %2 in the same folder.</source>
        <translation>Le fichier de variante qui se trouvait à %1 était illisible ; il est conservé sous le nom %2 dans le même dossier.</translation>
    </message>
    <message>
        <location filename="../app/controllers/varianteditor.cpp" line="+46"/>
        <source>The variant has problems; fix them before saving:
%1</source>
        <translation>La variante a des problèmes&#xa0;; corrigez-les avant d&apos;enregistrer&#xa0;:
%1</translation>
    </message>
    <message>
        <location filename="../app/services/variantfiles.cpp" line="+35"/>
        <source>%1 exists already.</source>
        <translation>%1 existe déjà.</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+48"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: id: &quot;%2&quot; is a built-in variant; give yours another id</source>
        <translation>%1&#xa0;: id&#xa0;: «&#xa0;%2&#xa0;» est une variante intégrée&#xa0;; donnez un autre id à la vôtre</translation>
    </message>
</context>
<context>
    <name>VariantEditorView</name>
    <message>
        <location filename="../app/models/variantchoices.cpp" line="+24"/>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal</source>
        <translation>But</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offside</source>
        <translation>Hors-jeu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any direction</source>
        <translation>Toutes directions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orthogonal</source>
        <translation>Orthogonal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Own Goalkeeper&apos;s Area</source>
        <translation>Sa surface du gardien</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantPitchPanel.qml" line="+96"/>
        <location filename="../app/models/variantchoices.cpp" line="+1"/>
        <source>Midfield Area</source>
        <translation>Zone du milieu</translation>
    </message>
    <message>
        <location filename="../app/models/variantchoices.cpp" line="+1"/>
        <source>Adjacent square</source>
        <translation>Case voisine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The turn passes</source>
        <translation>Le tour passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is lost</source>
        <translation>La partie est perdue</translation>
    </message>
    <message>
        <location filename="../qml/rooms/VariantEditorView.qml" line="+50"/>
        <source>Pitch</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Settings: %1 to fix</source>
        <translation>Paramètres&#xa0;: %1 à corriger</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantPitchPanel.qml" line="-69"/>
        <location filename="../qml/rooms/VariantEditorView.qml" line="+203"/>
        <source>Variant editor</source>
        <translation>Éditeur de variantes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick a tool, then click squares. Starting squares are White&apos;s; Black&apos;s mirror them.</source>
        <translation>Choisissez un outil, puis cliquez sur des cases. Les cases de départ sont celles de Blanc&#xa0;; celles de Noir en sont le miroir.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Youth square</source>
        <translation>Case Espoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midfield rank</source>
        <translation>Rangée du milieu</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+51"/>
        <source>Goalkeeper&apos;s Area</source>
        <translation>Surface du gardien</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>First Teamer:</source>
        <translation>Titulaire&#xa0;:</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>a Youth starting square</source>
        <translation>une case de départ d’Espoir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the starting square of First Teamer %1</source>
        <translation>la case de départ du Titulaire %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a problem</source>
        <translation>un problème</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Dark green: Goalkeeper&apos;s Areas · olive: Midfield Area · ? a Youth starting square · numbers: starting First Teamers · red edge: a problem.</source>
        <translation>Vert foncé&#xa0;: surfaces du gardien · olive&#xa0;: zone du milieu ·&#xa0;? une case de départ d&apos;Espoir · chiffres&#xa0;: Titulaires de départ · bord rouge&#xa0;: un problème.</translation>
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
        <translation>Départ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>✓ The variant is valid.</source>
        <translation>✓ La variante est valide.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problems to fix:</source>
        <translation>Problèmes à corriger&#xa0;:</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In the variant file: %1</source>
        <translation>Dans le fichier de variante&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play with it</source>
        <translation>Jouer avec</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Test in the Lab</source>
        <translation>Tester dans le Labo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Changed since saving.</source>
        <translation>Modifiée depuis l&apos;enregistrement.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved as %1. It is now in New game and in the Lab.</source>
        <translation>Enregistrée sous %1. Elle figure maintenant dans Nouvelle partie et dans le Labo.</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantForm.qml" line="+33"/>
        <location line="+13"/>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+3"/>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+3"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name and description are the English texts; the file&apos;s translations (%1) are saved as they are.</source>
        <translation>Le nom et la description sont les textes anglais ; les traductions du fichier (%1) sont enregistrées telles quelles.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pitch and game</source>
        <translation>Terrain et partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Files</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Ranks</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Star Player goals</source>
        <translation>Buts de la Star</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <location filename="../app/models/variantchoices.cpp" line="-22"/>
        <source>Random deal</source>
        <translation>Donne aléatoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed</source>
        <translation>Fixe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each side arranges</source>
        <translation>Chaque camp place</translation>
    </message>
    <message>
        <location filename="../qml/panels/VariantForm.qml" line="+6"/>
        <location line="+3"/>
        <source>Blocked side</source>
        <translation>Camp bloqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ends the game</source>
        <translation>Termine la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First Team Debut Moves</source>
        <translation>Coups d&apos;entrée en équipe première</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Substitutions</source>
        <translation>Remplacements</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fixed setup: each side&apos;s Youth Counters in starting-square order, then the Substitute</source>
        <translation>Mise en place fixe&#xa0;: les Espoirs de chaque camp dans l&apos;ordre des cases de départ, puis le Remplaçant</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Substitute</source>
        <translation>Remplaçant</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each number: what capturing it does, how it steps as a First Teamer, and its Debut Move.</source>
        <translation>Pour chaque numéro&#xa0;: l&apos;effet de sa capture, son déplacement comme Titulaire et son coup d&apos;entrée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each number</source>
        <translation>Chaque numéro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>Captured</source>
        <translation>Capturé</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+32"/>
        <source>Steps</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+46"/>
        <source>Debut Move</source>
        <translation>Coup d&apos;entrée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Clocks (for people; 0 = none)</source>
        <translation>Horloges (pour les humains&#xa0;; 0 = aucune)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+8"/>
        <source>Seconds a move</source>
        <translation>Secondes par coup</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+3"/>
        <location line="+15"/>
        <location line="+3"/>
        <source>When it runs out</source>
        <translation>Quand le temps est écoulé</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+3"/>
        <location line="+8"/>
        <source>Minutes a game</source>
        <translation>Minutes par partie</translation>
    </message>
    <message>
        <location filename="../qml/rooms/VariantEditorView.qml" line="+13"/>
        <source>Open a variant to edit</source>
        <translation>Ouvrir une variante à modifier</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <location line="+8"/>
        <source>GOALSCORER variants (*.json)</source>
        <translation>Variantes GOALSCORER (*.json)</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+6"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Import a variant into your collection</source>
        <translation>Importer une variante dans votre collection</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export the variant</source>
        <translation>Exporter la variante</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Discard your changes?</source>
        <translation>Abandonner vos modifications&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The variant in the form has changes that are not saved. Replace it and lose them?</source>
        <translation>La variante du formulaire a des modifications non enregistrées. La remplacer et les perdre&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replace your variant?</source>
        <translation>Remplacer votre variante&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You already have a variant with the id “%1”. Replace it?</source>
        <translation>Vous avez déjà une variante avec l&apos;id «&#xa0;%1&#xa0;». La remplacer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../qml/dialogs/WelcomeDialog.qml" line="+12"/>
        <source>Welcome to GOALSCORER</source>
        <translation>Bienvenue dans GOALSCORER</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A football strategy board game for two. Each side&apos;s counters hide who they are until a capture reveals them; the counters captured decide Goals, Penalties and Offsides, and the hidden Star Player is worth two goals.</source>
        <translation>Un jeu de stratégie de football pour deux. Les pions de chaque camp cachent leur identité jusqu’à ce qu’une prise la révèle ; les pions pris décident des buts, des penaltys et des hors-jeu, et la Star cachée vaut deux buts.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learn the rules (3 minutes)</source>
        <translation>Apprendre les règles (3 minutes)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play against the computer</source>
        <translation>Jouer contre l’ordinateur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game record, a tutorial or a position someone sent you. This welcome is in the Help menu whenever you want it again.</source>
        <translation>Un fichier de partie, un tutoriel ou une position qu’on vous a envoyés. Cet accueil reste dans le menu Aide quand vous voulez le revoir.</translation>
    </message>
</context>
<context>
    <name>remotelink</name>
    <message>
        <location filename="../app/remote/remotelinks.cpp" line="+49"/>
        <source>The invite is too long to be one.</source>
        <translation>L’invitation est trop longue pour en être une.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not an invite: it must start with &quot;goalscorer:join/&quot;.</source>
        <translation>Ce n’est pas une invitation&#xa0;: elle doit commencer par «&#xa0;goalscorer:join/&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The invite is damaged: it must be goalscorer:join/&lt;address&gt;:&lt;port&gt;/&lt;key of 32 hex digits&gt;.</source>
        <translation>L’invitation est endommagée&#xa0;: elle doit être de la forme goalscorer:join/&lt;adresse&gt;:&lt;port&gt;/&lt;clé de 32 chiffres hexadécimaux&gt;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The invite&apos;s port %1 is not 1 to 65535.</source>
        <translation>Le port %1 de l’invitation n’est pas compris entre 1 et 65535.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The move link is too long (%1 characters; one has at most %2).</source>
        <translation>Le lien de coup est trop long (%1 caractères&#xa0;; un tel lien en a au plus %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a move link: it must start with &quot;goalscorer:turn/&quot;.</source>
        <translation>Ce n’est pas un lien de coup&#xa0;: il doit commencer par «&#xa0;goalscorer:turn/&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link is damaged: it holds characters a move link does not.</source>
        <translation>Le lien de coup est endommagé&#xa0;: il contient des caractères qu’un lien de coup ne contient pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link is damaged: it cannot be decoded.</source>
        <translation>Le lien de coup est endommagé&#xa0;: il ne peut pas être décodé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The move link unpacks to more than a move link holds.</source>
        <translation>Une fois décompressé, le lien de coup dépasse ce qu’un lien de coup peut contenir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link is damaged: it does not unpack.</source>
        <translation>Le lien de coup est endommagé&#xa0;: il ne se décompresse pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move link is damaged: it holds no list of messages.</source>
        <translation>Le lien de coup est endommagé&#xa0;: il ne contient pas de liste de messages.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move link holds %1 messages; one holds 1 to %2.</source>
        <translation>Le lien de coup contient %1 messages&#xa0;; un tel lien en contient de 1 à %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move link is damaged: an entry is not a message.</source>
        <translation>Le lien de coup est endommagé&#xa0;: une entrée n’est pas un message.</translation>
    </message>
</context>
<context>
    <name>sharing</name>
    <message>
        <location filename="../app/sharing/diagrampainter.cpp" line="+304"/>
        <source>White %1 – %2 Black</source>
        <translation>Blanc %1 – %2 Noir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game over · White wins</source>
        <translation>Fin de partie · Blanc gagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over · Black wins</source>
        <translation>Fin de partie · Noir gagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over · a draw</source>
        <translation>Fin de partie · match nul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White to move</source>
        <translation>Blanc au trait</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation>Noir au trait</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Substitutes: White %1 · Black %2</source>
        <translation>Remplaçants : Blanc %1 · Noir %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shirt: First Teamer · ★ Star Player · plain disc: hidden · gold ring: revealed</source>
        <translation>Maillot : Titulaire · ★ Star · disque uni : caché · anneau doré : dévoilé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lighter rows: the Goalkeeper&apos;s Areas and the Midfield Area</source>
        <translation>Rangées plus claires : les surfaces du gardien et la zone du milieu</translation>
    </message>
    <message>
        <location filename="../app/sharing/sharelink.cpp" line="+50"/>
        <source>The link is too long (%1 characters; a GOALSCORER link has at most %2).</source>
        <translation>Le lien est trop long (%1 caractères ; un lien GOALSCORER en a au plus %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a GOALSCORER link: it must start with &quot;goalscorer:&quot;.</source>
        <translation>Ce n’est pas un lien GOALSCORER : il doit commencer par « goalscorer: ».</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The link is for &quot;%1&quot;; GOALSCORER links hold a position or a record.</source>
        <translation>Le lien concerne « %1 » ; les liens GOALSCORER contiennent une position ou un fichier de partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link holds characters a link cannot hold (spaces or controls); it may have been cut or altered.</source>
        <translation>Le lien contient des caractères qu’un lien ne peut pas contenir (espaces ou caractères de contrôle) ; il a peut-être été coupé ou modifié.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link&apos;s percent-encoding is broken (a % not followed by two hexadecimal digits); it may have been cut or altered.</source>
        <translation>L’encodage en pourcentage du lien est abîmé (un % qui n’est pas suivi de deux chiffres hexadécimaux) ; il a peut-être été coupé ou modifié.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The link&apos;s content is not valid UTF-8 text.</source>
        <translation>Le contenu du lien n’est pas un texte UTF-8 valide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link holds no position or record.</source>
        <translation>Le lien ne contient ni position ni fichier de partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s position is too long (%1 bytes; a position has at most %2).</source>
        <translation>La position du lien est trop longue (%1 octets ; une position en a au plus %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link holds a control character (U+%1), so it was not opened.</source>
        <translation>Le lien contient un caractère de contrôle (U+%1) ; il n’a donc pas été ouvert.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This link holds a game, not a position.</source>
        <translation>Ce lien contient une partie, pas une position.</translation>
    </message>
    <message>
        <location filename="../app/sharing/filekind.cpp" line="+47"/>
        <source>%1: no such file.</source>
        <translation>%1 : fichier introuvable.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot be read (%2).</source>
        <translation>%1 : illisible (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: not a file GOALSCORER opens (positions .gpn, game records .gsr, tutorials and variants .json).</source>
        <translation>%1 : ce n’est pas un fichier que GOALSCORER ouvre (positions .gpn, fichiers de partie .gsr, tutoriels et variantes .json).</translation>
    </message>
    <message>
        <location filename="../app/sharing/tutorialpage.cpp" line="+94"/>
        <source>Step %1: the exercise</source>
        <translation>Étape %1&#xa0;: l&apos;exercice</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Made with GOALSCORER. Keys: → next step, ← previous step. In an exercise, click a counter, then the square it moves to.</source>
        <translation>Fait avec GOALSCORER. Touches&#xa0;: → étape suivante, ← étape précédente. Dans un exercice, cliquez sur un pion, puis sur la case où il va.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: the folder cannot be made.</source>
        <translation>%1&#xa0;: le dossier ne peut pas être créé.</translation>
    </message>
    <message>
        <location filename="../app/sharing/labreportpage.cpp" line="+254"/>
        <source>Lab report: %1 against %2</source>
        <translation>Rapport du Labo : %1 contre %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lab report: %1</source>
        <translation>Rapport du Labo : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2, %3 games, seed %4</source>
        <translation>%1 contre %2, %3 parties, graine %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+111"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+2"/>
        <source>What was run</source>
        <translation>Ce qui a été joué</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+2"/>
        <source>The numbers</source>
        <translation>Les chiffres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Intervals are 95%: with more games they narrow. ● marks a difference unlikely to be chance (p &lt; 0.05).</source>
        <translation>Les intervalles sont à 95&#xa0;% : avec plus de parties, ils se resserrent. ● marque une différence peu probablement due au hasard (p &lt; 0,05).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To play it again</source>
        <translation>Pour le rejouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the report&apos;s JSON below as a file and run: goalscorer-cli lab --rerun FILE. It plays the same games with these variant files and writes the same report.</source>
        <translation>Enregistrez le JSON du rapport ci-dessous dans un fichier et lancez : goalscorer-cli lab --rerun FICHIER. Il joue les mêmes parties avec ces fichiers de variante et écrit le même rapport.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/sharing/sweepreportpage.cpp" line="+7"/>
        <source>Made with %1.</source>
        <translation>Fait avec %1.</translation>
    </message>
    <message>
        <location filename="../app/sharing/sweepreportpage.cpp" line="-41"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setting</source>
        <translation>Réglage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games at each value</source>
        <translation>Parties par valeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The report as JSON</source>
        <translation>Le rapport en JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lab sweep: %1, %2 from %3 to %4</source>
        <translation>Balayage du Labo&#xa0;: %1, %2 de %3 à %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2, %3 games at each value, the same deals at every value</source>
        <translation>%1 contre %2, %3 parties par valeur, les mêmes donnes à chaque valeur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each cell: the estimate and its 95% interval; – where no game was won.</source>
        <translation>Chaque case&#xa0;: l’estimation et son intervalle à 95&#xa0;%&#xa0;; – là où aucune partie n’a été gagnée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The report</source>
        <translation>Le rapport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open results… in the Lab reads this JSON back as a file.</source>
        <translation>«&#xa0;Ouvrir des résultats…&#xa0;» dans le Labo relit ce JSON depuis un fichier.</translation>
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
        <translation>%1%2 points (%3 à %4)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1%2 (%3 to %4)</source>
        <translation>%1%2 (%3 à %4)</translation>
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
        <translation>Comparée à</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 per variant</source>
        <translation>%1 par variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 minus %2 (95% interval)</source>
        <translation>%1 moins %2 (intervalle à 95&#xa0;%)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>White wins</source>
        <translation>Victoires de Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black wins</source>
        <translation>Victoires de Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s score</source>
        <translation>Score de Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goals, White</source>
        <translation>Buts, Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goals, Black</source>
        <translation>Buts, Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties a game</source>
        <translation>penaltys par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsides a game</source>
        <translation>hors-jeu par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Promotions a game</source>
        <translation>Promotions par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Substitutions a game</source>
        <translation>Remplacements par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead changes a game</source>
        <translation>Changements de meneur par partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games the Star Player decides</source>
        <translation>Parties décidées par la Star</translation>
    </message>
    <message>
        <location line="+103"/>
        <location line="+2"/>
        <source>The variant file of %1</source>
        <translation>Le fichier de variante de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The report as JSON</source>
        <translation>Le rapport en JSON</translation>
    </message>
</context>
</TS>
