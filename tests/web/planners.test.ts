// The games' decision steps against the real engines: in positions of random games, every legal move can
// be reached by choices, every choice leads to legal moves only, and board targets name real pieces.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/kernel/index.ts';
import { pick, rngFromSeed } from '../../src/kernel/index.ts';
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
        return detail ? { move, label, detail } : { move, label };
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
