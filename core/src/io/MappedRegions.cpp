// SPDX-License-Identifier: GPL-3.0-or-later
#include "MappedRegions.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace mwb::io::MappedRegions {

namespace {

struct Slot
{
    std::atomic<std::uintptr_t> begin{0}; ///< 0: free
    std::atomic<std::uintptr_t> end{0};
    std::atomic<bool> faulted{false};
};

constexpr int kSlots = 1024;
std::array<Slot, kSlots> g_slots;
std::mutex g_claimMutex;

#ifdef Q_OS_UNIX
std::uintptr_t g_pageSize = 4096;
struct sigaction g_previous = {};

/// Hands a fault outside every region to whoever handled SIGBUS before us (the default: the process dies as it
/// would have without us, when the faulting access is retried).
void chainToPrevious(int signal, siginfo_t *info, void *context)
{
    if ((g_previous.sa_flags & SA_SIGINFO) && g_previous.sa_sigaction) {
        g_previous.sa_sigaction(signal, info, context);
    } else if (g_previous.sa_handler == SIG_IGN || g_previous.sa_handler == SIG_DFL) {
        struct sigaction reset = {};
        reset.sa_handler = SIG_DFL;
        sigaction(SIGBUS, &reset, nullptr);
    } else {
        g_previous.sa_handler(signal);
    }
}

void onSigbus(int signal, siginfo_t *info, void *context)
{
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    for (Slot &slot : g_slots) {
        const std::uintptr_t begin = slot.begin.load(std::memory_order_acquire);
        const std::uintptr_t end = slot.end.load(std::memory_order_acquire);
        if (begin == 0 || address < begin || address >= end)
            continue;
        // Zero pages from the faulting page to the region's end: the retried access and every later one succeed.
        const std::uintptr_t page = address & ~(g_pageSize - 1);
        void *patched = mmap(reinterpret_cast<void *>(page), end - page, PROT_READ,
            MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (patched == MAP_FAILED)
            break;
        slot.faulted.store(true, std::memory_order_release);
        return;
    }
    chainToPrevious(signal, info, context);
}

void installHandler()
{
    g_pageSize = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
    struct sigaction action = {};
    action.sa_sigaction = onSigbus;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &g_previous);
}
#endif

} // namespace

int registerRegion(const void *begin, qint64 length)
{
#ifdef Q_OS_UNIX
    static std::once_flag installed;
    std::call_once(installed, installHandler);
    const auto start = reinterpret_cast<std::uintptr_t>(begin);
    const std::lock_guard lock(g_claimMutex);
    for (int i = 0; i < kSlots; ++i) {
        Slot &slot = g_slots[static_cast<std::size_t>(i)];
        if (slot.begin.load(std::memory_order_relaxed) != 0)
            continue;
        slot.faulted.store(false, std::memory_order_relaxed);
        slot.end.store(start + static_cast<std::uintptr_t>(length), std::memory_order_release);
        slot.begin.store(start, std::memory_order_release);
        return i;
    }
#else
    Q_UNUSED(begin);
    Q_UNUSED(length);
#endif
    return -1;
}

void unregisterRegion(int slot)
{
    if (slot < 0)
        return;
    const std::lock_guard lock(g_claimMutex);
    g_slots[static_cast<std::size_t>(slot)].begin.store(0, std::memory_order_release);
}

bool faulted(int slot)
{
    return slot >= 0 && g_slots[static_cast<std::size_t>(slot)].faulted.load(std::memory_order_acquire);
}

} // namespace mwb::io::MappedRegions
