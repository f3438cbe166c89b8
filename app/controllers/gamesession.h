// The Play room's game: a GameController (the game being played) with how games start (new,
// a rematch, from a position) and where they are kept (records, the autosave). QML makes one
// per window.
//
// The parts it leans on: GameOptions (checking how a game starts), GameFiles and
// gamestorage (records and the autosave), strengths (the computer's levels).
#pragma once

#include "gamecontroller.h"
#include "gamefiles.h"
#include "gameoptions.h"

#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameSession : public GameController {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(GameFiles* files READ files CONSTANT)  // the autosave and its path
    Q_PROPERTY(QVariantList strengths READ strengths NOTIFY languageChanged)  // [{name, label (translated), spec, description}]

public:
    explicit GameSession(QObject* parent = nullptr);

    // Options: variant (id), opponent ("computer" or "human"), side ("white"/"black", the
    // human's side against the computer), strength (a name from `strengths`), seed (text;
    // empty = random). Missing options keep the last game's; before the first game, the
    // strength and variant are the settings' defaults. Returns false and emits error() for a
    // bad option; the current game is then untouched.
    Q_INVOKABLE bool newGame(const QVariantMap& options = {});
    Q_INVOKABLE void rematch();  // the same deal again, or the same position
    // Starts from a GPN (full information, or a view whose unknowns are dealt at random).
    Q_INVOKABLE bool startFromPosition(const QString& gpn, const QVariantMap& options = {});

    // Records (.gsr): the whole game with the tags to resume it. False: error() said why, and
    // the current game and the files are as they were.
    Q_INVOKABLE bool saveRecord(const QUrl& file);
    Q_INVOKABLE bool openRecord(const QUrl& file);
    Q_INVOKABLE bool resumeAutosave();
    // The window is closing: the game under way is saved as it stands, its clocks included
    // (the autosave of its last move gave back the time spent since).
    Q_INVOKABLE void keepForLater();
    Q_INVOKABLE void discardAutosave();

    // The position for the position editor (Editor → Edit the current game's position), as
    // GPN: what the human sees against the computer; with two people at one screen the
    // public view, neither side's hidden identities (the editor keeps it after the hand-over,
    // where the other person could open it); everything once the game is over. "" without a game.
    Q_INVOKABLE QString positionToEdit() const;

    GameFiles* files() { return &files_; }
    QVariantList strengths() const;

signals:
    void languageChanged();  // texts made here are in the new language

private:
    bool begin(const GameOptions::Checked& checked, const QString& how);
    void takeSettingsDefaults();
    QByteArray record(const char* event) const;
    void writeAutosave();
    bool loadRecordText(const QByteArray& text, const QString& where, bool asAutosave);

    QString variantId_ = QStringLiteral("classic");  // the next new game's, unless told
    QString seedText_;                               // the deal's seed as typed, for a rematch
    GameFiles files_;
};
