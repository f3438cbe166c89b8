#include "sweepvariants.h"

#include "../rules.h"
#include "variantregistry.h"

#include <QStringList>

namespace gs {

const std::vector<NumericVariantField>& numericVariantFields()
{
    static const std::vector<NumericVariantField> fields = {
        {"pitch.files", -1}, {"pitch.ranks", -1}, {"pitch.keeperAreaDepth", -1}, {"turnLimit", -1},
        {"starGoals", -1},   {"clock.moveSeconds", 0}, {"clock.gameSeconds", 0},
    };
    return fields;
}

namespace {

const NumericVariantField* findField(const QString& path)
{
    for (const NumericVariantField& f : numericVariantFields())
        if (path == QLatin1String(f.path))
            return &f;
    return nullptr;
}

// `doc` with the value at dotted `path` replaced, objects on the way created as needed:
// what merging a child {"a": {"b": value}} over it does.
QJsonObject withValue(QJsonObject doc, const QStringList& path, int value)
{
    if (path.size() == 1) {
        doc[path.front()] = value;
        return doc;
    }
    doc[path.front()] = withValue(doc.value(path.front()).toObject(), path.mid(1), value);
    return doc;
}

}  // namespace

int numericFieldValue(const QJsonObject& document, const QString& path)
{
    const NumericVariantField* f = findField(path);
    if (!f)
        return -1;
    const QStringList parts = path.split('.');
    QJsonValue v = document;
    for (const QString& p : parts)
        v = v.toObject().value(p);
    return v.isDouble() ? v.toInt() : f->absent;
}

std::vector<SweepValue> sweepVariants(const QJsonObject& document, const SweepSpec& spec)
{
    const QString field = QString::fromStdString(spec.field);
    if (!findField(field)) {
        QStringList names;
        for (const NumericVariantField& f : numericVariantFields())
            names << f.path;
        throw SweepSpecError("sweep \"" + spec.text() + "\": \"" + spec.field + "\" is not a numeric setting of a variant (those are "
                             + names.join(", ").toStdString() + ")");
    }
    std::vector<SweepValue> out;
    for (int value : spec.values()) {
        const QJsonObject doc = withValue(document, field.split('.'), value);
        try {
            Variant v = variantFromJson(doc, QString::fromStdString(spec.text()));
            out.push_back({value, Rules::make(std::move(v))});
        } catch (const VariantLoadError& e) {
            throw SweepSpecError("sweep \"" + spec.text() + "\": at " + spec.field + " = " + std::to_string(value) + ": "
                                 + (e.field.isEmpty() ? QString() : e.field + ": ").toStdString() + e.problem.toStdString());
        }
    }
    return out;
}

}  // namespace gs
