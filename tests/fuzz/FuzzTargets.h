// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mwb::fuzz {

/// One codec entry point fed arbitrary bytes. The same functions run under libFuzzer (fuzz_main.cpp, clang) and in
/// the regression replay (tst_fuzzregressions, ctest): one source of truth. A target returns normally for every
/// input, whatever errors the codec reports; a broken invariant aborts (a finding, like a crash).
struct Target
{
    const char *name; ///< also the folder of its regression inputs and its dictionary's name
    void (*run)(const QByteArray &input);
    int maxLen; ///< libFuzzer's -max_len for it
};

/// Every target, in the order `scripts/fuzz.sh` runs them.
[[nodiscard]] const std::vector<Target> &targets();
/// The target named `name`, or null.
[[nodiscard]] const Target *findTarget(const char *name);

} // namespace mwb::fuzz
