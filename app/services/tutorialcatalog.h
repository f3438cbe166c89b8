// The tutorial chapter list: the shipped tutorials (":/tutorials") and the user's own (a
// folder), in their order, each with how far the user got. Progress is kept per tutorial id
// in QSettings ("tutorials/<id>/reached", ".../done", and ".../unaided": the exercise steps
// ever answered right at the first try without Hint or Show solution).
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QVariantList>

class TutorialCatalog {
    Q_DECLARE_TR_FUNCTIONS(TutorialSession)  // its texts stay where translators know them

public:
    // Reads every tutorial again. A file that cannot be read, or repeats an id, is left out
    // and named in problems(). `olderFolder` (may be "") is where an earlier version saved
    // the user's tutorials: they are still listed, except one whose id `userFolder` holds
    // too (saved again since, so the newer copy wins without a complaint).
    void reload(const QString& userFolder, const QString& olderFolder = {});
    // title and summary in English; titles and summaries by language code ({"en": ..., "de": ...}),
    // so the view picks the interface's language without the list being rebuilt.
    // [{id, title, summary, titles, summaries, steps, exercises, unaided (exercises solved unaided), reached, done, userMade, file}]
    const QVariantList& list() const { return list_; }
    const QStringList& problems() const { return problems_; }
    QString fileOf(const QString& id) const;  // "" if there is no such tutorial

    // Step `step` (0-based) of tutorial `id`, which has `steps` steps, was reached. Returns
    // true if the list's entry changed.
    bool markReached(const QString& id, int step, int steps);
    // The exercise at step `step` of tutorial `id` was solved at the first try with no help.
    // Returns true if the list's entry changed.
    bool markSolvedUnaided(const QString& id, int step);
    void forgetProgress();  // every tutorial back to not started; reload() afterwards

    // Where the user's tutorials go, where they can see them: Documents/GOALSCORER/Tutorials
    // ("" without a Documents folder). And the data folder earlier versions saved them in,
    // still read ("" without one).
    static QString defaultUserFolder();
    static QString olderUserFolder();

private:
    bool updateEntry(const QString& id);  // the entry's progress read again from QSettings
    QVariantList list_;
    QStringList problems_;
};
