// The position editor: a pitch to build positions on (stamp counters from a palette, drag,
// remove), the position's other fields, undo/redo, live validation (NOTATION.md "A valid
// position"), the GPN kept in sync, previews of what each side sees, the legal moves, and
// position files (.gpn: one GPN line).
#pragma once

#include "pitchcontroller.h"

#include "state.h"
#include "validity.h"

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

class PositionEditor : public PitchController {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString gpn READ gpn NOTIFY changed)              // the position as edited, one line
    Q_PROPERTY(QString gpnError READ gpnError NOTIFY changed)    // why the last typed GPN was refused
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    Q_PROPERTY(QVariantList problems READ problems NOTIFY changed)  // [{field, message, square}]
    // For a valid position that cannot be played on (the game is over as it stands, e.g. an
    // empty pitch: the side to act cannot move), why; "" otherwise.
    Q_PROPERTY(QString overAtOnce READ overAtOnce NOTIFY changed)
    // The palette tool: a counter ("w7", "bs", "wx", "w9+", "b4!"), "trash", or "" (pick and move).
    Q_PROPERTY(QString tool READ tool WRITE setTool NOTIFY changed)
    Q_PROPERTY(int selected READ selected NOTIFY changed)        // square of the picked counter, -1 none
    Q_PROPERTY(QString selectedCounter READ selectedCounter NOTIFY changed)  // its GPN token
    Q_PROPERTY(QString selectedDescription READ selectedDescription NOTIFY changed)  // "White 1, First Teamer, on d5"
    Q_PROPERTY(QString sideToAct READ sideToAct WRITE setSideToAct NOTIFY changed)  // "white"/"black"
    Q_PROPERTY(QString phase READ phase WRITE setPhase NOTIFY changed)  // GPN phase text
    Q_PROPERTY(QStringList phaseChoices READ phaseChoices NOTIFY changed)
    Q_PROPERTY(int turn READ turn WRITE setTurn NOTIFY changed)
    Q_PROPERTY(int whiteScore READ whiteScore WRITE setWhiteScore NOTIFY changed)
    Q_PROPERTY(int blackScore READ blackScore WRITE setBlackScore NOTIFY changed)
    Q_PROPERTY(QString whiteSubstitute READ whiteSubstitute WRITE setWhiteSubstitute NOTIFY changed)  // "7", "x", "-"
    Q_PROPERTY(QString blackSubstitute READ blackSubstitute WRITE setBlackSubstitute NOTIFY changed)
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY changed)  // id
    Q_PROPERTY(QStringList variantIds READ variantIds CONSTANT)
    Q_PROPERTY(int turnLimit READ turnLimit NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    Q_PROPERTY(bool flipped READ flipped WRITE setFlipped NOTIFY changed)
    Q_PROPERTY(QString preview READ preview WRITE setPreview NOTIFY changed)  // "", "white", "black"
    Q_PROPERTY(QString previewGpn READ previewGpn NOTIFY changed)  // the view being previewed
    Q_PROPERTY(QStringList legalMoves READ legalMoves NOTIFY changed)  // Analyse: move texts, sorted
    Q_PROPERTY(QString defaultFolder READ defaultFolder CONSTANT)  // Documents/GOALSCORER as a URL

public:
    explicit PositionEditor(QObject* parent = nullptr);

    // Pitch input: with a counter tool, click stamps it; with "trash", click removes; with no
    // tool, click picks a counter and a click on an empty square moves it there (a click on
    // another counter picks that one instead).
    // The pitch's problem squares are those validation names; its arrow is the analysed move.
    Q_INVOKABLE void clickSquare(int index) override;
    Q_INVOKABLE void secondaryClick(int index) override;  // right-click: remove
    Q_INVOKABLE void dropOffPitch(int index) override;    // dragged off the pitch: remove
    Q_INVOKABLE void placeAt(int index, const QString& token);  // dropped from the palette
    Q_INVOKABLE void moveCounter(int from, int to) override;  // dragged on the pitch; replaces what stood on `to`
    Q_INVOKABLE void toggleFirstTeamer();  // of the picked counter
    Q_INVOKABLE void toggleRevealed();

    Q_INVOKABLE void clear();
    Q_INVOKABLE void classicStart(const QString& seedText);  // dealt as a new game would be; "" = random
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // Loads a GPN line (the text field, a paste): false and gpnError if its syntax is wrong;
    // a well-formed but invalid position loads and lists its problems.
    Q_INVOKABLE bool setGpnText(const QString& text);
    Q_INVOKABLE void copyGpn() const;
    Q_INVOKABLE bool pasteGpn();
    Q_INVOKABLE void analyse(const QString& move);  // shows the move as an arrow; "" clears

    // Position files: one GPN line. Errors go to error() and change nothing.
    Q_INVOKABLE bool save(const QUrl& file);
    Q_INVOKABLE bool open(const QUrl& file);

    QString gpn() const;
    QString gpnError() const { return gpnError_; }
    bool valid() const;
    QVariantList problems() const;
    QString overAtOnce() const;
    QString tool() const { return tool_; }
    void setTool(const QString& t);
    int selected() const { return selected_; }
    QString selectedCounter() const;
    QString selectedDescription() const;
    QString sideToAct() const { return pos_.toAct() == gs::Side::White ? "white" : "black"; }
    void setSideToAct(const QString& side);
    QString phase() const;
    void setPhase(const QString& text);
    QStringList phaseChoices() const;
    int turn() const { return pos_.turn(); }
    void setTurn(int t);
    int whiteScore() const { return pos_.score(gs::Side::White); }
    int blackScore() const { return pos_.score(gs::Side::Black); }
    void setWhiteScore(int g) { setScore(gs::Side::White, g); }
    void setBlackScore(int g) { setScore(gs::Side::Black, g); }
    QString whiteSubstitute() const { return substituteText(gs::Side::White); }
    QString blackSubstitute() const { return substituteText(gs::Side::Black); }
    void setWhiteSubstitute(const QString& t) { setSubstitute(gs::Side::White, t); }
    void setBlackSubstitute(const QString& t) { setSubstitute(gs::Side::Black, t); }
    QString variant() const { return QString::fromStdString(pos_.rules().id()); }
    void setVariant(const QString& id);
    QStringList variantIds() const;
    int turnLimit() const { return pos_.rules().variant().turnLimit; }
    bool canUndo() const { return !undo_.empty(); }
    bool canRedo() const { return !redo_.empty(); }
    bool flipped() const { return flipped_; }
    void setFlipped(bool on);
    QString preview() const { return preview_; }
    void setPreview(const QString& side);
    QString previewGpn() const;
    QStringList legalMoves() const;
    QString defaultFolder() const;

    // The settled position to play from; nullopt if invalid.
    std::optional<gs::State> playable() const;

signals:
    void changed();
    void error(const QString& message);

private:
    void edit(const gs::State& next);  // records undo, then shows
    void setScore(gs::Side s, int goals);
    void setPickedFlags(bool firstTeamer, bool revealed);  // of the counter on selected_
    void setSubstitute(gs::Side s, const QString& text);
    QString substituteText(gs::Side s) const;
    void refresh();

    gs::State pos_;
    std::vector<gs::PositionProblem> problems_;  // checkPosition(pos_), kept by refresh()
    std::vector<gs::State> undo_, redo_;
    QString tool_;
    int selected_ = -1;
    bool flipped_ = false;
    QString preview_;
    QString gpnError_;
    QString analysed_;
};

// A counter from its GPN token ("w7", "bs!", "b9+", "wx"); nullopt if malformed.
std::optional<gs::Cell> cellFromToken(const QString& token);
