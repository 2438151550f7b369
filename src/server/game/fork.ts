// "What if": a new game played on from a position, of another game (fork) or of an uploaded match record
// (import). The new game is an ordinary game whose stored start is that position (in the game's position
// format) instead of a setup: it replays from it, survives a restart and gives its own record. A running
// game whose state hides chance (Industrial Waste's deck) may be played on only by its classroom's
// teacher, and the new game's face-down cards are drawn anew, so that it cannot tell the old game's
// future; once the old game is over nothing is hidden and the position is taken as it was.
import {
  applyChecked,
  isRuleError,
  parseOptions,
  PositionError,
  type AnyGame,
  type MatchRecord,
} from '../../kernel/index.ts';
import type { Texts } from '../../shared/api.ts';
import type { ForkRequest, ForkResponse, ImportRequest, PlayOnSeats } from '../../shared/fork.ts';
import { refusal } from '../http/errors.ts';
import { own } from '../http/own.ts';
import { controlsOf } from '../seats/access.ts';
import { newSeed } from '../seats/tokens.ts';
import type { GameStart } from '../storage/game-record.ts';
import { FORK_TEXTS } from './fork-texts.ts';
import type { GameService } from './game-service.ts';
import { refusalTexts } from './live-game.ts';
import { NEW_GAME_TEXTS } from './new-game-texts.ts';

/** What the classrooms say about a game: whether a token is its teacher's, and the class log's line. */
export interface PlayOnClassrooms {
  isTeacher(gameId: string, token: string | undefined): Promise<boolean>;
  /** The game `gameId` was played on from move `at` in game `newId` (kept and deleted with its classroom). */
  playedOn(gameId: string, newId: string, at: number): Promise<void>;
}

export interface PlayOnDeps {
  service: GameService;
  games: Record<string, AnyGame>;
  classrooms: PlayOnClassrooms;
}

const badRecord = (why: Texts) => refusal(400, 'BAD_RECORD', FORK_TEXTS.badRecord(why));

const ruleWords = (game: AnyGame, e: Error): Texts =>
  (isRuleError(e) ? refusalTexts(game, e) : undefined) ?? { en: e.message, it: e.message };

/**
 * The state after the first `at` moves of a record, once every move of it replayed: a record that is
 * broken anywhere is refused whole, with the first thing wrong in it.
 */
function replayRecord(game: AnyGame, record: MatchRecord, at: number): unknown {
  if (record.rulesVersion !== game.rulesVersion)
    throw badRecord(FORK_TEXTS.rulesVersion(game.title, record.rulesVersion, game.rulesVersion));
  let state: unknown;
  try {
    state =
      record.position !== undefined
        ? game.position.read(record.position)
        : game.setup(parseOptions(game, record.options), record.seed);
  } catch (e) {
    if (e instanceof PositionError) throw badRecord(FORK_TEXTS.badStart(e.message));
    if (isRuleError(e)) throw badRecord(FORK_TEXTS.badSetup(ruleWords(game, e)));
    throw e;
  }
  let there = at === 0 ? state : undefined;
  record.moves.forEach((m, i) => {
    try {
      state = applyChecked(game, state, m.seat, m.move).state;
    } catch (e) {
      if (isRuleError(e)) throw badRecord(FORK_TEXTS.badMove(i + 1, m.seat, ruleWords(game, e)));
      throw e;
    }
    if (i + 1 === at) there = state;
  });
  return there;
}

export class PlayOn {
  constructor(private readonly d: PlayOnDeps) {}

  /** A new game from the position after entry `at` of game `id`, with the seats asked for. */
  async fork(
    id: string,
    token: string | undefined,
    req: ForkRequest,
    creator?: string,
  ): Promise<ForkResponse> {
    const live = await this.d.service.latest(id);
    const game = live.game;
    const teacher = await this.d.classrooms.isTeacher(id, token);
    // A token that is neither the teacher's nor a seat's is refused, never taken for a spectator.
    if (!teacher) controlsOf(live, token);
    if (req.at > live.moveCount)
      throw refusal(400, 'NO_SUCH_MOVE', FORK_TEXTS.noSuchMove(live.moveCount, req.at));
    const over = live.meta.status === 'finished';
    const redraw = over ? undefined : game.redraw?.bind(game);
    if (redraw && !teacher)
      throw refusal(403, 'HIDDEN_WHILE_RUNNING', FORK_TEXTS.hiddenWhileRunning(game.title));
    const there = live.stateAt(req.at);
    if (game.outcome(there) !== null) throw refusal(409, 'NOTHING_TO_PLAY', FORK_TEXTS.overAt(req.at));
    const state = redraw ? redraw(there, newSeed()) : there;
    const from = { gameId: id, at: req.at };
    const start: GameStart = { position: game.position.write(state), from, redrawn: redraw !== undefined };
    const created = await this.create(game, live.meta.options, req, start, creator);
    await this.d.classrooms.playedOn(id, created.gameId, req.at);
    return { ...created, from, redrawn: start.redrawn };
  }

  /** A new game from the position after move `at` (default: the last) of an uploaded record. */
  async import(req: ImportRequest, creator?: string): Promise<ForkResponse> {
    const record = req.record;
    const game = own(this.d.games, record.game);
    if (!game)
      throw refusal(400, 'UNKNOWN_GAME', NEW_GAME_TEXTS.unknownGame(record.game, Object.keys(this.d.games)));
    const at = req.at ?? record.moves.length;
    if (at > record.moves.length)
      throw refusal(400, 'NO_SUCH_MOVE', FORK_TEXTS.noSuchMove(record.moves.length, at));
    const there = replayRecord(game, record, at);
    if (game.outcome(there) !== null) throw refusal(409, 'NOTHING_TO_PLAY', FORK_TEXTS.overAt(at));
    // Whoever holds a record holds all of it: nothing is hidden from them, so nothing is drawn anew.
    const start: GameStart = { position: game.position.write(there), redrawn: false };
    const options = { ...record.options, players: game.playerCount(there) };
    return { ...(await this.create(game, options, req, start, creator)), redrawn: false };
  }

  private create(
    game: AnyGame,
    options: Record<string, unknown> & { players: number },
    seats: PlayOnSeats,
    start: GameStart,
    creator: string | undefined,
  ) {
    const players = options.players;
    const request = {
      game: game.id,
      players,
      seats: seats.seats,
      options: { ...options, players },
      ...(seats.hotSeat !== undefined ? { hotSeat: seats.hotSeat } : {}),
      ...(seats.hints !== undefined ? { hints: seats.hints } : {}),
    };
    return this.d.service.create(request, creator, start);
  }
}
