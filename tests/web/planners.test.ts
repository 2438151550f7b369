// The games' decision steps against the real engines: in positions of random games, every legal move can
// be reached by choices, every choice leads to legal moves only, and board targets name real pieces.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/kernel/index.ts';
import { Match, pick, rngFromSeed, sameJson, tutorialSchema, tutorialSeat } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import type { LegalMove } from '../../src/shared/api.ts';
import { plan, type Planner } from '../../src/web/play/decision.ts';
import { gameUi } from '../../src/web/boards/index.ts';

interface Check {
  positions: number;
  moves: number;
  targets: Set<string>;
  /** Questions and hints that show the server's explanation of the moves they lead to. */
  explained: number;
}

/** Walks every path of choices and returns the moves reached; checks each step on the way. */
function reachable(planner: Planner, legal: LegalMove[], check: Check): Set<LegalMove> {
  const reached = new Set<LegalMove>();
  const walk = (keys: string[], depth: number) => {
    expect(depth).toBeLessThan(12);
    const p = plan(planner, legal, keys);
    if (p.kind === 'ready') {
      expect(legal).toContain(p.move);
      reached.add(p.move);
      return;
    }
    if (p.kind !== 'choose') throw new Error('a position with legal moves has nothing to decide');
    expect(p.step.choices.length).toBeGreaterThan(0);
    expect(p.step.prompt.en.length).toBeGreaterThan(0);
    expect(p.step.prompt.it.length).toBeGreaterThan(0);
    const details = new Set(legal.flatMap((m) => (m.detail ? [m.detail.en] : [])));
    for (const d of details) if (p.step.prompt.en.includes(d)) check.explained += 1;
    for (const c of p.step.choices) {
      expect(c.moves.length).toBeGreaterThan(0);
      expect(c.label.en.length).toBeGreaterThan(0);
      if (c.target) check.targets.add(c.target);
      if (c.hint && details.has(c.hint.en)) check.explained += 1;
      walk([...keys, c.key], depth + 1);
    }
  };
  walk([], 0);
  return reached;
}

function playAndCheck(
  game: AnyGame,
  players: number,
  seed: string,
  maxMoves: number,
  every: number,
  options: Record<string, unknown> = {},
): Check {
  const ui = gameUi(game.id);
  const rng = rngFromSeed(seed);
  let state = game.setup({ players, ...options }, seed);
  const check: Check = { positions: 0, moves: 0, targets: new Set(), explained: 0 };
  const board = (game as { board?: unknown }).board ?? null;
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  for (let n = 0; n < maxMoves && game.outcome(state) === null; n++) {
    const seat = game.activeSeats(state)[0];
    const moves = game.legalMoves(state, seat);
    if (n % every === 0) {
      // As the server sends them: label, and the rules' explanation when the game has one.
      const legal: LegalMove[] = moves.map((move) => {
        const detail = game.explainMove?.(state, seat, move) ?? null;
        const label = { en: game.formatMove(move, 'en'), it: game.formatMove(move, 'it') };
        return detail ? { move, final: false, label, detail } : { move, final: false, label };
      });
      const planner = ui.planner({ view: game.view(state, seat), seat, board, names });
      const reached = reachable(planner, legal, check);
      expect(reached.size).toBe(legal.length);
      check.positions += 1;
      check.moves += legal.length;
    }
    state = game.apply(state, seat, pick(rng, moves));
  }
  return check;
}

describe('decision steps over real legal moves', () => {
  it('The Cost: every legal move is reachable, through the slots, sites, columns, workers and routes', () => {
    const checks = [2, 3, 4, 2, 3].map((p, i) =>
      playAndCheck(games['the-cost'], p, `web-${i}`, 400, 3, i === 0 ? { chooseCountries: true } : {}),
    );
    expect(checks.reduce((a, c) => a + c.positions, 0)).toBeGreaterThan(60);
    const kinds = new Set(checks.flatMap((c) => [...c.targets]).map((t) => t.split(':')[0]));
    // The board is clickable for countries, corners, slots, triangles and columns at least.
    for (const k of ['country', 'corner', 'hex', 'tri', 'col']) expect(kinds).toContain(k);
    // Costs and gains reach the player in the server's words.
    expect(checks.reduce((a, c) => a + c.explained, 0)).toBeGreaterThan(20);
  }, 60_000);

  it('Industrial Waste: every legal move is reachable, through columns, cards and their uses', () => {
    const check = playAndCheck(games['industrial-waste'], 3, 'web-3', 400, 2);
    expect(check.positions).toBeGreaterThan(50);
    const kinds = new Set([...check.targets].map((t) => t.split(':')[0]));
    for (const k of ['column', 'card']) expect(kinds).toContain(k);
    expect(check.explained).toBeGreaterThan(0);
  }, 60_000);
});

