// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScriptStrings.h"

#include <QByteArray>

namespace mwb::formats::mpq {

namespace {

/// The position after a quoted literal opened at `open` (the quote), and its contents through `visit`.
qsizetype quoted(QByteArrayView s, qsizetype open, const std::function<void(QByteArrayView)> *visit)
{
    const char quote = s[open];
    qsizetype at = open + 1;
    while (at < s.size() && s[at] != quote)
        at += s[at] == '\\' ? 2 : 1;
    const qsizetype end = qMin(at, s.size());
    if (visit)
        (*visit)(s.sliced(open + 1, end - open - 1));
    return end + 1;
}

/// Lua long brackets: at `open`, "[" + n "=" + "[" opens a level-n bracket; returns n, or -1 when it is not one.
qsizetype longBracketLevel(QByteArrayView s, qsizetype open)
{
    if (open >= s.size() || s[open] != '[')
        return -1;
    qsizetype at = open + 1;
    while (at < s.size() && s[at] == '=')
        ++at;
    return at < s.size() && s[at] == '[' ? at - open - 1 : -1;
}

/// The position after a long bracket of `level` opened at `open`, and its contents through `visit`.
qsizetype longBracket(
    QByteArrayView s, qsizetype open, qsizetype level, const std::function<void(QByteArrayView)> *visit)
{
    const qsizetype begin = open + level + 2;
    QByteArray close(level + 2, '=');
    close.front() = ']';
    close.back() = ']';
    const qsizetype end = s.indexOf(close, begin);
    const qsizetype stop = end < 0 ? s.size() : end;
    if (visit)
        (*visit)(s.sliced(begin, stop - begin));
    return end < 0 ? s.size() : end + close.size();
}

qsizetype lineEnd(QByteArrayView s, qsizetype from)
{
    const qsizetype end = s.indexOf('\n', from);
    return end < 0 ? s.size() : end + 1;
}

void forEachJass(QByteArrayView s, const std::function<void(QByteArrayView)> &visit)
{
    qsizetype at = 0;
    while (at < s.size()) {
        const char c = s[at];
        if (c == '/' && at + 1 < s.size() && s[at + 1] == '/')
            at = lineEnd(s, at);
        else if (c == '"')
            at = quoted(s, at, &visit);
        else if (c == '\'')
            at = quoted(s, at, nullptr); // a raw code such as 'hfoo'
        else
            ++at;
    }
}

void forEachLua(QByteArrayView s, const std::function<void(QByteArrayView)> &visit)
{
    qsizetype at = 0;
    while (at < s.size()) {
        const char c = s[at];
        if (c == '-' && at + 1 < s.size() && s[at + 1] == '-') {
            const qsizetype level = longBracketLevel(s, at + 2);
            at = level >= 0 ? longBracket(s, at + 2, level, nullptr) : lineEnd(s, at);
        } else if (c == '"' || c == '\'') {
            at = quoted(s, at, &visit);
        } else if (const qsizetype level = longBracketLevel(s, at); level >= 0) {
            at = longBracket(s, at, level, &visit);
        } else {
            ++at;
        }
    }
}

} // namespace

void ScriptStrings::forEachLiteral(
    QByteArrayView script, Language language, const std::function<void(QByteArrayView)> &visit)
{
    if (language == Language::Jass)
        forEachJass(script, visit);
    else
        forEachLua(script, visit);
}

} // namespace mwb::formats::mpq
