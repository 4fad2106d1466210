// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataFolderStack.h"

#include "mwb/core/LayeredArchive.h"

#include <QFileInfo>

namespace mwb::gui {

namespace {

/// The locale folder a stack of a Data folder uses: the folder of its first layer below Data, if any.
QString localeOf(const LayeredArchive &stack)
{
    for (const LayeredArchive::Layer &layer : stack.layers()) {
        if (layer.name.contains(QLatin1Char('/')))
            return layer.name.section(QLatin1Char('/'), 0, 0);
    }
    return {};
}

} // namespace

std::optional<DataFolderStack> DataFolderStack::of(const std::shared_ptr<const Archive> &archive)
{
    const auto stack = std::dynamic_pointer_cast<const LayeredArchive>(archive);
    if (!stack || !stack->options().tinyFilesDelete || !QFileInfo(stack->path()).isDir())
        return std::nullopt;
    return DataFolderStack{stack->path(), localeOf(*stack)};
}

} // namespace mwb::gui
