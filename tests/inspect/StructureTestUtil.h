// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/StructureNode.h"

#include <QTest>

namespace mwb::test {

/// The first eager child of `parent` called `name`, or null.
inline const StructureNode *childNamed(const StructureNode &parent, const QString &name)
{
    for (const StructureNode &child : parent.children) {
        if (child.name == name)
            return &child;
    }
    return nullptr;
}

/// Every node of a tree, lazy rows included (made on the fly): `visit` returns false to stop descending.
template<typename Visit>
void walk(const StructureNode &node, const Visit &visit)
{
    if (!visit(node))
        return;
    if (node.lazyCount > 0) {
        for (int row = 0; row < node.lazyCount; ++row)
            walk(node.makeChild(row), visit);
    } else {
        for (const StructureNode &child : node.children)
            walk(child, visit);
    }
}

} // namespace mwb::test

/// Checks the child `name` of `parent`: offset, size and display value.
#define MWB_CHECK_FIELD(parent, name, expectedOffset, expectedSize, expectedValue)                                     \
    do {                                                                                                               \
        const mwb::StructureNode *field_ = mwb::test::childNamed((parent), QStringLiteral(name));                      \
        QVERIFY2(field_, name " is missing");                                                                          \
        QCOMPARE(field_->offset, qint64(expectedOffset));                                                              \
        QCOMPARE(field_->size, qint64(expectedSize));                                                                  \
        QCOMPARE(field_->value, (expectedValue));                                                                      \
    } while (false)

/// Fetches the child `name` of `parent` into `var`, failing the test when it is missing.
#define MWB_CHILD(var, parent, name)                                                                                   \
    const mwb::StructureNode *var = mwb::test::childNamed((parent), QStringLiteral(name));                             \
    QVERIFY2(var, name " is missing")
