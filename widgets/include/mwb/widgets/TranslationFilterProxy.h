// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/TranslationTableModel.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace mwb::widgets {

/// The rows of a TranslationTableModel the Translate window's filter lets through: those whose original,
/// translation or references contain the filter text (case-insensitive), of the chosen status, or only those with
/// a problem. Sorts by the shown text. A row edited out of the filter stays until the filter changes (so that an
/// edit does not make the row under the cursor vanish). GUI thread only.
class TranslationFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    /// Which rows pass besides the text.
    struct Kind
    {
        std::optional<TranslationTableModel::Status> status; ///< none: every status
        bool problemsOnly = false;
    };

    explicit TranslationFilterProxy(QObject *parent = nullptr);

    void setFilterText(const QString &text);
    void setKind(const Kind &kind);

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    Kind m_kind;
};

} // namespace mwb::widgets
