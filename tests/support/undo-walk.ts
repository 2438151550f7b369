// Random games with random take-backs, checked against a shadow of the undo rule kept by the test: the
// moves in effect with the hash before each, whether each drew from the PRNG or was named final by the
// game, and which seats (bots aside) moved after it. Against bots, a person's take-back goes back over
// the bots' replies to the person's own move. Every take-back the kernel allows must restore the exact
// state hash; every one it refuses must give the reason the shadow expects and change nothing; and the
// moves left in effect, replayed in a fresh match, must give the same state.
import { expect } from 'vitest';
import {
  hashState,
  isRuleError,
  Match,
  randomInt,
  rngFromSeed,
  sameJson,
  type AnyGame,
  type Seat,
  type UndoRefusal,
} from '../../src/kernel/index.ts';

interface Effective {
  seat: Seat;
  move: unknown;
  hashBefore: string;
  /** The reason the move is final (PRNG draw or the game's word), or null. */
  final: string | null;
  /** The seats other than its own and the bots that moved after it, in order (even if taken back later). */
  followers: Seat[];
}

export interface WalkOptions {
  options: Record<string, unknown> & { players: number };
  seed: string;
  maxMoves: number;
  /** Chance of asking for an undo before each move. */
  undoChance: number;
  /** Seats played by bots answering the one person: their replies go with the person's take-back. */
  bots?: Seat[];
  /** An independent check that an allowed take-back reveals nothing (the game's own idea of a reveal). */
  showedNothing?: (before: unknown, after: unknown, seat: Seat, move: unknown) => boolean;
}

export interface WalkStats {
  moves: number;
  undos: number;
  /** Refusals by reason. */
  refused: Record<string, number>;
  /** Longest run of take-backs in a row by one seat. */
  longestChain: number;
  /** Bots' replies taken back with a person's move. */
  replies: number;
}

export function expectedRefusal(
  game: AnyGame,
  match: Match,
  effective: Effective[],
  seat: Seat,
  bots: readonly Seat[] = [],
): UndoRefusal | null {
  void game;
  if (match.outcome() !== null) return { reason: 'GAME_OVER' };
  if (bots.includes(seat)) return { reason: 'BOT' };
  if (!effective.some((e) => e.seat === seat)) return { reason: 'NOTHING' };
  // Back from the last move over the bots' replies to the seat's own move.
  for (let j = effective.length - 1; j >= 0; j--) {
    const e = effective[j];
    if (e.seat === seat) {
      if (e.final) return { reason: e.final as UndoRefusal['reason'] };
      const other = e.followers.find((f) => f !== seat);
      return other === undefined ? null : { reason: 'OTHER_SEAT', seat: other };
    }
    if (!bots.includes(e.seat)) return { reason: 'OTHER_SEAT', seat: e.seat };
    if (e.final) return { reason: e.final as UndoRefusal['reason'] };
  }
  return { reason: 'NOTHING' };
}

export function walkWithUndos(game: AnyGame, o: WalkOptions): WalkStats {
  const bots = o.bots ?? [];
  const match = Match.create(game, o.options, o.seed).answeredByBots(bots);
  const people = Array.from({ length: match.players }, (_, s) => s).filter((s) => !bots.includes(s));
  const rng = rngFromSeed(`walk:${o.seed}`);
  const effective: Effective[] = [];
  const stats: WalkStats = { moves: 0, undos: 0, refused: {}, longestChain: 0, replies: 0 };
  let chain = 0;
  let lastMover: Seat | null = null;
  while (match.outcome() === null && stats.moves < o.maxMoves) {
    if (randomInt(rng, 1000) < o.undoChance * 1000) {
      // Mostly the seat that moved last (the one likely to change its mind) or, against bots, the
      // person; sometimes anyone.
      const likely = bots.length > 0 ? people[randomInt(rng, people.length)] : lastMover;
      const seat = likely !== null && randomInt(rng, 4) > 0 ? likely : randomInt(rng, match.players);
      const expected = expectedRefusal(game, match, effective, seat, bots);
      expect(match.undoRefusal(seat)).toEqual(expected);
      const hash = match.hash();
      if (expected === null) {
        const from = effective.findLastIndex((e) => e.seat === seat);
        const own = effective[from];
        const taken = effective.splice(from);
        expect(match.takeBack(seat)).toEqual({ seat: own.seat, move: own.move, moves: taken.length });
        expect(match.hash()).toBe(own.hashBefore);
        stats.replies += taken.length - 1;
        stats.undos++;
        stats.longestChain = Math.max(stats.longestChain, ++chain);
        continue;
      }
      stats.refused[expected.reason] = (stats.refused[expected.reason] ?? 0) + 1;
      let error: unknown;
      try {
        match.takeBack(seat);
      } catch (e) {
        error = e;
      }
      expect(isRuleError(error) && error.code).toBe('UNDO_NOT_ALLOWED');
      expect(match.hash()).toBe(hash);
    }
    chain = 0;
    const active = match.activeSeats();
    const seat = active[randomInt(rng, active.length)];
    const legal = match.legalMoves(seat);
    const move = legal[randomInt(rng, legal.length)];
    const before = match.state;
    const hashBefore = match.hash();
    match.move(seat, move);
    const after = match.state;
    const drew = !sameJson(game.undo!.rng(before), game.undo!.rng(after));
    const named = game.undo!.finality(before, after, seat, move);
    const final = named ?? (drew ? 'CHANCE' : null);
    if (final === null && o.showedNothing) expect(o.showedNothing(before, after, seat, move)).toBe(true);
    if (!bots.includes(seat)) for (const e of effective) if (e.seat !== seat) e.followers.push(seat);
    effective.push({ seat, move, hashBefore, final, followers: [] });
    lastMover = seat;
    stats.moves++;
  }
  if (match.outcome() !== null && lastMover !== null) {
    expect(match.undoRefusal(lastMover)).toEqual({ reason: 'GAME_OVER' });
    stats.refused.GAME_OVER = (stats.refused.GAME_OVER ?? 0) + 1;
  }
  // The game without the moves taken back, played afresh, is the same game.
  const again = Match.create(game, o.options, o.seed);
  for (const e of effective) again.move(e.seat, e.move);
  expect(again.hash()).toBe(match.hash());
  expect(hashState(Match.replay(game, JSON.parse(JSON.stringify(match.record()))).state)).toBe(match.hash());
  return stats;
}

export function addStats(total: WalkStats, s: WalkStats): WalkStats {
  const refused = { ...total.refused };
  for (const [k, n] of Object.entries(s.refused)) refused[k] = (refused[k] ?? 0) + n;
  return {
    moves: total.moves + s.moves,
    undos: total.undos + s.undos,
    refused,
    longestChain: Math.max(total.longestChain, s.longestChain),
    replies: total.replies + s.replies,
  };
}

export const noStats = (): WalkStats => ({ moves: 0, undos: 0, refused: {}, longestChain: 0, replies: 0 });
