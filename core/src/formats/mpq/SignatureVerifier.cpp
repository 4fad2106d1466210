// SPDX-License-Identifier: GPL-3.0-or-later
#include "SignatureVerifier.h"

#include <QFile>

#include <algorithm>

namespace mwb::formats::mpq {

namespace {

constexpr qint64 kChunk = qint64(1) << 20;
/// The padding a strong signature decrypts to before the digest.
constexpr char kStrongPaddingFirst = 0x0B;
constexpr char kStrongPadding = char(0xBB);
constexpr qint64 kSha1Size = 20;

QByteArray reversed(QByteArrayView bytes)
{
    QByteArray out(bytes.toByteArray());
    std::reverse(out.begin(), out.end());
    return out;
}

/// The plain file name (after the last '/' or '\\') in upper case, '/' as '\\': Storm's tail for Warcraft III maps.
QByteArray fileNameTail(const QString &path)
{
    QByteArray name = QFile::encodeName(path);
    const qsizetype slash = std::max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
    name = name.mid(slash + 1);
    for (char &c : name) {
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    }
    return name;
}

/// What a strong signature decrypts to for `sha1`.
QByteArray strongBlock(QByteArrayView sha1)
{
    QByteArray block(SignatureLayout::kStrongSignatureSize - kSha1Size, kStrongPadding);
    block[0] = kStrongPaddingFirst;
    return block + reversed(sha1);
}

bool hasStrongPadding(QByteArrayView decrypted)
{
    const qint64 padding = SignatureLayout::kStrongSignatureSize - kSha1Size;
    return decrypted.size() == SignatureLayout::kStrongSignatureSize && decrypted[0] == kStrongPaddingFirst
        && std::all_of(decrypted.begin() + 1, decrypted.begin() + padding, [](char c) {
               return c == kStrongPadding;
           });
}

MpqSignatureCheck baseCheck(const SignatureLayout &layout)
{
    MpqSignatureCheck check;
    check.kind = layout.kind;
    check.doubt = layout.doubt;
    check.signatureOffset = layout.signatureOffset;
    check.signatureSize = layout.signature.size();
    check.signedBegin = layout.signedBegin;
    check.signedEnd = layout.signedEnd;
    return check;
}

} // namespace

Result<Digest> SignatureVerifier::digest(
    const ByteSource &source, const SignatureLayout &layout, Digest::Algorithm algorithm, Progress &progress)
{
    Digest hash(algorithm);
    const bool zeroSignature = layout.kind == MpqSignature::Weak;
    const qint64 zeroBegin = layout.signatureOffset;
    const qint64 zeroEnd = layout.signatureOffset + SignatureLayout::kWeakFileSize;
    progress.setTotal(layout.signedEnd - layout.signedBegin);
    QByteArray buffer; // read, not mapped: one page fault per 4 KiB of a large archive costs more than a copy
    for (qint64 at = layout.signedBegin; at < layout.signedEnd; at += kChunk) {
        if (progress.isCanceled())
            return Error{ErrorCode::Canceled, tr("Checking the signature was canceled"), source.path()};
        const qint64 length = std::min(kChunk, layout.signedEnd - at);
        if (auto ok = source.read(at, length, buffer); !ok)
            return ok.error();
        if (zeroSignature && at < zeroEnd && zeroBegin < at + length) {
            const qint64 from = std::max(zeroBegin, at) - at;
            const qint64 to = std::min(zeroEnd, at + length) - at;
            std::fill(buffer.begin() + from, buffer.begin() + to, '\0');
        }
        hash.add(buffer);
        progress.setDone(at + length - layout.signedBegin);
    }
    if (auto intact = source.checkIntact(); !intact)
        return intact.error();
    return hash;
}

MpqSignatureCheck SignatureVerifier::checkWeak(const SignatureLayout &layout, const Digest &md5)
{
    MpqSignatureCheck check = baseCheck(layout);
    const QByteArrayView stored(layout.signature);
    const QByteArrayView signature
        = stored.sliced(SignatureLayout::kWeakFileSize - SignatureLayout::kWeakSignatureSize);
    const bool ok = SignatureKeys::weakPublic().verifyMd5(md5.result(), reversed(signature));
    check.verdict = ok ? MpqSignatureVerdict::WeakOk : MpqSignatureVerdict::WeakBad;
    check.key = QStringLiteral("blizzard-weak");
    return check;
}

MpqSignatureCheck SignatureVerifier::checkStrong(const SignatureLayout &layout, const Digest &sha1,
    QByteArrayView fileName, const std::vector<StrongKey> &strongKeys)
{
    MpqSignatureCheck check = baseCheck(layout);
    const QByteArray signature = reversed(QByteArrayView(layout.signature).sliced(4));
    const QByteArray plain = sha1.result();
    const QByteArray named = sha1.result(fileName);
    const QByteArray archive = sha1.result("ARCHIVE");
    QString paddedBy;
    for (const StrongKey &key : strongKeys) {
        const auto decrypted = key.key.recover(signature);
        if (!decrypted)
            continue;
        const QByteArray &digest = key.tail == StrongTail::FileName ? named
            : key.tail == StrongTail::Archive                       ? archive
                                                                    : plain;
        if (*decrypted == strongBlock(digest)) {
            check.verdict = MpqSignatureVerdict::StrongOk;
            check.key = QString::fromLatin1(key.id);
            return check;
        }
        if (paddedBy.isEmpty() && hasStrongPadding(*decrypted))
            paddedBy = QString::fromLatin1(key.id);
    }
    check.key = paddedBy;
    check.verdict = paddedBy.isEmpty() ? MpqSignatureVerdict::CannotTell : MpqSignatureVerdict::StrongBad;
    check.doubt = paddedBy.isEmpty() ? MpqSignatureDoubt::UnknownKey : MpqSignatureDoubt::None;
    return check;
}

Result<MpqSignatureCheck> SignatureVerifier::verify(const ByteSource &source, const SignatureLayout &layout,
    Progress &progress, const std::vector<StrongKey> &strongKeys)
{
    MpqSignatureCheck check = baseCheck(layout);
    if (layout.doubt != MpqSignatureDoubt::None) {
        check.verdict = MpqSignatureVerdict::CannotTell;
        return check;
    }
    if (layout.kind == MpqSignature::None)
        return check;
    if (layout.signedEnd > source.size() || layout.signedBegin > layout.signedEnd) {
        check.verdict = MpqSignatureVerdict::CannotTell;
        check.doubt = MpqSignatureDoubt::OutsideFile;
        return check;
    }
    if (layout.kind == MpqSignature::Weak) {
        const QByteArrayView head = QByteArrayView(layout.signature).first(SignatureLayout::kWeakSignatureSize);
        if (std::all_of(head.begin(), head.end(), [](char c) {
                return c == 0;
            })) {
            check.verdict = MpqSignatureVerdict::WeakOk;
            check.blank = true;
            return check;
        }
    }
    const bool weak = layout.kind == MpqSignature::Weak;
    auto digested = digest(source, layout, weak ? Digest::Algorithm::Md5 : Digest::Algorithm::Sha1, progress);
    if (!digested)
        return digested.error();
    if (weak)
        return checkWeak(layout, *digested);
    return checkStrong(layout, *digested, fileNameTail(source.path()), strongKeys);
}

Result<QByteArray> SignatureVerifier::weakSignatureFile(
    const ByteSource &source, const SignatureLayout &layout, Progress &progress)
{
    if (layout.kind != MpqSignature::Weak || layout.doubt != MpqSignatureDoubt::None
        || layout.signedEnd > source.size()) {
        return Error{ErrorCode::Corrupt, tr("The archive has no room for a weak signature"), source.path()};
    }
    auto md5 = digest(source, layout, Digest::Algorithm::Md5, progress);
    if (!md5)
        return md5.error();
    const auto signature = SignatureKeys::weakPrivate().signMd5(md5->result());
    if (!signature || signature->size() != SignatureLayout::kWeakSignatureSize)
        return Error{ErrorCode::Io, tr("OpenSSL could not make the weak signature"), source.path()};
    return QByteArray(
        QByteArray(SignatureLayout::kWeakFileSize - SignatureLayout::kWeakSignatureSize, '\0') + reversed(*signature));
}

} // namespace mwb::formats::mpq
