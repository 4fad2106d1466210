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

Result<ops::TargetWrite> writeOutputBytes(const QString &target, const QByteArray &bytes, const SignChoice &sign)
{
    ConsoleProgress progress(InputText::tr("Saving"));
    auto written = ops::writeTarget(target, bytes, progress, sign.policy);
    if (!written)
        return written.error();
    for (const CommitReport &archive : written->archives) {
        for (const QString &note : archive.notes)
            CommandLine::printErr(QStringLiteral("mwb-cli: ") + note);
        SignOption::warn(archive, sign);
    }
    return written;
}

QString entryArgumentHelp(const QString &what)
{
    return InputText::tr("%1, or an entry of an archive of any format written ARCHIVE::ENTRY (\"::\" nests).")
        .arg(what);
}

} // namespace mwb::cli
