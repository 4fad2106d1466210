// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the synthetic .map / .MPP fixtures into the folder given as argument, for the CLI smoke tests.
#include "MapFixtures.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace {

bool writeFile(const QDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile file(dir.filePath(name));
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 2)
        return 2;
    const QDir dir(args.at(1));
    if (!dir.mkpath(QStringLiteral(".")))
        return 1;
    bool ok = true;
    for (const auto &fixture : mwb::test::allMapFixtures())
        ok = ok && writeFile(dir, fixture.name + QStringLiteral(".map"), fixture.bytes);
    for (const auto &hostile : mwb::test::hostileFixtures())
        ok = ok && writeFile(dir, hostile.name + QStringLiteral(".map"), hostile.bytes);
    ok = ok && writeFile(dir, QStringLiteral("grid.mpp"), mwb::test::makeMpp(10, 7));
    ok = ok && writeFile(dir, QStringLiteral("truncated.mpp"), mwb::test::makeMpp(10, 7).chopped(3));
    return ok ? 0 : 1;
}
