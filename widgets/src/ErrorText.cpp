// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ErrorText.h"

#include <QCoreApplication>

namespace mwb {

QString errorSummary(const Error &error)
{
    return QCoreApplication::translate("mwb::ErrorText", "%1: %2").arg(errorCodeTitle(error.code), error.message);
}

QString errorDetails(const Error &error)
{
    QString text = error.message;
    if (!error.path.isEmpty())
        text += QLatin1Char('\n') + QCoreApplication::translate("mwb::ErrorText", "File: %1").arg(error.path);
    if (error.offset >= 0) {
        const QString hex = QString::number(error.offset, 16).toUpper();
        text += QLatin1Char('\n')
            + QCoreApplication::translate("mwb::ErrorText", "at byte offset 0x%1 (%2)")
                  .arg(hex, QString::number(error.offset));
    }
    return text;
}

} // namespace mwb
