// The heart of the server: creates games, answers views, and takes moves one at a time per game —
// checked, made durable, then applied in memory and pushed to subscribers. Every refusal throws an
// ApiFailure and changes nothing.
import { GameMoves, type Done } from './game-moves.ts';
import {
  isRuleError,
  SPECTATOR,
  UNDO_NOT_ALLOWED,
  type MatchRecord,
  type MoveRecord,
  type Seat,
} from '../../kernel/index.ts';
import type {
  CreateGameRequest,
  CreateGameResponse,
  GameSnapshot,
  GameSummary,
  PositionResponse,
  UndoRequest,
} from '../../shared/api.ts';
import { accessOf, controlsOf } from '../seats/access.ts';
import { stoodInRefusal } from '../clocks/messages.ts';
import { seatsWithStandIns } from '../clocks/seat-clocks.ts';
import { ACCESS_TEXTS } from '../seats/access-texts.ts';
import { ApiFailure, refusal } from '../http/errors.ts';
import { MOVE_TEXTS } from './move-texts.ts';
import { newGame } from './create-game.ts';
import type { AppliedMove, LiveGame } from './live-game.ts';
import { DEFAULT_SETTINGS } from '../storage/social.ts';
import type { GameStart, StoredGame } from '../storage/game-record.ts';
import { hashToken } from '../seats/tokens.ts';

const summary = (g: StoredGame): GameSummary => ({
  gameId: g.id,
  game: g.game,
  players: g.options.players,
  seats: g.seats,
  status: g.status,
  moveCount: g.moveCount,
  outcome: g.outcome,
  customSetup: g.customSetup ?? false,
  createdAt: g.createdAt,
  updatedAt: g.updatedAt,
});

export class GameService extends GameMoves {
  /**
   * `creator`: the key of the client creating the game (seats/creator.ts), for its share of bot time.
   * `opening`: moves made at once, before anyone is told of the game (a guided game resumed at a step).
   */
  async create(
    req: CreateGameRequest,
    creator?: string,
    start?: GameStart,
    opening: readonly MoveRecord[] = [],
  ): Promise<CreateGameResponse> {
    this.refuseWhileClosing();
    const ctx = {
      games: this.deps.games,
      botLevels: this.deps.botLevels,
      publicUrl: this.deps.config.publicUrl,
    };
    const { live, response } = newGame(req, { ...ctx, creator }, undefined, start);
    // Settings first: a game never exists without the ones asked for (an orphan row is harmless).
    const { listed, chat } = live.meta.settings ?? DEFAULT_SETTINGS;
    if (listed !== DEFAULT_SETTINGS.listed || chat !== DEFAULT_SETTINGS.chat)
      await this.deps.storage.social.saveSettings(live.id, { listed, chat });
    await this.deps.storage.createGame(live.meta, live.clocks);
    this.remember(live);
    if (opening.length > 0) await this.playListed(live, opening);
    this.deps.metrics.counters.gamesCreated++;
    this.deps.logger.info(
      { gameId: live.id, game: live.game.id, seats: live.meta.seats.map((s) => s.level ?? s.kind) },
      'game created',
    );
    this.emitCommitted(live);
    return response;
  }

  /** With `logSince`, the log holds only the lines of later moves (the caller has the others). */
  async snapshot(
    id: string,
    token: string | undefined,
    seat?: number,
    logSince?: number,
  ): Promise<GameSnapshot> {
    const live = await this.fresh(id);
    const access = accessOf(live, token, seat);
    return live.snapshot(access.viewer, access.controls, logSince);
  }

  /**
   * Takes back `req.seat`'s last move if the engine's rule allows it (409 UNDO_NOT_ALLOWED with the
   * reason otherwise). The undo is an entry of the log like a move: it takes the next number, so it
   * races with a move made at the same time on any node and exactly one of them is stored.
   */
  async undo(
    id: string,
    token: string | undefined,
    req: UndoRequest,
    seatParam?: number,
    logSince?: number,
  ): Promise<GameSnapshot> {
    const { live } = await this.takeBack(id, token, req, seatParam, logSince);
    const access = accessOf(live, token, seatParam ?? req.seat);
    return live.snapshot(access.viewer, access.controls, logSince);
  }

