// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaletteQuantizer.h"

#include <algorithm>
#include <unordered_map>

namespace mwb::formats::blp {

namespace {

constexpr std::size_t kColours = 256;

using Colour = std::array<uchar, 4>;

quint32 key(const uchar *pixel)
{
    return quint32(pixel[0]) | quint32(pixel[1]) << 8 | quint32(pixel[2]) << 16 | quint32(pixel[3]) << 24;
}

/// The channel (0–2) with the widest range in `box`, and that range.
std::pair<std::size_t, int> widestChannel(const std::vector<Colour> &box)
{
    std::pair<std::size_t, int> widest{0, -1};
    for (std::size_t c = 0; c < 3; ++c) {
        const auto [low, high] = std::minmax_element(
            box.begin(), box.end(), [c](const Colour &a, const Colour &b) { return a[c] < b[c]; });
        const int range = int((*high)[c]) - int((*low)[c]);
        if (range > widest.second)
            widest = {c, range};
    }
    return widest;
}

Colour average(const std::vector<Colour> &box)
{
    std::array<quint64, 4> sum{};
    for (const Colour &colour : box) {
        for (std::size_t c = 0; c < 4; ++c)
            sum[c] += colour[c];
    }
    Colour mean{};
    for (std::size_t c = 0; c < 4; ++c)
        mean[c] = uchar((sum[c] + box.size() / 2) / box.size());
    return mean;
}

/// A box of colours and its widest channel, computed once when the box is made.
struct Box
{
    std::vector<Colour> colours;
    std::pair<std::size_t, int> widest;
};

Box makeBox(std::vector<Colour> colours)
{
    const auto widest = widestChannel(colours);
    return {std::move(colours), widest};
}

std::vector<Colour> medianCut(std::vector<Colour> pixels)
{
    std::vector<Box> boxes;
    boxes.push_back(makeBox(std::move(pixels)));
    while (boxes.size() < kColours) {
        const auto split = std::max_element(boxes.begin(), boxes.end(),
            [](const Box &a, const Box &b) { return a.widest.second < b.widest.second; });
        if (split->widest.second <= 0)
            break;
        std::vector<Colour> &colours = split->colours;
        const auto middle = colours.begin() + qsizetype(colours.size() / 2);
        const std::size_t c = split->widest.first;
        std::nth_element(
            colours.begin(), middle, colours.end(), [c](const Colour &a, const Colour &b) { return a[c] < b[c]; });
        std::vector<Colour> upper(middle, colours.end());
        colours.erase(middle, colours.end());
        *split = makeBox(std::move(colours));
        boxes.push_back(makeBox(std::move(upper)));
    }
    std::vector<Colour> palette;
    for (const Box &box : boxes)
        palette.push_back(average(box.colours));
    return palette;
}

} // namespace

PaletteQuantizer::PaletteQuantizer(const QByteArray &rgba)
{
    const auto *pixels = reinterpret_cast<const uchar *>(rgba.constData());
    const qsizetype count = rgba.size() / 4;
    std::unordered_map<quint32, std::size_t> distinct;
    for (qsizetype i = 0; i < count && distinct.size() <= kColours; ++i) {
        const uchar *p = pixels + i * 4;
        if (distinct.emplace(key(p), m_colours.size()).second)
            m_colours.push_back({p[0], p[1], p[2], p[3]});
    }
    if (m_colours.size() <= kColours)
        return;
    std::vector<Colour> all(static_cast<std::size_t>(count));
    for (qsizetype i = 0; i < count; ++i)
        std::copy_n(pixels + i * 4, 4, all[std::size_t(i)].begin());
    m_colours = medianCut(std::move(all));
}

QByteArray PaletteQuantizer::bgraPalette() const
{
    QByteArray palette(kColours * 4, '\0');
    for (std::size_t i = 0; i < m_colours.size(); ++i) {
        const Colour &c = m_colours[i];
        palette[qsizetype(i * 4)] = char(c[2]);
        palette[qsizetype(i * 4 + 1)] = char(c[1]);
        palette[qsizetype(i * 4 + 2)] = char(c[0]);
        palette[qsizetype(i * 4 + 3)] = char(c[3]);
    }
    return palette;
}

uchar PaletteQuantizer::nearest(const uchar *pixel) const
{
    std::size_t best = 0;
    int bestDistance = INT_MAX;
    for (std::size_t i = 0; i < m_colours.size(); ++i) {
        int d = 0;
        for (std::size_t c = 0; c < 4; ++c) {
            const int delta = int(m_colours[i][c]) - int(pixel[c]);
            d += delta * delta;
        }
        if (d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return uchar(best);
}

QByteArray PaletteQuantizer::indices(const QByteArray &rgba) const
{
    const auto *pixels = reinterpret_cast<const uchar *>(rgba.constData());
    QByteArray out(rgba.size() / 4, '\0');
    std::unordered_map<quint32, uchar> cache;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const uchar *p = pixels + i * 4;
        const auto [it, inserted] = cache.emplace(key(p), uchar(0));
        if (inserted)
            it->second = nearest(p);
        out[i] = char(it->second);
    }
    return out;
}

} // namespace mwb::formats::blp
