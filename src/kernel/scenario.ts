// Scenario files: a pinned start (setup options + seed, or a position), a list of steps (moves by seat,
// refusals, legal-move checks, expectations on views) and an optional final outcome. The format is
// documented in docs/scenarios.md; expectations address documented, stable view fields only.
import { z } from 'zod';
import { RuleError } from './errors.ts';
import { sameJson } from './hash.ts';
import { firstDifference, getPath, MISSING } from './json-path.ts';
import { Match } from './match.ts';
import type { AnyGame } from './types.ts';
import { SPECTATOR } from './types.ts';

const viewerSchema = z.union([z.number().int().min(0), z.literal(SPECTATOR)]);

const expectationSchema = z
  .object({
    viewer: viewerSchema.default(SPECTATOR),
    path: z.string(),
    equals: z.unknown().optional(),
    length: z.number().int().min(0).optional(),
    includes: z.unknown().optional(),
    absent: z.literal(true).optional(),
  })
  .strict()
  .refine((e) => ['equals', 'length', 'includes', 'absent'].some((k) => k in e), {
    message: 'an expectation needs one of equals, length, includes, absent',
  });

const legalSchema = z
  .object({
    seat: z.number().int().min(0),
    count: z.number().int().min(0).optional(),
    includes: z.array(z.unknown()).optional(),
    excludes: z.array(z.unknown()).optional(),
  })
  .strict();

/** A blocked move as a scenario names it: the move, and the refusal code it must be listed with. */
const blockedEntrySchema = z.object({ move: z.unknown(), code: z.string().optional() }).strict();

const blockedSchema = z
  .object({
    seat: z.number().int().min(0),
    includes: z.array(blockedEntrySchema).optional(),
    excludes: z.array(blockedEntrySchema).optional(),
  })
  .strict();

const stepSchema = z
  .object({
    note: z.string().optional(),
    seat: z.number().int().min(0).optional(),
    move: z.unknown().optional(),
    refused: z.string().optional(),
    legal: legalSchema.optional(),
    blocked: blockedSchema.optional(),
    active: z.array(z.number().int().min(0)).optional(),
    expect: z.array(expectationSchema).optional(),
  })
  .strict()
  .refine((s) => (s.move === undefined) === (s.seat === undefined), {
    message: 'a move needs a seat and vice versa',
  })
  .refine((s) => s.refused === undefined || s.move !== undefined, { message: '"refused" needs a move' });

export const scenarioSchema = z
  .object({
    title: z.string(),
    description: z.string().optional(),
    game: z.string(),
    rulesVersion: z.number().int().optional(),
    setup: z
      .object({ options: z.record(z.string(), z.unknown()), seed: z.union([z.string(), z.number()]) })
      .optional(),
    position: z.unknown().optional(),
    steps: z.array(stepSchema).default([]),
    outcome: z
      .union([
        z.null(),
        z
          .object({ winners: z.array(z.number().int()).optional(), scores: z.array(z.number()).optional() })
          .strict(),
      ])
      .optional(),
  })
  .strict()
  .refine((s) => (s.setup === undefined) !== (s.position === undefined), {
    message: 'a scenario starts from exactly one of "setup" or "position"',
  });

export type Scenario = z.infer<typeof scenarioSchema>;

export interface ScenarioFailure {
  /** 1-based step number, 0 for the start, steps+1 for the final outcome. */
  step: number;
  path?: string;
  expected?: unknown;
  actual?: unknown;
  message: string;
}

export interface ScenarioResult {
  title: string;
  passed: boolean;
  steps: number;
  failure?: ScenarioFailure;
}

const show = (v: unknown) => (v === MISSING ? '(missing)' : JSON.stringify(v));

