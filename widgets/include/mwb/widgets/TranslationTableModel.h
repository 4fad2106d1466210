// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2translate/PlaceholderCheck.h"
#include "mwb/formats/tl2translate/PoFile.h"

#include <QAbstractTableModel>
#include <QUndoStack>

#include <vector>

namespace mwb::widgets {

/// The entries of a translator's PO (mwb::formats::tl2translate) as the Translate window's table: one row per
/// entry, columns Original / Translation / Status / Where. The translation is edited in place (EditRole of the
/// Translation column, obsolete entries excepted); an edit clears the entry's fuzzy flag and its previous original,
/// and is one command of undoStack(). Each translation is checked as it is set (checkTranslation()): a row with a
/// problem has a coloured Translation cell (red when the build leaves it out, amber for a warning) whose tooltip
/// names the missing and extra placeholders. GUI thread only.
class TranslationTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { OriginalColumn, TranslationColumn, StatusColumn, WhereColumn, ColumnCount };
    /// What the Status column shows: PoStatus, with a translated pair no DAT uses told apart.
    enum class Status { Untranslated, Translated, Fuzzy, Unused, Obsolete };
    /// Any column: the row's Status as an int.
    static constexpr int StatusRole = Qt::UserRole + 1;
    /// Any column: true when the row's translation has a problem.
    static constexpr int ProblemRole = Qt::UserRole + 2;

    explicit TranslationTableModel(QObject *parent = nullptr);

    /// Shows `po` (the undo history starts over; not modified).
    void setPo(formats::tl2translate::PoFile po);
    [[nodiscard]] const formats::tl2translate::PoFile &po() const { return m_po; }
    [[nodiscard]] Status status(int row) const;
    /// The problems of row `row`'s translation (none for an obsolete or untranslated entry).
    [[nodiscard]] const std::vector<formats::tl2translate::TranslationProblem> &problems(int row) const;
    /// Sets row `row`'s translation as one undoable edit; false when the row cannot be edited or nothing changes.
    bool setTranslation(int row, const QString &translation);
    [[nodiscard]] formats::tl2translate::PoCounts counts() const;
    /// Rows whose translation has a problem.
    [[nodiscard]] int problemRows() const;
    /// True when the table differs from what was set or last saved.
    [[nodiscard]] bool isModified() const { return !m_undo.isClean(); }
    /// What the table holds now was saved.
    void markSaved() { m_undo.setClean(); }
    [[nodiscard]] QUndoStack *undoStack() { return &m_undo; }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// The translated name of a status ("fuzzy").
    [[nodiscard]] static QString statusName(Status status);

Q_SIGNALS:
    /// A translation changed (edited, undone, redone): counts() may have changed.
    void translationChanged(int row);
    /// isModified() changed.
    void modifiedChanged(bool modified);

private:
    friend class TranslationEditCommand;
    /// Puts an entry's translation and fuzzy state back as they were (undo and redo), and re-checks it.
    void restore(int row, const QString &translation, bool fuzzy, const QString &previousOriginal);
    void check(int row);
    [[nodiscard]] QVariant translationData(int row, int role) const;
    [[nodiscard]] QVariant statusData(int row, int role) const;

    formats::tl2translate::PoFile m_po;
    std::vector<std::vector<formats::tl2translate::TranslationProblem>> m_problems; ///< per row
    QUndoStack m_undo;
};

} // namespace mwb::widgets
