#include "positiontext.h"

#include "sharelink.h"

#include "formats/variantregistry.h"
#include "notation.h"

#include <QClipboard>
#include <QGuiApplication>

PositionText::Read PositionText::read(const QString& typed, const QString& current)
{
    QString why;
    const std::optional<QString> text = sharing::positionText(typed, &why);  // a GPN, or a link to one
    if (!text)
        return {std::nullopt, tr("Not a position: %1").arg(why)};
    if (text->trimmed() == current)
        return {};
    try {
        return {gs::parseGpnUnchecked(text->trimmed().toStdString(), gs::VariantRegistry::builtIn().lookup()), {}};
    } catch (const gs::NotationError& e) {
        return {std::nullopt, tr("Not a position: %1").arg(QString::fromStdString(e.what()))};
    }
}

void PositionText::copy(const QString& gpn)
{
    if (QClipboard* c = QGuiApplication::clipboard())
        c->setText(gpn);
}

std::optional<QString> PositionText::pasted()
{
    const QClipboard* c = QGuiApplication::clipboard();
    return c ? std::optional(c->text()) : std::nullopt;
}
