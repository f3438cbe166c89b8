// The event log beside the pitch: one row per sentence, newest last.
#pragma once

#include "eventtext.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class LogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LogModel belongs to a GameSession")

public:
    enum Role { TextRole = Qt::UserRole + 1, SideRole, TurnRole, KindRole };
    Q_ENUM(Role)

    explicit LogModel(QObject* parent = nullptr)
        : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(rows_.size()); }
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // side: "white", "black" or "" (the game itself); kind: "move", "capture", "goal", "end", "info".
    void append(const QString& text, const QString& side, int turn, const QString& kind);
    // The events of one ply, a line each (EventText::hasOwnLine), told to `audience` (as
    // `viewer` for Audience::Side), under the game turn `turn`.
    void appendEvents(const gs::EventList& events, const gs::Rules& rules, gs::Audience audience, gs::Side viewer, int turn);
    void clear();
    QString textAt(int row) const { return rows_.at(size_t(row)).text; }

private:
    struct Row {
        QString text, side;
        int turn;
        QString kind;
    };
    std::vector<Row> rows_;
};