describe('two rails placed together', () => {
  // The engine lists a pair of rails once, in its own order; the player must be able to start from either.
  it('The Cost: after picking any rail of a pair first, every rail it pairs with is offered', () => {
    const game = games['the-cost'];
    const ui = gameUi(game.id);
    let pairsChecked = 0;
    for (const [players, seed] of [
      [2, 'rails-0'],
      [3, 'rails-1'],
      [4, 'rails-2'],
      [2, 'rails-3'],
    ] as const) {
      const rng = rngFromSeed(seed);
      let state = game.setup({ players }, seed);
      for (let n = 0; n < 600 && game.outcome(state) === null; n++) {
        const seat = game.activeSeats(state)[0];
        const moves = game.legalMoves(state, seat);
        const pairs = moves.filter((m) => {
          const t = (m as { type: string; triangles?: string[] }).triangles;
          return t?.length === 2;
        }) as { type: string; triangles: string[] }[];
        if (pairs.length > 0) {
          const legal: LegalMove[] = moves.map((move) => ({
            move,
            final: false,
            label: { en: 'm', it: 'm' },
          }));
          const planner = ui.planner({
            view: game.view(state, seat),
            seat,
            board: (game as { board?: unknown }).board ?? null,
            names: [],
          });
          // Walk to the first-rail question by following the choices that lead to a pair.
          const keys: string[] = [];
          let p = plan(planner, legal, keys);
          while (p.kind === 'choose' && p.step.levelId !== 'tri1') {
            const c = p.step.choices.find((x) => x.moves.some((m) => pairs.includes(m.move as never)));
            if (!c) break;
            keys.push(c.key);
            p = plan(planner, legal, keys);
          }
          if (p.kind === 'choose' && p.step.levelId === 'tri1') {
            const here = new Set(p.step.choices.flatMap((c) => c.moves.map((m) => m.move)));
            const partners = new Map<string, Set<string>>();
            for (const m of pairs.filter((x) => here.has(x))) {
              const [a, b] = m.triangles;
              partners.set(a, (partners.get(a) ?? new Set()).add(b));
              partners.set(b, (partners.get(b) ?? new Set()).add(a));
            }
            for (const [first, expected] of partners) {
              expect(p.step.choices.map((c) => c.key)).toContain(first);
              const q = plan(planner, legal, [...keys, first]);
              const offered =
                q.kind === 'choose'
                  ? q.step.choices.filter((c) => c.key !== '-').map((c) => c.key)
                  : q.kind === 'ready'
                    ? (q.move.move as { triangles: string[] }).triangles.filter((t) => t !== first)
                    : [];
              expect(new Set(offered)).toEqual(expected);
              // Whatever the order of the picks, the move sent is the engine's own.
              if (q.kind === 'choose') {
                const r = plan(planner, legal, [...keys, first, [...expected][0]]);
                expect(r.kind === 'ready' && legal.map((l) => l.move)).toContain(
                  r.kind === 'ready' && r.move.move,
                );
              }
              pairsChecked += 1;
            }
          }
        }
        state = game.apply(state, seat, pick(rng, moves));
      }
    }
    expect(pairsChecked).toBeGreaterThan(20);
  }, 120_000);
});

