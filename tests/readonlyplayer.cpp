// The child process of tst_faults' read-only folder test: resumes the autosave in FOLDER,
// plays two moves and saves the game as FOLDER/kept.gsr, as the app does, and prints every
// error the player would see ("error: ..."), then "plies N" (the game in memory). When run as
// root it first becomes the user nobody: root writes into a read-only folder regardless, and
// CI runs as root.
//   readonlyplayer <folder>
#include "gamesession.h"

#include <QGuiApplication>
#include <QUrl>

#include <cstdio>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc != 2)
        return 2;
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) {
        std::perror("cannot become nobody");
        return 2;
    }
    QGuiApplication app(argc, argv);
    const QString folder = QString::fromLocal8Bit(argv[1]);
    GameSession s;
    s.files()->setAutosavePath(folder + "/autosave.gsr");
    s.setComputerDelay(0);
    QObject::connect(&s, &GameSession::error, [](const QString& e) { std::printf("error: %s\n", qPrintable(e)); });
    if (!s.resumeAutosave())
        return 3;
    for (int i = 0; i < 2; ++i) {
        s.dismissCover();
        if (s.legalMoves().isEmpty() || !s.playMove(s.legalMoves().front()))
            return 4;
    }
    s.saveRecord(QUrl::fromLocalFile(folder + "/kept.gsr"));
    std::printf("plies %d\n", int(s.positions().size()) - 1);
    return 0;
}
