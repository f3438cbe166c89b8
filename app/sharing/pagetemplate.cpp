#include "pagetemplate.h"

#include <QFile>
#include <QRegularExpression>

namespace sharing::page {

QString resource(const QString& name)
{
    QFile f(QStringLiteral(":/tutorialpage/") + name);
    f.open(QIODevice::ReadOnly);  // compiled in: cannot fail
    return QString::fromUtf8(f.readAll());
}

QString fill(const QString& templ, const QHash<QString, QString>& values)
{
    static const QRegularExpression slot(QStringLiteral("\\{\\{([a-zA-Z]+)\\}\\}"));
    QString out;
    qsizetype at = 0;
    for (auto it = slot.globalMatch(templ); it.hasNext();) {
        const auto m = it.next();
        out += QStringView(templ).mid(at, m.capturedStart() - at);
        out += values.value(m.captured(1));
        at = m.capturedEnd();
    }
    out += QStringView(templ).mid(at);
    return out;
}

}  // namespace sharing::page
