// SPDX-License-Identifier: GPL-3.0-or-later
#include "RawLayoutInput.h"

#include "ConsoleProgress.h"
#include "mwb/core/ops/EntryTarget.h"

#include <QCoreApplication>

namespace mwb::cli {

namespace {

class InputText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::RawLayoutCommands)
};

} // namespace

Result<InputBytes> readInputBytes(const QString &argument, qint64 maxBytes)
{
    auto input = ops::readTarget(argument, maxBytes);
    if (!input)
        return input.error();
    return InputBytes{std::move(input->bytes), input->name, input->label};
}

Result<void> writeOutputBytes(const QString &target, const QByteArray &bytes)
{
    ConsoleProgress progress(InputText::tr("Saving"));
    auto written = ops::writeTarget(target, bytes, progress);
    if (!written)
        return written.error();
    return {};
}

QString entryArgumentHelp(const QString &what)
{
    return InputText::tr("%1, or an entry of an archive of any format written ARCHIVE::ENTRY (\"::\" nests).")
        .arg(what);
}

} // namespace mwb::cli
