// diagram: a position (GPN) or one ply of a game record drawn as PNG or SVG, in the app's
// look (app/sharing); or a whole game as one picture per ply.
#include "cli.h"

#include "diagramfiles.h"
#include "notation.h"

#include <QDir>

namespace cli {

namespace {

sharing::Viewer viewerArg(const QString& text)
{
    const auto v = sharing::parseViewer(text);
    if (!v)
        throw Failure{BadInput, "\"" + text + "\" is not a viewer (w, b or all)"};
    return *v;
}

std::vector<gs::Square> marksArg(const QString& text, const gs::Rules& rules)
{
    std::vector<gs::Square> marks;
    for (const QString& name : text.split(',', Qt::SkipEmptyParts)) {
        const auto sq = rules.parseSquare(name.trimmed().toStdString());
        if (!sq)
            throw Failure{BadInput, "mark \"" + name.trimmed().left(40) + "\" is not a square of the pitch"};
        marks.push_back(*sq);
    }
    return marks;
}

}  // namespace

int runDiagram(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument("gpn", "The position (or use --record).");
    p.addOption({"out", "The picture to write: FILE.png or FILE.svg.", "file"});
    p.addOption({"as", "Draw what this side sees: w, b, or all (everything, the default).", "side", "all"});
    p.addOption({"arrows", "Arrows, comma-separated moves, e.g. d3d4,c4xc5.", "list"});
    p.addOption({"marks", "Squares to mark, comma-separated, e.g. d4,e5.", "list"});
    p.addOption({"size", "Width in pixels, 64..4096 (default 800); the height follows from the pitch.", "px", "800"});
    p.addOption({"record", "Draw a position of this game record instead of a GPN.", "file"});
    p.addOption({"ply", "With --record: the position after this many moves (0 = the start; default the end).", "n"});
    p.addOption({"sequence", "With --record: write every ply into this folder (ply-000.png, ...) instead of --out.", "dir"});
    p.addOption({"format", "With --sequence: png (default) or svg.", "png|svg", "png"});
    ctx.parse(p, "diagram", args);
    QStringList pos = p.positionalArguments();
    bool ok = false;
    const int size = p.value("size").toInt(&ok);
    if (!ok || size < 64 || size > 4096)
        throw Failure{BadInput, "--size must be a whole number from 64 to 4096, not \"" + p.value("size") + "\""};
    const sharing::Viewer viewer = viewerArg(p.value("as"));

    if (p.isSet("record") && p.isSet("sequence")) {
        if (!pos.isEmpty())
            throw Failure{BadInput, "unexpected argument \"" + pos.front() + "\""};
        if (p.isSet("ply") || p.isSet("out"))
            throw Failure{BadInput, "--sequence writes every ply into its folder: it takes neither --ply nor --out"};
        const QString format = p.value("format").toLower();
        if (format != "png" && format != "svg")
            throw Failure{BadInput, "--format must be png or svg, not \"" + p.value("format") + "\""};
        const QString path = p.value("record");
        const gs::GameRecord r = ctx.readRecordFile(path);
        const std::vector<gs::State> positions = ctx.replayRecord(r, path);
        std::vector<gs::Move> moves;
        for (size_t i = 0; i < r.moves.size(); ++i)
            moves.push_back(gs::parseMove(r.moves[i], positions[i].rules()));
        QString why;
        const int n = sharing::writeSequence(p.value("sequence"), positions, moves, viewer,
                                             format == "png" ? sharing::ImageFormat::Png : sharing::ImageFormat::Svg, size, &why);
        if (n < 0)
            throw Failure{BadInput, why};
        ctx.out << n << " pictures in " << QDir::toNativeSeparators(p.value("sequence")) << '\n';
        return Ok;
    }

    if (!p.isSet("out"))
        throw Failure{BadInput, "--out FILE.png or FILE.svg is needed"};
    const QString out = p.value("out");
    if (!sharing::formatForFile(out))
        throw Failure{BadInput, "--out must end in .png or .svg: \"" + out + "\""};

    std::optional<sharing::DiagramSpec> spec;
    if (p.isSet("record")) {
        if (!pos.isEmpty())
            throw Failure{BadInput, "unexpected argument \"" + pos.front() + "\" (a GPN or --record, not both)"};
        const QString path = p.value("record");
        const gs::GameRecord r = ctx.readRecordFile(path);
        const std::vector<gs::State> positions = ctx.replayRecord(r, path);
        int ply = int(r.moves.size());
        if (p.isSet("ply")) {
            ply = p.value("ply").toInt(&ok);
            if (!ok || ply < 0 || ply > int(r.moves.size()))
                throw Failure{BadInput, QString("--ply must be from 0 to %1 (the record's moves), not \"%2\"").arg(r.moves.size()).arg(p.value("ply"))};
        }
        spec = sharing::specFor(positions[size_t(ply)], viewer);
        if (ply > 0 && !p.isSet("arrows"))  // the move just played, as the pitch marks it
            sharing::showMovePlayed(*spec, gs::parseMove(r.moves[size_t(ply - 1)], positions[size_t(ply - 1)].rules()));
    } else {
        if (p.isSet("ply") || p.isSet("sequence"))
            throw Failure{BadInput, "--ply and --sequence go with --record"};
        const gs::State s = ctx.takePosition(pos);
        if (!pos.isEmpty())
            throw Failure{BadInput, "unexpected argument \"" + pos.front() + "\""};
        spec = sharing::specFor(s, viewer);
    }
    if (p.isSet("arrows")) {
        QString error;
        if (!sharing::parseArrows(p.value("arrows"), spec->state.rules(), spec->arrows, &error))
            throw Failure{BadInput, error};
    }
    if (p.isSet("marks"))
        spec->marks = marksArg(p.value("marks"), spec->state.rules());
    QString why;
    if (!sharing::writeDiagram(out, *spec, size, &why))
        throw Failure{BadInput, why};
    return Ok;
}

}  // namespace cli
