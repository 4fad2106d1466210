// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/TranslationTableModel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QUndoCommand>

#include <algorithm>

namespace mwb::widgets {

using formats::tl2translate::PoCounts;
using formats::tl2translate::PoEntry;
using formats::tl2translate::PoFile;
using formats::tl2translate::PoStatus;
using formats::tl2translate::TranslationProblem;

namespace {

/// A translation the build leaves out (light red) and one it keeps with a warning (light amber).
const QColor kBlockingBackground(255, 205, 205);
const QColor kWarningBackground(255, 232, 170);
/// Status text: fuzzy in amber, untranslated and obsolete greyed.
const QColor kFuzzyText(176, 106, 0);
const QColor kQuietText(128, 128, 128);

} // namespace

/// One edit of one translation, with what it replaced.
class TranslationEditCommand : public QUndoCommand
{
public:
    TranslationEditCommand(TranslationTableModel &model, int row, const QString &translation)
        : m_model(model)
        , m_row(row)
        , m_before(model.m_po.entries[std::size_t(row)])
        , m_translation(translation)
    {
        setText(TranslationTableModel::tr("Edit Translation"));
    }

    void redo() override { m_model.restore(m_row, m_translation, false, {}); }
    void undo() override { m_model.restore(m_row, m_before.translation, m_before.fuzzy, m_before.previousOriginal); }

private:
    TranslationTableModel &m_model;
    int m_row;
    PoEntry m_before;
    QString m_translation;
};

TranslationTableModel::TranslationTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) {
        Q_EMIT modifiedChanged(!clean);
    });
}

void TranslationTableModel::setPo(PoFile po)
{
    beginResetModel();
    m_undo.clear();
    m_po = std::move(po);
    m_problems.assign(m_po.entries.size(), {});
    for (int row = 0; row < rowCount(); ++row)
        check(row);
    endResetModel();
}

void TranslationTableModel::check(int row)
{
    const PoEntry &entry = m_po.entries[std::size_t(row)];
    m_problems[std::size_t(row)] = entry.obsolete
        ? std::vector<TranslationProblem>{}
        : formats::tl2translate::checkTranslation(entry.original, entry.translation);
}

TranslationTableModel::Status TranslationTableModel::status(int row) const
{
    const PoEntry &entry = m_po.entries[std::size_t(row)];
    if (entry.unused())
        return Status::Unused;
    switch (entry.status()) {
    case PoStatus::Untranslated:
        return Status::Untranslated;
    case PoStatus::Translated:
        return Status::Translated;
    case PoStatus::Fuzzy:
        return Status::Fuzzy;
    case PoStatus::Obsolete:
        break;
    }
    return Status::Obsolete;
}

const std::vector<TranslationProblem> &TranslationTableModel::problems(int row) const
{
    return m_problems[std::size_t(row)];
}

bool TranslationTableModel::setTranslation(int row, const QString &translation)
{
    if (row < 0 || row >= rowCount())
        return false;
    const PoEntry &entry = m_po.entries[std::size_t(row)];
    if (entry.obsolete || (entry.translation == translation && !entry.fuzzy))
        return false;
    m_undo.push(new TranslationEditCommand(*this, row, translation));
    return true;
}

void TranslationTableModel::restore(int row, const QString &translation, bool fuzzy, const QString &previousOriginal)
{
    PoEntry &entry = m_po.entries[std::size_t(row)];
    entry.translation = translation;
    entry.fuzzy = fuzzy;
    entry.previousOriginal = previousOriginal;
    check(row);
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT translationChanged(row);
}

PoCounts TranslationTableModel::counts() const
{
    return formats::tl2translate::countEntries(m_po);
}

int TranslationTableModel::problemRows() const
{
    return static_cast<int>(std::count_if(m_problems.begin(), m_problems.end(), [](const auto &problems) {
        return !problems.empty();
    }));
}

int TranslationTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_po.entries.size());
}

int TranslationTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TranslationTableModel::statusName(Status status)
{
    switch (status) {
    case Status::Untranslated:
        return tr("untranslated");
    case Status::Translated:
        return tr("translated");
    case Status::Fuzzy:
        return tr("fuzzy");
    case Status::Unused:
        return tr("unused");
    case Status::Obsolete:
        break;
    }
    return tr("obsolete");
}

QVariant TranslationTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const PoEntry &entry = m_po.entries[std::size_t(row)];
    if (role == StatusRole)
        return static_cast<int>(status(row));
    if (role == ProblemRole)
        return !m_problems[std::size_t(row)].empty();
    switch (index.column()) {
    case OriginalColumn:
        if (role == Qt::DisplayRole)
            return entry.original;
        if (role == Qt::ToolTipRole) {
            QStringList lines{entry.original};
            if (!entry.context.isEmpty())
                lines << tr("Context: %1").arg(entry.context);
            if (!entry.previousOriginal.isEmpty())
                lines << tr("Translated for: %1").arg(entry.previousOriginal);
            lines << entry.extractedComments << entry.translatorComments;
            return lines.join(QLatin1Char('\n'));
        }
        break;
    case TranslationColumn:
        return translationData(row, role);
    case StatusColumn:
        return statusData(row, role);
    case WhereColumn:
        if (role == Qt::DisplayRole) {
            if (entry.references.size() <= 1)
                return entry.references.value(0);
            return tr("%1 (+%n more)", nullptr, static_cast<int>(entry.references.size() - 1))
                .arg(entry.references.constFirst());
        }
        if (role == Qt::ToolTipRole)
            return entry.references.join(QLatin1Char('\n'));
        break;
    default:
        break;
    }
    return {};
}

QVariant TranslationTableModel::translationData(int row, int role) const
{
    const PoEntry &entry = m_po.entries[std::size_t(row)];
    const auto &problems = m_problems[std::size_t(row)];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return entry.translation;
    case Qt::BackgroundRole:
        if (problems.empty())
            return {};
        return QBrush(std::any_of(problems.begin(), problems.end(),
                          [](const TranslationProblem &problem) {
                              return problem.blocksBuild();
                          })
                ? kBlockingBackground
                : kWarningBackground);
    case Qt::ForegroundRole:
        return problems.empty() ? QVariant() : QBrush(Qt::black); // readable on the light marks in a dark theme
    case Qt::ToolTipRole: {
        QStringList lines;
        for (const TranslationProblem &problem : problems)
            lines << problem.message();
        return lines.isEmpty() ? QVariant() : lines.join(QLatin1Char('\n'));
    }
    default:
        return {};
    }
}

QVariant TranslationTableModel::statusData(int row, int role) const
{
    const Status shown = status(row);
    switch (role) {
    case Qt::DisplayRole:
        return statusName(shown);
    case Qt::ForegroundRole:
        if (shown == Status::Fuzzy)
            return QBrush(kFuzzyText);
        if (shown == Status::Untranslated || shown == Status::Obsolete)
            return QBrush(kQuietText);
        return {};
    case Qt::ToolTipRole:
        switch (shown) {
        case Status::Untranslated:
            return tr("Not translated yet: the game shows the original");
        case Status::Translated:
            return tr("Translated");
        case Status::Fuzzy:
            return tr("A guess, or made for an original that changed: left out of a build until edited");
        case Status::Unused:
            return tr("In the mod's TRANSLATION.DAT, but no DAT of the mod uses it");
        case Status::Obsolete:
            return tr("Its original is gone from the mod: kept so the work is not lost, never built");
        }
        return {};
    default:
        return {};
    }
}

QVariant TranslationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OriginalColumn:
        return tr("Original");
    case TranslationColumn:
        return tr("Translation");
    case StatusColumn:
        return tr("Status");
    case WhereColumn:
        return tr("Where");
    default:
        return {};
    }
}

Qt::ItemFlags TranslationTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == TranslationColumn && !m_po.entries[std::size_t(index.row())].obsolete)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool TranslationTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || index.column() != TranslationColumn)
        return false;
    return setTranslation(index.row(), value.toString());
}

} // namespace mwb::widgets
