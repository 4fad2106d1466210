// SPDX-License-Identifier: GPL-3.0-or-later
// JPEG through libjpeg(-turbo) directly rather than QImage: core must not link Qt GUI, and QImage's JPEG plugin
// always converts CMYK-labelled images to RGB, while BLP needs the four stored channels (B, G, R, A) untouched.
// libjpeg's jpeg_color_space = out_color_space = JCS_CMYK gives exactly that.
#include "JpegDecoder.h"

#include <QCoreApplication>

#include <algorithm>
#include <csetjmp>
#include <cstdio>
#include <cstring>

#include <jpeglib.h>

namespace mwb::formats::blp {

namespace {

class JpegText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::blp::JpegDecoder)
};

constexpr long kMaxJpegMemory = 256L * 1024 * 1024;

/// libjpeg reports fatal errors through error_exit, which must not return: it jumps back to decodeInto().
struct ErrorManager
{
    jpeg_error_mgr base{};
    std::jmp_buf jump{};
    char fatal[JMSG_LENGTH_MAX] = {};
    char firstWarning[JMSG_LENGTH_MAX] = {};
};

[[noreturn]] void onFatalError(j_common_ptr info)
{
    auto *errors = reinterpret_cast<ErrorManager *>(info->err);
    info->err->format_message(info, errors->fatal);
    std::longjmp(errors->jump, 1);
}

void onMessage(j_common_ptr info, int level)
{
    auto *errors = reinterpret_cast<ErrorManager *>(info->err);
    if (level < 0 && errors->firstWarning[0] == '\0')
        info->err->format_message(info, errors->firstWarning);
    if (level < 0)
        ++info->err->num_warnings;
}

enum class Outcome { Decoded, Failed, BadComponents };

/// The libjpeg calls between setjmp and the last possible longjmp; no object with a destructor lives in this
/// frame, so the jump skips nothing. `out.samples` belongs to the caller; the row buffer to libjpeg's pool.
Outcome decodeInto(jpeg_decompress_struct &info, ErrorManager &errors, QByteArrayView jpeg, int maxWidth,
    int maxHeight, JpegSamples &out)
{
    if (setjmp(errors.jump) != 0)
        return Outcome::Failed;
    info.mem->max_memory_to_use = kMaxJpegMemory;
    jpeg_mem_src(&info, reinterpret_cast<const unsigned char *>(jpeg.data()), static_cast<unsigned long>(jpeg.size()));
    jpeg_read_header(&info, TRUE);
    if (info.num_components == 4) {
        info.jpeg_color_space = JCS_CMYK;
        info.out_color_space = JCS_CMYK;
    } else if (info.num_components == 3) {
        info.out_color_space = JCS_RGB;
    } else if (info.num_components == 1) {
        info.out_color_space = JCS_GRAYSCALE;
    } else {
        out.components = info.num_components;
        return Outcome::BadComponents;
    }
    jpeg_start_decompress(&info);
    out.fullWidth = int(info.output_width);
    out.fullHeight = int(info.output_height);
    out.width = std::min(out.fullWidth, maxWidth);
    out.height = std::min(out.fullHeight, maxHeight);
    out.components = info.output_components;
    // Only the columns we keep (libjpeg-turbo widens the crop to whole iMCUs): a stream declaring 64512 columns
    // for a 425-pixel texture costs 425 columns' work, not 64512.
    JDIMENSION cropX = 0;
    auto cropWidth = JDIMENSION(out.width);
    jpeg_crop_scanline(&info, &cropX, &cropWidth);
    const auto rowBytes = JDIMENSION(info.output_width) * JDIMENSION(out.components);
    JSAMPARRAY row = info.mem->alloc_sarray(reinterpret_cast<j_common_ptr>(&info), JPOOL_IMAGE, rowBytes, 1);
    const qsizetype stride = qsizetype(out.width) * out.components;
    out.samples.resize(stride * out.height);
    while (info.output_scanline < JDIMENSION(out.height)) {
        const qsizetype y = info.output_scanline;
        jpeg_read_scanlines(&info, row, 1);
        std::memcpy(out.samples.data() + stride * y, row[0], std::size_t(stride));
    }
    if (info.output_scanline < info.output_height)
        jpeg_abort_decompress(&info);
    else
        jpeg_finish_decompress(&info);
    return Outcome::Decoded;
}

} // namespace

Result<JpegSamples> decodeJpeg(QByteArrayView jpeg, int maxWidth, int maxHeight)
{
    jpeg_decompress_struct info{};
    ErrorManager errors;
    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = onFatalError;
    errors.base.emit_message = onMessage;
    jpeg_create_decompress(&info);
    JpegSamples out;
    const Outcome outcome = decodeInto(info, errors, jpeg, maxWidth, maxHeight, out);
    jpeg_destroy_decompress(&info);
    switch (outcome) {
    case Outcome::Decoded:
        out.warning = QString::fromLocal8Bit(errors.firstWarning);
        return out;
    case Outcome::Failed:
        return Error{ErrorCode::Corrupt, JpegText::tr("JPEG data does not decode: %1").arg(
            QString::fromLocal8Bit(errors.fatal)), {}, -1};
    case Outcome::BadComponents:
        break;
    }
    return Error{ErrorCode::Unsupported, JpegText::tr("JPEG images with %1 colour components are not supported")
        .arg(out.components), {}, -1};
}

} // namespace mwb::formats::blp
