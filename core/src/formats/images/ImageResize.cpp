// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/images/ImageResize.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace mwb::formats::images {

namespace {

constexpr double kLobes = 3.0;

double sinc(double x)
{
    const double px = std::numbers::pi * x;
    return std::sin(px) / px;
}

double lanczos(double x)
{
    x = std::abs(x);
    if (x < 1e-9)
        return 1.0;
    return x < kLobes ? sinc(x) * sinc(x / kLobes) : 0.0;
}

/// The source pixels one output pixel of an axis reads, and their normalized weights.
struct Taps
{
    int first = 0;
    std::vector<float> weights;
};

std::vector<Taps> tapsFor(int sourceSize, int targetSize)
{
    const double scale = double(targetSize) / sourceSize;
    const double stretch = scale < 1.0 ? 1.0 / scale : 1.0;
    const double support = kLobes * stretch;
    std::vector<Taps> taps(static_cast<std::size_t>(targetSize));
    for (int i = 0; i < targetSize; ++i) {
        const double center = (i + 0.5) / scale;
        const int first = std::max(0, int(std::floor(center - support)));
        const int last = std::min(sourceSize - 1, int(std::ceil(center + support)));
        Taps &tap = taps[std::size_t(i)];
        tap.first = first;
        double sum = 0.0;
        for (int j = first; j <= last; ++j) {
            const double weight = lanczos((j + 0.5 - center) / stretch);
            tap.weights.push_back(float(weight));
            sum += weight;
        }
        for (float &weight : tap.weights)
            weight = float(weight / sum);
    }
    return taps;
}

/// Premultiplied R, G, B (scaled by alpha / 255) and A as floats.
std::vector<float> premultiplied(const blp::RgbaImage &image)
{
    const auto *bytes = reinterpret_cast<const uchar *>(image.rgba.constData());
    std::vector<float> out(std::size_t(image.width) * std::size_t(image.height) * 4);
    for (std::size_t p = 0; p < out.size(); p += 4) {
        const float alpha = bytes[p + 3];
        for (std::size_t c = 0; c < 3; ++c)
            out[p + c] = bytes[p + c] * alpha / 255.0F;
        out[p + 3] = alpha;
    }
    return out;
}

uchar clampByte(float value)
{
    return uchar(std::clamp(std::lround(value), 0L, 255L));
}

} // namespace

blp::RgbaImage resizeRgba(const blp::RgbaImage &image, int width, int height)
{
    if (image.width == width && image.height == height)
        return image;
    const std::vector<float> source = premultiplied(image);
    const std::vector<Taps> across = tapsFor(image.width, width);
    const std::vector<Taps> down = tapsFor(image.height, height);

    std::vector<float> rows(std::size_t(width) * std::size_t(image.height) * 4, 0.0F);
    for (int y = 0; y < image.height; ++y) {
        const float *in = source.data() + std::size_t(y) * std::size_t(image.width) * 4;
        float *out = rows.data() + std::size_t(y) * std::size_t(width) * 4;
        for (int x = 0; x < width; ++x) {
            const Taps &tap = across[std::size_t(x)];
            for (std::size_t k = 0; k < tap.weights.size(); ++k) {
                const float *pixel = in + std::size_t(tap.first + int(k)) * 4;
                for (int c = 0; c < 4; ++c)
                    out[x * 4 + c] += pixel[c] * tap.weights[k];
            }
        }
    }

    blp::RgbaImage result;
    result.width = width;
    result.height = height;
    result.rgba.resize(qsizetype(width) * height * 4);
    auto *bytes = reinterpret_cast<uchar *>(result.rgba.data());
    std::vector<float> pixel(4);
    for (int y = 0; y < height; ++y) {
        const Taps &tap = down[std::size_t(y)];
        for (int x = 0; x < width; ++x) {
            std::fill(pixel.begin(), pixel.end(), 0.0F);
            for (std::size_t k = 0; k < tap.weights.size(); ++k) {
                const float *in
                    = rows.data() + (std::size_t(tap.first + int(k)) * std::size_t(width) + std::size_t(x)) * 4;
                for (std::size_t c = 0; c < 4; ++c)
                    pixel[c] += in[c] * tap.weights[k];
            }
            uchar *out = bytes + (std::size_t(y) * std::size_t(width) + std::size_t(x)) * 4;
            const uchar alpha = clampByte(pixel[3]);
            out[3] = alpha;
            for (std::size_t c = 0; c < 3; ++c)
                out[c] = alpha == 0 ? 0 : clampByte(pixel[c] * 255.0F / pixel[3]);
        }
    }
    return result;
}

} // namespace mwb::formats::images
