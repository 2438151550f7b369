// A test-only game with hidden information: each seat holds a secret word that only it may see,
// drawn at setup and redrawn when it plays. Tests look for the words in everything a socket receives.
import { z } from 'zod';
import type { Game, Viewer } from '../../src/kernel/index.ts';
import { randomInt, rngFromSeed, RuleError, SPECTATOR, type RngState } from '../../src/kernel/index.ts';

export interface SecretsState {
  secrets: string[];
  turn: number;
  rounds: number;
  rng: RngState;
}
export interface SecretsMove {
  type: 'REDRAW' | 'PASS';
}
export interface SecretsView {
  mine: string | null;
  others: (string | null)[];
  turn: number;
  rounds: number;
}

const draw = (rng: RngState, seat: number) =>
  `secret-${seat}-${randomInt(rng, 1_000_000_000).toString(36)}zz`;
const ROUNDS = 3;

export const secrets: Game<SecretsState, SecretsMove, SecretsView, { players: number }> = {
  id: 'secrets',
  title: 'Secrets',
  rulesVersion: 1,
  minPlayers: 2,
  maxPlayers: 3,
  optionsSchema: z.object({ players: z.number().int().min(2).max(3) }).strict(),
  moveSchema: z.object({ type: z.enum(['REDRAW', 'PASS']) }).strict(),
  setup(options, seed) {
    const rng = rngFromSeed(seed);
    return {
      secrets: Array.from({ length: options.players }, (_, s) => draw(rng, s)),
      turn: 0,
      rounds: 0,
      rng,
    };
  },
  playerCount: (s) => s.secrets.length,
  activeSeats: (s) => (s.rounds >= ROUNDS ? [] : [s.turn]),
  legalMoves: (s, seat) =>
    s.rounds >= ROUNDS || seat !== s.turn ? [] : [{ type: 'REDRAW' }, { type: 'PASS' }],
  apply(s, seat, move) {
    if (seat !== s.turn) throw new RuleError('NOT_YOUR_TURN', `It is seat ${s.turn}'s turn.`);
    const rng = { ...s.rng };
    const next = structuredClone(s.secrets);
    if (move.type === 'REDRAW') next[seat] = draw(rng, seat);
    const turn = (s.turn + 1) % s.secrets.length;
    return { secrets: next, turn, rounds: s.rounds + (turn === 0 ? 1 : 0), rng };
  },
  view: (s, viewer: Viewer) => ({
    mine: viewer === SPECTATOR ? null : s.secrets[viewer],
    others: s.secrets.map((x, i) => (i === viewer ? x : null)),
    turn: s.turn,
    rounds: s.rounds,
  }),
  outcome: (s) => (s.rounds >= ROUNDS ? { winners: [0], scores: s.secrets.map(() => 0) } : null),
  describe: (_b, after, seat, move, viewer) =>
    move.type === 'PASS'
      ? [{ id: 'PASSED', params: { seat } }]
      : [{ id: 'REDREW', params: { seat, word: viewer === seat ? after.secrets[seat] : null } }],
  messages: {
    en: { PASSED: 'Seat {seat} passes.', REDREW: 'Seat {seat} draws a new word {word}.' },
    it: { PASSED: 'Il posto {seat} passa.', REDREW: 'Il posto {seat} pesca una nuova parola {word}.' },
  },
  formatMove: (m) => m.type.toLowerCase(),
  renderText: (v) => JSON.stringify(v),
  determinize: () => {
    throw new Error('not used');
  },
  // A redraw shows the seat a new secret word drawn from the PRNG; a pass may be taken back.
  undo: {
    rng: (s) => s.rng,
    finality: (_b, _a, _seat, move) => (move.type === 'REDRAW' ? 'CARD_DRAWN' : null),
  },
  position: {
    write: (s) => JSON.parse(JSON.stringify(s)),
    read: (p) => p as SecretsState,
  },
};