  /** An undo answered with what it did (the socket's own push carries the position). */
  async takeBack(
    id: string,
    token: string | undefined,
    req: UndoRequest,
    seatParam?: number,
    logSince?: number,
  ): Promise<{ live: LiveGame; done: Done }> {
    this.refuseWhileClosing();
    const live = await this.live(id);
    try {
      if (token === undefined) throw refusal(403, 'TOKEN_REQUIRED', ACCESS_TEXTS.undoNeedsLink);
      const controls = controlsOf(live, token);
      if (!controls.includes(req.seat))
        throw refusal(403, 'NOT_YOUR_SEAT', ACCESS_TEXTS.notYourSeat(req.seat, live.meta.seats));
      const done = await this.withLock(id, () =>
        this.commitUndo(live, req.seat, req.expectedMoveCount, req.moveId),
      );
      return { live, done };
    } catch (e) {
      if (!(e instanceof ApiFailure)) throw e;
      this.deps.metrics.refused(e.status);
      if (e.status !== 409 || !e.current) throw e;
      const access = accessOf(live, token, seatParam ?? req.seat);
      throw e.withCurrent(live.snapshot(access.viewer, access.controls, logSince));
    }
  }

  private async commitUndo(
    live: LiveGame,
    seat: Seat,
    expected: number | undefined,
    moveId: string | undefined,
  ): Promise<Done> {
    const known = live.entryOf(seat, moveId);
    if (known !== undefined) return { n: known, duplicate: true };
    await this.moveGate(live.id);
    // Another node may have stored a move since this one last looked: decide on the whole log.
    if (this.deps.storage.kind === 'postgres' || (expected !== undefined && expected > live.moveCount))
      await this.catchUp(live);
    if (expected !== undefined && expected !== live.moveCount) throw this.stale(live, expected);
    const standIn = live.botLevelOf(seat);
    if (standIn !== null) throw stoodInRefusal(live.id, seat, standIn, live.snapshot(SPECTATOR, []));
    let applied: AppliedMove;
    try {
      applied = live.tryUndo(seat);
    } catch (e) {
      if (isRuleError(e) && e.code === UNDO_NOT_ALLOWED) {
        const text = live.refusalTexts(live.undoRefusal(seat)!);
        throw refusal(409, e.code, text, { current: live.snapshot(SPECTATOR, []) });
      }
      throw e;
    }
    this.turns.checkUndo(live, seat);
    // The state after an undo is always stored as the snapshot: a game loads from it without needing
    // the states before the moves taken back.
    await this.store(live, applied, live.moveCount, true, moveId);
    this.deps.metrics.counters.undos++;
    return { n: applied.seq, duplicate: false };
  }

  /** Listed games and the games of the tokens given, never others (their players' names are private). */
  async list(query: {
    status?: 'running' | 'finished';
    game?: string;
    limit: number;
    offset: number;
    tokens: string[];
  }) {
    const { tokens, ...rest } = query;
    const visibleTo = [...new Set(tokens.map(hashToken))];
    const { games, total } = await this.deps.storage.listGames({ ...rest, visibleTo });
    // A running game's seats say which bot plays for a person who left or ran out of time.
    const clocks = await Promise.all(
      games.map((g) => (g.status === 'running' ? this.deps.storage.loadClocks(g.id) : null)),
    );
    return {
      games: games.map((g, i) => {
        const s = summary(g);
        const controls = [
          ...new Set(g.tokens.filter((t) => visibleTo.includes(t.hash)).flatMap((t) => t.seats)),
        ].sort((a, b) => a - b);
        const c = clocks[i];
        return {
          ...s,
          ...(c ? { seats: seatsWithStandIns(g.seats, c) } : {}),
          ...(controls.length ? { controls } : {}),
        };
      }),
      total,
    };
  }

  async record(id: string): Promise<MatchRecord> {
    const live = await this.fresh(id);
    if (live.meta.status !== 'finished') throw refusal(409, 'GAME_RUNNING', MOVE_TEXTS.recordWhileRunning);
    return {
      game: live.game.id,
      rulesVersion: live.meta.rulesVersion,
      options: live.meta.options,
      seed: live.meta.seed,
      // A game played on from a position replays from that position, not from the seed's setup.
      ...(live.meta.start ? { position: live.meta.start.position } : {}),
      // Moves taken back are not part of the game: the record replays to the same state without them.
      moves: live.effectiveMoves(),
    };
  }

  async position(id: string, n: number, token: string | undefined, seat?: number): Promise<PositionResponse> {
    const live = await this.fresh(id);
    if (n > live.moveCount)
      throw refusal(404, 'NO_SUCH_POSITION', MOVE_TEXTS.noSuchPosition(id, live.moveCount, n));
    const controls = controlsOf(live, token);
    const viewer =
      controls.length === 0
        ? SPECTATOR
        : controls.length === 1
          ? controls[0]
          : accessOf(live, token, seat).viewer;
    const state = live.stateAt(n);
    return {
      gameId: id,
      game: live.game.id,
      n,
      moveCount: live.moveCount,
      viewer,
      activeSeats: live.game.activeSeats(state),
      view: live.game.view(state, viewer),
      outcome: live.game.outcome(state),
    };
  }
}
