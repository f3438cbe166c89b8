#include "variantfields.h"

#include "varianteditor.h"

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
