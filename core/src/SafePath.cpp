// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/SafePath.h"

#include <QCoreApplication>
#include <QDir>

namespace mwb {

namespace {
class SafePathText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::SafePath)
};

Error unsafe(const QString &entryPath, const QString &why)
{
    return Error{ErrorCode::UnsafePath, SafePathText::tr("Refused to write \"%1\": %2").arg(entryPath, why), entryPath,
        -1};
}
} // namespace

Result<QString> resolveInside(const QString &root, const QString &entryPath)
{
    QString normalized = entryPath;
    normalized.replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (normalized.isEmpty())
        return unsafe(entryPath, SafePathText::tr("the path is empty"));
    if (normalized.startsWith(QLatin1Char('/')))
        return unsafe(entryPath, SafePathText::tr("the path is absolute"));
    if (normalized.size() >= 2 && normalized.at(1) == QLatin1Char(':'))
        return unsafe(entryPath, SafePathText::tr("the path names a drive"));
    const auto parts = QStringView(normalized).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QStringView part : parts) {
        if (part == u"." || part == u"..")
            return unsafe(entryPath, SafePathText::tr("the path climbs out of the target folder"));
    }
    if (parts.isEmpty())
        return unsafe(entryPath, SafePathText::tr("the path is empty"));
    const QString base = QDir::cleanPath(QDir(root).absolutePath());
    const QString full = QDir::cleanPath(base + QLatin1Char('/') + normalized);
    if (!full.startsWith(base + QLatin1Char('/')))
        return unsafe(entryPath, SafePathText::tr("the path climbs out of the target folder"));
    return full;
}

} // namespace mwb
