// Guided first games: a tutorial file is a scenario (a pinned setup and every move in order, the bots'
// included) whose moves of the person's seat carry a sentence saying what to do and why, in every
// language. A test replays it as a scenario, so a rules change that makes a guided move illegal, or a
// sentence's claim untrue (its `expect`), breaks the build. The format is documented in docs/scenarios.md.
import { z } from 'zod';
import { scenarioSchema, type Scenario } from './scenario.ts';

const textsSchema = z.object({ en: z.string().min(1), it: z.string().min(1) }).strict();

const tutorialSeatSchema = z.union([
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), level: z.string(), name: z.string().optional() }).strict(),
]);

const tutorialStepSchema = z
  .object({
    seat: z.number().int().min(0),
    move: z.unknown(),
    /** What to do and why, shown while this move is awaited (the person's moves only). */
    say: textsSchema.optional(),
    /** Checks on views after the move, as in scenarios: what `say` promises must be true. */
    expect: z.array(z.unknown()).optional(),
  })
  .strict();

export const tutorialSchema = z
  .object({
    game: z.string(),
    title: textsSchema,
    /** One line on the home page. */
    blurb: textsSchema,
    setup: z.object({ options: z.record(z.string(), z.unknown()), seed: z.string() }).strict(),
    seats: z.array(tutorialSeatSchema).min(1),
    steps: z.array(tutorialStepSchema).min(1),
    /** Shown once the guided moves are made: the game goes on freely from there. */
    handOver: textsSchema,
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.seats.filter((s) => s.kind === 'human').length !== 1)
      ctx.addIssue({ code: 'custom', message: 'a tutorial has exactly one human seat' });
    t.steps.forEach((s, i) => {
      const seat = t.seats[s.seat];
      if (!seat) ctx.addIssue({ code: 'custom', path: ['steps', i, 'seat'], message: 'no such seat' });
      else if (seat.kind === 'human' && !s.say)
        ctx.addIssue({ code: 'custom', path: ['steps', i, 'say'], message: 'a guided move needs `say`' });
    });
  });

export type Tutorial = z.infer<typeof tutorialSchema>;
export type TutorialStep = Tutorial['steps'][number];

/** The seat the person plays. */
export function tutorialSeat(t: Tutorial): number {
  return t.seats.findIndex((s) => s.kind === 'human');
}

/**
 * The tutorial as a scenario: every move in order, each followed by a check that the next step's seat is
 * the one to move (so a bot cannot be skipped or reordered), plus the steps' own expectations.
 */
export function tutorialScenario(t: Tutorial): Scenario {
  return scenarioSchema.parse({
    title: t.title.en,
    game: t.game,
    setup: t.setup,
    steps: t.steps.map((s, i) => {
      const next = t.steps[i + 1];
      return {
        seat: s.seat,
        move: s.move,
        ...(next ? { active: [next.seat] } : {}),
        ...(s.expect ? { expect: s.expect } : {}),
      };
    }),
  });
}
