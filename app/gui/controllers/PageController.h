// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace mwb::gui {

class Document;
class Workbench;

/// What content pages ask of the window: a grid page's Export PNG asks where to write the heatmap (and reports
/// how it went). GUI thread only.
class PageController : public QObject
{
    Q_OBJECT
public:
    PageController(Workbench &workbench, QObject *parent);

private:
    void prepare(Document *document);

    Workbench &m_workbench;
    QString m_lastExportDir;
};

} // namespace mwb::gui
