#include "cli.h"

#include "formats/diskfile.h"
#include "formats/userfolders.h"
#include "sharelink.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <cstdio>
#include <iostream>
#include <string>

namespace cli {

Context::Context(gs::VariantRegistry& r)
    : registry(r), out(stdout)
{
}

void Context::parse(QCommandLineParser& parser, const QString& command, const QStringList& args)
{
    parser.setApplicationDescription("goalscorer-cli " + command);
    parser.addHelpOption();
    parser.addOption({"variant-dir", "Also load the variant files in <dir>.", "dir"});
    if (!parser.parse(QStringList{"goalscorer-cli " + command} + args))
        throw Failure{BadInput, parser.errorText()};
    if (parser.isSet("help")) {
        // Qt writes the program as it was started ("/usr/bin/goalscorer-cli", "build/bin/…"):
        // the usage line names the program and the command as people type them.
        QString help = parser.helpText();
        const QString usage = "Usage: " + QCoreApplication::arguments().value(0);
        if (help.startsWith(usage))
            help.replace(0, usage.size(), "Usage: goalscorer-cli " + command);
        out << help;
        out.flush();
        throw Failure{Ok, QString()};
    }
    for (const QString& dir : parser.values("variant-dir"))
        for (const QString& e : registry.loadDirectory(dir))
            throw Failure{BadInput, e};
}

gs::State Context::takePosition(QStringList& positional)
{
    if (positional.isEmpty())
        throw Failure{BadInput, "a position (GPN) is needed; quote it, e.g. \"<board> w y 1 0-0 5,5 classic\""};
    QString text;
    if (positional.front() == "-") {
        positional.removeFirst();
        std::string line;
        std::getline(std::cin, line);
        text = QString::fromStdString(line);
    } else if (!positional.front().contains(' ') && positional.size() >= 7) {
        text = positional.mid(0, 7).join(' ');
        positional = positional.mid(7);
    } else {
        text = positional.takeFirst();
    }
    QString why;
    const std::optional<QString> gpn = sharing::positionText(text, &why);  // a GPN, or a link to one
    if (!gpn)
        throw Failure{BadInput, "bad position: " + why};
    try {
        return gs::parseGpn(gpn->toStdString(), registry.lookup());
    } catch (const gs::NotationError& e) {
        throw Failure{BadInput, QString("bad position: ") + e.what()};
    }
}

const gs::Rules& Context::variant(const QString& idOrFile, bool filesAllowed)
{
    if (const gs::Rules* r = registry.find(idOrFile.toStdString()))
        return *r;
    auto load = [this](const QString& path) -> const gs::Rules& {
        try {
            return registry.loadFile(path);
        } catch (const gs::VariantLoadError& e) {
            throw Failure{BadInput, e.what()};
        } catch (const gs::InvalidVariant& e) {
            throw Failure{BadInput, path + ": " + e.what()};
        }
    };
    if (filesAllowed && (idOrFile.endsWith(".json") || QFileInfo(idOrFile).isFile()))
        return load(idOrFile);
    // A variant saved in the app: <id>.json in its user folder, or a file there with that id.
    const QString folder = gs::userVariantFolder();
    if (!folder.isEmpty() && !idOrFile.isEmpty() && !idOrFile.contains('/')) {
        const QDir dir(folder);
        QString path = dir.filePath(idOrFile + ".json");
        if (!QFileInfo(path).isFile()) {
            path.clear();
            for (const QString& name : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
                const auto bytes = diskfile::readLimited(dir.filePath(name), diskfile::kMaxVariantBytes);
                if (bytes && QJsonDocument::fromJson(*bytes).object().value("id").toString() == idOrFile) {
                    path = dir.filePath(name);
                    break;
                }
            }
        }
        if (!path.isEmpty()) {
            const gs::Rules& r = load(path);
            if (r.id() == idOrFile.toStdString())
                return r;
        }
    }
    throw Failure{BadInput, "unknown variant \"" + idOrFile + "\" (known: " + registry.ids().join(", ") + "; none saved in the app has that id in "
                                + (folder.isEmpty() ? QString("(no data folder)") : QDir::toNativeSeparators(folder)) + "; or give a .json file)"};
}

std::unique_ptr<gs::Player> Context::player(const QString& spec)
{
    try {
        return gs::makePlayer(spec.toStdString());
    } catch (const gs::BadPlayerSpec& e) {
        throw Failure{BadInput, e.what()};
    }
}

gs::GameRecord Context::readRecordFile(const QString& path)
{
    QString why;
    const auto bytes = diskfile::readLimited(path, diskfile::kMaxRecordBytes, &why);
    if (!bytes)
        throw Failure{BadInput, path + ": cannot open: " + why};
    try {
        return gs::readRecord(bytes->toStdString());
    } catch (const gs::RecordError& e) {
        throw Failure{BadInput, path + ": " + e.what()};
    }
}

std::vector<gs::State> Context::replayRecord(const gs::GameRecord& r, const QString& path)
{
    try {
        // A record names its variant by id: a path in a stranger's record is not opened
        // ("/etc/passwd", or a FIFO that would hang the reading).
        variant(QString::fromStdString(r.tag("Variant")), false);
        return gs::replayRecord(r, registry.lookup());
    } catch (const gs::RecordError& e) {
        throw Failure{BadInput, path + ": " + e.what()};
    } catch (const gs::NotationError& e) {
        throw Failure{BadInput, path + ": Start: " + e.what()};
    } catch (const Failure& f) {
        throw Failure{f.code, path + ": " + f.message};
    }
}

gs::PublicHistory Context::recordHistory(const QString& path, gs::Side observer)
{
    const gs::GameRecord r = readRecordFile(path);
    const std::vector<gs::State> positions = replayRecord(r, path);
    std::vector<gs::Move> moves;
    for (size_t i = 0; i < r.moves.size(); ++i)
        moves.push_back(gs::parseMove(r.moves[i], positions[i].rules()));
    return gs::PublicHistory::observe(positions, moves, observer);
}

void writeWholeFile(const QString& path, const QByteArray& bytes)
{
    if (QString why; !diskfile::writeWhole(path, bytes, &why))
        throw Failure{BadInput, "cannot write " + path + ": " + why};
}

gs::Side sideArg(const QString& t)
{
    if (t == "w" || t == "white")
        return gs::Side::White;
    if (t == "b" || t == "black")
        return gs::Side::Black;
    throw Failure{BadInput, "\"" + t + "\" is not a side (w or b)"};
}

uint64_t Context::seed(const QCommandLineParser& p, const QString& name, uint64_t fallback)
{
    if (!p.isSet(name))
        return fallback;
    bool ok = false;
    const qulonglong v = p.value(name).toULongLong(&ok);
    if (!ok)
        throw Failure{BadInput, "--" + name + " must be a whole number from 0 to 18446744073709551615, got \"" + p.value(name) + "\""};
    return v;
}

int Context::positiveInt(const QCommandLineParser& p, const QString& name, int fallback)
{
    if (!p.isSet(name))
        return fallback;
    bool ok = false;
    const int v = p.value(name).toInt(&ok);
    if (!ok || v < 1)
        throw Failure{BadInput, "--" + name + " must be a whole number of 1 or more, got \"" + p.value(name) + "\""};
    return v;
}

}  // namespace cli