describe('blocked moves in the decision steps', () => {
  // Every move the engine says is blocked shows, greyed, at some step a player can reach; no path of
  // choices ever ends on one.
  function checkBlocked(
    game: AnyGame,
    players: number,
    seed: string,
    maxMoves: number,
    every: number,
  ): number {
    const ui = gameUi(game.id);
    const rng = rngFromSeed(seed);
    let state = game.setup({ players }, seed);
    const board = (game as { board?: unknown }).board ?? null;
    let shown = 0;
    for (let n = 0; n < maxMoves && game.outcome(state) === null; n++) {
      const seat = game.activeSeats(state)[0];
      const moves = game.legalMoves(state, seat);
      const label = (move: unknown) => ({ en: game.formatMove(move, 'en'), it: game.formatMove(move, 'it') });
      const raw = game.blockedMoves!(state, seat);
      if (n % every === 0 && raw.length > 0) {
        const legal: LegalMove[] = moves.map((move) => ({ move, final: false, label: label(move) }));
        const blocked = raw.map((b) => ({
          move: b.move,
          code: b.code,
          label: label(b.move),
          reason: { en: b.reason.id, it: b.reason.id },
        }));
        const planner = ui.planner({ view: game.view(state, seat), seat, board, names: [] });
        const greyed = new Set<unknown>();
        const walk = (keys: string[], depth: number) => {
          expect(depth).toBeLessThan(14);
          const p = plan(planner, legal, keys, blocked);
          if (p.kind === 'ready') {
            expect(moves).toContain(p.move.move);
            return;
          }
          if (p.kind !== 'choose') throw new Error('nothing to decide');
          // A question is about some open move: a level whose moves are all greyed is not asked over
          // the open moves it does not concern (those split off as "move:" choices).
          if (p.step.levelId !== 'move')
            expect(
              p.step.choices.some((c) => !c.blocked && !c.key.startsWith('move:')),
              `${p.step.levelId}: ${p.step.prompt.en}`,
            ).toBe(true);
          for (const c of p.step.choices) {
            if (c.blocked) {
              for (const m of c.moves) greyed.add(m.origin?.move ?? m.move);
              continue;
            }
            walk([...keys, c.key], depth + 1);
          }
        };
        walk([], 0);
        for (const b of raw) expect(greyed, JSON.stringify(b.move)).toContain(b.move);
        shown += raw.length;
      }
      state = game.apply(state, seat, pick(rng, moves));
    }
    return shown;
  }

  it('The Cost: each blocked move is shown greyed where the player would look for it', () => {
    const shown = [2, 3, 4].map((p, i) => checkBlocked(games['the-cost'], p, `blocked-${i}`, 300, 7));
    expect(shown.reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
  }, 120_000);

  it('Industrial Waste: each blocked move is shown greyed where the player would look for it', () => {
    const shown = [2, 3, 4].map((p, i) => checkBlocked(games['industrial-waste'], p, `blocked-${i}`, 300, 3));
    expect(shown.reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
  }, 120_000);
});

describe('the guided games’ decisions', () => {
  // At every guided move, the questions on the way to it are about it: each step's choice holding the
  // move is one of the step's own (not a move the step does not concern, split off as "move:…").
  function guidedPath(file: string) {
    const t = tutorialSchema.parse(JSON.parse(readFileSync(`tutorials/${file}`, 'utf8')));
    const game = games[t.game];
    const ui = gameUi(game.id);
    const person = tutorialSeat(t);
    const board = (game as { board?: unknown }).board ?? null;
    const match = Match.create(game, t.setup.options, t.setup.seed);
    const paths: string[][] = [];
    for (const step of t.steps) {
      if (step.seat === person) {
        const state = match.state;
        const texts = (move: unknown) => ({
          en: game.formatMove(move, 'en'),
          it: game.formatMove(move, 'it'),
        });
        const legal: LegalMove[] = match
          .legalMoves(person)
          .map((move) => ({ move, final: false, label: texts(move) }));
        const blocked = (game.blockedMoves?.(state, person) ?? []).map((b) => ({
          move: b.move,
          code: b.code,
          label: texts(b.move),
          reason: { en: b.reason.id, it: b.reason.id },
        }));
        const planner = ui.planner({
          view: game.view(state, person),
          seat: person,
          board,
          names: ['You', 'Bot'],
        });
        const keys: string[] = [];
        const levels: string[] = [];
        for (
          let p = plan(planner, legal, keys, blocked);
          p.kind !== 'ready';
          p = plan(planner, legal, keys, blocked)
        ) {
          if (p.kind !== 'choose') throw new Error(p.kind);
          const c = p.step.choices.find(
            (x) => !x.blocked && x.moves.some((m) => sameJson(m.origin?.move ?? m.move, step.move)),
          );
          expect(c, `${JSON.stringify(step.move)} at ${p.step.levelId}`).toBeDefined();
          if (p.step.levelId !== 'move')
            expect(c!.key, `${p.step.levelId}: ${p.step.prompt.en}`).not.toMatch(/^move:/);
          levels.push(p.step.levelId);
          keys.push(c!.key);
          expect(keys.length).toBeLessThan(10);
        }
        paths.push(levels);
      }
      match.move(step.seat, step.move);
    }
    return paths;
  }

  it('The Cost: a shipment after the mine has worked asks where the die goes, then the route', () => {
    const paths = guidedPath('the-cost.json');
    expect(paths.at(-1)).toEqual(['facility', 'destination', 'outcome']);
  });

  it('Industrial Waste: every question on the guided path is about the guided move', () => {
    expect(guidedPath('industrial-waste.json').length).toBeGreaterThanOrEqual(4);
  });
});
