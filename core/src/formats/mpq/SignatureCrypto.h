// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <memory>
#include <optional>
#include <vector>

struct evp_pkey_st;
struct evp_md_ctx_st;

namespace mwb::formats::mpq {

/// An RSA key from OpenSSL's libcrypto, shared and immutable: the operations below may run on any thread at once.
/// Byte strings are big-endian, as OpenSSL takes them (Storm stores its signatures little-endian: callers reverse).
class RsaKey
{
public:
    /// A public key (DER SubjectPublicKeyInfo); nullopt when OpenSSL cannot read it or it is not RSA.
    [[nodiscard]] static std::optional<RsaKey> fromPublicDer(QByteArrayView der);
    /// A private key (DER, PKCS #1 or PKCS #8); nullopt when OpenSSL cannot read it or it is not RSA.
    [[nodiscard]] static std::optional<RsaKey> fromPrivateDer(QByteArrayView der);

    /// Size of the modulus in bytes.
    [[nodiscard]] int bytes() const;
    /// Whether `signature` is a PKCS #1 v1.5 signature of the MD5 digest `md5`.
    [[nodiscard]] bool verifyMd5(QByteArrayView md5, QByteArrayView signature) const;
    /// The PKCS #1 v1.5 signature of the MD5 digest `md5` (a private key only), bytes() long; nullopt on failure.
    [[nodiscard]] std::optional<QByteArray> signMd5(QByteArrayView md5) const;
    /// signature ^ e mod n without any padding, bytes() long; nullopt when `signature` is not bytes() long or, as a
    /// number, not below the modulus.
    [[nodiscard]] std::optional<QByteArray> recover(QByteArrayView signature) const;
    /// signature = message ^ d mod n without any padding (a private key only): what a strong signature is.
    [[nodiscard]] std::optional<QByteArray> signRaw(QByteArrayView message) const;

private:
    enum class Operation { Sign, Recover };

    explicit RsaKey(std::shared_ptr<evp_pkey_st> key);
    /// Takes ownership of `key` (null: nullopt); nullopt unless it is an RSA key.
    [[nodiscard]] static std::optional<RsaKey> fromKey(evp_pkey_st *key);
    /// One private-key operation or public-key recovery, with PKCS #1 v1.5 padding for an MD5 digest (`md5`) or
    /// none; bytes() long, nullopt on failure.
    [[nodiscard]] std::optional<QByteArray> transform(Operation operation, bool md5, QByteArrayView input) const;

    std::shared_ptr<evp_pkey_st> m_key;
};

/// An MD5 or SHA-1 digest computed by libcrypto, fed piece by piece. Move-only.
class Digest
{
public:
    enum class Algorithm { Md5, Sha1 };
    explicit Digest(Algorithm algorithm);

    void add(QByteArrayView bytes);
    /// The digest of what was added so far followed by `tail`; the state is unchanged, adding can go on.
    [[nodiscard]] QByteArray result(QByteArrayView tail = {}) const;

private:
    std::unique_ptr<evp_md_ctx_st, void (*)(evp_md_ctx_st *)> m_context;
};

/// How a strong-signature key expects the archive's SHA-1 to end: nothing, the archive's file name in upper case
/// (Warcraft III maps), or "ARCHIVE" (WoW patches).
enum class StrongTail { None, FileName, Archive };

/// A published key for strong signatures.
struct StrongKey
{
    const char *id; ///< stable id, see MpqSignatureCheck::key
    RsaKey key;
    StrongTail tail;
};

/// The keys Blizzard's games verify signatures with, as published (StormLib's SFileVerify.cpp lists the same values).
class SignatureKeys
{
public:
    /// The weak-signature key (512 bits). Its private half is public too: anyone can make a weak signature.
    [[nodiscard]] static const RsaKey &weakPublic();
    [[nodiscard]] static const RsaKey &weakPrivate();
    /// The 2048-bit strong-signature keys, in the order Storm tries them.
    [[nodiscard]] static const std::vector<StrongKey> &strong();
};

} // namespace mwb::formats::mpq
