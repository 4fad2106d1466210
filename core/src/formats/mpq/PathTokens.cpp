// SPDX-License-Identifier: GPL-3.0-or-later
#include "PathTokens.h"

#include <algorithm>

namespace mwb::formats::mpq {

namespace {

constexpr qsizetype kMinPath = 3;
constexpr qsizetype kMaxExtension = 4;

bool isAlnum(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isSeparator(char c, bool blanks)
{
    switch (c) {
    case '"':
    case '\'':
    case ',':
    case ';':
    case '=':
    case '|':
    case '<':
    case '>':
    case '(':
    case ')':
    case '[':
    case ']':
    case '{':
    case '}':
    case '\t':
        return true;
    case ' ':
        return blanks;
    default:
        return false;
    }
}

void forEachPiece(QByteArrayView text, bool blanks, const std::function<void(QByteArrayView)> &visit)
{
    qsizetype start = 0;
    for (qsizetype at = 0; at <= text.size(); ++at) {
        if (at < text.size() && !isSeparator(text[at], blanks))
            continue;
        const QByteArrayView piece = text.sliced(start, at - start).trimmed();
        if (PathTokens::looksLikePath(piece))
            visit(piece);
        start = at + 1;
    }
}

/// Length of the well-formed UTF-8 sequence of two to four bytes at `at`, or 0.
qsizetype utf8Sequence(QByteArrayView b, qsizetype at)
{
    const auto byte = [&b](qsizetype i) {
        return static_cast<unsigned char>(b[i]);
    };
    const unsigned char lead = byte(at);
    const qsizetype length = lead >= 0xC2 && lead <= 0xDF ? 2
        : lead >= 0xE0 && lead <= 0xEF                    ? 3
        : lead >= 0xF0 && lead <= 0xF4                    ? 4
                                                          : 0;
    if (length == 0 || at + length > b.size())
        return 0;
    for (qsizetype i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80)
            return 0;
    }
    return length;
}

} // namespace

bool PathTokens::looksLikePath(QByteArrayView piece)
{
    if (piece.size() < kMinPath || piece.size() > kMaxPath)
        return false;
    const qsizetype slash = std::max(piece.lastIndexOf('\\'), piece.lastIndexOf('/'));
    const qsizetype dot = piece.lastIndexOf('.');
    const bool extension = dot > slash;
    if (extension) {
        const qsizetype length = piece.size() - dot - 1;
        if (dot == slash + 1 || length < 1 || length > kMaxExtension || piece[dot - 1] == '.')
            return false;
    } else if (slash < 1 || slash == piece.size() - 1) {
        return false; // without an extension only a path with a folder, as WoW's tables name textures
    }
    const qsizetype nameEnd = extension ? dot : piece.size();
    bool letter = false;
    for (qsizetype i = 0; i < piece.size(); ++i) {
        const char c = piece[i];
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
            return false;
        if (i > nameEnd && !isAlnum(c))
            return false;
        letter = letter || (i < nameEnd && (isLetter(c) || static_cast<unsigned char>(c) >= 0x80));
    }
    return letter;
}

void PathTokens::forEachInText(QByteArrayView text, const std::function<void(QByteArrayView)> &visit)
{
    const QByteArrayView whole = text.trimmed();
    if (looksLikePath(whole))
        visit(whole);
    forEachPiece(text, false, visit);
    forEachPiece(text, true, visit);
}

void PathTokens::forEachInBytes(QByteArrayView bytes, const std::function<void(QByteArrayView)> &visit)
{
    qsizetype start = 0;
    qsizetype at = 0;
    while (at <= bytes.size()) {
        if (at < bytes.size()) {
            const auto c = static_cast<unsigned char>(bytes[at]);
            if ((c >= 0x20 && c < 0x7F) || c == '\t') {
                ++at;
                continue;
            }
            if (const qsizetype sequence = c >= 0x80 ? utf8Sequence(bytes, at) : 0; sequence > 0) {
                at += sequence;
                continue;
            }
        }
        if (at - start >= kMinPath)
            forEachInText(bytes.sliced(start, at - start), visit);
        start = ++at;
    }
}

} // namespace mwb::formats::mpq
