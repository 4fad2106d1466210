// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ops/SourceFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace mwb::ops {

namespace {

class SourceText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::ops::SourceFiles)
};

const QString kListfile = QStringLiteral("(listfile)");

QString withoutTrailingSeparators(QString path)
{
    path.replace(QLatin1Char('\\'), QLatin1Char('/'));
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path;
}

QString joined(const QString &folder, const QString &name)
{
    return folder.isEmpty() ? name : folder + QLatin1Char('/') + name;
}

/// The part of `absolute` from the last component named `root` (any case) on, or empty when none is.
QString fromRoot(const QString &absolute, const QString &root)
{
    if (root.isEmpty())
        return {};
    const QStringList parts = absolute.split(QLatin1Char('/'));
    for (qsizetype i = parts.size(); i-- > 0;) {
        if (parts[i].compare(root, Qt::CaseInsensitive) == 0)
            return parts.mid(i).join(QLatin1Char('/'));
    }
    return {};
}

/// Spellings from a "(listfile)": folded '/'-path → the listed name with '/' separators.
QHash<QString, QString> listfileSpellings(const QString &file)
{
    QHash<QString, QString> names;
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return names;
    static const QRegularExpression separators(QStringLiteral("[\\r\\n;]+"));
    for (QString name : QString::fromUtf8(in.readAll()).split(separators, Qt::SkipEmptyParts)) {
        name = name.trimmed().replace(QLatin1Char('\\'), QLatin1Char('/'));
        if (!name.isEmpty())
            names.insert(name.toCaseFolded(), name);
    }
    return names;
}

/// The files below the absolute folder `folder`, each under `prefix` + its relative path.
SourceFiles filesBelow(const FormatDescription &format, const QString &folder, const QString &prefix)
{
    SourceFiles out;
    const QDir dir(folder);
    QHash<QString, QString> spellings;
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString relative = dir.relativeFilePath(file);
        const QString top = relative.section(QLatin1Char('/'), 0, 0);
        const bool sidecar
            = std::any_of(format.folderSidecars.cbegin(), format.folderSidecars.cend(), [&top](const QString &name) {
                  return top.compare(name, Qt::CaseInsensitive) == 0;
              });
        if (sidecar) {
            out.sidecars << relative;
            if (relative.compare(kListfile, Qt::CaseInsensitive) == 0)
                spellings = listfileSpellings(file);
            continue;
        }
        out.files.push_back(SourceFile{file, relative});
    }
    for (SourceFile &source : out.files) {
        source.path = joined(prefix, spellings.value(source.path.toCaseFolded(), source.path));
    }
    std::sort(out.files.begin(), out.files.end(), [](const SourceFile &a, const SourceFile &b) {
        return a.path < b.path;
    });
    out.sidecars.sort();
    return out;
}

Result<SourceFiles> collectOne(
    const FormatDescription &format, const QString &source, const SourceRequest &request, const QString &into)
{
    const QFileInfo info(source);
    if (!info.exists())
        return Error{ErrorCode::Io, SourceText::tr("%1 does not exist").arg(source), source};
    const QString absolute = QDir::cleanPath(info.absoluteFilePath());
    if (!info.isDir()) {
        QString path = !request.as.isEmpty() ? withoutTrailingSeparators(request.as)
            : !request.into.isEmpty()        ? joined(into, info.fileName())
                                             : fromRoot(absolute, format.entryRoot);
        if (path.isEmpty())
            path = info.fileName();
        return SourceFiles{{SourceFile{absolute, path}}, {}};
    }
    if (!request.as.isEmpty()) {
        return Error{ErrorCode::InvalidInput,
            SourceText::tr("--as names one file; use --into for the folder %1").arg(source), source};
    }
    QString prefix = into;
    if (request.into.isEmpty()) {
        prefix = fromRoot(absolute, format.entryRoot);
        if (prefix.isEmpty())
            prefix = QFileInfo(absolute).fileName();
    }
    SourceFiles found = filesBelow(format, absolute, prefix);
    if (found.files.empty())
        return Error{ErrorCode::InvalidInput, SourceText::tr("The folder %1 holds no files").arg(source), source};
    return found;
}

} // namespace

Result<SourceFiles> collectSourceFiles(const FormatDescription &format, const SourceRequest &request)
{
    const QString into = withoutTrailingSeparators(request.into);
    SourceFiles all;
    for (const QString &source : request.sources) {
        auto found = collectOne(format, source, request, into);
        if (!found)
            return found.error();
        all.files.insert(all.files.end(), found->files.begin(), found->files.end());
        all.sidecars << found->sidecars;
    }
    if (!request.as.isEmpty() && all.files.size() != 1) {
        return Error{ErrorCode::InvalidInput,
            SourceText::tr("--as names one file, but %n were given", nullptr, static_cast<int>(all.files.size())),
            request.as};
    }
    return all;
}

Result<SourceFiles> collectFolderContents(const FormatDescription &format, const QString &folder)
{
    const QFileInfo info(folder);
    if (!info.isDir())
        return Error{ErrorCode::InvalidInput, SourceText::tr("%1 is not a folder").arg(folder), folder};
    return filesBelow(format, QDir::cleanPath(info.absoluteFilePath()), QString());
}

} // namespace mwb::ops
