// What a pitch shows, shared: copied as an image or a goalscorer: link, saved as a PNG or SVG
// diagram, and a finished game saved as one picture per ply. QML gives it the screen's
// PitchController (Play, its review, a tutorial step, the position editor); the picture is
// the position as that pitch shows it (never more than its viewer may see), with the step's
// arrows and marked squares, drawn by app/sharing like `goalscorer-cli diagram`.
#pragma once

#include "pitchcontroller.h"

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class GameController;

class DiagramExporter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(PitchController* controller READ controller WRITE setController NOTIFY controllerChanged)
    Q_PROPERTY(int width READ width WRITE setWidth NOTIFY widthChanged)  // pixels, 64..4096 (default 800)
    // Arrows the room draws over the controller's, [{from, to}] square indices: the analysis's
    // better move in a review.
    Q_PROPERTY(QVariantList extraArrows READ extraArrows WRITE setExtraArrows NOTIFY extraArrowsChanged)
    // Where the save dialogs open: Documents/GOALSCORER as a URL (PositionFiles::defaultFolder).
    Q_PROPERTY(QString defaultFolder READ defaultFolder CONSTANT)

public:
    explicit DiagramExporter(QObject* parent = nullptr) : QObject(parent) {}

    PitchController* controller() const { return controller_; }
    void setController(PitchController* c);
    int width() const { return width_; }
    QVariantList extraArrows() const { return extraArrows_; }
    void setExtraArrows(const QVariantList& arrows);
    QString defaultFolder() const;
    void setWidth(int px);

    // Each returns false, with error(), when the pitch shows no position or the write fails;
    // a save also posts a notice naming the file (Notices).
    Q_INVOKABLE bool copyImage();                    // QClipboard::setImage
    Q_INVOKABLE bool saveDiagram(const QUrl& file);  // .png or .svg by the file's suffix
    Q_INVOKABLE bool copyLink();                     // goalscorer:position/<GPN of what is shown>
    Q_INVOKABLE QString link() const;                // that link; "" before a position
    // A finished game as pictures (ply-000.png, …) in `folder`, "png" or "svg"; refused
    // (error()) while the game goes on, since its start holds hidden identities.
    Q_INVOKABLE bool saveGame(GameController* game, const QUrl& folder, const QString& format);
    // goalscorer:record/<the finished game's record>; refused while the game goes on.
    Q_INVOKABLE bool copyGameLink(GameController* game);

signals:
    void extraArrowsChanged();
    void controllerChanged();
    void widthChanged();
    void copied(const QString& what);  // "image" or "link": the room may say "Copied"
    void error(const QString& message);

private:
    QPointer<PitchController> controller_;
    int width_ = 800;
    QVariantList extraArrows_;
};
