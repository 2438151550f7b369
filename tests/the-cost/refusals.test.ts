// Every refused move of the scenario files is refused with a sentence a player can read: whole, naming
// countries by name and players from 1, and for the rules people trip over, naming the rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuleError } from '../../src/kernel/index.ts';
import type { CostMove, CostState } from '../../src/games/the-cost/index.ts';
import { game } from './support.ts';

const DIR = join(import.meta.dirname, '../../scenarios/the-cost');

interface Step {
  seat?: number;
  move?: CostMove;
  refused?: string;
}

/** The sentence of every refusal the scenario files expect, by code. */
function refusals(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
    const sc = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as {
      position?: unknown;
      setup?: { options: never; seed: string };
      steps?: Step[];
    };
    let s: CostState = sc.position
      ? game.position.read(sc.position as never)
      : game.setup(sc.setup!.options, sc.setup!.seed);
    for (const step of sc.steps ?? []) {
      if (!step.move) continue;
      if (!step.refused) {
        s = game.apply(s, step.seat!, step.move);
        continue;
      }
      if (!game.moveSchema.safeParse(step.move).success) continue;
      try {
        game.apply(s, step.seat!, step.move);
      } catch (err) {
        const e = err as RuleError;
        out.set(e.code, [...(out.get(e.code) ?? []), e.message]);
      }
    }
  }
  return out;
}

describe('refusal sentences', () => {
  const byCode = refusals();

  it('are whole sentences without raw ids or broken articles', () => {
    expect(byCode.size).toBeGreaterThan(30);
    for (const [code, sentences] of byCode)
      for (const text of sentences) {
        expect(text, code).toMatch(/^[A-Z"].*[.)]$/);
        expect(text, code).not.toMatch(
          /undefined|NaN|\bin (pecora|rutland|ugl|salmo)\b|\ba [AEIOU][A-Z_]+\b/,
        );
      }
  });

  it('name the rule', () => {
    const has = (code: string, part: RegExp) =>
      expect(
        byCode.get(code)?.some((t) => part.test(t)),
        `${code}: ${byCode.get(code)?.join(' | ')}`,
      ).toBe(true);
    has('NO_DEMAND', /Pecora has no demand left for refined asbestos this round/);
    has('NO_DEMAND', /pays no subsidies/);
    has('CORNER_ALL_SUBSIDY', /three SUBSIDY hexes/);
    has('CORNER_USED', /used corners stay blocked/);
    has('MUST_PLACE_MORE', /two rails when two rail triangles are open/);
    has(
      'SAFE_UNAFFORDABLE',
      /costs 10 Rutland resources \(2 per living and dead worker, after hiring\); you have 5/,
    );
    has('BAD_COLUMN', /first mine goes in column 1/);
    has('BAD_COLUMN', /kept for your first mine/);
    has('SUPPLY_EMPTY', /6 mines and 5 mills per game/);
    has('TRACK_FULL', /pass space 3, the end of the track/);
    has('MUST_WORK', /must mine, mill or move while you can/);
    has('WRONG_DECISION', /Now you must select a country: END_TURN is not that kind of move/);
    has('SWAP_MISMATCH', /is a \$3 swap/);
    has('NO_EFFECTIVE_INFRASTRUCTURE', /needs EFFECTIVE_INFRASTRUCTURE in Pecora/);
    has('NOT_OPEN', /an event never replaces a marker/);
  });
});
