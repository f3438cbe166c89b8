// goalscorer-cli tutorial: list the shipped tutorials; check tutorial files by replaying them.
#include "cli.h"

#include "formats/tutorial.h"

#include <QDir>

#include <cstdio>

namespace cli {

int runTutorial(Context& ctx, const QStringList& args)
{
    if (args.isEmpty() || (args.front() != "list" && args.front() != "check"))
        throw Failure{BadInput, "tutorial needs a sub-command: list or check"};
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
            std::fprintf(stderr, "goalscorer-cli: %s\n", e.what());
            // An illegal move or exercise answer is exit 1, like `apply`; a malformed file is 2.
            const bool illegal = e.field.contains(".moves[") && e.problem.contains("not legal");
            if (code != BadInput)
                code = illegal ? IllegalMove : BadInput;
        }
    }
    return code;
}

}  // namespace cli
