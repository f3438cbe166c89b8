#include "variantfields.h"

#include "varianteditor.h"

#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>

QString variantFieldLabel(const QString& field)
{
    static const QRegularExpression indexed(QStringLiteral("^([a-zA-Z.]+)\\[(\\d+)\\]$"));
    const QRegularExpressionMatch m = indexed.match(field);
    const QString base = m.hasMatch() ? m.captured(1) : field;
    const QString number = m.hasMatch() ? QString::number(m.captured(2).toInt() + 1) : QString();
    const auto numbered = [&](const QString& label) { return number.isEmpty() ? label : label + ' ' + number; };
    if (base == "id") return VariantEditor::tr("Id");
    if (base == "name") return VariantEditor::tr("Name");
    if (base == "description") return VariantEditor::tr("Description");
    // A translation: "Name (de)".
    if (base.startsWith("name.")) return VariantEditor::tr("Name") + " (" + base.section('.', 1) + ")";
    if (base.startsWith("description.")) return VariantEditor::tr("Description") + " (" + base.section('.', 1) + ")";
    if (base == "turnLimit") return VariantEditor::tr("Turn limit");
    if (base == "starGoals") return VariantEditor::tr("Star Player goals");
    if (base == "setup") return VariantEditor::tr("Setup");
    if (base == "blockedEndsGame") return VariantEditor::tr("Blocked side");
    if (base == "debutMoves") return VariantEditor::tr("First Team Debut Moves");
    if (base == "substitution") return VariantEditor::tr("Substitutions");
    if (base == "pitch.files") return VariantEditor::tr("Files");
    if (base == "pitch.ranks") return VariantEditor::tr("Ranks");
    if (base == "pitch.keeperAreaDepth") return VariantEditor::tr("Goalkeeper's Area");
    if (base == "pitch.midfieldRanks") return numbered(VariantEditor::tr("Midfield rank"));
    if (base == "start.youth") return numbered(VariantEditor::tr("Youth square"));
    if (base == "start.firstTeamers") return VariantEditor::tr("Starting First Teamers");
    if (base.startsWith("start.firstTeamers.")) return VariantEditor::tr("Starting First Teamer %1").arg(base.section('.', 2));
    if (base.startsWith("fixedSetup.white")) return numbered(VariantEditor::tr("Fixed setup, White"));
    if (base.startsWith("fixedSetup.black")) return numbered(VariantEditor::tr("Fixed setup, Black"));
    if (base == "clock.moveSeconds") return VariantEditor::tr("Seconds a move");
    if (base == "clock.gameSeconds") return VariantEditor::tr("Seconds a game");
    // The per-number table: what a capture does, how a First Teamer steps, its Debut Move.
    if (base.startsWith("captureResults") || base.startsWith("firstTeamerSteps") || base.startsWith("debut"))
        return VariantEditor::tr("Numbers table");
    return field;
}

QString variantSquareName(int file, int rank)
{
    return QChar(char('a' + file)) + QString::number(rank + 1);
}

namespace {

// The square a start field names, or "": "start.youth[3]" and "start.firstTeamers.9" point
// at a square, so the pitch can mark the problem where it is.
QString fieldSquare(const QJsonObject& doc, const QString& field)
{
    static const QRegularExpression youth(R"(^start\.youth\[(\d+)\])");
    static const QRegularExpression firstTeamer(R"(^start\.firstTeamers\.(\w+))");
    const QJsonObject start = doc.value("start").toObject();
    if (const auto m = youth.match(field); m.hasMatch())
        return start.value("youth").toArray().at(m.captured(1).toInt()).toString();
    if (const auto m = firstTeamer.match(field); m.hasMatch())
        return start.value("firstTeamers").toObject().value(m.captured(1)).toString();
    return {};
}

}  // namespace

QVariantList variantSquares(const QJsonObject& doc, const QSet<QString>& problemFields)
{
    const QJsonObject pitch = doc.value("pitch").toObject();
    const int nf = pitch.value("files").toInt(), nr = pitch.value("ranks").toInt();
    QVariantList out;
    if (nf < 1 || nr < 1 || nf > 26 || nr > 40)
        return out;
    const int depth = pitch.value("keeperAreaDepth").toInt();
    QSet<int> mid;
    for (const QJsonValue& r : pitch.value("midfieldRanks").toArray())
        mid.insert(r.toInt() - 1);
    QMap<QString, QString> starts;  // White square -> "1".."11" or "Y"
    const QJsonObject start = doc.value("start").toObject();
    const QJsonObject firstTeamers = start.value("firstTeamers").toObject();
    for (const QString& k : firstTeamers.keys())
        starts[firstTeamers.value(k).toString()] = k;
    for (const QJsonValue& y : start.value("youth").toArray())
        starts.insert(y.toString(), "Y");
    QSet<QString> problemSquares;
    for (const QString& f : problemFields)
        if (const QString sq = fieldSquare(doc, f); !sq.isEmpty())
            problemSquares.insert(sq);
    for (int rank = 0; rank < nr; ++rank)
        for (int file = 0; file < nf; ++file) {
            const bool black = rank >= nr / 2;
            const QString white = variantSquareName(file, black ? nr - 1 - rank : rank);
            const QString area = rank < depth || rank >= nr - depth ? "keeper" : mid.contains(rank) ? "midfield" : "";
            out << QVariantMap{{"index", rank * nf + file},
                               {"name", variantSquareName(file, rank)},
                               {"file", file},
                               {"rank", rank},
                               {"area", area},
                               {"start", starts.value(white)},
                               {"black", black},
                               {"problem", problemSquares.contains(white)}};
        }
    return out;
}
