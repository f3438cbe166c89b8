#include "remotegame.h"

#include "explain.h"
#include "notation.h"
#include "record.h"

#include <QJsonArray>

#include <algorithm>
#include <array>

#include <stdexcept>

namespace gs::remote {

namespace {

std::string identityName(Identity id) { return id == kStar ? "the Star Player" : std::to_string(int(id)); }

QJsonArray hexList(const std::vector<QByteArray>& items)
{
    QJsonArray a;
    for (const QByteArray& b : items)
        a.append(QString::fromLatin1(b.toHex()));
    return a;
}

}  // namespace

RemoteGame::RemoteGame(const Rules& rules, QByteArray variantDigest, Side me, QByteArray game,
                       std::optional<Arrangement> manual, RandomSource random)
    : RemoteGame(rules, std::move(variantDigest), me, std::move(game), std::move(manual), std::move(random), false)
{
}

RemoteGame::RemoteGame(const Rules& rules, QByteArray variantDigest, Side me, QByteArray game,
                       std::optional<Arrangement> manual, RandomSource random, bool quiet)
    : rules_(&rules), digest_(std::move(variantDigest)), me_(me), them_(opponent(me)), game_(std::move(game)),
      origins_{originsOf(rules, Side::White), originsOf(rules, Side::Black)}, random_(std::move(random)),
      restoring_(quiet), now_(trackFrom(State::deal(rules, 0), origins_))
{
    if (rules.variant().setup == SetupMode::Manual) {
        if (!manual)
            throw std::invalid_argument("a manual set-up variant needs this side's arrangement");
        if (const auto problem = arrangementProblem(rules, me, *manual))
            throw std::invalid_argument(*problem);
        manual_ = manual;
    }
    const Origins& theirs = origins_[sideIndex(them_)];
    proven_.assign(size_t(theirs.size()), kNoIdentity);
    provenSalts_.assign(size_t(theirs.size()), {});
    notStar_.assign(size_t(theirs.size()), false);
    seed_ = draw(kSeedBytes);
    Message open;
    open.type = MessageType::Open;
    open.variant = rules.id();
    open.variantDigest = digest_;
    open.side = me_;
    open.seedHash = seedHash(seed_);
    send(open);
}

QByteArray RemoteGame::draw(int n)
{
    QByteArray b = random_(n);
    if (b.size() != n)
        throw std::runtime_error("the random source gave too few bytes");
    draws_.push_back(b);
    return b;
}

void RemoteGame::send(Message m)
{
    m.game = game_;
    m.seq = ++sentSeq_;
    const QByteArray bytes = writeMessage(m);
    sent_.push_back(bytes);
    outbox_.push_back(bytes);
}

std::vector<QByteArray> RemoteGame::takeOutgoing()
{
    std::vector<QByteArray> out;
    out.swap(outbox_);
    return out;
}

RemoteGame::Receipt RemoteGame::fail(std::string sentence)
{
    stage_ = Stage::Failed;
    problem_ = std::move(sentence);
    return Receipt::Failed;
}

std::string RemoteGame::sideName(Side s) const { return s == Side::White ? "White" : "Black"; }

std::string RemoteGame::originText(Side s, int origin) const
{
    const Origins& o = origins_[sideIndex(s)];
    return origin == o.subIndex() ? sideName(s) + "'s Substitute" : "the counter " + sideName(s) + " was dealt on " + o.name(origin, *rules_);
}

State RemoteGame::position() const { return now_.state.view(me_); }

bool RemoteGame::myTurn() const
{
    return stage_ == Stage::Playing && !pending_ && !now_.state.isTerminal() && now_.state.toAct() == me_;
}

QByteArray RemoteGame::publicHash() const
{
    return sha256(QByteArray::fromStdString(formatGpn(now_.state.view(me_).view(them_))));
}

bool RemoteGame::mayApply(const State& s, Move m) const
{
    if (s.isTerminal())
        return false;
    if (isTimeout(m.kind)) {
        // A side's own clock move, and only the kind some clock of the variant can cause.
        const ClockRules& c = rules_->variant().clock;
        const TimeoutRule wanted = m.kind == MoveKind::TimeLost ? TimeoutRule::LoseGame : TimeoutRule::PassTurn;
        return (c.moveSeconds > 0 && c.moveTimeout == wanted) || (c.gameSeconds > 0 && c.gameTimeout == wanted);
    }
    return s.isLegal(m);
}

std::optional<Arrangement> RemoteGame::theirStandIns(std::string* problem) const
{
    const Origins& o = origins_[sideIndex(them_)];
    Arrangement all = arrangementOf(State::deal(*rules_, 0), them_);
    Arrangement out = proven_;
    for (const Identity id : proven_) {
        if (id == kNoIdentity)
            continue;
        const auto it = std::find(all.begin(), all.end(), id);
        if (it != all.end())
            all.erase(it);
    }
    const auto star = std::find(all.begin(), all.end(), kStar);
    if (star != all.end()) {
        int place = -1;
        for (int i = 0; i < o.size() && place < 0; ++i)
            if (out[size_t(i)] == kNoIdentity && i != o.subIndex() && !notStar_[size_t(i)])
                place = i;
        if (place < 0) {
            *problem = sideName(them_) + " has shown that none of its counters can still be its Star Player";
            return std::nullopt;
        }
        out[size_t(place)] = kStar;
        all.erase(star);
    }
    size_t next = 0;
    for (Identity& id : out)
        if (id == kNoIdentity)
            id = all[next++];
    return out;
}

bool RemoteGame::rebuild(std::string* problem)
{
    for (int attempt = 0; attempt <= origins_[sideIndex(them_)].size(); ++attempt) {
        const std::optional<Arrangement> theirs = theirStandIns(problem);
        if (!theirs)
            return false;
        Tracked t = now_;
        try {
            t = trackFrom(me_ == Side::White ? startFrom(*rules_, mine_, *theirs) : startFrom(*rules_, *theirs, mine_), origins_);
        } catch (const std::invalid_argument& e) {
            *problem = std::string("the set-up cannot be played: ") + e.what();
            return false;
        }
        bool again = false;
        for (size_t i = 0; i < moves_.size() && !again; ++i) {
            const Move m = moves_[i];
            if (!mayApply(t.state, m)) {
                *problem = sideName(t.state.toAct()) + "'s move " + std::to_string(i + 1) + " (" + formatMove(m, *rules_)
                    + ") is not legal: " + (t.state.isTerminal() ? std::string("the game was over") : explainIllegal(t.state, m));
                return false;
            }
            // A counter of the friend reached our Goal Line and it showed no Star Player there:
            // its stand-in cannot be the Star Player (the final check holds it to that).
            const int o = m.kind == MoveKind::Step ? t.origin[m.from] : -1;
            if (m.kind == MoveKind::Step && t.state.phase() == Phase::YouthMove && t.state.toAct() == them_
                && rules_->onAttackedGoalLine(them_, m.to) && o >= 0 && proven_[size_t(o)] == kNoIdentity
                && (*theirs)[size_t(o)] == kStar) {
                notStar_[size_t(o)] = true;
                again = true;
                break;
            }
            trackMove(t, m, origins_);
        }
        if (!again) {
            now_ = std::move(t);
            return true;
        }
    }
    *problem = sideName(them_) + "'s counters cannot be placed";
    return false;
}

bool RemoteGame::acceptProofs(const std::vector<Proof>& proofs, std::vector<int>* origins, std::string* problem)
{
    const Origins& o = origins_[sideIndex(them_)];
    for (const Proof& p : proofs) {
        const int i = o.find(p.origin, *rules_);
        if (i < 0) {
            *problem = sideName(them_) + " showed a counter from " + p.origin + ", where it was dealt none";
            return false;
        }
        if (proven_[size_t(i)] != kNoIdentity) {
            *problem = sideName(them_) + " showed " + originText(them_, i) + " a second time";
            return false;
        }
        if (commitment(them_, p.origin, p.identity, p.salt) != theirCommitments_[size_t(i)]) {
            // Which identity was committed stays unknown (the hash hides it); say what was claimed.
            *problem = originText(them_, i) + " was shown as " + identityName(p.identity)
                + ", which is not what " + sideName(them_) + " committed to before the kick-off";
            return false;
        }
        const Arrangement all = arrangementOf(State::deal(*rules_, 0), them_);
        if (std::find(all.begin(), all.end(), p.identity) == all.end()) {
            *problem = originText(them_, i) + " was shown as " + identityName(p.identity) + ", which is not dealt";
            return false;
        }
        for (size_t j = 0; j < proven_.size(); ++j)
            if (proven_[j] == p.identity) {
                *problem = sideName(them_) + " showed two counters as " + identityName(p.identity) + " (" + o.name(int(j), *rules_)
                    + " and " + p.origin + ")";
                return false;
            }
        if (p.identity == kStar && i == o.subIndex()) {
            *problem = sideName(them_) + " committed its Star Player as the Substitute";
            return false;
        }
        if (p.identity == kStar && notStar_[size_t(i)]) {
            *problem = originText(them_, i) + " reached the Goal Line without being shown as the Star Player, and is shown as it now";
            return false;
        }
        proven_[size_t(i)] = p.identity;
        provenSalts_[size_t(i)] = p.salt;
        origins->push_back(i);
    }
    return true;
}

bool RemoteGame::checkShown(Side s, const std::vector<int>& provenNow, const std::vector<bool>& before, std::string* problem) const
{
    const std::vector<bool> shown = shownOrigins(now_, s, origins_[sideIndex(s)]);
    for (size_t i = 0; i < shown.size(); ++i) {
        const bool now = std::find(provenNow.begin(), provenNow.end(), int(i)) != provenNow.end();
        if (shown[i] && !before[i] && !now) {
            *problem = "the rules show " + originText(s, int(i)) + " now, and " + sideName(s) + " did not prove what it is";
            return false;
        }
        if (now && !shown[i]) {
            *problem = sideName(s) + " proved " + originText(s, int(i)) + ", which the rules do not show now";
            return false;
        }
    }
    return true;
}

std::vector<Proof> RemoteGame::proofsOfMine(const std::vector<bool>& shown)
{
    std::vector<Proof> out;
    const Origins& o = origins_[sideIndex(me_)];
    for (size_t i = 0; i < shown.size(); ++i)
        if (shown[i] && !shownMine_[i]) {
            out.push_back({o.name(int(i), *rules_), mine_[i], salts_[i]});
            shownMine_[i] = true;
        }
    return out;
}

RemoteGame::Receipt RemoteGame::receive(const QByteArray& bytes)
{
    refusal_.clear();
    Message m;
    try {
        m = readMessage(bytes);
    } catch (const MessageError& e) {
        refusal_ = e.what();
        return Receipt::Refused;
    }
    if (m.game != game_) {
        refusal_ = "the message belongs to another game";
        return Receipt::Refused;
    }
    const QByteArray digest = sha256(bytes);
    if ((stage_ == Stage::Finished || stage_ == Stage::Abandoned) && m.seq <= int(receivedDigests_.size())
        && receivedDigests_[size_t(m.seq - 1)] != digest) {
        refusal_ = "the game is over";  // what a game ended with is not changed afterwards
        return Receipt::Refused;
    }
    if (m.seq <= int(receivedDigests_.size())) {
        if (receivedDigests_[size_t(m.seq - 1)] == digest)
            return Receipt::Duplicate;
        if (stage_ == Stage::Failed)
            return Receipt::Failed;
        if (!restoring_)
            log_.push_back(QJsonObject{{QStringLiteral("in"), QString::fromUtf8(bytes)}});  // the evidence
        return fail("the friend sent its message " + std::to_string(m.seq) + " a second time with other contents");
    }
    if (stage_ != Stage::Opening && stage_ != Stage::Playing) {
        refusal_ = "the game is over";
        return Receipt::Refused;
    }
    if (m.seq > int(receivedDigests_.size()) + 1) {
        refusal_ = "this is the friend's message " + std::to_string(m.seq) + " and message "
            + std::to_string(receivedDigests_.size() + 1) + " has not arrived yet";
        return Receipt::Refused;
    }
    receivedDigests_.push_back(digest);
    if (!restoring_)
        log_.push_back(QJsonObject{{QStringLiteral("in"), QString::fromUtf8(bytes)}});
    const bool first = m.seq == 1;
    if (first != (m.type == MessageType::Open))
        return fail(first ? "the friend's first message is not an opening" : "the friend opened the game twice");
    switch (m.type) {
    case MessageType::Open: return onOpen(m);
    case MessageType::Nonce: return onNonce(m);
    case MessageType::Commit: return onCommit(m);
    case MessageType::Move: return onMove(m);
    case MessageType::Reveal: return onReveal(m);
    case MessageType::Final: return onFinal(m);
    case MessageType::Bye:
        stage_ = Stage::Abandoned;
        problem_ = now_.state.isTerminal() ? sideName(them_) + " left after the final whistle without showing its counters"
                                           : sideName(them_) + " left the game";
        return Receipt::Applied;
    }
    return Receipt::Refused;
}

RemoteGame::Receipt RemoteGame::onOpen(const Message& m)
{
    if (m.variant != rules_->id())
        return fail("the friend's app plays the variant \"" + m.variant + "\" and this one \"" + rules_->id() + "\"");
    if (m.variantDigest != digest_)
        return fail("the friend's variant \"" + m.variant + "\" has other rules than this app's");
    if (m.side != them_)
        return fail("both apps play " + sideName(me_));
    theirSeedHash_ = m.seedHash;
    opened_ = true;
    nonce_ = draw(kSeedBytes);
    Message n;
    n.type = MessageType::Nonce;
    n.nonce = nonce_;
    send(n);
    return Receipt::Applied;
}

RemoteGame::Receipt RemoteGame::onNonce(const Message& m)
{
    if (!theirNonce_.isEmpty())
        return fail("the friend sent a second nonce");
    theirNonce_ = m.nonce;
    switch (rules_->variant().setup) {
    case SetupMode::Random: mine_ = arrangementOf(State::deal(*rules_, dealSeed(me_, seed_, theirNonce_)), me_); break;
    case SetupMode::Fixed: mine_ = arrangementOf(State::deal(*rules_, 0), me_); break;
    case SetupMode::Manual: mine_ = *manual_; break;
    }
    const Origins& o = origins_[sideIndex(me_)];
    Message c;
    c.type = MessageType::Commit;
    for (int i = 0; i < o.size(); ++i) {
        salts_.push_back(draw(kSaltBytes));
        c.commitments.emplace_back(o.name(i, *rules_), commitment(me_, o.name(i, *rules_), mine_[size_t(i)], salts_.back()));
    }
    shownMine_.assign(size_t(o.size()), false);
    committed_ = true;
    send(c);
    return Receipt::Applied;
}

RemoteGame::Receipt RemoteGame::onCommit(const Message& m)
{
    if (!committed_ || !theirCommitments_.empty())
        return fail("the friend committed out of order");
    const Origins& o = origins_[sideIndex(them_)];
    if (int(m.commitments.size()) != o.size())
        return fail("the friend committed to " + std::to_string(m.commitments.size()) + " counters, not "
                    + std::to_string(o.size()));
    for (int i = 0; i < o.size(); ++i) {
        if (m.commitments[size_t(i)].first != o.name(i, *rules_))
            return fail("the friend's commitment " + std::to_string(i + 1) + " names " + m.commitments[size_t(i)].first
                        + ", not " + o.name(i, *rules_));
        theirCommitments_.push_back(m.commitments[size_t(i)].second);
    }
    std::string problem;
    if (!rebuild(&problem))
        return fail(problem);
    stage_ = Stage::Playing;
    return Receipt::Applied;
}

RemoteGame::Receipt RemoteGame::onMove(const Message& m)
{
    if (stage_ != Stage::Playing || pending_ || now_.state.isTerminal() || now_.state.toAct() != them_)
        return fail(sideName(them_) + " moved when it was not its turn");
    if (m.from != publicHash())
        return fail("the two apps disagree on the position before " + sideName(them_) + "'s move " + m.move);
    Move move;
    try {
        move = parseMove(m.move, *rules_);
    } catch (const NotationError& e) {
        return fail(sideName(them_) + " sent a move that cannot be read: " + e.what());
    }
    if (!mayApply(now_.state, move))
        return fail(sideName(them_) + "'s move " + m.move + " is not legal: " + explainIllegal(now_.state, move));
    const std::vector<bool> theirsBefore = shownOrigins(now_, them_, origins_[sideIndex(them_)]);
    const std::vector<bool> mineBefore = shownMine_;
    std::vector<int> provenNow;
    std::string problem;
    if (!acceptProofs(m.proofs, &provenNow, &problem))
        return fail(problem);
    moves_.push_back(move);
    if (!rebuild(&problem))
        return fail(problem);
    if (!checkShown(them_, provenNow, theirsBefore, &problem))
        return fail(problem);
    Message reveal;
    reveal.type = MessageType::Reveal;
    reveal.proofs = proofsOfMine(shownOrigins(now_, me_, origins_[sideIndex(me_)]));
    if (!reveal.proofs.empty())
        send(reveal);
    (void)mineBefore;
    afterMove();
    return Receipt::Applied;
}

RemoteGame::Receipt RemoteGame::onReveal(const Message& m)
{
    if (!pending_)
        return fail(sideName(them_) + " showed counters that no move asked for");
    const std::vector<bool> theirsBefore = shownOrigins(now_, them_, origins_[sideIndex(them_)]);
    std::vector<int> provenNow;
    std::string problem;
    if (!acceptProofs(m.proofs, &provenNow, &problem))
        return fail(problem);
    moves_.push_back(*pending_);
    pending_.reset();
    if (!rebuild(&problem))
        return fail(problem);
    if (!checkShown(them_, provenNow, theirsBefore, &problem))
        return fail(problem);
    afterMove();
    return Receipt::Applied;
}

std::string RemoteGame::play(Move move)
{
    if (stage_ != Stage::Playing)
        return stage_ == Stage::Opening ? "the game has not kicked off yet" : "the game is over";
    if (pending_)
        return "waiting for " + sideName(them_) + " to show the counters the last move reached";
    if (now_.state.isTerminal())
        return "the game is over";
    if (now_.state.toAct() != me_)
        return "it is " + sideName(them_) + "'s turn";
    if (!mayApply(now_.state, move))
        return explainIllegal(now_.state, move);
    Tracked after = now_;
    trackMove(after, move, origins_);
    const std::vector<bool> theirsShown = shownOrigins(after, them_, origins_[sideIndex(them_)]);
    const std::vector<bool> theirsBefore = shownOrigins(now_, them_, origins_[sideIndex(them_)]);
    bool owed = false;
    for (size_t i = 0; i < theirsShown.size(); ++i)
        owed = owed || (theirsShown[i] && !theirsBefore[i] && proven_[i] == kNoIdentity);
    Message m;
    m.type = MessageType::Move;
    m.move = formatMove(move, *rules_);
    m.from = publicHash();
    m.proofs = proofsOfMine(shownOrigins(after, me_, origins_[sideIndex(me_)]));
    if (!restoring_)
        log_.push_back(QJsonObject{{QStringLiteral("play"), QString::fromStdString(m.move)}});
    send(m);
    if (owed) {
        pending_ = move;
        return {};
    }
    moves_.push_back(move);
    std::string problem;
    if (!rebuild(&problem))
        fail(problem);  // cannot happen: the move was legal from now_
    afterMove();
    return {};
}

void RemoteGame::leave()
{
    if (stage_ != Stage::Opening && stage_ != Stage::Playing)
        return;
    if (!restoring_)
        log_.push_back(QJsonObject{{QStringLiteral("leave"), true}});
    Message bye;
    bye.type = MessageType::Bye;
    send(bye);
    stage_ = Stage::Abandoned;
    // After the final whistle this side has shown everything; the friend has not: the result on
    // the pitch stands unverified, and the game is abandoned by the friend, not by this side.
    problem_ = finalSent_ && !finalReceived_
        ? sideName(them_) + " did not show its counters after the final whistle: the result is not verified"
        : sideName(me_) + " left the game";
}

void RemoteGame::afterMove()
{
    if (!now_.state.isTerminal() || finalSent_)
        return;
    Message f;
    f.type = MessageType::Final;
    f.seed = seed_;
    f.proofs = proofsOfMine(std::vector<bool>(size_t(origins_[sideIndex(me_)].size()), true));
    finalSent_ = true;
    send(f);
    std::string problem;
    if (finalReceived_ && !finish(&problem))
        fail(problem);
}

RemoteGame::Receipt RemoteGame::onFinal(const Message& m)
{
    if (finalReceived_ || !finalSent_ || pending_ || !now_.state.isTerminal())
        return fail(sideName(them_) + " showed its secrets before the final whistle");
    std::vector<int> provenNow;
    std::string problem;
    if (!acceptProofs(m.proofs, &provenNow, &problem))
        return fail(problem);
    for (size_t i = 0; i < proven_.size(); ++i)
        if (proven_[i] == kNoIdentity)
            return fail(sideName(them_) + " did not show " + originText(them_, int(i)) + " at the final whistle");
    if (seedHash(m.seed) != theirSeedHash_)
        return fail(sideName(them_) + "'s seed does not match the hash it sent before the kick-off");
    if (const auto bad = arrangementProblem(*rules_, them_, proven_))
        return fail(sideName(them_) + "'s set-up breaks the rules: " + *bad);
    const SetupMode mode = rules_->variant().setup;
    if (mode != SetupMode::Manual) {
        const Arrangement dealt = arrangementOf(
            State::deal(*rules_, mode == SetupMode::Random ? dealSeed(them_, m.seed, nonce_) : 0), them_);
        for (size_t i = 0; i < dealt.size(); ++i)
            if (dealt[i] != proven_[i])
                return fail(originText(them_, int(i)) + " was committed as " + identityName(proven_[i]) + ", and "
                            + (mode == SetupMode::Random ? "the deal from its seed" : "the variant's set-up") + " puts "
                            + identityName(dealt[i]) + " there");
    }
    finalReceived_ = true;
    if (!finish(&problem))
        return fail(problem);
    return Receipt::Applied;
}

bool RemoteGame::finish(std::string* problem)
{
    const QByteArray before = publicHash();
    const Result result = now_.state.result();
    const std::array<int, 2> score{now_.state.score(Side::White), now_.state.score(Side::Black)};
    // Every identity is known now: the replay is the true game.
    if (!rebuild(problem))
        return false;
    if (publicHash() != before || now_.state.result() != result || now_.state.score(Side::White) != score[0]
        || now_.state.score(Side::Black) != score[1]) {
        *problem = "the game replayed with every identity shown does not end as it was played";
        return false;
    }
    const State start = me_ == Side::White ? startFrom(*rules_, mine_, proven_) : startFrom(*rules_, proven_, mine_);
    std::vector<State> positions{start};
    for (const Move m : moves_) {
        positions.push_back(positions.back());
        positions.back().apply(m);
    }
    GameRecord r = recordOf(start, moves_, positions.back());
    r.setTag("Event", "Remote game");
    r.setTag("Game", game_.toHex().toStdString());
    r.setTag("Verified", "both sides' commitments, deals and moves checked");
    record_ = writeRecord(r, positions);
    stage_ = Stage::Finished;
    return true;
}

// ---- Saving and restoring

QJsonObject RemoteGame::save() const
{
    QJsonArray log;
    for (const QJsonObject& e : log_)
        log.append(e);
    QJsonArray manual;
    if (manual_)
        for (const Identity id : *manual_)
            manual.append(QString::fromStdString(identityText(id)));
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("goalscorer-remote-1")},
                       {QStringLiteral("variant"), QString::fromStdString(rules_->id())},
                       {QStringLiteral("digest"), QString::fromLatin1(digest_.toHex())},
                       {QStringLiteral("side"), QString(QChar::fromLatin1(sideChar(me_)))},
                       {QStringLiteral("game"), QString::fromLatin1(game_.toHex())},
                       {QStringLiteral("manual"), manual},
                       {QStringLiteral("secrets"), hexList(draws_)},
                       {QStringLiteral("log"), log}};
}

