// For tst_hostile.qml: writes the hostile corpus (tests/data/hostile) as real files, serves
// as the web server a hostile file would call, and reads back every text item on screen.
#pragma once

#include <QObject>
#include <QTcpServer>
#include <QVariantList>
#include <QVariantMap>

class QQuickItem;

class HostileFiles : public QObject {
    Q_OBJECT
    Q_PROPERTY(int port READ port CONSTANT)  // the local server's, in the corpus's URLs

public:
    explicit HostileFiles(QObject* parent = nullptr);
    int port() const { return server_.serverPort(); }

    // The corpus's values as write(folder) wrote them: [{name, marker, shown, text}] (text: the
    // value as QML can hold it).
    Q_INVOKABLE QVariantList values(const QString& folder) const;
    // Writes a file per value and text field of each template into `folder`/variants,
    // /tutorials and /records, a position and a Lab results file per value (/positions,
    // /results), and a record, position and results file whose names hold markup. Returns
    // {variants, tutorials, records, positions, results: [{path, id, field, value (index)}]}.
    Q_INVOKABLE QVariantMap write(const QString& folder) const;
    // Every text item in `item`'s window (Text, Label and the controls' own, popups and hidden
    // items included) whose text holds a corpus marker: [{marker, text, plain}], `plain` when
    // its textFormat is Text.PlainText.
    Q_INVOKABLE QVariantList textsWithMarkers(QQuickItem* item) const;
    // Connections the server has seen; requests the app's engine refused (OfflineNetwork).
    Q_INVOKABLE int connections() const { return connections_; }
    Q_INVOKABLE int refused() const;
    // A request made without the app's refusal reaches the server and is counted: proof that
    // connections() would see a request that left.
    Q_INVOKABLE bool plainRequestIsSeen();

private:
    QTcpServer server_;
    int connections_ = 0;
};
