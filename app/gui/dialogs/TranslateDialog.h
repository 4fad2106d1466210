// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2translate/PoFile.h"

#include <QDialog>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace mwb::widgets {
class TranslationFilterProxy;
class TranslationTableModel;
} // namespace mwb::widgets

namespace mwb::gui {

class MessagePresenter;

/// What Build… asks the controller for.
struct TranslationBuildRequest
{
    QString language; ///< as typed in the language box (the build upper-cases it)
    bool includeFuzzy = false;
    QString separateMod; ///< the translation mod to write; empty: into the open mod, as a pending edit
};

/// Mod › Translate…: the translatable strings of a Torchlight 2 mod as a table (original, translation, status,
/// where the original is used), with a filter (text and status, or only the problems), placeholder problems marked,
/// translations edited in place (undoable), a footer with the counts, the language to translate into (one the mod
/// has, or a new name), Open PO… (a translator's PO merged into the collected strings like `mod strings --update`),
/// Save PO… (atomic) and Build… into the open mod or as a separate translation mod. Non-modal; the controller
/// collects the strings and runs the build as jobs. Closing it, or choosing another language, with unsaved
/// translations asks Save / Discard / Cancel through the MessagePresenter.
class TranslateDialog : public QDialog
{
    Q_OBJECT
public:
    TranslateDialog(MessagePresenter &messages, QWidget *parent = nullptr);

    /// The mod the strings come from (its name in the title), the languages it has a translation of, and whether it
    /// can be translated as a separate mod (a .MOD) and in place (an editable open archive).
    void setMod(const QString &title, const QStringList &languages, bool separateMod, bool inPlace);
    /// Shows freshly collected strings of `language` (empty when the mod translates no single language): the
    /// table starts over from them, unmodified, and Open PO… merges into them.
    void setCollection(const QString &language, formats::tl2translate::PoFile fresh);
    /// Merges the PO at `path` into the collected strings and shows the result; false (error shown) when it cannot
    /// be read. Unsaved edits are replaced: the caller asks first (Open PO… does).
    bool openPo(const QString &path);
    /// Writes the table's PO to `path` atomically; false (error shown) when it cannot be written.
    bool savePo(const QString &path);
    /// Enables the buttons that start jobs (off while one runs).
    void setBusy(bool busy);
    /// The language in the language box, upper-cased.
    [[nodiscard]] QString language() const;
    /// Filters the table (text and the index of a kind in the status box: 0 every row).
    void setFilter(const QString &text, int kind);

    [[nodiscard]] widgets::TranslationTableModel *model() const { return m_model; }
    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] QString footerText() const;
    /// The PO file last opened or saved (where Save PO… starts).
    [[nodiscard]] const QString &poPath() const { return m_poPath; }

    /// Asks the controller to build (buildRequested).
    void build(const QString &separateMod = {});
    /// With unsaved translations, asks Save PO… / Discard / Cancel; true when the caller may go on (nothing unsaved,
    /// saved, or discarded).
    [[nodiscard]] bool settleUnsaved();

public Q_SLOTS:
    void reject() override;

Q_SIGNALS:
    /// Another language was chosen: the controller collects the strings again.
    void languageChosen(const QString &language);
    void buildRequested(const mwb::gui::TranslationBuildRequest &request);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void chooseLanguage();
    void choosePoToOpen();
    /// Save PO…: asks where; true when saved.
    bool choosePoToSave();
    void chooseSeparateMod();
    void updateFooter();
    void updateTitle();
    void sizeColumns();

    MessagePresenter &m_messages;
    widgets::TranslationTableModel *m_model = nullptr;
    widgets::TranslationFilterProxy *m_proxy = nullptr;
    formats::tl2translate::PoFile m_fresh; ///< the collected strings, what Open PO… merges into
    QString m_modTitle;
    QString m_collectedLanguage;
    QString m_poPath;
    QComboBox *m_language = nullptr;
    QLineEdit *m_filter = nullptr;
    QComboBox *m_kind = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_footer = nullptr;
    QCheckBox *m_fuzzy = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_build = nullptr;
    QAction *m_buildInPlace = nullptr;
    QAction *m_buildSeparate = nullptr;
    bool m_columnsSized = false;
};

} // namespace mwb::gui
