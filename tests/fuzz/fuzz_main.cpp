// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry: one binary for every target, chosen by MWB_FUZZ_TARGET (scripts/fuzz.sh sets it). The target's
// -max_len and -rss_limit_mb=2048 are added to the command line unless it sets them.
#include "FuzzTargets.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

const mwb::fuzz::Target *g_target = nullptr;

bool hasFlag(int argc, char **argv, const char *flag)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], flag, std::strlen(flag)) == 0)
            return true;
    }
    return false;
}

/// argv with the target's limits added (libFuzzer reads the arguments after LLVMFuzzerInitialize returns).
void addLimits(int *argc, char ***argv)
{
    static std::vector<std::string> added;
    static std::vector<char *> arguments;
    if (!hasFlag(*argc, *argv, "-max_len="))
        added.push_back("-max_len=" + std::to_string(g_target->maxLen));
    if (!hasFlag(*argc, *argv, "-rss_limit_mb="))
        added.emplace_back("-rss_limit_mb=2048");
    arguments.assign(*argv, *argv + *argc);
    for (std::string &flag : added)
        arguments.insert(arguments.begin() + 1, flag.data());
    arguments.push_back(nullptr);
    *argc = static_cast<int>(arguments.size()) - 1;
    *argv = arguments.data();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    const char *name = std::getenv("MWB_FUZZ_TARGET");
    g_target = name ? mwb::fuzz::findTarget(name) : nullptr;
    if (!g_target) {
        std::fprintf(stderr, "Set MWB_FUZZ_TARGET to one of:");
        for (const mwb::fuzz::Target &target : mwb::fuzz::targets())
            std::fprintf(stderr, " %s", target.name);
        std::fprintf(stderr, "\n");
        std::exit(2);
    }
    addLimits(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    g_target->run(QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    return 0;
}
