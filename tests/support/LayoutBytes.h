// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LittleEndianWriter.h"

#include <vector>

namespace mwb::test {

/// Builds BINLAYOUT bytes independently of the reader and the writer; object block sizes, extra-region sizes and
/// property sizes are patched when their scope closes.
class LayoutBytes : public LittleEndianWriter<LayoutBytes>
{
public:
    /// Starts a u32 size field counted from its own first byte (an object block) or from after it (extra).
    LayoutBytes &open()
    {
        m_open.push_back(size());
        return u32(0);
    }
    LayoutBytes &close(bool includeField)
    {
        const qsizetype at = m_open.back();
        m_open.pop_back();
        return patch32(at, static_cast<quint32>(size() - at - (includeField ? 0 : 4)));
    }
    /// Starts a property: u16 size (of code + value, patched by endProperty()) and its code.
    LayoutBytes &property(quint8 code)
    {
        m_property = size();
        return u16(0).u8(code);
    }
    LayoutBytes &endProperty() { return patch16(m_property, static_cast<quint16>(size() - m_property - 2)); }

private:
    std::vector<qsizetype> m_open;
    qsizetype m_property = 0;
};

} // namespace mwb::test
