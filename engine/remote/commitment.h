// The commitments of remote play (PROTOCOL.md §2, §3): SHA-256 from Qt's QCryptographicHash
// and randomness from QRandomGenerator::system(); nothing here is cryptography of our own.
#pragma once

#include "types.h"

#include <QByteArray>
#include <QJsonObject>

#include <cstdint>
#include <string>

namespace gs::remote {

constexpr int kSaltBytes = 16;   // 128 bits per hidden counter
constexpr int kSeedBytes = 32;   // a side's deal seed and its nonce
constexpr int kHashBytes = 32;   // SHA-256

// `n` bytes from the system's secure source (QRandomGenerator::system()).
QByteArray randomBytes(int n);
// SHA-256("goalscorer-commit-1" 0 side 0 origin 0 identity 0 salt): 32 bytes. `origin` as
// Origins::name writes it, `identity` as GPN writes it ("7", "s").
QByteArray commitment(Side side, const std::string& origin, Identity identity, const QByteArray& salt);
// SHA-256("goalscorer-seed-1" 0 seed): what a side sends before it sees the other's nonce.
QByteArray seedHash(const QByteArray& seed);
// The engine seed of `side`'s deal (State::deal): the first 8 bytes, big-endian, of
// SHA-256("goalscorer-deal-1" 0 side 0 seed 0 the other side's nonce).
uint64_t dealSeed(Side side, const QByteArray& seed, const QByteArray& otherNonce);
// SHA-256 of a variant's document (VariantRegistry::document) as compact JSON: two apps that
// name the same variant must play the same rules.
QByteArray variantDigest(const QJsonObject& document);
// SHA-256 of any bytes (the public view's GPN, a message's text).
QByteArray sha256(const QByteArray& bytes);

}  // namespace gs::remote
