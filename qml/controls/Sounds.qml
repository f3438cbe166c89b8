// The game's sound effects (resources/sounds, made by scripts/make_sounds.py), played when
// Settings.sound is on: a move, a capture, a goal, the whistle for a Penalty or an Offside,
// and the final whistle. GameSession.sound() says which one a move deserves. The effects
// (and the audio device) are loaded only while sound is on.
import QtQuick
import QtMultimedia
import Goalscorer

Item {
    id: sounds
    // The last effect played and how many have been, for the tests (which cannot hear).
    property string lastPlayed: ""
    property int played: 0

    function play(effect) {
        if (!Settings.sound || !loader.item)
            return;
        const e = loader.item.effects[effect];
        if (!e)
            return;
        e.play();
        lastPlayed = effect;
        ++played;
    }

    Loader {
        id: loader
        active: Settings.sound
        sourceComponent: QtObject {
            readonly property var effects: ({move: move, capture: capture, goal: goal, whistle: whistle, final: finalWhistle})
            readonly property SoundEffect move: SoundEffect { source: "qrc:/sounds/move.wav"; volume: 0.6 }
            readonly property SoundEffect capture: SoundEffect { source: "qrc:/sounds/capture.wav"; volume: 0.7 }
            readonly property SoundEffect goal: SoundEffect { source: "qrc:/sounds/goal.wav"; volume: 0.7 }
            readonly property SoundEffect whistle: SoundEffect { source: "qrc:/sounds/whistle.wav"; volume: 0.6 }
            readonly property SoundEffect finalWhistle: SoundEffect { source: "qrc:/sounds/final.wav"; volume: 0.6 }
        }
    }
}
