// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mir2map/MapDetection.h"

#include <QJsonArray>

namespace mwb::formats::mir2map {

const DetectionCheck *MapDetection::acceptedCheck() const
{
    for (const DetectionCheck &check : checks) {
        if (check.accepted)
            return &check;
    }
    return nullptr;
}

QJsonObject MapDetection::toJson() const
{
    QJsonArray candidates;
    for (const DetectionCheck &c : checks) {
        candidates.append(QJsonObject{{QStringLiteral("type"), static_cast<int>(c.type)},
            {QStringLiteral("accepted"), c.accepted}, {QStringLiteral("signature_matched"), c.signatureMatched},
            {QStringLiteral("width"), c.width}, {QStringLiteral("height"), c.height},
            {QStringLiteral("expected_size"), c.expectedSize}, {QStringLiteral("signature"), c.signature},
            {QStringLiteral("size_formula"), c.sizeFormula}, {QStringLiteral("verdict"), c.verdict}});
    }
    QJsonObject out{{QStringLiteral("type"), type ? QJsonValue(static_cast<int>(*type)) : QJsonValue()},
        {QStringLiteral("crystal_type"), crystalType}, {QStringLiteral("file_size"), fileSize},
        {QStringLiteral("expected_size"), expectedSize}, {QStringLiteral("tile_block_size"), tileBlockSize},
        {QStringLiteral("trailing_bytes"), trailingBytes}, {QStringLiteral("candidates"), candidates}};
    if (const DetectionCheck *chosen = acceptedCheck()) {
        out.insert(QStringLiteral("matched"), chosen->signature);
        out.insert(QStringLiteral("size_formula"), chosen->sizeFormula);
    }
    if (error) {
        out.insert(QStringLiteral("error"), errorCodeName(error->code));
        out.insert(QStringLiteral("message"), error->message);
    }
    return out;
}

} // namespace mwb::formats::mir2map
