// The position editor: a pitch to build positions on (stamp counters from a palette, drag,
// remove), the position's other fields, undo/redo, live validation (NOTATION.md "A valid
// position"), the GPN kept in sync, previews of what each side sees, the legal moves, and
// position files (.gpn: one GPN line). The edits themselves are pitchedits.h's (the pitch)
// and positionfields.h's (the form), the verdict positioncheck.h's, the text in and out
// positiontext.h's and the files positionfiles.h's.
#pragma once

#include "editorstatus.h"
#include "edithistory.h"
#include "pitchcontroller.h"
#include "positioncheck.h"
#include "positionfields.h"
#include "positionfiles.h"
#include "positiontext.h"

#include "notation.h"
#include "state.h"

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

class PositionEditor : public PitchController {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EditorStatus* status READ status CONSTANT)  // the verdict on the position, and what follows from it
    // The palette tool: a counter ("w7", "bs", "wx", "w9+", "b4!"), "trash", or "" (pick and move).
    Q_PROPERTY(QString tool READ tool WRITE setTool NOTIFY toolChanged)
    Q_PROPERTY(QString sideToAct READ sideToAct WRITE setSideToAct NOTIFY sideToActChanged)  // "white"/"black"
    Q_PROPERTY(QString phase READ phase WRITE setPhase NOTIFY phaseChanged)  // GPN phase text
    Q_PROPERTY(int turn READ turn WRITE setTurn NOTIFY turnChanged)
    Q_PROPERTY(int whiteScore READ whiteScore WRITE setWhiteScore NOTIFY whiteScoreChanged)
    Q_PROPERTY(int blackScore READ blackScore WRITE setBlackScore NOTIFY blackScoreChanged)
    Q_PROPERTY(QString whiteSubstitute READ whiteSubstitute WRITE setWhiteSubstitute NOTIFY whiteSubstituteChanged)  // "7", "x", "-"
    Q_PROPERTY(QString blackSubstitute READ blackSubstitute WRITE setBlackSubstitute NOTIFY blackSubstituteChanged)
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY variantChanged)  // id
    Q_PROPERTY(QStringList variantIds READ variantIds CONSTANT)
    Q_PROPERTY(bool flipped READ flipped WRITE setFlipped NOTIFY flippedChanged)
    Q_PROPERTY(QString preview READ preview WRITE setPreview NOTIFY previewChanged)  // "", "white", "black"
    Q_PROPERTY(QString defaultFolder READ defaultFolder CONSTANT)  // Documents/GOALSCORER as a URL

