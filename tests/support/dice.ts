// A test-only race game for the undo rule: two seats walk along a track; on its turn a seat may STEP
// one space (nothing drawn), ROLL a die from the PRNG, or END its turn. It reveals nothing. `rolls`
// says whether the game names its die rolls (as a game should) or leaves the kernel to notice them.
import { z } from 'zod';
import type { FinalReason, Game, Seat } from '../../src/kernel/index.ts';
import { randomInt, rngFromSeed, RuleError, type RngState } from '../../src/kernel/index.ts';

export interface RaceState {
  at: number[];
  turn: Seat;
  steps: number;
  rng: RngState;
}
export interface RaceMove {
  type: 'STEP' | 'ROLL' | 'END';
}
const GOAL = 30;
const over = (s: RaceState) => s.at.some((a) => a >= GOAL);

export function diceRace(namesRolls: boolean): Game<RaceState, RaceMove, RaceState, { players: number }> {
  return {
    id: namesRolls ? 'dice-race' : 'dice-race-unnamed',
    title: 'Dice race',
    rulesVersion: 1,
    minPlayers: 2,
    maxPlayers: 2,
    optionsSchema: z.object({ players: z.literal(2) }).strict(),
    moveSchema: z.object({ type: z.enum(['STEP', 'ROLL', 'END']) }).strict(),
    setup: (_o, seed) => ({ at: [0, 0], turn: 0, steps: 0, rng: rngFromSeed(seed) }),
    playerCount: () => 2,
    activeSeats: (s) => (over(s) ? [] : [s.turn]),
    legalMoves: (s, seat) =>
      over(s) || seat !== s.turn
        ? []
        : [{ type: 'STEP' }, { type: 'ROLL' }, ...(s.steps > 0 ? [{ type: 'END' as const }] : [])],
    apply(s, seat, move) {
      if (over(s) || seat !== s.turn) throw new RuleError('NOT_YOUR_TURN', `It is seat ${s.turn}'s turn.`);
      const rng = { ...s.rng };
      const at = s.at.slice();
      if (move.type === 'END') {
        if (s.steps === 0) throw new RuleError('MOVE_FIRST', 'Step or roll before ending the turn.');
        return { at, turn: 1 - seat, steps: 0, rng };
      }
      at[seat] += move.type === 'STEP' ? 1 : 1 + randomInt(rng, 6);
      return { at, turn: seat, steps: s.steps + 1, rng };
    },
    view: (s) => structuredClone(s),
    outcome: (s) => (over(s) ? { winners: [s.at[0] >= GOAL ? 0 : 1], scores: s.at.slice() } : null),
    describe: (_b, _a, seat, move) => [{ id: move.type, params: { seat } }],
    messages: {
      en: { STEP: 'Seat {seat} steps.', ROLL: 'Seat {seat} rolls.', END: 'Seat {seat} ends.' },
      it: { STEP: 'Il posto {seat} avanza.', ROLL: 'Il posto {seat} tira.', END: 'Il posto {seat} passa.' },
    },
    formatMove: (m) => m.type.toLowerCase(),
    renderText: (v) => JSON.stringify(v.at),
    determinize: (v) => structuredClone(v),
    position: { write: (s) => JSON.parse(JSON.stringify(s)), read: (p) => p as RaceState },
    undo: {
      rng: (s) => s.rng,
      finality: (_b, _a, _seat, move): FinalReason | null =>
        namesRolls && move.type === 'ROLL' ? 'DIE_ROLLED' : null,
    },
  };
}
