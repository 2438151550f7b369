// The words of The Cost's decision steps in positions of random games: a number's words follow the
// language's plural rules ("Assumi 1 lavoratore in più", never "Assumi altri 1"), and no two corners
// offered at once read the same: corners with the same actions say where they lie.
import { describe, expect, it } from 'vitest';
import { pick, rngFromSeed } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import type { LegalMove, Texts } from '../../src/shared/api.ts';
import { plan, type Planner } from '../../src/web/play/decision.ts';
import { gameUi } from '../../src/web/boards/index.ts';

const game = games['the-cost'];

/** Every question's choices on every path of choices, as each step offers them. */
function choiceLabels(planner: Planner, legal: LegalMove[]): { step: string; labels: Texts[] }[] {
  const found: { step: string; labels: Texts[] }[] = [];
  const walk = (keys: string[], depth: number) => {
    if (depth > 12) return;
    const p = plan(planner, legal, keys);
    if (p.kind !== 'choose') return;
    found.push({ step: p.step.levelId, labels: p.step.choices.map((c) => c.label) });
    for (const c of p.step.choices) walk([...keys, c.key], depth + 1);
  };
  walk([], 0);
  return found;
}

/** The steps of positions of bounded random games, every `every` moves. */
function steps(seed: string, players: number, maxMoves: number, every: number) {
  const ui = gameUi(game.id);
  const rng = rngFromSeed(seed);
  let state = game.setup({ players }, seed);
  const board = (game as { board?: unknown }).board ?? null;
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const all: { step: string; labels: Texts[] }[] = [];
  for (let n = 0; n < maxMoves && game.outcome(state) === null; n++) {
    const seat = game.activeSeats(state)[0];
    const moves = game.legalMoves(state, seat);
    if (n % every === 0) {
      const legal: LegalMove[] = moves.map((move) => ({
        move,
        final: false,
        label: { en: game.formatMove(move, 'en'), it: game.formatMove(move, 'it') },
      }));
      all.push(...choiceLabels(ui.planner({ view: game.view(state, seat), seat, board, names }), legal));
    }
    state = game.apply(state, seat, pick(rng, moves));
  }
  return all;
}

describe('The Cost’s choice labels', { timeout: 300_000 }, () => {
  const found = ['a', 'b'].flatMap((seed) => steps(`labels-${seed}`, 3, 400, 3));

  it('say a number of workers in its plural form', () => {
    const hires = found.filter((s) => s.step === 'hire').flatMap((s) => s.labels);
    expect(hires.length).toBeGreaterThan(0);
    for (const l of hires) {
      expect(l.it).not.toMatch(/\baltri 1\b|\b1 lavoratori\b/);
      expect(l.en).not.toMatch(/\b1 (more )?workers\b/);
    }
    const texts = hires.flatMap((l) => [l.en, l.it]);
    expect(texts).toContain('Assumi 1 lavoratore in più');
    expect(texts).toContain('Hire 1 more worker');
    expect(texts.some((t) => /^Assumi altri [2-9] lavoratori$/.test(t))).toBe(true);
  });

  it('tell apart corners whose actions read the same', () => {
    const corners = found.filter((s) => s.step === 'corner');
    expect(corners.length).toBeGreaterThan(0);
    let placed = 0;
    for (const s of corners)
      for (const lang of ['en', 'it'] as const) {
        const labels = s.labels.map((l) => l[lang]);
        expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
        placed += labels.filter((l) => / — /.test(l)).length;
      }
    // Same actions on two corners happen in these games, so the places were needed.
    expect(placed).toBeGreaterThan(0);
  });
});
