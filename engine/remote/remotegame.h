// One side of a remote game (PROTOCOL.md): its own secrets, what the other side has committed
// and proven, the public moves, and the checks. No I/O: messages go out through
// takeOutgoing() and come in through receive(); a link (live TCP or `goalscorer:turn/` text)
// carries them. Each side's app holds one RemoteGame; the two never share a State.
#pragma once

#include "commitment.h"
#include "message.h"
#include "tracking.h"

#include <QJsonObject>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gs::remote {

class RemoteGame {
public:
    // Where the secrets come from: `n` unpredictable bytes (randomBytes); tests pass a seeded one.
    using RandomSource = std::function<QByteArray(int n)>;

    enum class Stage {
        Opening,    // exchanging seed hashes, nonces and commitments (PROTOCOL.md §3)
        Playing,    // from the kick-off to the final whistle and both `final` messages
        Finished,   // both sides' secrets shown and every check passed: record() is verified
        Failed,     // a check failed: problem() says what did not match; nothing more is read
        Abandoned,  // the friend left (`bye`) before the end: problem() says so
    };
    enum class Receipt {
        Applied,    // read and applied
        Duplicate,  // a message applied before, sent again: ignored
        Refused,    // not read (refusal() says why); the game is unchanged and goes on
        Failed,     // it broke the protocol or the rules: the game ends, problem() says how
    };

    // `variantDigest`: SHA-256 of the variant's document, so that both apps play the same rules
    // under one id. `game`: kGameIdBytes chosen by the side that invites. `manual`: this side's
    // set-up under a variant with manual setup (required there, ignored otherwise); random
    // setup deals from the seeds, fixed setup takes the variant's. Sends the `open` message.
    // Throws std::invalid_argument for a manual set-up the rules refuse.
    RemoteGame(const Rules& rules, QByteArray variantDigest, Side me, QByteArray game,
               std::optional<Arrangement> manual = std::nullopt, RandomSource random = randomBytes);

    Stage stage() const { return stage_; }
    Side side() const { return me_; }
    const QByteArray& game() const { return game_; }
    const Rules& rules() const { return *rules_; }
    // The position as this side may see it (State::view): its own counters, the friend's as
    // the rules have shown them. Before the kick-off, this side's own set-up.
    State position() const;
    const std::vector<Move>& moves() const { return moves_; }
    // True when this side may play() now: in play, its turn, owed nothing.
    bool myTurn() const;
    const std::string& problem() const { return problem_; }
    const std::string& refusal() const { return refusal_; }
    // Every message this side has sent, in order: sent again after a reconnection (the
    // friend's app applies each once).
    const std::vector<QByteArray>& sent() const { return sent_; }
    // The messages queued since the last call, in order.
    std::vector<QByteArray> takeOutgoing();

    Receipt receive(const QByteArray& bytes);
    // This side's move (a legal move, or a clock event under a variant with a clock). Returns
    // "" once it is queued, else why not (not this side's turn, the move is illegal and why).
    std::string play(Move m);
    // This side leaves: sends `bye`; the game is abandoned by this side, or, once the final
    // whistle went and this side has shown its counters, by the friend that did not.
    void leave();

    // Finished only: the game record (NOTATION.md) with every identity, the same bytes in
    // both apps, tagged [Verified "..."]. Otherwise "".
    const std::string& verifiedRecord() const { return record_; }

    // Everything needed to pick the game up again (this side's secrets, the messages in and
    // the moves played, in order); never the friend's secrets, which it does not have.
    QJsonObject save() const;
    // The variant id a save names, to find its Rules; "" if it names none.
    static std::string savedVariant(const QJsonObject& save);
    // Rebuilds the game a save describes, to the same stage; nullptr with `error` set when the
    // save is damaged or was made under other rules.
    static std::unique_ptr<RemoteGame> restore(const QJsonObject& save, const Rules& rules, std::string* error);

private:
    struct Restoring;
    RemoteGame(const Rules& rules, QByteArray variantDigest, Side me, QByteArray game,
               std::optional<Arrangement> manual, RandomSource random, bool quiet);

    QByteArray draw(int n);
    void send(Message m);
    Receipt fail(std::string sentence);
    std::string sideName(Side s) const;
    std::string originText(Side s, int origin) const;
    std::string describe(const Proof& p) const;
    QByteArray publicHash() const;
    bool mayApply(const State& s, Move m) const;
    // The friend's identities as far as this side knows them: proven ones, the rest stand-ins
    // that no rule has used (never a Star Player that the friend's moves say is not one).
    std::optional<Arrangement> theirStandIns(std::string* problem) const;
    // Replays moves_ from the kick-off into now_; false (and `problem`) when they do not play.
    bool rebuild(std::string* problem);
    // Checks proofs of the friend's counters against its commitments; adds them to proven_.
    bool acceptProofs(const std::vector<Proof>& proofs, std::vector<int>* origins, std::string* problem);
    // The newly shown origins of a side after the last move are exactly those proven with it.
    bool checkShown(Side s, const std::vector<int>& provenNow, const std::vector<bool>& before, std::string* problem) const;
    std::vector<Proof> proofsOfMine(const std::vector<bool>& shown);
    void afterMove();

    Receipt onOpen(const Message& m);
    Receipt onNonce(const Message& m);
    Receipt onCommit(const Message& m);
    Receipt onMove(const Message& m);
    Receipt onReveal(const Message& m);
    Receipt onFinal(const Message& m);
    bool finish(std::string* problem);

    const Rules* rules_;
    QByteArray digest_;
    Side me_, them_;
    QByteArray game_;
    Origins origins_[2];
    RandomSource random_;
    bool restoring_ = false;
    std::vector<QByteArray> draws_;   // every secret drawn, in order (save)
    std::vector<QJsonObject> log_;    // what happened, in order (save): messages in, moves played

    // This side's secrets.
    std::optional<Arrangement> manual_;
    QByteArray seed_, nonce_;
    Arrangement mine_;
    std::vector<QByteArray> salts_;
    std::vector<bool> shownMine_;

    // The friend's commitments and what it has proven.
    bool opened_ = false;
    QByteArray theirSeedHash_, theirNonce_;
    std::vector<QByteArray> theirCommitments_;
    std::vector<Identity> proven_;  // kNoIdentity: not proven yet
    std::vector<QByteArray> provenSalts_;
    mutable std::vector<bool> notStar_;  // its moves said so (a counter reached the Goal Line and play went on)

    bool committed_ = false, finalSent_ = false, finalReceived_ = false;
    std::vector<Move> moves_;
    std::optional<Move> pending_;  // this side's move, waiting for the friend's proofs
    Tracked now_;
    Stage stage_ = Stage::Opening;
    std::string problem_, refusal_, record_;
    int sentSeq_ = 0;
    std::vector<QByteArray> receivedDigests_;  // SHA-256 of message n at n - 1
    std::vector<QByteArray> sent_, outbox_;
};

}  // namespace gs::remote
