// SPDX-License-Identifier: GPL-3.0-or-later
// RSA and digests through OpenSSL's libcrypto (EVP interface of OpenSSL 3). The keys are Blizzard's, as published;
// the values carry over from StormLib's SFileVerify.cpp (the weak private key included: it is public knowledge).
#include "SignatureCrypto.h"

#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

namespace mwb::formats::mpq {

namespace {

// DER (base64) of the keys.
constexpr char kWeakPrivateKey[]
    = "MIIBOQIBAAJBAJJidwS/uILMBSO5DLGsBFknIXWWjQJe2kfdfEk3G/j66w4KkhZ1V61Rt4zLaMVCYpDun7FLwRjkMDSepO1q"
      "2DcCAwEAAQJANtiztVDMJh2hE1hjPDKyUmEJ9U/aN3gomuKOjbQbQ/bWWcM/WfhSVHmPqtqh/bQI2UXFr0rnXngeteZHLr/b"
      "8QIhAMuWriSKGMACw18/rVVfUrThs915odKBH1Alr3vMVVzZAiEAuBHPSQkgwcb6L4MWaiKuOzq08mSyNqPeN8oSy18q848C"
      "IHeMn+3s+eOmu7su1UYQl6yH7OrdBd1q3UxfFNEJiAbhAiAqxdCyOxHGlbM7aS3DOg3cq5ayoN2cvtV7h1R4t8OmVwIgF+5z"
      "/6vkzBUsZhd8Nwyis+MeQYH0rpFpMKdTlqmPF2Q=";
constexpr char kWeakPublicKey[]
    = "MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAJJidwS/uILMBSO5DLGsBFknIXWWjQJe2kfdfEk3G/j66w4KkhZ1V61Rt4zLaMVC"
      "YpDun7FLwRjkMDSepO1q2DcCAwEAAQ==";
constexpr char kBlizzardStrongKey[]
    = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsQZ+ziT2h8h+J/iMQpgdtH1HaJzOBE3agjU4yMPcrixaPOZoA4t8"
      "bwfey7qczfWywocYo3pleytFF+IuD4HDFl9OXN1SFyupSgMx1EGZlgbFAomnbq9MQJyMqQtMhRAjFgg4TndS7YNb+JMSAEKp"
      "kXNqY28n/EVBHD5TsMuVCL579gIenbr61dI92DDEdy790IzIG0VKWLh/KOTcTJfmDs/7HQTkGouVW+WUsfekuqNQo7ND9DBn"
      "hLjLjptxeFE2AZqYcA1ao3S9LN3GL1tWlVXFIX9c7fWqaVTQlZ2oNsI/ARVApOK3grNgqvwH6YoVYVXjNJEo5sQJsPsdV/hk"
      "dwIDAQAB";
constexpr char kWarcraft3MapKey[]
    = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA1BwklUUQ3UvjizOBRoF5yyOVc7KD+oGOQH5i6eUk1yfs0luCC70k"
      "NucNrfqhmviywVtahRse1JtXCPrx2bd3iN8Dx91fbkxjYIOGTsjYoHKTp0BbaFkJih776fcHgnFSb+7mJcDuJVvJOXxEH6w0"
      "1vo6VtujCqj1arqbyoal+xtAaczF3us5cOEp45sR1zAWTn1+7omN7VWV4QqJPaDSgBSESc0l1grO0i1VUSumayk7yBKIkb+L"
      "BvcG6WnYZHCi7VdLmaxER5m8oZfER66bheHoiSQIZf9PAY6Guw2DT5BTc54j/AaLQAKf2qcRSgQLVo5kQaddF3rCpsXoB/74"
      "6QIDAQAB";
constexpr char kWowPatchKey[]
    = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAwOsMV0LagAWPEtEQM6b96FHFkUyGbbyda2/Dfc9dyl21E9QvX+Yw"
      "7qKRMAKPzA2TlQQLZKvXpnKXF/YIK5xa5uwg9CEHCEAYolLG4xn0FUOE0E/0PuuytI0p0ICe6rk00PifZzTr8na2wI/l/GnQ"
      "bvnIVF1ck6cslATpQJ5JJVMXzoFlUABS19WESw4MXuJAS3AbMhxNWdEhVv7eO51cyGjRLy9QjogZODZTY0fSEksgBqQxNCoY"
      "VJYI/sF5K2flDsGqrIp0OdJ6teJlzg1YUjYnb6bKjlidXoHEXI2TgA/mD6O3XFIt08I9s3crOCTgICq7cgX35qrZiIVWZdRv"
      "TwIDAQAB";
constexpr char kWowSurveyKey[]
    = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAnIt1DR6nRyyKsy2qahHeMKLtacatn/KxieHcwH87wLBxKy+jZ0gy"
      "cTmJ7SaTdBAEMDs/V5IPIXEtoqYnid2c63TmfGDU92oc3Ph1PWUZ2PWxBhT06HYxRdbrgHw9/I29pNPi/607x+lzPORITOgU"
      "BR6MR8au8HsQP4bn4vkJNgnSgojh48/XQOB/cAln7As1neP61NmVimoLR4Bwi3ztzfgrZaUpyeNCUrOYJmH09YIjbBySTtXO"
      "UidoPHjFrMsCWpr6xs8xbETbs7MJFL6avcUfTT67qfIZ9RsuKfnXJTIrV0kwDSjjuNXiPTmWAehSsiHIsrUXX5RNcwsSjClr"
      "nQIDAQAB";
constexpr char kStarcraft2MapKey[]
    = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAmk4GT8zb+ICC25a17KZBq/ygKGJ2VSO6IT5PGHJlm1KfnHBA4B6S"
      "H3xMlJ4c6eG2k7QevZv+FOhjsAHubyWq2VKqWbrIFKv2ILc2RfMn8J9EDVRxvcxh6slRrVL69D0w1tfVGjMiKq2Fym5yGoRT"
      "E7CRgDqbAbXP9LBsCNWHiJLwfxMGzHbk8pIl9oia5pvM7ofZamSHchxlpy6xa4GJ7xKN01YCNvklTL1D7uol3wkwcHc7vrF8"
      "QwuJizuA5bSg4poEGtH62BZOYi+UL/z031YK+k9CbQyM0X0pJoJoYz1TK+Y5J7vBnXCZtfcTYQ/ZzN6UcxTa57dJaiOlCh9z"
      "nQIDAQAB";

std::shared_ptr<evp_pkey_st> adopt(EVP_PKEY *key)
{
    return std::shared_ptr<evp_pkey_st>(key, EVP_PKEY_free);
}

const unsigned char *bytesOf(QByteArrayView view)
{
    return reinterpret_cast<const unsigned char *>(view.data());
}

/// A context for one operation on `key`; null on failure.
std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> context(evp_pkey_st *key)
{
    return {EVP_PKEY_CTX_new(key, nullptr), EVP_PKEY_CTX_free};
}

RsaKey builtIn(const char *base64, bool isPrivate)
{
    const QByteArray der = QByteArray::fromBase64(QByteArray(base64));
    auto key = isPrivate ? RsaKey::fromPrivateDer(der) : RsaKey::fromPublicDer(der);
    Q_ASSERT(key);
    return *key;
}

} // namespace

RsaKey::RsaKey(std::shared_ptr<evp_pkey_st> key)
    : m_key(std::move(key))
{ }

std::optional<RsaKey> RsaKey::fromPublicDer(QByteArrayView der)
{
    const unsigned char *at = bytesOf(der);
    return fromKey(d2i_PUBKEY(nullptr, &at, static_cast<long>(der.size())));
}

std::optional<RsaKey> RsaKey::fromPrivateDer(QByteArrayView der)
{
    const unsigned char *at = bytesOf(der);
    return fromKey(d2i_AutoPrivateKey(nullptr, &at, static_cast<long>(der.size())));
}

std::optional<RsaKey> RsaKey::fromKey(evp_pkey_st *key)
{
    if (!key)
        return std::nullopt;
    if (EVP_PKEY_get_base_id(key) != EVP_PKEY_RSA) {
        EVP_PKEY_free(key);
        return std::nullopt;
    }
    return RsaKey(adopt(key));
}

int RsaKey::bytes() const
{
    return EVP_PKEY_get_size(m_key.get());
}

bool RsaKey::verifyMd5(QByteArrayView md5, QByteArrayView signature) const
{
    auto ctx = context(m_key.get());
    return ctx && EVP_PKEY_verify_init(ctx.get()) == 1
        && EVP_PKEY_CTX_set_rsa_padding(ctx.get(), RSA_PKCS1_PADDING) == 1
        && EVP_PKEY_CTX_set_signature_md(ctx.get(), EVP_md5()) == 1
        && EVP_PKEY_verify(ctx.get(), bytesOf(signature), static_cast<size_t>(signature.size()), bytesOf(md5),
               static_cast<size_t>(md5.size()))
        == 1;
}

std::optional<QByteArray> RsaKey::signMd5(QByteArrayView md5) const
{
    return transform(Operation::Sign, true, md5);
}

std::optional<QByteArray> RsaKey::recover(QByteArrayView signature) const
{
    if (signature.size() != bytes())
        return std::nullopt;
    return transform(Operation::Recover, false, signature);
}

std::optional<QByteArray> RsaKey::signRaw(QByteArrayView message) const
{
    if (message.size() != bytes())
        return std::nullopt;
    return transform(Operation::Sign, false, message);
}

std::optional<QByteArray> RsaKey::transform(Operation operation, bool md5, QByteArrayView input) const
{
    auto ctx = context(m_key.get());
    QByteArray out(bytes(), '\0');
    auto length = static_cast<size_t>(out.size());
    const auto to = reinterpret_cast<unsigned char *>(out.data());
    const bool sign = operation == Operation::Sign;
    const bool ok = ctx && (sign ? EVP_PKEY_sign_init(ctx.get()) : EVP_PKEY_verify_recover_init(ctx.get())) == 1
        && EVP_PKEY_CTX_set_rsa_padding(ctx.get(), md5 ? RSA_PKCS1_PADDING : RSA_NO_PADDING) == 1
        && (!md5 || EVP_PKEY_CTX_set_signature_md(ctx.get(), EVP_md5()) == 1)
        && (sign ? EVP_PKEY_sign(ctx.get(), to, &length, bytesOf(input), static_cast<size_t>(input.size()))
                 : EVP_PKEY_verify_recover(ctx.get(), to, &length, bytesOf(input), static_cast<size_t>(input.size())))
            == 1
        && length == static_cast<size_t>(out.size());
    if (!ok)
        return std::nullopt;
    return out;
}

Digest::Digest(Algorithm algorithm)
    : m_context(EVP_MD_CTX_new(), EVP_MD_CTX_free)
{
    EVP_DigestInit_ex(m_context.get(), algorithm == Algorithm::Md5 ? EVP_md5() : EVP_sha1(), nullptr);
}

void Digest::add(QByteArrayView bytes)
{
    EVP_DigestUpdate(m_context.get(), bytes.data(), static_cast<size_t>(bytes.size()));
}

QByteArray Digest::result(QByteArrayView tail) const
{
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> copy(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    QByteArray out(EVP_MAX_MD_SIZE, '\0');
    unsigned int length = 0;
    if (!copy || EVP_MD_CTX_copy_ex(copy.get(), m_context.get()) != 1
        || EVP_DigestUpdate(copy.get(), tail.data(), static_cast<size_t>(tail.size())) != 1
        || EVP_DigestFinal_ex(copy.get(), reinterpret_cast<unsigned char *>(out.data()), &length) != 1)
        return {};
    out.truncate(static_cast<qsizetype>(length));
    return out;
}

const RsaKey &SignatureKeys::weakPublic()
{
    static const RsaKey key = builtIn(kWeakPublicKey, false);
    return key;
}

const RsaKey &SignatureKeys::weakPrivate()
{
    static const RsaKey key = builtIn(kWeakPrivateKey, true);
    return key;
}

const std::vector<StrongKey> &SignatureKeys::strong()
{
    static const std::vector<StrongKey> keys{
        {"blizzard-strong", builtIn(kBlizzardStrongKey, false), StrongTail::None},
        {"warcraft3-map", builtIn(kWarcraft3MapKey, false), StrongTail::FileName},
        {"wow-patch", builtIn(kWowPatchKey, false), StrongTail::Archive},
        {"wow-survey", builtIn(kWowSurveyKey, false), StrongTail::None},
        {"starcraft2-map", builtIn(kStarcraft2MapKey, false), StrongTail::None},
    };
    return keys;
}

} // namespace mwb::formats::mpq
