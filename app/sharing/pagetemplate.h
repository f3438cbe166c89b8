// The shared pieces of our self-contained web pages (the tutorial page, the Lab's reports):
// the compiled-in template files and the one-pass filling of their {{slots}}.
#pragma once

#include <QHash>
#include <QString>

namespace sharing::page {

// A file of app/sharing/page/, compiled in under :/tutorialpage/.
QString resource(const QString& name);
// `templ` with each {{name}} replaced by values[name], in one pass, so a value that holds
// "{{…}}" stays as it is.
QString fill(const QString& templ, const QHash<QString, QString>& values);
inline QString esc(const QString& text) { return text.toHtmlEscaped(); }

}  // namespace sharing::page
