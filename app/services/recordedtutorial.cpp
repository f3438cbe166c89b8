#include "recordedtutorial.h"

#include "formats/diskfile.h"
#include "formats/variantregistry.h"
#include "ownedfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>

#include <set>

// Every message is translated in the "TutorialRecorder" context, where it has always been.

QString recordingProblem(const gs::Tutorial& t, bool started)
{
    if (!started)
        return QCoreApplication::translate("TutorialRecorder", "Start recording from a position first.");
    if (t.title.trimmed().isEmpty())
        return QCoreApplication::translate("TutorialRecorder", "Give the tutorial a title.");
    if (!QRegularExpression(QRegularExpression::anchoredPattern("[a-z0-9][a-z0-9-]*")).match(t.id).hasMatch())
        return QCoreApplication::translate("TutorialRecorder", "The id must be lower-case letters, digits and dashes.");
    for (int i = 0; i < t.steps.size(); ++i) {
        const gs::TutorialStep& s = t.steps[i];
        if (s.caption.trimmed().isEmpty())
            return QCoreApplication::translate("TutorialRecorder", "Step %1 needs a caption.").arg(i + 1);
        if (s.exercise && s.moves.isEmpty())
            return QCoreApplication::translate("TutorialRecorder", "Step %1 is an exercise: play its answer on the pitch.").arg(i + 1);
        if (s.exercise && s.prompt.trimmed().isEmpty())
            return QCoreApplication::translate("TutorialRecorder", "Step %1 is an exercise: write the task for the learner.").arg(i + 1);
    }
    return {};
}

SavedTutorial saveRecordedTutorial(const QByteArray& bytes, const QString& id, const QString& path, const QString& userFolder, bool pathChosen)
{
    SavedTutorial out;
    out.path = path;
    if (out.path.isEmpty() && userFolder.isEmpty()) {
        out.error = QCoreApplication::translate("TutorialRecorder", "There is no folder to save tutorials in.");
        return out;
    }
    if (out.path.isEmpty()) {
        QDir().mkpath(userFolder);
        out.path = QDir(userFolder).filePath(id + ".json");
    }
    if (!pathChosen) {
        // A tutorial there that does not load is moved aside, never written over.
        const ownedfile::Prepared kept = ownedfile::prepareTutorial(out.path);
        if (!kept.ok) {
            out.error = QCoreApplication::translate("TutorialRecorder", "%1 cannot be read and could not be moved aside, so it was not replaced.").arg(out.path);
            return out;
        }
        out.keptAside = kept.keptAside;
    }
    // What is written must read back: check it as the tutorial player will.
    const QString name = QFileInfo(out.path).fileName();
    try {
        const gs::Tutorial back = gs::tutorialFromJson(bytes, name, gs::VariantRegistry::builtIn().lookup());
        gs::replayTutorial(back, gs::VariantRegistry::builtIn().lookup(), name);
        if (QString why; !diskfile::writeWhole(out.path, bytes, &why))
            out.error = QCoreApplication::translate("TutorialRecorder", "Could not save %1: %2").arg(name, why);
    } catch (const gs::TutorialError& e) {
        out.error = QString::fromUtf8(e.what());
    }
    return out;
}

SavedTutorial saveRecording(gs::Tutorial& t, const QString& savedPath, const QUrl& file, const QString& userFolder)
{
    const QString own = savedPath.startsWith(u':') ? QString() : savedPath;
    const QString idBefore = t.id;
    if (file.isEmpty() && own.isEmpty())
        t.id = freeTutorialId(t.id, userFolder);
    const QByteArray bytes = QJsonDocument(gs::tutorialToJson(t)).toJson(QJsonDocument::Indented);
    const QString path = !file.isEmpty() ? diskfile::localPath(file) : own;
    const SavedTutorial done = saveRecordedTutorial(bytes, t.id, path, userFolder, !file.isEmpty());
    if (!done.error.isEmpty())
        t.id = idBefore;
    return done;
}

QString tutorialIdFromTitle(const QString& title)
{
    QString id;
    for (const QChar c : title.normalized(QString::NormalizationForm_KD).toLower()) {
        if (c.isMark())
            continue;  // the accent of a decomposed letter
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            id += c;
        else if (!id.isEmpty() && !id.endsWith(u'-'))
            id += u'-';
    }
    id.truncate(40);
    while (id.endsWith(u'-'))
        id.chop(1);
    return id.isEmpty() ? QStringLiteral("my-tutorial") : id;
}

QString freeTutorialId(const QString& id, const QString& userFolder)
{
    std::set<QString> taken;
    auto note = [&](const QString& folder) {
        for (const QString& name : QDir(folder).entryList({"*.json"}, QDir::Files)) {
            taken.insert(QFileInfo(name).completeBaseName());
            try {
                taken.insert(gs::readTutorialFile(QDir(folder).filePath(name), gs::VariantRegistry::builtIn().lookup()).id);
            } catch (const gs::TutorialError&) {
                // its file name is taken all the same
            }
        }
    };
    note(":/tutorials");
    if (!userFolder.isEmpty())
        note(userFolder);
    QString free = id;
    for (int n = 2; taken.count(free); ++n)
        free = id + "-" + QString::number(n);
    return free;
}
