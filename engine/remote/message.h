// The messages of remote play (PROTOCOL.md §4): one JSON object each, UTF-8, at most
// kMaxMessageBytes. Reading checks every field and returns a whole Message or throws
// MessageError; nothing a stranger sends is used before it is read here.
#pragma once

#include "types.h"

#include <QByteArray>

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace gs::remote {

constexpr int kProtocolVersion = 1;
constexpr int kMaxMessageBytes = 16 * 1024;
constexpr int kGameIdBytes = 16;

enum class MessageType {
    Open,    // a side's first message: variant, its side, the hash of its deal seed
    Nonce,   // its nonce, sent once it has the other's seed hash
    Commit,  // a commitment per origin, once it has the other's nonce
    Move,    // the side to act's move, with the proofs the move makes it show
    Reveal,  // the proofs the other side's move made this side show
    Final,   // after the final whistle: the seed and every proof not yet shown
    Bye,     // this side leaves the game before its end
};
const char* toString(MessageType t);

// An identity shown with the salt that opens its commitment.
struct Proof {
    std::string origin;  // Origins::name
    Identity identity = kNoIdentity;
    QByteArray salt;     // kSaltBytes
};

struct Message {
    int version = kProtocolVersion;
    QByteArray game;  // kGameIdBytes
    int seq = 0;      // 1, 2, 3, ... per sender
    MessageType type = MessageType::Bye;
    // Open
    std::string variant;       // the variant's id
    QByteArray variantDigest;  // SHA-256 of the variant's document, so "classic" means the same rules
    Side side = Side::White;   // the sender's side
    QByteArray seedHash;
    // Nonce
    QByteArray nonce;
    // Commit: origin name and commitment, in the sender's Origins order
    std::vector<std::pair<std::string, QByteArray>> commitments;
    // Move
    std::string move;  // canonical move text (NOTATION.md)
    QByteArray from;   // SHA-256 of the public view the move is played from
    // Move, Reveal, Final
    std::vector<Proof> proofs;
    // Final
    QByteArray seed;
};

// Why a message could not be read: a plain sentence for people.
struct MessageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Throws MessageError: over the size limit, not a JSON object, a newer version, a missing,
// extra or malformed field.
Message readMessage(const QByteArray& bytes);
// Compact JSON; readMessage(writeMessage(m)) gives m back.
QByteArray writeMessage(const Message& m);

}  // namespace gs::remote
