// record (write, replay, check game records) and variant (list, check variant files).
#include "cli.h"
#include "textrules.h"

#include "match.h"
#include "notation.h"
#include "record.h"
#include "formats/diskfile.h"
#include "formats/variantregistry.h"
#include "formats/userfolders.h"

#include <QDir>
#include <QFile>

#include <chrono>
#include <cstdio>

namespace cli {

namespace {

// `record check` on a damaged record: the error, then how much of it can be read (what the
// app offers when it opens or resumes the file).
QString withReadablePart(Context& ctx, const QString& path, const Failure& f)
{
    QString message = f.message;
    if (const auto bytes = diskfile::readLimited(path, diskfile::kMaxRecordBytes)) {
        try {
            // By id only, as replayRecord reads it: a record's tag never names a file to open.
            ctx.variant(QString::fromStdString(gs::readRecord(bytes->left(bytes->indexOf("\n\n") + 1).toStdString()).tag("Variant")), false);
        } catch (...) {
            // the tags themselves are damaged, or name a variant not found: the prefix says so
        }
        try {
            const gs::ReadablePrefix r = gs::readReadablePrefix(bytes->toStdString(), ctx.registry.lookup());
            message += QString("; readable: %1 of %2 moves%3").arg(r.record.moves.size()).arg(r.movesInFile)
                           .arg(r.damageLine ? QString(", the damage starts on line %1").arg(r.damageLine) : QString());
        } catch (const std::exception&) {
            message += QString("; readable: nothing (the tags or the start position are damaged)");
        }
    }
    return message;
}

}  // namespace

int runRecord(Context& ctx, const QStringList& args)
{
    if (args.isEmpty() || (args.front() != "play" && args.front() != "replay" && args.front() != "check"))
        throw Failure{BadInput, "record needs a sub-command: play, replay or check"};
    const QString sub = args.front();
    QCommandLineParser p;
    if (sub == "play") {
        p.addOption({"white", "White's player (AI SPEC, default greedy).", "spec", "greedy"});
        p.addOption({"black", "Black's player (AI SPEC, default random).", "spec", "random"});
        p.addOption({"seed", "Seed of the deal and the players (default: random).", "s"});
        p.addOption({"variant", "Variant id or .json file (default classic).", "id|file", "classic"});
        p.addOption({{"o", "output"}, "Write the record to <file> instead of standard output.", "file"});
    } else {
        p.addPositionalArgument("files", "Game record files.", "<file>...");
        if (sub == "replay")
            p.addOption({"positions", "Print the GPN after every move, not only the last."});
    }
    ctx.parse(p, "record " + sub, args.mid(1));

    if (sub == "play") {
        auto white = ctx.player(p.value("white"));
        auto black = ctx.player(p.value("black"));
        const gs::Rules& rules = ctx.variant(p.value("variant"));
        const uint64_t seed = ctx.seed(p, "seed", uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
        const gs::State start = gs::State::deal(rules, seed);
        gs::Rng rng(seed);
        const gs::PlayedGame g = gs::playGame(start, *white, *black, rng, true);
        gs::GameRecord rec = gs::recordOf(start, g.moves, g.final);
        rec.setTag("Event", "goalscorer-cli record play");
        rec.setTag("White", white->spec());
        rec.setTag("Black", black->spec());
        rec.setTag("Seed", std::to_string(seed));
        const QByteArray text = QByteArray::fromStdString(gs::writeRecord(rec, g.positions));
        if (p.isSet("output")) {
            writeWholeFile(p.value("output"), text);  // a failed write leaves any old file as it was
        } else {
            ctx.out << text;
        }
        return Ok;
    }

    const QStringList files = p.positionalArguments();
    if (files.isEmpty())
        throw Failure{BadInput, "record " + sub + " needs a record file"};
    int code = Ok;
    for (const QString& path : files) {
        gs::GameRecord r;
        std::vector<gs::State> positions;
        try {
            r = ctx.readRecordFile(path);
            positions = ctx.replayRecord(r, path);
        } catch (const Failure& f) {
            if (sub != "check")
                throw;
            // Every file is checked: one damaged record does not hide what the others hold.
            ctx.out.flush();
            std::fprintf(stderr, "goalscorer-cli: %s\n", gs::printableLines(withReadablePart(ctx, path, f).replace('\n', ' ').toStdString()).c_str());  // one line, as main says it
            if (code == Ok)
                code = f.code;
            continue;
        }
        const gs::State& end = positions.back();
        if (sub == "check") {
            ctx.out << QString("%1: ok, %2 moves, %3-%4 %5 (%6)\n")
                           .arg(path)
                           .arg(r.moves.size())
                           .arg(end.score(gs::Side::White))
                           .arg(end.score(gs::Side::Black))
                           .arg(QString::fromStdString(gs::resultText(end.result())), QString::fromStdString(gs::terminationText(end)));
        } else if (p.isSet("positions")) {
            for (size_t i = 0; i < positions.size(); ++i)
                ctx.out << (i ? QString::fromStdString(r.moves[i - 1]) : QString("start")) << '\t' << QString::fromStdString(gs::formatGpn(positions[i])) << '\n';
        } else {
            ctx.out << QString::fromStdString(gs::formatGpn(end)) << '\n';
        }
    }
    return code;
}

int runVariant(Context& ctx, const QStringList& args)
{
    if (args.isEmpty() || (args.front() != "list" && args.front() != "check"))
        throw Failure{BadInput, "variant needs a sub-command: list or check"};
    const QString sub = args.front();
    QCommandLineParser p;
    if (sub == "check")
        p.addPositionalArgument("files", "Variant files to validate.", "<file>...");
    ctx.parse(p, "variant " + sub, args.mid(1));
    if (sub == "list") {
        for (const QString& id : ctx.registry.ids()) {
            const gs::Variant& v = ctx.registry.find(id.toStdString())->variant();
            ctx.out << id << '\t' << QString::fromStdString(v.name) << '\t' << QString::fromStdString(v.description) << '\n';
        }
        // The variants saved in the app, which --variant finds by id too; one that does not
        // load is named with its problem, as the app names it.
        const QString folder = gs::userVariantFolder();
        if (!folder.isEmpty()) {
            const QDir dir(folder);
            for (const QString& name : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
                try {
                    gs::VariantRegistry scratch;
                    const gs::Variant& v = scratch.loadFile(dir.filePath(name)).variant();
                    ctx.out << QString::fromStdString(v.id) << '\t' << QString::fromStdString(v.name) << '\t' << QString::fromStdString(v.description)
                            << "\t(saved in the app: " << QDir::toNativeSeparators(dir.filePath(name)) << ")\n";
                } catch (const std::exception& e) {
                    ctx.out.flush();
                    std::fprintf(stderr, "goalscorer-cli: %s\n", gs::printableLines(e.what()).c_str());
                }
            }
        }
        return Ok;
    }
    if (p.positionalArguments().isEmpty())
        throw Failure{BadInput, "variant check needs one or more .json files"};
    int code = Ok;
    for (const QString& path : p.positionalArguments()) {
        try {
            const gs::Rules& r = ctx.registry.loadFile(path);
            ctx.out << path << ": ok (" << QString::fromStdString(r.id()) << ")\n";
        } catch (const gs::VariantLoadError& e) {
            ctx.out.flush();
            std::fprintf(stderr, "goalscorer-cli: %s\n", gs::printableLines(e.what()).c_str());
            code = BadInput;
        } catch (const gs::InvalidVariant& e) {
            ctx.out.flush();
            std::fprintf(stderr, "goalscorer-cli: %s\n", gs::printableLines((path + ": ").toStdString() + e.what()).c_str());
            code = BadInput;
        }
    }
    return code;
}

}  // namespace cli
