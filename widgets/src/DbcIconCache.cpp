// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/DbcIconCache.h"

#include "mwb/formats/blp/BlpTexture.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPainter>
#include <QPixmap>
#include <QtConcurrent/QtConcurrentRun>

namespace mwb::widgets {

namespace {

/// What a worker makes of a BLP: the image at most DbcIconCache::kTipSide a side and its PNG, or the problem.
struct Decoded
{
    QImage image;
    QString png;
    QString problem;
};

/// The smallest level of `texture` still at least `side` px on its long side (level 0 when all are smaller).
int levelFor(const formats::blp::BlpTexture &texture, int side)
{
    int level = 0;
    while (level + 1 < texture.levelCount()
        && std::max(texture.levelWidth(level + 1), texture.levelHeight(level + 1)) >= side)
        ++level;
    return level;
}

Decoded decode(const QString &path, const QByteArray &bytes)
{
    const QString name = QFileInfo(path).fileName();
    auto texture = formats::blp::BlpTexture::parse(bytes, name);
    if (!texture)
        return {{}, {}, DbcIconCache::tr("%1 could not be read: %2").arg(name, texture.error().message)};
    auto rgba = texture->decode(levelFor(*texture, DbcIconCache::kTipSide));
    if (!rgba)
        return {{}, {}, DbcIconCache::tr("%1 could not be decoded: %2").arg(name, rgba.error().message)};
    QImage image = QImage(reinterpret_cast<const uchar *>(rgba->rgba.constData()), rgba->width, rgba->height,
        rgba->width * 4, QImage::Format_RGBA8888)
                       .copy();
    if (image.width() > DbcIconCache::kTipSide || image.height() > DbcIconCache::kTipSide)
        image = image.scaled(
            DbcIconCache::kTipSide, DbcIconCache::kTipSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return {image, QString::fromLatin1(png.toBase64()), {}};
}

} // namespace

DbcIconCache::DbcIconCache(QObject *parent)
    : QObject(parent)
    , m_icons(kMaxIcons)
{ }

QIcon DbcIconCache::missingMark()
{
    static const QIcon mark = [] {
        QPixmap pixmap(kTipSide, kTipSide);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        const QColor red(210, 30, 30);
        painter.setPen(QPen(red, 4));
        painter.setBrush(QColor(210, 30, 30, 40));
        painter.drawRoundedRect(QRectF(3, 3, kTipSide - 6, kTipSide - 6), 10, 10);
        QFont font;
        font.setBold(true);
        font.setPixelSize(kTipSide * 3 / 4);
        painter.setFont(font);
        painter.drawText(pixmap.rect(), Qt::AlignCenter, QStringLiteral("?"));
        return QIcon(pixmap);
    }();
    return mark;
}

const DbcIconCache::Icon *DbcIconCache::lookUp(const QString &path)
{
    if (const Icon *icon = m_icons.object(path))
        return icon;
    if (!m_wanted.contains(path)) {
        m_wanted.insert(path);
        Q_EMIT wanted(path);
    }
    return nullptr;
}

QVariant DbcIconCache::decoration(const QString &path)
{
    const Icon *icon = lookUp(path);
    return icon ? QVariant(icon->icon) : QVariant();
}

QString DbcIconCache::toolTip(const QString &path, const QString &entry)
{
    const Icon *icon = lookUp(path);
    if (!icon)
        return tr("Reading %1…").arg(entry.toHtmlEscaped());
    if (!icon->problem.isEmpty())
        return tr("<b>Missing icon</b> %1<br>%2").arg(entry.toHtmlEscaped(), icon->problem.toHtmlEscaped());
    return QStringLiteral("<img src=\"data:image/png;base64,%1\" width=\"%2\" height=\"%2\"><br>%3")
        .arg(icon->png)
        .arg(kTipSide)
        .arg(entry.toHtmlEscaped());
}

QImage DbcIconCache::image(const QString &path) const
{
    const Icon *icon = m_icons.object(path);
    return icon ? icon->image : QImage();
}

bool DbcIconCache::isMissing(const QString &path) const
{
    const Icon *icon = m_icons.object(path);
    return icon && !icon->problem.isEmpty();
}

void DbcIconCache::deliver(const QString &path, const Result<QByteArray> &bytes)
{
    if (!m_wanted.contains(path))
        return;
    if (!bytes) {
        store(path, Icon{missingMark(), {}, {}, bytes.error().message});
        return;
    }
    ++m_decoded;
    QtConcurrent::run([path, data = *bytes] {
        return decode(path, data);
    }).then(this, [this, path](const Decoded &decoded) {
        if (!decoded.problem.isEmpty()) {
            store(path, Icon{missingMark(), {}, {}, decoded.problem});
            return;
        }
        store(path, Icon{QIcon(QPixmap::fromImage(decoded.image)), decoded.image, decoded.png, {}});
    });
}

void DbcIconCache::store(const QString &path, Icon icon)
{
    m_wanted.remove(path);
    m_icons.insert(path, new Icon(std::move(icon)));
    Q_EMIT iconChanged(path);
}

} // namespace mwb::widgets
