// SPDX-License-Identifier: GPL-3.0-or-later
#include "RawLayoutInput.h"

#include "mwb/formats/grid/GridFileIo.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QCoreApplication>

namespace mwb::cli {

namespace {

class InputText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::RawLayoutCommands)
};

const QString kEntrySeparator = QStringLiteral("::");

} // namespace

Result<InputBytes> readInputBytes(const QString &argument, qint64 maxBytes)
{
    const qsizetype separator = argument.indexOf(kEntrySeparator);
    if (separator < 0) {
        auto file = formats::grid::GridFileIo::readAll(argument, maxBytes);
        if (!file)
            return file.error();
        return InputBytes{std::move(file).value(), argument, argument};
    }
    const QString modPath = argument.left(separator);
    const QString entry = argument.mid(separator + kEntrySeparator.size());
    auto archive = formats::tl2mod::ModArchive::open(modPath);
    if (!archive)
        return archive.error();
    const auto &records = (*archive)->records();
    for (int i = 0; i < static_cast<int>(records.size()); ++i) {
        const auto &record = records[static_cast<std::size_t>(i)];
        if (record.isDirectory() || record.path().compare(entry, Qt::CaseInsensitive) != 0)
            continue;
        if (record.size > maxBytes) {
            return Error{ErrorCode::LimitExceeded,
                InputText::tr("The entry has %1 bytes, beyond the limit of %2").arg(record.size).arg(maxBytes),
                argument, -1};
        }
        auto bytes = (*archive)->readEntry(i);
        if (!bytes)
            return bytes.error();
        return InputBytes{std::move(bytes).value(), record.path(), argument};
    }
    return Error{ErrorCode::InvalidInput, InputText::tr("The .MOD has no entry \"%1\"").arg(entry), modPath, -1};
}

} // namespace mwb::cli
