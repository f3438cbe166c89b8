// goalscorer-cli tutorial: list the shipped tutorials; check tutorial files by replaying them;
// write one as a self-contained web page (app/sharing/tutorialpage).
#include "cli.h"
#include "textrules.h"

#include "formats/tutorial.h"
#include "tutorialpage.h"

#include <QDir>
#include <QFileInfo>

#include <cstdio>

namespace cli {

namespace {

// tutorial html FILE --out DIR: the page as DIR/<id>.html. FILE is a tutorial file, or the id
// of a shipped one. Nothing is written unless the whole tutorial reads and replays.
int writePage(Context& ctx, const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument("file", "The tutorial file (or a shipped tutorial's id, see tutorial list).", "<file>");
    p.addOption({"out", "The folder to write <id>.html into (made if missing).", "dir"});
    ctx.parse(p, "tutorial html", args);
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1)
        throw Failure{BadInput, "tutorial html needs one tutorial file"};
    if (!p.isSet("out") || p.value("out").isEmpty())
        throw Failure{BadInput, "tutorial html needs --out DIR, the folder to write the page into"};
    QString path = pos.front();
    const QString shipped = ":/tutorials/" + path + ".json";
    if (!QFileInfo::exists(path) && !path.contains('/') && QFileInfo::exists(shipped))
        path = shipped;
    else if (!QFileInfo::exists(path))
        throw Failure{BadInput, path + ": no such file, and no shipped tutorial has this id (see tutorial list)"};
    QVector<gs::State> states;
    gs::Tutorial t;
    try {
        t = gs::readTutorialFile(path, ctx.registry.lookup(), &states);
    } catch (const gs::TutorialError& e) {
        throw Failure{BadInput, QString::fromStdString(e.what())};
    }
    QString why;
    const QString written = sharing::writeTutorialPage(p.value("out"), t, states, QStringLiteral("en"), &why);
    if (written.isEmpty())
        throw Failure{BadInput, why};
    ctx.out << written << '\n';
    return Ok;
}

}  // namespace

int runTutorial(Context& ctx, const QStringList& args)
{
    if (!args.isEmpty() && args.front() == "html")
        return writePage(ctx, args.mid(1));
    if (args.isEmpty() || (args.front() != "list" && args.front() != "check"))
        throw Failure{BadInput, "tutorial needs a sub-command: list, check or html"};
    const QString sub = args.front();
    QCommandLineParser p;
    if (sub == "check")
        p.addPositionalArgument("files", "Tutorial files to replay and check.", "<file>...");
    ctx.parse(p, "tutorial " + sub, args.mid(1));

    QStringList files = p.positionalArguments();
    if (sub == "list") {
        for (const QString& name : QDir(":/tutorials").entryList({"*.json"}, QDir::Files, QDir::Name))
            files << ":/tutorials/" + name;
    } else if (files.isEmpty()) {
        throw Failure{BadInput, "tutorial check needs one or more tutorial files"};
    }
    int code = Ok;
    for (const QString& path : files) {
        try {
            const gs::Tutorial t = gs::readTutorialFile(path, ctx.registry.lookup());
            int exercises = 0;
            for (const gs::TutorialStep& s : t.steps)
                exercises += s.exercise ? 1 : 0;
            const QString counts = QString("%1 step%2, %3 exercise%4").arg(t.steps.size()).arg(t.steps.size() == 1 ? "" : "s").arg(exercises).arg(exercises == 1 ? "" : "s");
            if (sub == "list")
                ctx.out << t.id << '\t' << t.title << '\t' << counts << '\n';
            else
                ctx.out << path << ": ok (" << t.id << ", " << counts << ")\n";
        } catch (const gs::TutorialError& e) {
            ctx.out.flush();
            std::fprintf(stderr, "goalscorer-cli: %s\n", gs::printableLines(e.what()).c_str());
            // An illegal move or exercise answer is exit 1, like `apply`; a malformed file is 2.
            const bool illegal = e.field.contains(".moves[") && e.problem.contains("not legal");
            if (code != BadInput)
                code = illegal ? IllegalMove : BadInput;
        }
    }
    return code;
}

}  // namespace cli
