// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2layout/LayoutPlan.h"
#include "mwb/formats/tl2layout/RoomPieceCatalogue.h"
#include "mwb/widgets/TextPage.h"

#include <QHash>
#include <QSet>

#include <memory>
#include <vector>

class QTimer;
class QTreeView;

namespace mwb {
class PropertyModel;
namespace formats::tl2layout {
class LayoutContent;
} // namespace formats::tl2layout
} // namespace mwb

namespace mwb::widgets {

class LayoutPlanView;

/// The page of a Torchlight 2 layout: the text page (its editor, state and errors) with the layout's plan beside the
/// editor — a level's objects at their positions over the level's pathing grid when the document finds it
/// (showCompanion), its room pieces named and drawn as their footprints when the mod or the game's archive knows
/// them (a companion task: RoomPieceCatalogue), or a UI layout's windows as a wireframe — and the selected object's
/// properties below the plan.
/// A click on the plan selects the object's lines in the text; moving the text cursor into an object selects it on
/// the plan. The plan follows the text: read again a moment after each edit (the last plan stays, with the error,
/// while the text does not compile) and when a save replaces the content. A text that places nothing has no plan
/// beside it. GUI thread only.
class LayoutPage final : public TextPage
{
    Q_OBJECT
public:
    /// Quiet time after an edit before the text is read again for the plan.
    static constexpr int kReplanDelayMs = 400;

    LayoutPage(std::shared_ptr<const content::Content> content, QWidget *parent = nullptr);
    ~LayoutPage() override;

    [[nodiscard]] LayoutPlanView *planView() const { return m_plan; }
    [[nodiscard]] PropertyModel *properties() const { return m_properties; }
    [[nodiscard]] QTreeView *propertyView() const { return m_propertyView; }
    /// What the plan shows (or why it shows nothing new): "Level plan · 222 objects · pathing grid …".
    [[nodiscard]] QLabel *planState() const { return m_planState; }
    /// The panel beside the editor (hidden when the text places nothing).
    [[nodiscard]] QWidget *planPanel() const { return m_panel; }

    /// Selects plan item `index` as a click on it does: its properties below the plan, its lines selected in the
    /// editor.
    void selectItem(int index);
    /// Reads the editor's text for the plan now (instead of kReplanDelayMs after the last edit).
    void replanNow();

    /// The level's .MPP: its walkability under the plan, in the same coordinates (0.4-unit cells from the header's
    /// origin).
    void showCompanion(const QString &path, const Result<QByteArray> &bytes) override;
    /// From now on the room pieces of the plan are looked up (companionTaskWanted), each GUID once.
    void companionTasksAccepted() override;
    /// What the lookup found for some room pieces (`problems`: sources or indexes that could not be read): the plan
    /// shows their names and footprints.
    void showRoomPieces(const std::vector<formats::tl2layout::RoomPiece> &pieces, const std::vector<Error> &problems);

protected:
    void contentReplaced() override;

private:
    [[nodiscard]] const formats::tl2layout::LayoutContent *layoutContent() const;
    void showContentPlan();
    void showPlan(std::shared_ptr<const formats::tl2layout::LayoutText> source, formats::tl2layout::LayoutPlan plan);
    void showProperties(int index);
    void followCursor();
    void updatePlanState();
    /// "room pieces: 99 of 99 in a level set, 12 named by it, 10 drawn as their footprint", or why none is; empty
    /// before any was looked up.
    [[nodiscard]] QString roomPieceState() const;
    /// Asks for the room pieces of the shown plan not asked for yet.
    void askForRoomPieces();

    LayoutPlanView *m_plan = nullptr;
    PropertyModel *m_properties = nullptr;
    QTreeView *m_propertyView = nullptr;
    QLabel *m_planState = nullptr;
    QWidget *m_panel = nullptr;
    QTimer *m_replan = nullptr;
    /// What the shown plan was built from; the plan's items point into it.
    std::shared_ptr<const formats::tl2layout::LayoutText> m_source;
    formats::tl2layout::LayoutPlan m_shown;
    QString m_textProblem; ///< why the editor's text gave no new plan, empty when it did
    QString m_groundState; ///< what became of the pathing grid, empty before the document looked for it
    bool m_selecting = false;
    bool m_tasksAccepted = false;
    QHash<qint64, formats::tl2layout::RoomPiece> m_pieces; ///< what the lookups found, by GUID
    QSet<qint64> m_asked; ///< GUIDs asked for (found or not)
    QString m_pieceProblems; ///< why room pieces may be missing, empty when nothing failed
};

} // namespace mwb::widgets
