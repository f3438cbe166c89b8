#include "gamesession.h"
#include "localizedtext.h"

#include "gamestorage.h"
#include "gametext.h"
#include "language.h"
#include "strengths.h"
#include "variantcatalog.h"

#include "formats/variantregistry.h"

#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>

GameSession::GameSession(QObject* parent)
    : GameController(parent)
{
    VariantCatalog::instance();  // the user's variants are known before a game or autosave loads
    connect(&Language::instance(), &Language::changed, this, &GameSession::languageChanged);
    connect(this, &GameController::progressed, this, &GameSession::writeAutosave);
    // The next new game keeps the variant of the one that began (new, from a position, opened, resumed).
    connect(this, &GameController::gameBegan, this, [this] { variantId_ = QString::fromStdString(game_.rules->id()); });
    connect(this, &GameController::settingsChanged, this, &GameSession::takeSettingsDefaults);
    takeSettingsDefaults();
    connect(&files_, &GameFiles::error, this, &GameSession::error);
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    files_.setAutosavePath(dir.isEmpty() ? QString() : dir + "/autosave.gsr");
}

QVariantList GameSession::strengths() const { return strengths::list(); }

QString GameSession::positionToEdit() const
{
    if (!active())
        return {};
    const gs::State& s = game_.now();
    const gs::State shown = s.isTerminal() ? s : game_.hotSeat ? s.view(gs::Side::White).view(gs::Side::Black) : s.view(game_.human);
    return QString::fromStdString(gs::formatGpn(shown));
}

// Before the first game, the settings say at which strength and in which variant it is played.
void GameSession::takeSettingsDefaults()
{
    if (active())
        return;
    const Settings* prefs = settings();
    if (strengths::named(prefs->defaultStrength()))
        game_.strength = prefs->defaultStrength();
    if (gs::VariantRegistry::builtIn().find(prefs->defaultVariant().toStdString()))
        variantId_ = prefs->defaultVariant();
}

// ---- Starting games

bool GameSession::newGame(const QVariantMap& o)
{
    const GameOptions::Checked checked = GameOptions::forNewGame(o, game_, variantId_);
    if (!begin(checked, checked.game ? tr("New game: %1").arg(localizedText(checked.game->rules->variant().name, checked.game->rules->variant().nameIn)) : QString()))
        return false;
    seedText_ = checked.seedText;
    if (game_.rules->variant().setup == gs::SetupMode::Manual)
        beginManualSetup();
    return true;
}

void GameSession::rematch()
{
    if (!game_.startGpn.isEmpty()) {
        startFromPosition(game_.startGpn);
        return;
    }
    newGame({{"seed", seedText_}});
}

bool GameSession::startFromPosition(const QString& gpn, const QVariantMap& o)
{
    return begin(GameOptions::forPosition(gpn, o, game_), tr("Game from a position"));
}

// A checked new game replaces this one, or an error says why not and nothing changes.
bool GameSession::begin(const GameOptions::Checked& checked, const QString& how)
{
    if (!checked.game) {
        emit error(checked.error);
        return false;
    }
    adopt(*checked.game);
    placeCursor(game_.rules->square(game_.rules->files() / 2, game_.human == gs::Side::White || game_.hotSeat ? 2 : game_.rules->ranks() - 3));
    log_.begin(game_, how);
    writeAutosave();
    refresh();
    scheduleComputer();
    return true;
}

// ---- Files

// The game as a record, with the tags that let the app resume it as it was.
QByteArray GameSession::record(const char* event) const
{
    const GameClock& c = clock_.times();
    std::array<std::optional<qint64>, 2> clocks;
    if (c.enabled() && c.gameLeft(0) >= 0)
        clocks = {c.gameLeft(0), c.gameLeft(1)};
    // The move timer too, where it stands: quitting and resuming must not give a fresh one.
    const std::optional<qint64> move = c.moveLeft() >= 0 && !gameOver() ? std::optional<qint64>(c.moveLeft()) : std::nullopt;
    return gamestorage::write(game_, event, GameText::playerName(game_, gs::Side::White), GameText::playerName(game_, gs::Side::Black), clocks, move);
}

void GameSession::keepForLater()
{
    if (active() && !gameOver())
        writeAutosave();  // the clocks as they stand now, not as at the last move
}

void GameSession::writeAutosave()
{
    if (active())
        files_.writeAutosave(record("GOALSCORER autosave"), !gameOver());
}

bool GameSession::resumeAutosave()
{
    const auto saved = files_.readAutosave();
    if (!saved || !loadRecordText(saved->record, saved->from, true))
        return false;  // error() said why
    if (saved->damage) {
        writeAutosave();  // the resumed game is the autosave again, so quitting now loses nothing
        const AutosaveFile::Damage& d = *saved->damage;
        if (saved->fromDamaged)
            emit error(tr("The saved game could not be read whole: %1 of %2 moves could be read (%3). It resumes after move %1; the damaged file is kept as %4.")
                           .arg(d.movesRead).arg(d.movesInFile).arg(d.where, saved->damagedAside));
        else
            emit error(tr("The saved game could not be read (kept as %1). It resumes from the move before.").arg(saved->damagedAside));
    }
    return true;
}

void GameSession::discardAutosave() { files_.discardAutosave(); }

bool GameSession::saveRecord(const QUrl& file)
{
    return active() && files_.save(file, record("GOALSCORER game"));
}

bool GameSession::openRecord(const QUrl& file)
{
    const auto opened = files_.open(file);
    return opened && loadRecordText(opened->first, opened->second, false);
}

bool GameSession::loadRecordText(const QByteArray& text, const QString& where, bool asAutosave)
{
    gamestorage::Loaded loaded;
    QString damaged;  // a record read only in part: what the user is told
    try {
        loaded = gamestorage::read(text);
    } catch (const std::exception& e) {
        // What can be read of a damaged record is offered, saying how much and where it breaks.
        const auto prefix = gamestorage::readPrefix(text);
        if (!prefix || prefix->movesRead == 0) {
            emit error(tr("%1 is not a game record this app can play: %2").arg(QFileInfo(where).fileName(), QString::fromUtf8(e.what())));
            return false;  // the current game stays as it was
        }
        loaded = prefix->loaded;
        damaged = tr("%1 could not be read whole: %2 of %3 moves could be read (%4). The readable part is open; the file is unchanged.")
                      .arg(QFileInfo(where).fileName()).arg(prefix->movesRead).arg(prefix->movesInFile).arg(prefix->where);
    }
    if (loaded.game.strength.isEmpty())
        loaded.game.strength = game_.strength;
    if (loaded.game.seed == 0)
        loaded.game.seed = QRandomGenerator::global()->generate64();
    adopt(std::move(loaded.game));
    for (gs::Side side : {gs::Side::White, gs::Side::Black})
        if (const auto left = loaded.clockLeft[size_t(gs::sideIndex(side))])
            clock_.setGameLeft(side, *left);
    if (loaded.moveLeft)
        clock_.setMoveLeft(*loaded.moveLeft);
    seedText_.clear();  // a rematch deals afresh (this deal has been seen), unless the game began from a position
    log_.begin(game_, QString(), asAutosave ? GameLog::Origin::Resumed : GameLog::Origin::Opened, QFileInfo(where).fileName());
    if (!damaged.isEmpty())
        emit error(damaged);
    if (gameOver()) {
        startReview();  // a finished game opens at its end, ready to be gone through
        return true;
    }
    if (game_.arranging)
        beginManualSetup(game_.arranging);  // quit while arranging: the arrangement goes on
    if (!asAutosave)
        writeAutosave();
    refresh();
    scheduleComputer();
    return true;
}