public:
    explicit PositionEditor(QObject* parent = nullptr);

    // Pitch input: with a counter tool, click stamps it; with "trash", click removes; with no
    // tool, click picks a counter and a click on an empty square moves it there (a click on
    // another counter picks that one instead).
    // The pitch's problem squares are those validation names; its arrow is the analysed move.
    Q_INVOKABLE void clickSquare(int index) override;
    Q_INVOKABLE void secondaryClick(int index) override;  // right-click: remove
    Q_INVOKABLE void dropOffPitch(int index) override { secondaryClick(index); }  // dragged off the pitch: remove
    Q_INVOKABLE void placeAt(int index, const QString& token);  // dropped from the palette
    Q_INVOKABLE void moveCounter(int from, int to) override;  // dragged on the pitch; replaces what stood on `to`
    Q_INVOKABLE void toggleFirstTeamer();  // of the picked counter
    Q_INVOKABLE void toggleRevealed();

    Q_INVOKABLE void clear();
    Q_INVOKABLE void classicStart(const QString& seedText);  // dealt as a new game would be; "" = random
    Q_INVOKABLE void undo() { goBackOrForth(history_.undo(pos_)); }
    // True once the position has been edited (there is something to undo): opening a link
    // over it asks first.
    Q_INVOKABLE bool hasEdits() const { return history_.canUndo(); }
    Q_INVOKABLE void redo() { goBackOrForth(history_.redo(pos_)); }
    // Loads a GPN line (the text field, a paste): false and gpnError if its syntax is wrong;
    // a well-formed but invalid position loads and lists its problems.
    Q_INVOKABLE bool setGpnText(const QString& text);
    Q_INVOKABLE void copyGpn() const { PositionText::copy(gpn()); }
    Q_INVOKABLE bool pasteGpn();
    Q_INVOKABLE void analyse(const QString& move);  // shows the move as an arrow; "" clears

    // Position files: one GPN line. Errors go to error() and change nothing.
    Q_INVOKABLE bool save(const QUrl& file);
    Q_INVOKABLE bool open(const QUrl& file);

    EditorStatus* status() { return &status_; }
    bool valid() const { return check_.valid(); }
    QString tool() const { return tool_; }
    void setTool(const QString& t);
    QString sideToAct() const { return pos_.toAct() == gs::Side::White ? "white" : "black"; }
    void setSideToAct(const QString& side) { editIf(positionfields::withSideToAct(pos_, side == "black" ? gs::Side::Black : gs::Side::White)); }
    QString phase() const { return positionfields::phase(pos_); }
    void setPhase(const QString& text) { editIf(positionfields::withPhase(pos_, text)); }
    int turn() const { return pos_.turn(); }
    void setTurn(int t) { editIf(positionfields::withTurn(pos_, t)); }
    int whiteScore() const { return pos_.score(gs::Side::White); }
    int blackScore() const { return pos_.score(gs::Side::Black); }
    void setWhiteScore(int g) { setScore(gs::Side::White, g); }
    void setBlackScore(int g) { setScore(gs::Side::Black, g); }
    QString whiteSubstitute() const { return positionfields::substitute(pos_, gs::Side::White); }
    QString blackSubstitute() const { return positionfields::substitute(pos_, gs::Side::Black); }
    void setWhiteSubstitute(const QString& t) { setSubstitute(gs::Side::White, t); }
    void setBlackSubstitute(const QString& t) { setSubstitute(gs::Side::Black, t); }
    QString variant() const { return QString::fromStdString(pos_.rules().id()); }
    void setVariant(const QString& id);
    QStringList variantIds() const;
    // The palette for variant `id` (positionfields::paletteTokens); QML binds it to `variant`.
    Q_INVOKABLE QStringList paletteTokens(const QString& id) const;
    bool flipped() const { return flipped_; }
    void setFlipped(bool on);
    QString preview() const { return preview_; }
    void setPreview(const QString& side);
    QString defaultFolder() const { return PositionFiles::defaultFolder(); }

    // The settled position to play from; nullopt if invalid.
    std::optional<gs::State> playable() const { return check_.playable(); }

signals:
    void toolChanged();
    void sideToActChanged();
    void phaseChanged();
    void turnChanged();
    void whiteScoreChanged();
    void blackScoreChanged();
    void whiteSubstituteChanged();
    void blackSubstituteChanged();
    void variantChanged();
    void flippedChanged();
    void previewChanged();
    void error(const QString& message);

private:
    void edit(const gs::State& next);  // records undo, then shows
    void editIf(const std::optional<gs::State>& next) { if (next) edit(*next); }  // a field's edit, if it made one
    void setScore(gs::Side s, int goals) { editIf(positionfields::withScore(pos_, s, goals)); }
    void setSubstitute(gs::Side s, const QString& text) { editIf(positionfields::withSubstitute(pos_, s, text)); }
    void refresh();  // after every change: validation, the board, then publish()
    void publish();  // the values QML reads, each signalled only when it changed
    void goBackOrForth(std::optional<gs::State> to);  // undo/redo: that position, if any
    QString gpn() const { return QString::fromStdString(gs::formatGpn(pos_)); }
    // The position as the preview shows it: everything, or what one side sees.
    gs::State shown() const { return preview_.isEmpty() ? pos_ : pos_.view(preview_ == "black" ? gs::Side::Black : gs::Side::White); }

    gs::State pos_;
    PositionCheck check_;  // the verdict on pos_, kept by refresh()
    EditHistory<gs::State> history_{200};
    QString tool_;
    int selected_ = -1;
    bool flipped_ = false;
    QString preview_;
    QString gpnError_;
    QString analysed_;
    EditorStatus status_;
    // The editable fields as last published, so each signals only when it changed.
    struct Fields {
        QString tool, sideToAct, phase, whiteSubstitute, blackSubstitute, variant, preview;
        int turn = -1, whiteScore = -1, blackScore = -1;
        bool flipped = false;
    } published_;
};

