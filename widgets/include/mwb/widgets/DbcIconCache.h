// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QCache>
#include <QIcon>
#include <QImage>
#include <QObject>
#include <QSet>

namespace mwb::widgets {

/// The icons the rows of a WoW client table name (BLP files beside the table, by the paths the table page asks its
/// document for), fetched only when a view asks for one: the first ask emits wanted(), whoever reads files answers
/// with deliver(), the BLP is decoded on the thread pool and iconChanged() says it is there. Decoded icons are kept
/// in a bounded cache (an evicted one is asked for again); an icon no archive or folder holds, or that cannot be
/// decoded, gets the missing mark (a red question mark) and says why in its tooltip. GUI thread only.
class DbcIconCache : public QObject
{
    Q_OBJECT
public:
    static constexpr int kTipSide = 64; ///< the icon's side in its tooltip, in pixels
    static constexpr int kMaxIcons = 1024; ///< decoded icons kept (each at most kTipSide² pixels)

    explicit DbcIconCache(QObject *parent = nullptr);

    /// The decoration for `path`: the icon once decoded, the missing mark when it is not there or unreadable,
    /// null while it is read (then asked for, once).
    [[nodiscard]] QVariant decoration(const QString &path);
    /// Rich text for `path`: the icon at kTipSide px above `entry` (where it came from), or `entry` and why it is
    /// missing;
    /// "reading" while it is read (then asked for, once).
    [[nodiscard]] QString toolTip(const QString &path, const QString &entry);
    /// The decoded image of `path` (at most kTipSide px a side), null when not decoded (yet) or missing.
    [[nodiscard]] QImage image(const QString &path) const;
    /// Whether `path` is missing (not found, or not decodable).
    [[nodiscard]] bool isMissing(const QString &path) const;
    /// Whether `path` was asked for and is not answered yet.
    [[nodiscard]] bool isWanted(const QString &path) const { return m_wanted.contains(path); }
    /// The answer to wanted(`path`): the file's bytes, or why it could not be read (then it is missing).
    void deliver(const QString &path, const Result<QByteArray> &bytes);
    /// How many BLPs were decoded so far.
    [[nodiscard]] int decodedCount() const { return m_decoded; }
    /// The mark shown for a missing icon.
    [[nodiscard]] static QIcon missingMark();

Q_SIGNALS:
    /// The file `path` should be read and handed to deliver().
    void wanted(const QString &path);
    /// The icon of `path` was decoded or found missing.
    void iconChanged(const QString &path);

private:
    struct Icon
    {
        QIcon icon;
        QImage image;
        QString png; ///< the image as base64 PNG, for the tooltip
        QString problem; ///< why it is missing, empty when decoded
    };
    /// The cached icon of `path`, or null after asking for it once.
    [[nodiscard]] const Icon *lookUp(const QString &path);
    void store(const QString &path, Icon icon);

    QCache<QString, Icon> m_icons;
    QSet<QString> m_wanted;
    int m_decoded = 0;
};

} // namespace mwb::widgets
