// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/wow/IconPatch.h"

#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/blp/BlpEncoder.h"
#include "mwb/formats/images/ImageResize.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>

namespace mwb::formats::wow {

namespace {

constexpr int kMaxNameLength = 64;

/// How SpellIcon.dbc paths compare: letter case, separators and a ".blp" ending aside.
QString iconKey(QString path)
{
    path = path.trimmed().toLower().replace(QLatin1Char('/'), QLatin1Char('\\'));
    if (path.endsWith(QLatin1String(".blp")))
        path.chop(4);
    return path;
}

Result<void> checkImage(const IconSource &icon)
{
    const blp::RgbaImage &image = icon.image;
    if (image.width <= 0 || image.height <= 0
        || image.rgba.size() != qsizetype(image.width) * qsizetype(image.height) * 4)
        return Error{ErrorCode::InvalidInput, IconPatch::tr("The image is empty or its pixels do not match its size"),
            icon.file, -1};
    if (image.width > IconPatch::kMaxSourceSide || image.height > IconPatch::kMaxSourceSide)
        return Error{ErrorCode::LimitExceeded,
            IconPatch::tr("The image is %1×%2; icons are read up to %3 pixels a side")
                .arg(image.width)
                .arg(image.height)
                .arg(IconPatch::kMaxSourceSide),
            icon.file, -1};
    return {};
}

Result<void> checkSources(const std::vector<IconSource> &icons)
{
    if (icons.empty())
        return Error{ErrorCode::InvalidInput, IconPatch::tr("No icons to add"), {}, -1};
    QHash<QString, QString> names;
    for (const IconSource &icon : icons) {
        if (auto named = IconPatch::checkName(icon.name, icon.file); !named)
            return named;
        if (auto image = checkImage(icon); !image)
            return image;
        const QString key = icon.name.toLower();
        if (names.contains(key))
            return Error{ErrorCode::InvalidInput,
                IconPatch::tr("Two icons are named %1 (%2 and %3)").arg(icon.name, names.value(key), icon.file),
                icon.file, -1};
        names.insert(key, icon.file);
    }
    return {};
}

/// Encodes every icon on the shared worker pool; the first error in input order.
Result<std::vector<QByteArray>> encodeAll(const std::vector<IconSource> &icons, Progress &progress)
{
    std::vector<std::optional<Result<QByteArray>>> encoded(icons.size());
    io::parallelFor(int(icons.size()), 0, [&](int i) {
        if (progress.isCanceled())
            return false;
        encoded[std::size_t(i)] = IconPatch::iconBlp(icons[std::size_t(i)].image);
        return encoded[std::size_t(i)]->has_value();
    });
    if (progress.isCanceled())
        return Error{ErrorCode::Canceled, IconPatch::tr("Canceled"), {}, -1};
    std::vector<QByteArray> blps;
    for (std::size_t i = 0; i < icons.size(); ++i) {
        if (!encoded[i])
            return Error{ErrorCode::Canceled, IconPatch::tr("Canceled"), {}, -1};
        if (!*encoded[i]) {
            Error error = encoded[i]->error();
            error.path = icons[i].file;
            return error;
        }
        blps.push_back(std::move(*encoded[i]).value());
    }
    return blps;
}

/// Gives every icon its row: the one its path has, else a new row at the next free ID.
Result<void> assignRows(dbc::EditableTable &table, int pathField, std::vector<PatchedIcon> &icons)
{
    QHash<QString, qint64> rows;
    for (int row = 0; row < table.rowCount(); ++row) {
        const QString key = iconKey(table.text(row, pathField));
        if (!key.isEmpty() && !rows.contains(key))
            rows.insert(key, table.id(row));
    }
    for (PatchedIcon &icon : icons) {
        const auto existing = rows.constFind(iconKey(icon.iconPath));
        if (existing != rows.cend()) {
            icon.id = quint32(*existing);
            icon.reused = true;
            continue;
        }
        auto added = table.addRow();
        if (!added)
            return added.error();
        const int row = added->inserted.front().row;
        if (auto set = table.setValue(row, pathField, icon.iconPath.toUtf8()); !set)
            return set.error();
        icon.id = quint32(table.id(row));
        rows.insert(iconKey(icon.iconPath), icon.id);
    }
    return {};
}

} // namespace

Result<void> IconPatch::checkName(const QString &name, const QString &file)
{
    const bool printable = std::all_of(name.cbegin(), name.cend(), [](QChar c) {
        return c.unicode() > 0x20 && c.unicode() < 0x7F && !QStringView(u"\\/:*?\"<>|").contains(c);
    });
    if (name.isEmpty() || name.size() > kMaxNameLength || !printable)
        return Error{ErrorCode::InvalidInput,
            tr("Cannot name an icon \"%1\": use 1 to %2 ASCII letters, digits and _ - . ( ) (no spaces or \\ / : * ? "
               "\" < > |)")
                .arg(name)
                .arg(kMaxNameLength),
            file, -1};
    return {};
}

Result<QByteArray> IconPatch::iconBlp(const blp::RgbaImage &image)
{
    return blp::encodeBlp(images::resizeRgba(image, kIconSide, kIconSide), {blp::BlpTarget::Dxt5, true});
}

namespace {

/// An edit of the patch with every icon given its row: what plan() reports and add() commits.
struct IconEdit
{
    std::unique_ptr<ClientPatch> patch;
    ClientTable client;
    IconPatchResult result;
};

Result<IconEdit> prepareEdit(const PatchTarget &target, const std::vector<IconSource> &icons)
{
    if (auto checked = checkSources(icons); !checked)
        return checked.error();
    auto patch = ClientPatch::open(target);
    if (!patch)
        return patch.error();
    auto client = (*patch)->readTable(IconPatch::kTablePath);
    if (!client)
        return client.error();
    dbc::EditableTable &table = client->table;
    const int pathField = table.schema().fieldIndex(u"TextureFilename");
    if (pathField < 0 || table.schema().idField() != 0)
        return Error{ErrorCode::Unsupported, IconPatch::tr("The table has no column of icon paths"), table.label(), -1};

    IconPatchResult result;
    for (const IconSource &icon : icons) {
        PatchedIcon patched;
        patched.name = icon.name;
        patched.iconPath = IconPatch::kIconFolder + icon.name;
        patched.blpPath = patched.iconPath + QStringLiteral(".blp");
        patched.sourceWidth = icon.image.width;
        patched.sourceHeight = icon.image.height;
        if (auto visible = (*patch)->checkVisible(patched.blpPath); !visible)
            return visible.error();
        result.icons.push_back(std::move(patched));
    }
    if (auto assigned = assignRows(table, pathField, result.icons); !assigned)
        return assigned.error();
    result.write.patchFile = target.patchFile;
    result.write.patchName = target.patchName;
    result.write.created = (*patch)->createsPatch();
    result.tableSource = client->source;
    result.tableRows = table.rowCount();
    return IconEdit{std::move(patch).value(), std::move(client).value(), std::move(result)};
}

} // namespace

Result<IconPatchResult> IconPatch::plan(const PatchTarget &target, const std::vector<IconSource> &icons)
{
    auto edit = prepareEdit(target, icons);
    if (!edit)
        return edit.error();
    return std::move(edit->result);
}

Result<IconPatchResult> IconPatch::add(
    const PatchTarget &target, const std::vector<IconSource> &icons, Progress &progress)
{
    auto edit = prepareEdit(target, icons);
    if (!edit)
        return edit.error();
    progress.setText(tr("Encoding %n icon(s)", nullptr, int(icons.size())));
    auto blps = encodeAll(icons, progress);
    if (!blps)
        return blps.error();
    for (std::size_t i = 0; i < icons.size(); ++i) {
        if (auto put = edit->patch->put(edit->result.icons[i].blpPath, std::move((*blps)[i])); !put)
            return put.error();
    }
    if (auto put = edit->patch->putTable(edit->client, kTablePath); !put)
        return put.error();
    auto written = edit->patch->commit(QStringLiteral("add-icon"), progress);
    if (!written)
        return written.error();
    edit->result.write = std::move(written).value();
    return std::move(edit->result);
}

} // namespace mwb::formats::wow
