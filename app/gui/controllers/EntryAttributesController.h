// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;

namespace mwb::gui {

class ArchiveDocument;
class CurrentArchive;
class Workbench;

/// What the selected entries are, and the attributes a format lets the user set beside their content: Properties…
/// (Alt+Return: EntryPropertiesDialog for one file) and Set Locale… (formats with Capability::Locales, e.g. MPQ; a
/// pending edit like any other, undone with Ctrl+Z and written by Save). Both sit in the Edit menu and in the tree's
/// context menu. GUI thread only.
class EntryAttributesController : public QObject
{
    Q_OBJECT
public:
    EntryAttributesController(Workbench &workbench, QObject *parent);

    /// Records giving every selected file the locale `locale`; false (the error shown) when it cannot be done.
    bool setLocaleOfSelection(quint16 locale);

    [[nodiscard]] QAction *propertiesAction() const { return m_properties; }
    [[nodiscard]] QAction *setLocaleAction() const { return m_setLocale; }

private:
    void updateActions();
    void showProperties();
    void chooseLocale();
    /// Paths of the selected files that are still in the plan (not deleted).
    [[nodiscard]] QStringList selectedFiles() const;

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QAction *m_properties = nullptr;
    QAction *m_setLocale = nullptr;
};

} // namespace mwb::gui
