// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/EntryIndexStorage.h"

#include <QMutex>

#include <algorithm>
#include <array>

namespace mwb::entryindex {

namespace {

/// Smaller arrays cost little to allocate afresh and are not kept.
constexpr std::size_t kWorthKeeping = 16384;

struct Kept
{
    QMutex mutex;
    std::array<std::vector<EntryIndex::Node>, 2> arrays;
};

Kept &kept()
{
    static Kept instance;
    return instance;
}

} // namespace

std::vector<EntryIndex::Node> takeStorage(std::size_t nodes)
{
    std::vector<EntryIndex::Node> storage;
    if (nodes >= kWorthKeeping) {
        Kept &pool = kept();
        const QMutexLocker lock(&pool.mutex);
        std::vector<EntryIndex::Node> *best = nullptr;
        for (std::vector<EntryIndex::Node> &array : pool.arrays) {
            if (array.capacity() >= nodes && (!best || array.capacity() < best->capacity()))
                best = &array;
        }
        if (best)
            storage.swap(*best);
    }
    if (storage.capacity() < nodes) // a new array: room for the nodes the next edits add, so that it can be reused
        storage.reserve(nodes >= kWorthKeeping ? nodes + nodes / 8 : nodes);
    return storage;
}

void returnStorage(std::vector<EntryIndex::Node> &&storage)
{
    if (storage.capacity() < kWorthKeeping)
        return;
    storage.clear(); // outside the lock: destroying 100k nodes takes a while
    Kept &pool = kept();
    const QMutexLocker lock(&pool.mutex);
    const auto smallest = std::min_element(pool.arrays.begin(), pool.arrays.end(), [](const auto &a, const auto &b) {
        return a.capacity() < b.capacity();
    });
    if (smallest->capacity() < storage.capacity())
        smallest->swap(storage);
}

void prepareStorage(std::size_t nodes)
{
    if (nodes < kWorthKeeping)
        return;
    {
        Kept &pool = kept();
        const QMutexLocker lock(&pool.mutex);
        for (const std::vector<EntryIndex::Node> &array : pool.arrays) {
            if (array.capacity() >= nodes)
                return;
        }
    }
    std::vector<EntryIndex::Node> storage;
    storage.resize(nodes + nodes / 8); // constructing the nodes writes every page
    returnStorage(std::move(storage));
}

} // namespace mwb::entryindex
