// Tutorial files (resources/tutorials/*.json, user-made ones in the user's data folder):
// a start position and steps of moves, captions, highlights, arrows and exercises.
// Read with Qt's JSON parser; every error names the file, the field and the problem.
#pragma once

#include "../notation.h"

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <stdexcept>

namespace gs {

// A tutorial file that cannot be used. what() reads "<file>: <field>: <problem>", e.g.
// "penalty.json: steps[2].moves[0]: e4e6 is not legal here: a First Teamer moves one square".
struct TutorialError : std::runtime_error {
    QString file, field, problem;
    TutorialError(const QString& f, const QString& fld, const QString& p)
        : std::runtime_error((f + ": " + (fld.isEmpty() ? QString() : fld + ": ") + p).toStdString()),
          file(f), field(fld), problem(p) {}
};

struct TutorialArrow {
    QString from, to;  // square names, e.g. "e4" -> "f5"
};

// Another right answer to an exercise (its `accept` list): the move, and what to say when the
// learner plays it ("" for the player's own words).
struct TutorialAnswer {
    QString move;
    QString feedback;
    QMap<QString, QString> feedbackIn;  // the feedback in other languages
};

// What a tutorial file may hold at most: steps, and marked squares or arrows in one step.
// The shipped tutorials use 6 steps and 15 marks at most; a page draws a pitch per step.
constexpr int kMaxTutorialSteps = 200;
constexpr int kMaxTutorialMarks = 64;

// One step. Entering a plain step plays its `moves` and shows `caption`. An exercise step
// first shows `prompt` on the position before its moves; the learner must find moves[0] or a
// move of `alsoRight`; a wrong move shows `feedback`. Once found, the step's moves play (from
// moves[0]: the tutorial goes on along its own line) and `caption` shows.
struct TutorialStep {
    QStringList moves;            // move text (NOTATION.md), played in order; may be empty
    QString caption;
    QStringList highlight;        // squares to mark
    QVector<TutorialArrow> arrows;
    bool exercise = false;
    QString prompt, feedback, hint;  // exercise texts; feedback and hint may be empty
    QVector<TutorialAnswer> alsoRight;  // an exercise's other right answers, each legal and unlike moves[0]
    // The texts above in other languages, by field ("caption", "prompt", "feedback", "hint"),
    // then language code ("de"); the fields themselves hold the English.
    QMap<QString, QMap<QString, QString>> textsIn;
};

struct Tutorial {
    QString id;          // [a-z0-9-]+, unique; progress is remembered under it
    QString title, summary;  // in English
    QMap<QString, QString> titleIn, summaryIn;  // in other languages: code ("de") -> text
    int order = 1000;    // position in the chapter list (ascending)
    Side viewer = Side::White;  // whose eyes the learner watches with (RULES.md §7)
    QString start;       // GPN; `x` identities are dealt with `seed`
    quint64 seed = 1;
    QVector<TutorialStep> steps;  // at least one
};

// Reads a tutorial document: checks fields, types, squares on the pitch and the start GPN
// (not yet the moves: see replayTutorial). Throws TutorialError.
Tutorial tutorialFromJson(const QByteArray& json, const QString& fileName, const VariantLookup& lookup);
// The document written by the app's "Record tutorial"; tutorialFromJson reads it back.
QJsonObject tutorialToJson(const Tutorial& t);

// Reads, checks and replays a tutorial file (a path, or a ":/tutorials/..." resource); the
// replayed states go to `states` if given. Messages name the file by its name. Throws TutorialError.
Tutorial readTutorialFile(const QString& path, const VariantLookup& lookup, QVector<State>* states = nullptr);

// The start position of a tutorial as a full state (unknown identities dealt with its seed).
// Throws TutorialError (field "start").
State tutorialStart(const Tutorial& t, const VariantLookup& lookup, const QString& fileName);

// Plays a tutorial through. Element i is the state before step i's moves; the last element is
// the final state (so size = steps + 1). Throws TutorialError naming the first step whose
// moves are illegal or whose exercise has no answer, e.g. "steps[3].moves[0]".
QVector<State> replayTutorial(const Tutorial& t, const VariantLookup& lookup, const QString& fileName);

}  // namespace gs