/** Runs one parsed scenario against a game; never throws for a failing scenario, reports the first failure. */
export function runScenario(game: AnyGame, raw: unknown): ScenarioResult {
  const parsed = scenarioSchema.safeParse(raw);
  const title = (raw as { title?: string } | null)?.title ?? '(untitled)';
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      title,
      passed: false,
      steps: 0,
      failure: { step: 0, path: issue.path.join('.'), message: `not a valid scenario: ${issue.message}` },
    };
  }
  const sc = parsed.data;
  const fail = (failure: ScenarioFailure): ScenarioResult => ({
    title: sc.title,
    passed: false,
    steps: sc.steps.length,
    failure,
  });
  if (sc.game !== game.id)
    return fail({ step: 0, message: `scenario is for "${sc.game}", not "${game.id}"` });
  if (sc.rulesVersion !== undefined && sc.rulesVersion !== game.rulesVersion) {
    return fail({
      step: 0,
      message: `scenario targets rules version ${sc.rulesVersion}, engine has ${game.rulesVersion}`,
    });
  }

  let match: Match;
  try {
    match = sc.setup
      ? Match.create(game, sc.setup.options, sc.setup.seed)
      : Match.fromPosition(game, sc.position);
  } catch (e) {
    return fail({ step: 0, message: `cannot start: ${(e as Error).message}` });
  }

  for (let i = 0; i < sc.steps.length; i++) {
    const step = sc.steps[i];
    const n = i + 1;
    if (step.move !== undefined) {
      const before = match.hash();
      try {
        match.move(step.seat, step.move);
        if (step.refused) {
          return fail({
            step: n,
            expected: step.refused,
            actual: 'accepted',
            message: `move was accepted, expected refusal ${step.refused}`,
          });
        }
      } catch (e) {
        if (!(e instanceof RuleError))
          return fail({ step: n, message: `engine error: ${(e as Error).stack ?? e}` });
        if (!step.refused)
          return fail({
            step: n,
            expected: 'accepted',
            actual: e.code,
            message: `move refused: ${e.code}: ${e.message}`,
          });
        if (e.code !== step.refused) {
          return fail({
            step: n,
            expected: step.refused,
            actual: e.code,
            message: `refused with ${e.code} (${e.message}), expected ${step.refused}`,
          });
        }
        if (match.hash() !== before) return fail({ step: n, message: 'a refused move changed the state' });
      }
    }
    if (step.active) {
      const active = match.activeSeats();
      if (!sameJson([...active].sort(), [...step.active].sort())) {
        return fail({
          step: n,
          path: 'activeSeats',
          expected: step.active,
          actual: active,
          message: 'active seats differ',
        });
      }
    }
    if (step.legal) {
      const moves = match.legalMoves(step.legal.seat);
      if (step.legal.count !== undefined && moves.length !== step.legal.count) {
        return fail({
          step: n,
          path: `legalMoves(${step.legal.seat}).length`,
          expected: step.legal.count,
          actual: moves.length,
          message: 'legal move count differs',
        });
      }
      for (const m of step.legal.includes ?? []) {
        if (!moves.some((x) => sameJson(x, m))) {
          return fail({
            step: n,
            path: `legalMoves(${step.legal.seat})`,
            expected: m,
            message: `legal moves lack ${JSON.stringify(m)}`,
          });
        }
      }
      for (const m of step.legal.excludes ?? []) {
        if (moves.some((x) => sameJson(x, m))) {
          return fail({
            step: n,
            path: `legalMoves(${step.legal.seat})`,
            actual: m,
            message: `${JSON.stringify(m)} should not be legal`,
          });
        }
      }
    }
    if (step.blocked) {
      const seat = step.blocked.seat;
      const blocked = match.blockedMoves(seat);
      const listed = (want: { move?: unknown; code?: string }) =>
        blocked.find((b) => sameJson(b.move, want.move) && (want.code === undefined || b.code === want.code));
      for (const want of step.blocked.includes ?? []) {
        if (!listed(want)) {
          const other = blocked.find((b) => sameJson(b.move, want.move));
          return fail({
            step: n,
            path: `blockedMoves(${seat})`,
            expected: want,
            actual: other ?? null,
            message: other
              ? `${JSON.stringify(want.move)} is blocked with ${other.code}, expected ${want.code}`
              : `blocked moves lack ${JSON.stringify(want.move)}`,
          });
        }
      }
      for (const unwanted of step.blocked.excludes ?? []) {
        const found = listed(unwanted);
        if (found) {
          return fail({
            step: n,
            path: `blockedMoves(${seat})`,
            actual: found,
            message: `${JSON.stringify(unwanted.move)} should not be blocked${unwanted.code ? ` with ${unwanted.code}` : ''}`,
          });
        }
      }
    }
    for (const ex of step.expect ?? []) {
      const view = match.view(ex.viewer);
      const actual = getPath(view, ex.path);
      const at = `view(${ex.viewer}).${ex.path}`;
      if (ex.absent) {
        if (actual !== MISSING)
          return fail({
            step: n,
            path: at,
            expected: '(missing)',
            actual,
            message: `${at} should be absent, is ${show(actual)}`,
          });
        continue;
      }
      if (actual === MISSING)
        return fail({
          step: n,
          path: at,
          expected: ex.equals,
          actual: '(missing)',
          message: `${at} is missing`,
        });
      if ('equals' in ex && ex.equals !== undefined && !sameJson(actual, ex.equals)) {
        const d = firstDifference(ex.equals, actual);
        const sub = d && d !== '$' ? `${at}${d.startsWith('[') ? '' : '.'}${d}` : at;
        const e2 = d && d !== '$' ? getPath(ex.equals, d) : ex.equals;
        const a2 = d && d !== '$' ? getPath(actual, d) : actual;
        return fail({
          step: n,
          path: sub,
          expected: e2,
          actual: a2,
          message: `${sub}: expected ${show(e2)}, got ${show(a2)}`,
        });
      }
      if (ex.length !== undefined) {
        const len = Array.isArray(actual)
          ? actual.length
          : typeof actual === 'string'
            ? actual.length
            : undefined;
        if (len !== ex.length)
          return fail({
            step: n,
            path: `${at}.length`,
            expected: ex.length,
            actual: len,
            message: `${at} has length ${len}, expected ${ex.length}`,
          });
      }
      if (ex.includes !== undefined) {
        if (!Array.isArray(actual) || !actual.some((x) => sameJson(x, ex.includes))) {
          return fail({
            step: n,
            path: at,
            expected: ex.includes,
            actual,
            message: `${at} does not include ${show(ex.includes)}`,
          });
        }
      }
    }
  }

  if (sc.outcome !== undefined) {
    const out = match.outcome();
    const n = sc.steps.length + 1;
    if (sc.outcome === null) {
      if (out !== null)
        return fail({
          step: n,
          path: 'outcome',
          expected: null,
          actual: out,
          message: 'the game should still be running',
        });
    } else {
      if (out === null)
        return fail({
          step: n,
          path: 'outcome',
          expected: sc.outcome,
          actual: null,
          message: 'the game is not over',
        });
      if (sc.outcome.winners && !sameJson([...out.winners].sort(), [...sc.outcome.winners].sort())) {
        return fail({
          step: n,
          path: 'outcome.winners',
          expected: sc.outcome.winners,
          actual: out.winners,
          message: 'winners differ',
        });
      }
      if (sc.outcome.scores && !sameJson(out.scores, sc.outcome.scores)) {
        return fail({
          step: n,
          path: 'outcome.scores',
          expected: sc.outcome.scores,
          actual: out.scores,
          message: 'scores differ',
        });
      }
    }
  }
  return { title: sc.title, passed: true, steps: sc.steps.length };
}
