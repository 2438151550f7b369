// Where a guided first game stands, from the tutorial and the server's word on the game's progress along
// it (`GameSnapshot.guide`: how many listed moves it made, and whether a move in effect is another one):
// the person's next guided move (to highlight), a bot's turn, the hand-over once every listed move is
// made, or "off the path" as soon as the person made another move than the step asks for (or, should
// the file be out of date, when the listed move is not legal here).
import type { GameSnapshot, LegalMove, TutorialFile } from '../../shared/api.ts';
import type { Plan } from '../play/decision.ts';

export type GuideState =
  | { kind: 'do'; index: number; guided: number; total: number; step: TutorialFile['steps'][number] }
  | { kind: 'bot' }
  | { kind: 'off-path' }
  | { kind: 'hand-over' };

/** Moves compared as JSON with sorted keys, as the server compares them. */
export function sameMove(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

export function personSeat(t: TutorialFile): number {
  return t.seats.findIndex((s) => s.kind === 'human');
}

export type GuideProgress = NonNullable<GameSnapshot['guide']>;

export function guideState(
  t: TutorialFile,
  progress: GuideProgress,
  legal: LegalMove[],
  myTurn: boolean,
): GuideState {
  if (progress.offPath) return { kind: 'off-path' };
  const moveCount = progress.step;
  if (moveCount >= t.steps.length) return { kind: 'hand-over' };
  const person = personSeat(t);
  const step = t.steps[moveCount];
  if (step.seat !== person) return myTurn ? { kind: 'off-path' } : { kind: 'bot' };
  if (!myTurn) return { kind: 'bot' };
  if (!legal.some((m) => sameMove(m.move, step.move))) return { kind: 'off-path' };
  const guidedSteps = t.steps.filter((s) => s.seat === person);
  const guided = t.steps.slice(0, moveCount).filter((s) => s.seat === person).length + 1;
  return { kind: 'do', index: moveCount, guided, total: guidedSteps.length, step };
}

/** What to highlight in the decision under way: the choice leading to the move, or the confirm button. */
export type GuideMark = { choiceKey: string; target?: string } | { confirm: true } | null;

export function guideMark(plan: Plan, direct: LegalMove | null, move: unknown): GuideMark {
  if (direct) return sameMove(direct.move, move) ? { confirm: true } : null;
  if (plan.kind === 'ready') return sameMove(plan.move.move, move) ? { confirm: true } : null;
  if (plan.kind !== 'choose') return null;
  const choice = plan.step.choices.find((c) => c.moves.some((m) => sameMove(m.move, move)));
  return choice ? { choiceKey: choice.key, target: choice.target } : null;
}
