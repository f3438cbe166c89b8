#include "notices.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QQmlEngine>
#include <QUrl>

Notices& Notices::instance()
{
    static Notices* notices = new Notices;  // lives as long as the app
    return *notices;
}

Notices* Notices::create(QQmlEngine*, QJSEngine*)
{
    Notices* n = &instance();
    QQmlEngine::setObjectOwnership(n, QQmlEngine::CppOwnership);
    return n;
}

void Notices::wrote(const QString& path, bool exported)
{
    const QFileInfo info(path);
    const QString folder = QDir::toNativeSeparators(info.absolutePath());
    post((exported ? tr("Exported %1 to %2") : tr("Saved %1 in %2")).arg(info.fileName(), folder), info.absolutePath());
}

void Notices::post(const QString& text, const QString& folder)
{
    text_ = text;
    folder_ = folder;
    ++count_;
    emit posted();
}

bool Notices::showFolder() const
{
    return openFolder(folder_);
}

bool Notices::openFolder(const QString& folder) const
{
    return !folder.isEmpty() && QDir().mkpath(folder) && QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
}
