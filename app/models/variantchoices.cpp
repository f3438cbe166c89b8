#include "variantchoices.h"

#include "variant.h"

#include <QCoreApplication>
#include <QVariantMap>

#include <initializer_list>
#include <utility>

namespace {

// Each list's entries in the engine enum's order, with the words the form has always used
// (translated in the "VariantEditorView" context, where the form first had them).
template <typename E>
using Labels = std::initializer_list<std::pair<E, const char*>>;

const Labels<gs::SetupMode> kSetups = {
    {gs::SetupMode::Random, QT_TRANSLATE_NOOP("VariantEditorView", "Random deal")},
    {gs::SetupMode::Fixed, QT_TRANSLATE_NOOP("VariantEditorView", "Fixed")},
    {gs::SetupMode::Manual, QT_TRANSLATE_NOOP("VariantEditorView", "Each side arranges")},
};
const Labels<gs::CaptureResult> kCaptures = {
    {gs::CaptureResult::Nothing, QT_TRANSLATE_NOOP("VariantEditorView", "Nothing")},
    {gs::CaptureResult::Goal, QT_TRANSLATE_NOOP("VariantEditorView", "Goal")},
    {gs::CaptureResult::Penalty, QT_TRANSLATE_NOOP("VariantEditorView", "Penalty")},
    {gs::CaptureResult::Offside, QT_TRANSLATE_NOOP("VariantEditorView", "Offside")},
};
const Labels<gs::StepRule> kSteps = {
    {gs::StepRule::AnyDirection, QT_TRANSLATE_NOOP("VariantEditorView", "Any direction")},
    {gs::StepRule::Orthogonal, QT_TRANSLATE_NOOP("VariantEditorView", "Orthogonal")},
};
const Labels<gs::DebutRule> kDebuts = {
    {gs::DebutRule::None, QT_TRANSLATE_NOOP("VariantEditorView", "None")},
    {gs::DebutRule::KeeperArea, QT_TRANSLATE_NOOP("VariantEditorView", "Own Goalkeeper's Area")},
    {gs::DebutRule::Midfield, QT_TRANSLATE_NOOP("VariantEditorView", "Midfield Area")},
    {gs::DebutRule::Adjacent, QT_TRANSLATE_NOOP("VariantEditorView", "Adjacent square")},
};
const Labels<gs::TimeoutRule> kTimeouts = {
    {gs::TimeoutRule::PassTurn, QT_TRANSLATE_NOOP("VariantEditorView", "The turn passes")},
    {gs::TimeoutRule::LoseGame, QT_TRANSLATE_NOOP("VariantEditorView", "The game is lost")},
};

template <typename E>
QVariantList choices(Labels<E> labels)
{
    QVariantList out;
    for (const auto& [value, label] : labels)
        out << QVariantMap{{"value", QString::fromLatin1(gs::toString(value))},
                           {"label", QCoreApplication::translate("VariantEditorView", label)}};
    return out;
}

// The entry naming `value`, else the one for `fallback`.
template <typename E>
int indexIn(Labels<E> labels, const QString& value, E fallback)
{
    int i = 0, found = -1;
    for (const auto& [e, label] : labels) {
        if (value == QLatin1String(gs::toString(e)))
            return i;
        if (e == fallback)
            found = i;
        ++i;
    }
    return found;
}

}  // namespace

VariantChoices::VariantChoices(QObject* parent) : QObject(parent)
{
    retranslate();
}

void VariantChoices::retranslate()
{
    const Values next{choices(kSetups), choices(kCaptures), choices(kSteps), choices(kDebuts), choices(kTimeouts)};
    using Signal = void (VariantChoices::*)();
    const std::pair<bool, Signal> changes[] = {
        {next.setups != v_.setups, &VariantChoices::setupsChanged},
        {next.captures != v_.captures, &VariantChoices::capturesChanged},
        {next.steps != v_.steps, &VariantChoices::stepsChanged},
        {next.debuts != v_.debuts, &VariantChoices::debutsChanged},
        {next.timeouts != v_.timeouts, &VariantChoices::timeoutsChanged},
    };
    v_ = next;
    for (const auto& [changed, signal] : changes)
        if (changed)
            emit (this->*signal)();
}

int VariantChoices::indexFor(const QString& field, const QString& value)
{
    // The defaults of a Variant and of its clock, as the engine has them.
    const gs::Variant variant;
    const gs::ClockRules clock;
    if (field == "setup")
        return indexIn(kSetups, value, variant.setup);
    if (field.startsWith("captureResults."))
        return indexIn(kCaptures, value, variant.captureResults[0]);
    if (field.startsWith("firstTeamerSteps."))
        return indexIn(kSteps, value, variant.firstTeamerSteps[0]);
    if (field.startsWith("debut."))
        return indexIn(kDebuts, value, variant.debutRules[0]);
    if (field == "clock.moveTimeout")
        return indexIn(kTimeouts, value, clock.moveTimeout);
    if (field == "clock.gameTimeout")
        return indexIn(kTimeouts, value, clock.gameTimeout);
    return -1;
}

bool VariantChoices::isFixedSetup(const QString& value)
{
    return value == QLatin1String(gs::toString(gs::SetupMode::Fixed));
}
