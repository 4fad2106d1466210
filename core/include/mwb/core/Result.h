// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"

#include <utility>
#include <variant>

namespace mwb {

/// Minimal std::expected-shaped result (C++20 has no std::expected; GCC 12 only offers it in -std=c++23).
/// Keep the member names identical to std::expected so a later switch is a typedef change.
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_v(std::in_place_index<0>, std::move(value))
    { } // NOLINT(google-explicit-constructor)
    Result(Error error)
        : m_v(std::in_place_index<1>, std::move(error))
    { } // NOLINT(google-explicit-constructor)

    [[nodiscard]] bool has_value() const noexcept { return m_v.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }

    [[nodiscard]] T &value() & { return std::get<0>(m_v); }
    [[nodiscard]] const T &value() const & { return std::get<0>(m_v); }
    [[nodiscard]] T &&value() && { return std::get<0>(std::move(m_v)); }
    [[nodiscard]] const Error &error() const { return std::get<1>(m_v); }

    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T &&operator*() && { return std::move(*this).value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

private:
    std::variant<T, Error> m_v;
};

template<>
class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error)
        : m_error(std::move(error))
        , m_ok(false)
    { } // NOLINT(google-explicit-constructor)
    [[nodiscard]] bool has_value() const noexcept { return m_ok; }
    explicit operator bool() const noexcept { return m_ok; }
    [[nodiscard]] const Error &error() const { return m_error; }

private:
    Error m_error;
    bool m_ok = true;
};

} // namespace mwb
