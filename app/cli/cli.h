// Shared plumbing of goalscorer-cli: exit codes, argument helpers, one-line errors.
#pragma once

#include "formats/variantregistry.h"
#include "history.h"
#include "record.h"
#include "players/player.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <memory>

namespace cli {

// Exit codes: 0 success, 1 an illegal move, 2 bad input (malformed GPN, move text, file, option).
enum Exit { Ok = 0, IllegalMove = 1, BadInput = 2 };

// Thrown by commands; main() prints "goalscorer-cli: <message>" on stderr and exits with code.
struct Failure {
    int code;
    QString message;
};

class Context {
public:
    explicit Context(gs::VariantRegistry& registry);

    gs::VariantRegistry& registry;
    QTextStream out;

    // Parses `args` (the command's own arguments) with `parser`, adding --help. Throws Failure.
    void parse(QCommandLineParser& parser, const QString& command, const QStringList& args);
    // Takes a GPN from the front of `positional`: one quoted argument, seven unquoted ones,
    // or "-" to read one line from standard input. Throws Failure(BadInput).
    gs::State takePosition(QStringList& positional);
    // A variant by id, or a .json file path (loaded and registered). Throws Failure(BadInput).
    // `filesAllowed`: a path (or a name ending in .json) is read as a variant file; false for
    // a name taken from a file (a record's Variant tag), which is an id only.
    const gs::Rules& variant(const QString& idOrFile, bool filesAllowed = true);
    std::unique_ptr<gs::Player> player(const QString& spec);
    // A game record file, read (syntax) and replayed (every move checked); errors name the
    // file. Throws Failure(BadInput).
    gs::GameRecord readRecordFile(const QString& path);
    std::vector<gs::State> replayRecord(const gs::GameRecord& r, const QString& path);
    // The game of a record as `observer` saw it: its views and the moves (think, scout).
    gs::PublicHistory recordHistory(const QString& path, gs::Side observer);
    uint64_t seed(const QCommandLineParser& p, const QString& name, uint64_t fallback);
    int positiveInt(const QCommandLineParser& p, const QString& name, int fallback);
};

// Writes a whole file or leaves the old one (diskfile::writeWhole). Throws Failure(BadInput)
// naming the file and the system's reason.
void writeWholeFile(const QString& path, const QByteArray& bytes);

// "w"/"white" or "b"/"black". Throws Failure(BadInput) naming the text.
gs::Side sideArg(const QString& text);

int runNew(Context&, const QStringList& args);
int runLegal(Context&, const QStringList& args);
int runApply(Context&, const QStringList& args);
int runView(Context&, const QStringList& args);
int runShow(Context&, const QStringList& args);
int runThink(Context&, const QStringList& args);
int runPlay(Context&, const QStringList& args);
int runBench(Context&, const QStringList& args);
int runDemo(Context&, const QStringList& args);
int runRecord(Context&, const QStringList& args);
int runRemote(Context&, const QStringList& args);  // remotecommands.cpp
int runVariant(Context&, const QStringList& args);
int runTutorial(Context&, const QStringList& args);
int runLab(Context&, const QStringList& args);
int runScout(Context&, const QStringList& args);
int runBeliefs(Context&, const QStringList& args);
int runAnalyse(Context&, const QStringList& args);
int runDiagram(Context&, const QStringList& args);

}  // namespace cli
