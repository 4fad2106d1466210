// SPDX-License-Identifier: GPL-3.0-or-later
// The archive contract run against every format: one fixture per format, one line each below.
#include "ArchiveContractTest.h"
#include "FolderFixture.h"
#include "MpqFixture.h"
#include "StackFixture.h"
#include "Tl2ModFixture.h"
#include "Tl2PakFixture.h"

#include <QCoreApplication>
#include <QTest>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::vector<std::unique_ptr<mwb::test::ArchiveFixture>> fixtures;
    fixtures.push_back(std::make_unique<mwb::test::Tl2ModFixture>());
    fixtures.push_back(std::make_unique<mwb::test::Tl2PakFixture>());
    fixtures.push_back(std::make_unique<mwb::test::MpqFixture>());
    fixtures.push_back(std::make_unique<mwb::test::StackFixture>());
    fixtures.push_back(std::make_unique<mwb::test::FolderFixture>());
    int failed = 0;
    for (auto &fixture : fixtures) {
        mwb::test::ArchiveContractTest test(std::move(fixture));
        failed += QTest::qExec(&test, argc, argv);
    }
    return failed;
}
