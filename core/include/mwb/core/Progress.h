// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPromise>
#include <QString>

#include <atomic>

namespace mwb {

/// What long-running codec operations report to and poll: progress in abstract units (bytes, entries) and a
/// cooperative cancel flag. Implementations must be callable from any worker thread.
class Progress
{
public:
    virtual ~Progress() = default;
    virtual void setTotal(qint64 total) = 0;
    virtual void setDone(qint64 done) = 0;
    virtual void setText(const QString &text) = 0;
    [[nodiscard]] virtual bool isCanceled() const = 0;
};

/// Reports nothing and is canceled only through cancel(); for synchronous calls and tests.
class SilentProgress final : public Progress
{
public:
    void setTotal(qint64) override { }
    void setDone(qint64) override { }
    void setText(const QString &) override { }
    bool isCanceled() const override { return m_canceled.load(std::memory_order_relaxed); }
    void cancel() { m_canceled.store(true, std::memory_order_relaxed); }

private:
    std::atomic<bool> m_canceled{false};
};

/// Forwards to a QPromise, scaling 64-bit units to the promise's int range (0..kScale).
template<typename T>
class PromiseProgress final : public Progress
{
public:
    static constexpr int kScale = 10000;

    explicit PromiseProgress(QPromise<T> &promise)
        : m_promise(promise)
    {
        m_promise.setProgressRange(0, kScale);
    }
    void setTotal(qint64 total) override { m_total.store(total > 0 ? total : 0, std::memory_order_relaxed); }
    void setDone(qint64 done) override
    {
        const qint64 total = m_total.load(std::memory_order_relaxed);
        const auto scaled = total > 0 ? static_cast<int>(static_cast<double>(done) / double(total) * kScale) : 0;
        m_promise.setProgressValue(scaled < 0 ? 0 : (scaled > kScale ? kScale : scaled));
    }
    void setText(const QString &text) override
    {
        m_promise.setProgressValueAndText(m_promise.future().progressValue(), text);
    }
    bool isCanceled() const override { return m_promise.isCanceled(); }

private:
    QPromise<T> &m_promise;
    std::atomic<qint64> m_total{0};
};

} // namespace mwb
