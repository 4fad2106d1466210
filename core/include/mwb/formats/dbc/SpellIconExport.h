// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/formats/images/ImageExport.h"

#include <QCoreApplication>

namespace mwb::formats::dbc {

/// One row of SpellIcon.dbc and what became of it.
struct SpellIconRow
{
    quint32 id = 0;
    QString iconPath; ///< as the table stores it: "Interface\Icons\Spell_Fire_Fireball", no extension
    QString entryPath; ///< the BLP it resolved to, empty when no archive holds it
    QString output; ///< "133_Spell_Fire_Fireball.png", empty when missing

    [[nodiscard]] bool found() const { return !output.isEmpty(); }
};

/// What the spell-icon export will do: the table's rows resolved, and the images to write.
struct SpellIconPlan
{
    QString tablePath; ///< the SpellIcon.dbc entry that was read
    std::vector<SpellIconRow> rows; ///< in table order
    std::vector<images::PlannedImage> images;
    [[nodiscard]] int missing() const;
};

/// The icon workflow of a WoW 3.3.5a modder: read DBFilesClient/SpellIcon.dbc from the archives (the last that
/// holds it, names compared case-insensitively), resolve each row's icon path to its BLP in any of the archives
/// (case-insensitive, '\' as '/', ".blp" added; later archives win), and write `ID_name.png` per found icon plus
/// an index `spell-icons.csv` and `spell-icons.json` (id, path, status found/missing, file) below a folder —
/// one ImageExport job: parallel, cancelable, nothing written unless everything was.
class SpellIconExport
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::SpellIconExport)
public:
    static constexpr QLatin1StringView kTablePath{"DBFilesClient/SpellIcon.dbc"};
    static constexpr QLatin1StringView kCsvName{"spell-icons.csv"};
    static constexpr QLatin1StringView kJsonName{"spell-icons.json"};

    /// The field of SpellIcon.dbc's `schema` holding the icon paths (TextureFilename, else the first string), or null.
    [[nodiscard]] static const DbcField *iconPathField(const DbcSchema &schema);
    /// Errors: InvalidInput when no archive holds SpellIcon.dbc, the table's own errors, Unsupported when the
    /// table has no string column for the paths.
    [[nodiscard]] static Result<SpellIconPlan> plan(const std::vector<std::shared_ptr<const Archive>> &archives);
    /// The index files of `plan`.
    [[nodiscard]] static QByteArray indexCsv(const SpellIconPlan &plan);
    [[nodiscard]] static QByteArray indexJson(const SpellIconPlan &plan);
    /// Writes the icons and the index of `plan` below `targetDir` (ImageExport::write()).
    [[nodiscard]] static Result<images::ImageExportSummary> write(
        const SpellIconPlan &plan, const QString &targetDir, Progress &progress);
};

} // namespace mwb::formats::dbc
