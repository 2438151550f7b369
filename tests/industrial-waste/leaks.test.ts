// Hidden information (spec §10): no view of a seat, no spectator view and no log entry carries another
// seat's cash, another seat's kept card or the deck order. Proved two ways over thousands of states from
// random games: (1) non-interference: changing every secret the viewer may not know (other seats' cash
// and kept cards, the deck order, the PRNG) changes nothing in its view or its legal moves; (2) scans of
// views and log entries for the ids of hidden cards and for other seats' cash fields.
import { describe, expect, it } from 'vitest';
import { botTurn } from '../../src/bots/index.ts';
import {
  canonicalJson,
  randomInt,
  rngFromSeed,
  shuffle,
  SPECTATOR,
  type RngState,
  type Viewer,
} from '../../src/kernel/index.ts';
import { typeOf } from '../../src/games/industrial-waste/data/edition.ts';
import { cloneState, type IwState } from '../../src/games/industrial-waste/state.ts';
import { game, position, randomGame, type Step } from './helpers.ts';

/** The same state with every secret that `viewer` may not know redrawn. */
function perturb(s: IwState, viewer: Viewer, rng: RngState): IwState {
  const t = cloneState(s);
  const swappable = () => t.deck.flatMap((id, i) => (typeOf(id) === 'accident' ? [] : [i]));
  t.seats.forEach((p, seat) => {
    if (seat === viewer) return;
    p.cash = randomInt(rng, 300);
    const candidates = swappable();
    if (p.kept !== null && candidates.length > 0) {
      const j = candidates[randomInt(rng, candidates.length)];
      [p.kept, t.deck[j]] = [t.deck[j], p.kept];
    }
  });
  t.deck = shuffle(rng, t.deck);
  t.rng = rngFromSeed(String(randomInt(rng, 1e9)));
  return t;
}

function sampleSteps(games: number, every: number): Step[] {
  const out: Step[] = [];
  for (let g = 0; g < games; g++) {
    let n = 0;
    randomGame(2 + (g % 3), `leaks:${g}`, (step) => {
      if (n++ % every === 0 || step.after.phase === 'finished') out.push(step);
    });
  }
  return out;
}

const steps = sampleSteps(48, 6);
const viewersOf = (s: IwState): Viewer[] => [...s.seats.keys(), SPECTATOR];

