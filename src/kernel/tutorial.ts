// Guided first games: a tutorial file is a scenario (a pinned setup and every move in order, the bots'
// included) whose moves of the person's seat carry a sentence saying what to do and why, in every
// language. The bots' moves are part of the file: a guided game's bots play them while the game follows
// the file, so a change to a bot cannot change the guided path. A test replays each file as a scenario,
// so a rules change that makes a listed move illegal, or a sentence's claim untrue (its `expect`), breaks
// the build. The format is documented in docs/scenarios.md.
import { z } from 'zod';
import { sameJson } from './hash.ts';
import { Match } from './match.ts';
import { scenarioSchema, type Scenario } from './scenario.ts';
import type { AnyGame, MoveRecord, Seat } from './types.ts';

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

/** A tutorial file whose moves do not replay: which step (counted from 1) and why. */
export class TutorialError extends Error {
  constructor(
    readonly step: number,
    message: string,
  ) {
    super(message);
    this.name = 'TutorialError';
  }
}

/**
 * Replays every listed move from the tutorial's setup, and throws a TutorialError naming the first step
 * that is not the seat to move or not a legal move, or a hand-over that is not the person's turn in a
 * running game. What the file's bots are made to play is checked here, before any game uses it.
 */
export function checkTutorialMoves(game: AnyGame, t: Tutorial): void {
  if (t.game !== game.id) throw new TutorialError(0, `the tutorial is for "${t.game}", not "${game.id}"`);
  let match: Match;
  try {
    match = Match.create(game, t.setup.options, t.setup.seed);
  } catch (e) {
    throw new TutorialError(0, `its setup is refused: ${(e as Error).message}`);
  }
  t.steps.forEach((s, i) => {
    const who = t.seats[s.seat]?.kind === 'human' ? 'the person' : `bot seat ${s.seat}`;
    const active = match.activeSeats();
    if (!active.includes(s.seat))
      throw new TutorialError(
        i + 1,
        `step ${i + 1}: ${who} is not to move there (seats to move: ${active.join(', ') || 'none'})`,
      );
    try {
      match.move(s.seat, s.move);
    } catch (e) {
      throw new TutorialError(
        i + 1,
        `step ${i + 1}: ${who}'s move ${JSON.stringify(s.move)} is refused: ${(e as Error).message}`,
      );
    }
  });
  const person = tutorialSeat(t);
  if (match.outcome() !== null || !match.activeSeats().includes(person))
    throw new TutorialError(
      t.steps.length,
      'after the last step the game must go on with the person to move (the hand-over)',
    );
}

/** What a guided game's bot does at a position, by the tutorial: the listed move, or its own decision. */
export type TutorialReply =
  | { kind: 'listed'; step: number; move: unknown }
  /** The game left the listed moves (or went past them): the bot decides. */
  | { kind: 'own' }
  /** The game follows the file but the listed move is not legal here (a rules change): the bot decides. */
  | { kind: 'not-legal'; step: number; move: unknown };

/**
 * The reply `seat` makes in a game of this tutorial whose moves in effect are `moves`, given the legal
 * moves now: the file's move while every move so far is the file's, in order.
 */
export function tutorialReply(
  t: Tutorial,
  moves: readonly MoveRecord[],
  seat: Seat,
  legal: readonly unknown[],
): TutorialReply {
  const n = moves.length;
  if (n >= t.steps.length || followed(t, moves) < n) return { kind: 'own' };
  const step = t.steps[n];
  if (step.seat !== seat) return { kind: 'own' };
  return legal.some((m) => sameJson(m, step.move))
    ? { kind: 'listed', step: n + 1, move: step.move }
    : { kind: 'not-legal', step: n + 1, move: step.move };
}

/** How many of `moves`, from the first, are the tutorial's steps (same seat, same move). */
export function followed(t: Tutorial, moves: readonly MoveRecord[]): number {
  let i = 0;
  while (i < moves.length && i < t.steps.length) {
    const s = t.steps[i];
    if (s.seat !== moves[i].seat || !sameJson(s.move, moves[i].move)) break;
    i++;
  }
  return i;
}

/**
 * Where a game of this tutorial stands on the guided path: `step`, how many of its moves in effect are
 * the file's first moves, in order; `offPath`, whether a move in effect differs from the one the file
 * lists there (the person left the path the moment they made another move, whether or not the next
 * listed move is still legal). Moves past the last listed one are free play, not a departure.
 */
export interface TutorialProgress {
  step: number;
  offPath: boolean;
}

export function tutorialProgress(t: Tutorial, moves: readonly MoveRecord[]): TutorialProgress {
  const step = followed(t, moves);
  return { step, offPath: step < moves.length && step < t.steps.length };
}
