// A new game from a creation request: seats checked against the game's bot levels, setup options
// checked by the game, one secret token per human seat (or one for all of them on a hot seat). Only
// hashes of the tokens are kept; the tokens themselves are in the answer, once.
import { isRuleError, parseOptions, type AnyGame } from '../../kernel/index.ts';
import type { CreateGameRequest, CreateGameResponse, SeatInfo } from '../../shared/api.ts';
import { initialClocks } from '../clocks/seat-clocks.ts';
import { parseClock, parseStandIn } from '../clocks/spec.ts';
import { refusal } from '../http/errors.ts';
import { LiveGame, ruleRefusal } from './live-game.ts';
import { NEW_GAME_TEXTS } from './new-game-texts.ts';
import { clashTexts, looksLikeBot, nameClash } from '../seats/names.ts';
import { own } from '../http/own.ts';
import { defaultSeatName } from '../../shared/seat-names.ts';
import { NO_REMATCH } from '../storage/social.ts';
import type { GameStart, StoredGame, TokenGrant } from '../storage/game-record.ts';
import { hashToken, newGameId, newSeed, newToken } from '../seats/tokens.ts';

export interface NewGameContext {
  games: Record<string, AnyGame>;
  botLevels: (game: AnyGame) => string[];
  publicUrl: string;
  /** Key of the client that creates the game (seats/creator.ts), kept with it for sharing bot time. */
  creator?: string;
}

/** Rule errors of the setup (bad options, impossible pinned elements) are bad requests here. */
function asBadRequest<T>(game: AnyGame, work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (isRuleError(e)) throw ruleRefusal(400, game, e);
    throw e;
  }
}

/** Whether the request fixes the seed or an option the game lists as pinning a random element. */
function pinsSetup(game: AnyGame, req: CreateGameRequest): boolean {
  if (req.seed !== undefined) return true;
  const pins = game.setupPins;
  return Object.keys(req.options ?? {}).some((k) => (pins ? pins.includes(k) : k !== 'players'));
}

export function newGame(
  req: CreateGameRequest,
  ctx: NewGameContext,
  /** A rematch keeps the old game's grants, so that each seat's old link opens its new seat. */
  grants?: TokenGrant[],
  /** A game played on from a position starts there instead of at its setup (fork.ts). */
  start?: GameStart,
): { live: LiveGame; response: CreateGameResponse } {
  const game = own(ctx.games, req.game);
  if (!game) throw refusal(400, 'UNKNOWN_GAME', NEW_GAME_TEXTS.unknownGame(req.game, Object.keys(ctx.games)));
  if (req.seats.length !== req.players)
    throw refusal(400, 'BAD_SEATS', NEW_GAME_TEXTS.seatCount(req.players, req.seats.length));
  const levels = ctx.botLevels(game);
  const seats: SeatInfo[] = req.seats.map((s, seat) => {
    if (s.kind === 'open') {
      if (req.hotSeat) throw refusal(400, 'BAD_SEATS', NEW_GAME_TEXTS.openSeatOnOneScreen(seat + 1));
      return { seat, kind: 'open', name: s.name ?? defaultSeatName('open', seat) };
    }
    if (s.kind === 'human') {
      if (s.name !== undefined && looksLikeBot(s.name))
        throw refusal(400, 'BAD_NAME', NEW_GAME_TEXTS.botName(seat + 1, s.name));
      return { seat, kind: 'human', name: s.name ?? defaultSeatName('human', seat) };
    }
    const level = s.level ?? levels[0];
    if (!levels.includes(level))
      throw refusal(400, 'BAD_SEATS', NEW_GAME_TEXTS.noSuchBot(seat + 1, level, game.title, levels));
    return { seat, kind: 'bot', level, name: s.name ?? defaultSeatName('bot', seat, level) };
  });
  // A rematch keeps the old game's names as they were.
  if (!grants)
    req.seats.forEach((s, seat) => {
      const clash = s.name === undefined ? null : nameClash(s.name, seat, seats);
      if (!clash) return;
      const text = clashTexts(s.name!, clash);
      throw refusal(400, 'BAD_NAME', {
        en: `Seat ${seat + 1}: ${text.en}`,
        it: `Posto ${seat + 1}: ${text.it}`,
      });
    });
  const clock = parseClock(req.clock);
  const standInLevel = parseStandIn(req.standIn, levels, game.title);
  const options = asBadRequest(game, () =>
    parseOptions(game, { ...(req.options ?? {}), players: req.players }),
  );
  // A chosen start position is a custom setup, asked for in the open by the request that names it.
  const customSetup = start !== undefined || pinsSetup(game, req);
  if (customSetup && !start && !req.customSetup && seats.some((s) => s.kind !== 'bot'))
    throw refusal(400, 'CUSTOM_SETUP_REQUIRED', NEW_GAME_TEXTS.customSetup);
  const humans = seats.filter((s) => s.kind === 'human').map((s) => s.seat);
  const hotSeat = Boolean(req.hotSeat) && humans.length > 0;
  const tokens = grants
    ? []
    : hotSeat
      ? [{ token: newToken(), seats: humans }]
      : humans.map((s) => ({ token: newToken(), seats: [s] }));
  const at = new Date().toISOString();
  const meta: StoredGame = {
    id: newGameId(),
    game: game.id,
    rulesVersion: game.rulesVersion,
    options,
    seed: req.seed ?? newSeed(),
    seats,
    tokens: grants ?? tokens.map((t) => ({ hash: hashToken(t.token), seats: t.seats })),
    hotSeat,
    status: 'running',
    moveCount: 0,
    outcome: null,
    botToMove: false,
    customSetup,
    ...(ctx.creator ? { creator: ctx.creator } : {}),
    hints: req.hints === true,
    ...(start ? { start } : {}),
    settings: { listed: req.listed ?? false, chat: req.chat ?? true, ...NO_REMATCH },
    createdAt: at,
    updatedAt: at,
  };
  const live = asBadRequest(game, () => LiveGame.fresh(game, meta));
  const outcome = game.outcome(live.state);
  live.clocks = initialClocks(clock, standInLevel, seats, outcome ? [] : live.activeSeats(), Date.parse(at));
  live.meta = { ...meta, botToMove: live.botToMove(), status: outcome ? 'finished' : 'running', outcome };

  // In the fragment, which browsers never send: the token stays out of server and proxy logs and Referer.
  const link = (token: string) => `${ctx.publicUrl}/play/${meta.id}#token=${token}`;
  return {
    live,
    response: {
      gameId: meta.id,
      game: game.id,
      seats: seats.map((s) => {
        const t = hotSeat ? undefined : tokens.find((x) => x.seats[0] === s.seat);
        return t ? { ...s, token: t.token, link: link(t.token) } : s;
      }),
      ...(hotSeat && tokens[0] ? { hotSeatToken: tokens[0].token, hotSeatLink: link(tokens[0].token) } : {}),
      spectatorLink: `${ctx.publicUrl}/play/${meta.id}`,
    },
  };
}