describe('Industrial Waste hidden information', { timeout: 120_000 }, () => {
  it('samples thousands of states, kept cards and auctions included', () => {
    expect(steps.length).toBeGreaterThan(3000);
    expect(steps.filter((s) => s.after.seats.some((p) => p.kept !== null)).length).toBeGreaterThan(300);
    expect(steps.filter((s) => s.after.auction !== null).length).toBeGreaterThan(100);
  });

  it('a view, the legal moves and the active seats do not change when secrets the viewer may not know change', () => {
    const rng = rngFromSeed('perturb');
    let compared = 0;
    for (const { after: s } of steps) {
      if (s.phase === 'finished') continue;
      for (const v of viewersOf(s)) {
        const t = perturb(s, v, rng);
        const same =
          canonicalJson(game.view(t, v)) === canonicalJson(game.view(s, v)) &&
          canonicalJson(game.activeSeats(t)) === canonicalJson(game.activeSeats(s)) &&
          (v === SPECTATOR || canonicalJson(game.legalMoves(t, v)) === canonicalJson(game.legalMoves(s, v)));
        if (!same) expect(game.view(t, v)).toEqual(game.view(s, v));
        expect(same).toBe(true);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10000);
  });

  it('the explanations of a seat’s moves do not change when secrets it may not know change', () => {
    const rng = rngFromSeed('perturb-explain');
    let compared = 0;
    for (const { after: s } of steps) {
      if (s.phase === 'finished') continue;
      for (const seat of game.activeSeats(s)) {
        const t = perturb(s, seat, rng);
        for (const m of game.legalMoves(s, seat)) {
          expect(game.explainMove!(t, seat, m)).toEqual(game.explainMove!(s, seat, m));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });

  it('the blocked moves of a seat and their reasons do not change when secrets it may not know change', () => {
    const rng = rngFromSeed('perturb-blocked');
    let compared = 0;
    let entries = 0;
    for (const { after: s } of steps) {
      if (s.phase === 'finished') continue;
      for (const seat of s.seats.keys()) {
        const mine = game.blockedMoves!(s, seat);
        expect(canonicalJson(game.blockedMoves!(perturb(s, seat, rng), seat))).toBe(canonicalJson(mine));
        for (const b of mine) expect(Object.keys(b.reason.params)).not.toContain('kept');
        entries += mine.length;
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5000);
    expect(entries).toBeGreaterThan(1000);
  });

  it('a view holds no other seat cash or kept card field and no hidden card id', () => {
    for (const { after: s } of steps) {
      const over = s.phase === 'finished';
      for (const v of viewersOf(s)) {
        const view = game.view(s, v);
        const text = JSON.stringify(view);
        const fields = view.seats.map((p) => ['cash' in p, 'keptCard' in p, p.hasKeptCard]);
        const allowed = s.seats.map((p, seat) => {
          const mine = seat === v || over;
          return [mine, mine && p.kept !== null, p.kept !== null];
        });
        expect(fields).toEqual(allowed);
        expect('deck' in view).toBe(over);
        if (over) continue;
        const hidden = [
          ...s.deck,
          ...s.seats.flatMap((p, seat) => (seat !== v && p.kept !== null ? [p.kept] : [])),
        ];
        expect(hidden.filter((id) => text.includes(`"${id}"`))).toEqual([]);
      }
    }
  });

  it('no log entry names another seat’s kept card or carries another seat’s cash field', () => {
    let entries = 0;
    for (const { before, after, seat, move } of steps) {
      const over = after.phase === 'finished';
      for (const v of viewersOf(after)) {
        const log = game.describe(before, after, seat, move, v);
        entries += log.length;
        const text = JSON.stringify(log);
        if (over) continue;
        for (const e of log) expect(Object.keys(e.params)).not.toContain('cash');
        after.seats.forEach((p, i) => {
          // A card that stays face down through the move is never named to another viewer.
          if (i !== v && p.kept !== null && before.seats[i].kept === p.kept)
            expect(text).not.toMatch(new RegExp(`[":,]${p.kept}[",]`));
        });
      }
    }
    expect(entries).toBeGreaterThan(10000);
  });

  it('log entries do not change when the kept cards of other seats and the undrawn deck change', () => {
    const rng = rngFromSeed('perturb-log');
    let compared = 0;
    for (const { before, after, seat, move } of steps) {
      if (after.phase === 'finished') continue;
      const revealed = before.seats.some((p, i) => p.kept !== null && after.seats[i].kept !== p.kept);
      const events = game.describe(before, after, seat, move, SPECTATOR);
      // A reshuffle draws from a new order that the old one feeds; the cards drawn after it are public anyway.
      if (revealed || events.some((e) => e.id.startsWith('deckReshuffled'))) continue;
      // Cards drawn by this move: those dealt into the layout, the duplicates and the Accident.
      const placed = (s: IwState) => s.layout.reduce((n, c) => n + (c?.length ?? 0), 0);
      let drawn = Math.max(0, placed(after) - placed(before));
      for (const e of events) if (e.id === 'duplicateDiscarded' || e.id === 'accidentDrawn') drawn += 1;
      for (const v of viewersOf(before)) {
        const t = cloneState(before);
        // The deck's top is its end: the `drawn` last cards stay, the rest is reordered.
        const under = t.deck.length - drawn;
        t.deck = [...shuffle(rng, t.deck.slice(0, under)), ...t.deck.slice(under)];
        t.seats.forEach((p, i) => {
          const j = t.deck.findIndex((id, k) => k < under && typeOf(id) !== 'accident');
          if (i !== v && p.kept !== null && j >= 0) [p.kept, t.deck[j]] = [t.deck[j], p.kept];
        });
        const t2 = game.apply(t, seat, move);
        expect(canonicalJson(game.describe(t, t2, seat, move, v))).toBe(
          canonicalJson(game.describe(before, after, seat, move, v)),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10000);
  });

  it('keeping a card names it to its owner only', () => {
    const step = steps.find((s) => s.move.type === 'KEEP_CARD');
    expect(step).toBeDefined();
    const { before, after, seat, move } = step!;
    const card = after.seats[seat].kept ?? before.seats[seat].hand[0];
    const own = game.describe(before, after, seat, move, seat);
    expect(own.find((e) => e.id === 'keptOwn')?.params.card).toBe(card);
    for (const v of viewersOf(after)) {
      if (v === seat) continue;
      const log = game.describe(before, after, seat, move, v);
      expect(log.find((e) => e.id === 'kept')?.params).toEqual({ seat, player: seat + 1 });
      expect(log.some((e) => e.id === 'keptOwn')).toBe(false);
    }
  });

  it('the bribery question and a refusal look the same to the others whatever the face-down card is (IW-1)', () => {
    const at = (kept: string) =>
      position({
        players: 3,
        phase: 'layout',
        round: 2,
        deck: ['accident-1', '...'],
        seats: [{ waste: 13, growth: 17, kept }, { waste: 9, growth: 15, kept: 'bribery-2' }, {}],
      });
    const decline = { type: 'USE_BRIBERY' as const, use: false };
    const seen = (kept: string) => {
      const s = at(kept);
      const after = game.apply(s, 0, decline);
      return [1, 2, SPECTATOR].map((v) =>
        canonicalJson({
          before: game.view(s, v),
          legal: v === SPECTATOR ? [] : game.legalMoves(s, v),
          active: game.activeSeats(s),
          log: game.describe(s, after, 0, decline, v),
          after: game.view(after, v),
        }),
      );
    };
    const withBribery = seen('bribery-1');
    expect(game.activeSeats(at('bribery-1'))).toEqual([0]);
    for (const other of ['growth-8', 'advisor-3', 'raw-materials-2', 'order-9'])
      expect(seen(other)).toEqual(withBribery);
    // The owner alone can tell: only a Bribery may answer yes.
    expect(game.legalMoves(at('bribery-1'), 0)).toContainEqual({ type: 'USE_BRIBERY', use: true });
    expect(game.legalMoves(at('growth-8'), 0)).not.toContainEqual({ type: 'USE_BRIBERY', use: true });
  });

  it('a refused move, a bid above cash included, produces no log entry for anyone', () => {
    const step = steps.find((s) => s.after.auction !== null && s.after.phase === 'playing');
    expect(step).toBeDefined();
    const s = step!.after;
    const bidder = game.activeSeats(s)[0];
    const tooMuch = { type: 'BID' as const, amount: s.seats[bidder].cash + 1 };
    expect(() => game.apply(s, bidder, tooMuch)).toThrow(/take a loan first/);
    for (const v of viewersOf(s)) expect(game.describe(s, s, bidder, tooMuch, v)).toEqual([]);
  });

  it('bots receive their seat, their legal moves and their view, nothing else', () => {
    for (const { before: s } of steps.slice(0, 400)) {
      const seat = game.activeSeats(s)[0];
      if (seat === undefined) continue;
      const legal = game.legalMoves(s, seat);
      const turn = botTurn(game, s, seat, legal);
      expect(Object.keys(turn).sort()).toEqual(['legalMoves', 'seat']);
      // The public money, where the caller counts it from the log, is the one thing added.
      const counted = botTurn(game, s, seat, legal, [5, 7]);
      expect(Object.keys(counted).sort()).toEqual(['legalMoves', 'money', 'seat']);
      expect(JSON.stringify(turn)).not.toContain('"deck"');
      expect((turn as unknown as Record<string, unknown>).state).toBeUndefined();
      expect(canonicalJson(turn.view)).toBe(canonicalJson(game.view(s, seat)));
      expect(turn.legalMoves).toEqual(game.legalMoves(s, seat));
    }
  });
});