std::string RemoteGame::savedVariant(const QJsonObject& save) { return save.value(QStringLiteral("variant")).toString().toStdString(); }

std::unique_ptr<RemoteGame> RemoteGame::restore(const QJsonObject& save, const Rules& rules, std::string* error)
{
    auto bad = [&](const std::string& why) -> std::unique_ptr<RemoteGame> {
        *error = "the saved remote game cannot be read: " + why;
        return nullptr;
    };
    if (save.value(QStringLiteral("format")).toString() != QLatin1String("goalscorer-remote-1"))
        return bad("it is not a remote game of this version");
    if (savedVariant(save) != rules.id())
        return bad("it was saved under another variant");
    const QString side = save.value(QStringLiteral("side")).toString();
    if (side != QLatin1String("w") && side != QLatin1String("b"))
        return bad("its side is not w or b");
    const QByteArray game = QByteArray::fromHex(save.value(QStringLiteral("game")).toString().toLatin1());
    const QByteArray digest = QByteArray::fromHex(save.value(QStringLiteral("digest")).toString().toLatin1());
    if (game.size() != kGameIdBytes || digest.size() != kHashBytes)
        return bad("its game id or variant digest is damaged");
    auto draws = std::make_shared<std::vector<QByteArray>>();
    for (const QJsonValue& v : save.value(QStringLiteral("secrets")).toArray())
        draws->push_back(QByteArray::fromHex(v.toString().toLatin1()));
    auto next = std::make_shared<size_t>(0);
    RandomSource replay = [draws, next](int n) {
        if (*next >= draws->size() || (*draws)[*next].size() != n)
            throw std::runtime_error("the saved secrets run out");
        return (*draws)[(*next)++];
    };
    std::optional<Arrangement> manual;
    if (rules.variant().setup == SetupMode::Manual) {
        Arrangement a;
        for (const QJsonValue& v : save.value(QStringLiteral("manual")).toArray()) {
            const std::string t = v.toString().toStdString();
            a.push_back(t == "s" ? kStar : Identity(std::atoi(t.c_str())));
        }
        manual = a;
    }
    try {
        std::unique_ptr<RemoteGame> g(new RemoteGame(rules, digest, side == QLatin1String("w") ? Side::White : Side::Black,
                                                     game, manual, replay, true));
        for (const QJsonValue& v : save.value(QStringLiteral("log")).toArray()) {
            const QJsonObject e = v.toObject();
            if (e.contains(QStringLiteral("in"))) {
                if (g->receive(e.value(QStringLiteral("in")).toString().toUtf8()) == Receipt::Refused)
                    return bad("a saved message is refused: " + g->refusal());
            } else if (e.contains(QStringLiteral("play"))) {
                const std::string why = g->play(parseMove(e.value(QStringLiteral("play")).toString().toStdString(), rules));
                if (!why.empty())
                    return bad("a saved move does not play: " + why);
            } else if (e.contains(QStringLiteral("leave"))) {
                g->leave();
            } else {
                return bad("an entry of its log is neither a message nor a move");
            }
            g->log_.push_back(e);
        }
        if (*next != draws->size())
            return bad("it holds secrets no step used");
        g->restoring_ = false;
        g->random_ = randomBytes;
        g->outbox_.clear();
        return g;
    } catch (const std::exception& e) {
        return bad(e.what());
    }
}

}  // namespace gs::remote
