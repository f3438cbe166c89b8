#include "hostilefiles.h"

#include "offlinenetwork.h"

#include <QDir>
#include <QFileInfo>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTcpSocket>
#include <QTimer>

namespace {

QJsonArray corpus()
{
    QFile f(QStringLiteral(GS_HOSTILE_DIR "/values.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return QJsonDocument::fromJson(f.readAll()).object().value("values").toArray();
}

QByteArray templateText(const QString& name)
{
    QFile f(QStringLiteral(GS_HOSTILE_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

// The value's bytes as UTF-8 (or as the raw bytes of a 'hex' value), placeholders filled.
QByteArray valueBytes(const QJsonObject& v, int port, const QString& dir)
{
    if (v.contains("hex"))
        return QByteArray::fromHex(v.value("hex").toString().toLatin1());
    QString text = v.value("text").toString();
    if (v.contains("repeat"))
        text = v.value("repeat")[0].toString().repeated(v.value("repeat")[1].toInt());
    return text.replace("@PORT@", QString::number(port)).replace("@DIR@", dir).toUtf8();
}

// `bytes` inside a JSON string: escaped as JSON escapes it, raw where it is not UTF-8.
QByteArray jsonEscaped(const QByteArray& bytes)
{
    if (QString::fromUtf8(bytes).toUtf8() != bytes)
        return bytes;  // invalid UTF-8 goes in as it is: the reader must refuse it
    const QByteArray array = QJsonDocument(QJsonArray{QString::fromUtf8(bytes)}).toJson(QJsonDocument::Compact);
    return array.mid(2, array.size() - 4);  // ["..."] -> ...
}

QByteArray recordEscaped(QByteArray bytes)
{
    return bytes.replace("\\", "\\\\").replace("\"", "\\\"");
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

void walk(QQuickItem* item, const QJsonArray& values, QVariantList& out)
{
    if (item->inherits("QQuickText")) {
        const QString text = item->property("text").toString();
        for (const QJsonValue& v : values) {
            const QString marker = v.toObject().value("marker").toString();
            if (text.contains(marker)) {
                out << QVariantMap{{"marker", marker}, {"text", text.left(300)}, {"plain", item->property("textFormat").toInt() == 0}};
                break;
            }
        }
    }
    for (QQuickItem* child : item->childItems())
        walk(child, values, out);
}

}  // namespace

HostileFiles::HostileFiles(QObject* parent)
    : QObject(parent)
{
    if (!server_.listen(QHostAddress::LocalHost))
        qFatal("the hostile test's server cannot listen on 127.0.0.1");
    connect(&server_, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* s = server_.nextPendingConnection()) {
            ++connections_;
            s->close();
            s->deleteLater();
        }
    });
}

int HostileFiles::refused() const { return OfflineNetwork::refusedCount(); }

QVariantList HostileFiles::values(const QString& folder) const
{
    QVariantList out;
    for (const QJsonValue& v : corpus()) {
        const QJsonObject o = v.toObject();
        out << QVariantMap{{"name", o.value("name").toString()}, {"marker", o.value("marker").toString()},
                           {"shown", o.value("shown").toBool()}, {"text", QString::fromUtf8(valueBytes(o, port(), folder))}};
    }
    return out;
}

QVariantMap HostileFiles::write(const QString& folder) const
{
    const QJsonArray values = corpus();
    const auto plain = QByteArray("Plain text");
    const auto kind = [&](const QString& templ, const QStringList& fields, const QString& sub, const QString& ext, bool json) {
        QVariantList files;
        const QByteArray base = templateText(templ);
        for (const QString& field : fields) {
            for (int i = 0; i < values.size(); ++i) {
                const QByteArray value = valueBytes(values[i].toObject(), port(), folder);
                const QString id = QString("hostile-%1-%2-%3").arg(sub.left(1), field.toLower()).arg(i);
                QByteArray text = base;
                text.replace("@ID@", id.toUtf8());
                for (const QString& other : fields)
                    text.replace(("@" + other + "@").toUtf8(), other == field ? (json ? jsonEscaped(value) : recordEscaped(value)) : plain);
                const QString path = folder + "/" + sub + "/" + id + ext;
                if (!writeFile(path, text))
                    qFatal("cannot write %s", qPrintable(path));
                files << QVariantMap{{"path", path}, {"id", id}, {"field", field}, {"value", i}};
            }
        }
        return files;
    };
    QVariantMap out;
    out["variants"] = kind("variant.json", {"name", "description"}, "variants", ".json", true);
    out["tutorials"] = kind("tutorial.json", {"title", "summary", "caption", "prompt", "feedback", "hint"}, "tutorials", ".json", true);
    QVariantList records = kind("record.gsr", {"Event", "Site", "White", "Black"}, "records", ".gsr", false).toList();
    // File names are text too: the log and the messages name the file.
    const QByteArray good = templateText("record.gsr").replace("@Event@", "x").replace("@Site@", "x").replace("@White@", "x").replace("@Black@", "x");
    for (const QString& name : {QString("<i>italic<i> <img src=\"x.png\">.gsr"), QString("Zero\u200bwidth.gsr")}) {
        const QString path = folder + "/records/" + name;
        if (!writeFile(path, good))
            qFatal("cannot write %s", qPrintable(path));
        records << QVariantMap{{"path", path}, {"id", name}, {"field", "file name"}, {"value", -1}};
    }
    out["records"] = records;
    // Positions and Lab results hold no text a person reads, but their names are shown and
    // their contents quoted in the messages that refuse them: each value as a whole file.
    for (const auto& [sub, ext] : {std::pair{QString("positions"), QString(".gpn")}, std::pair{QString("results"), QString(".jsonl")}}) {
        QVariantList files;
        for (int i = 0; i < values.size(); ++i) {
            const QString path = folder + "/" + sub + "/hostile-" + QString::number(i) + ext;
            if (!writeFile(path, valueBytes(values[i].toObject(), port(), folder)))
                qFatal("cannot write %s", qPrintable(path));
            files << QVariantMap{{"path", path}, {"id", QFileInfo(path).fileName()}, {"field", "contents"}, {"value", i}};
        }
        const QString named = folder + "/" + sub + "/<i>italic<i> <img src=\"x.png\">" + ext;
        if (!writeFile(named, "not what it says"))
            qFatal("cannot write %s", qPrintable(named));
        files << QVariantMap{{"path", named}, {"id", QFileInfo(named).fileName()}, {"field", "file name"}, {"value", -1}};
        out[sub] = files;
    }
    return out;
}

QVariantList HostileFiles::textsWithMarkers(QQuickItem* item) const
{
    QVariantList out;
    if (!item || !item->window())
        return out;
    QJsonArray values = corpus();
    values << QJsonObject{{"marker", "<i>italic<i>"}};  // the record file's name
    QQuickItem* root = item->window()->contentItem();
    while (root->parentItem())
        root = root->parentItem();
    walk(root, values, out);
    return out;
}

bool HostileFiles::plainRequestIsSeen()
{
    const int before = connections_;
    QNetworkAccessManager manager;  // Qt's own, without OfflineNetwork
    QNetworkReply* reply = manager.get(QNetworkRequest(QUrl(QString("http://127.0.0.1:%1/probe").arg(port()))));
    QEventLoop loop;
    connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();  // the server closes the connection at once, so the reply finishes
    reply->deleteLater();
    return connections_ > before;
}
