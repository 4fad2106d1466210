// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MainWindow.h"
#include "WindowControllers.h"
#include "documents/ArchiveDocument.h"
#include "documents/ContentDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/widgets/ArchiveView.h"

#include <QFileInfo>
#include <QTest>
#include <QTreeView>

namespace mwb::test {

/// The current document as a `T` (ArchiveDocument, ContentDocument, EntryDocument, FileDocument), or null.
template <typename T>
T *currentAs(const gui::MainWindow &window)
{
    return qobject_cast<T *>(window.documents().current());
}

/// Opens `location` (a file, or ARCHIVE::ENTRY) and waits (20 s at most) until a `T` is current whose location ends
/// like `location`'s last part; null when none came (an error was reported instead).
template <typename T>
T *openAndWait(gui::MainWindow &window, const QString &location)
{
    window.documents().open(location);
    const QString tail = location.contains(QLatin1String("::")) ? location.section(QStringLiteral("::"), -1)
                                                                  : QFileInfo(location).absoluteFilePath();
    T *found = nullptr;
    static_cast<void>(QTest::qWaitFor(
        [&] {
            found = currentAs<T>(window);
            return found && found->location().endsWith(tail, Qt::CaseInsensitive);
        },
        20000));
    return found && found->location().endsWith(tail, Qt::CaseInsensitive) ? found : nullptr;
}

/// openAndWait() for an archive.
inline gui::ArchiveDocument *openArchiveAndWait(gui::MainWindow &window, const QString &path)
{
    return openAndWait<gui::ArchiveDocument>(window, path);
}

/// Double-clicks the current row of `archive`'s tree once it is laid out on screen (an expanded folder lays its rows
/// out on the next event-loop turn); false when the row never showed.
[[nodiscard]] inline bool doubleClickCurrentRow(gui::ArchiveDocument &archive)
{
    QTreeView *tree = archive.archiveView()->treeView();
    const auto row = [tree] { return tree->visualRect(tree->currentIndex()); };
    if (!QTest::qWaitFor([&] { return !row().isEmpty() && tree->viewport()->rect().contains(row().center()); }, 5000))
        return false;
    // As a mouse does it: QTest's double click on a widget is the double-click event alone, and a view acts on it
    // only for the row the press before it was on.
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, row().center());
    QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, row().center());
    return true;
}

/// Waits (20 s at most) until no job runs.
[[nodiscard]] inline bool waitForJobs(gui::MainWindow &window)
{
    return QTest::qWaitFor([&window] { return window.jobs().activeCount() == 0; }, 20000);
}

} // namespace mwb::test
