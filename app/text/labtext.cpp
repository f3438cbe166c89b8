#include "labtext.h"

#include <QCoreApplication>
#include <QLocale>

namespace labtext {

namespace {
// Translated in the "LabSession" context, where they have always been.
QString translated(const char* text) { return QCoreApplication::translate("LabSession", text); }
// Numbers in the user's language ("39,7" in German); Language sets the default locale.
QString number(double v, int decimals) { return QLocale().toString(v, 'f', decimals); }
}  // namespace

QString rate(const gs::Interval& i)
{
    return translated(QT_TRANSLATE_NOOP("LabSession", "%1% (%2–%3)"))
        .arg(number(100 * i.estimate, 1), number(100 * i.low, 1), number(100 * i.high, 1));
}

QString mean(const gs::Summary& s)
{
    return translated(QT_TRANSLATE_NOOP("LabSession", "%1 (%2–%3)")).arg(number(s.mean, 2), number(s.low, 2), number(s.high, 2));
}

QString edge(const gs::Interval& i)
{
    const double e = 100 * i.estimate;
    return translated(QT_TRANSLATE_NOOP("LabSession", "%1%2 (%3 to %4)"))
        .arg(e > 0 ? "+" : "", number(e, 1), number(100 * i.low, 1), number(100 * i.high, 1));
}

QString difference(const gs::Difference& d, bool percent)
{
    const double k = percent ? 100 : 1;
    const int decimals = percent ? 1 : 2;
    const double diff = k * d.diff;
    const QString sign = diff > 0 ? "+" : "";
    const QString text = percent ? translated(QT_TRANSLATE_NOOP("LabSession", "%1%2 points (%3 to %4)"))
                                 : translated(QT_TRANSLATE_NOOP("LabSession", "%1%2 (%3 to %4)"));
    const double p = d.pValue;
    // Three decimals cannot show a p below 0.001; "p = 0.000" would claim certainty.
    const QString pText = p < 0.001 ? translated(QT_TRANSLATE_NOOP("LabSession", ", p < %1")).arg(number(0.001, 3))
                                    : translated(QT_TRANSLATE_NOOP("LabSession", ", p = %1")).arg(number(p, 3));
    return text.arg(sign, number(diff, decimals), number(k * d.low, decimals), number(k * d.high, decimals)) + pText;
}

}  // namespace labtext
