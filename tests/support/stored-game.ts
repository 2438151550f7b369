// A stored tic-tac-toe game as the storage tests write it: two people, seat 0's token, running, no moves
// yet. Each test changes only what it is about.
import type { StoredGame } from '../../src/server/storage/game-record.ts';

export const STORED_AT = '2025-01-01T00:00:00.000Z';

export const storedGame = (id: string, changes: Partial<StoredGame> = {}): StoredGame => ({
  id,
  game: 'tic-tac-toe',
  rulesVersion: 1,
  options: { players: 2 },
  seed: 's',
  seats: [
    { seat: 0, kind: 'human', name: 'Ada' },
    { seat: 1, kind: 'human', name: 'Bo' },
  ],
  tokens: [{ hash: 'h0', seats: [0] }],
  hotSeat: false,
  status: 'running',
  moveCount: 0,
  outcome: null,
  botToMove: false,
  customSetup: false,
  hints: false,
  createdAt: STORED_AT,
  updatedAt: STORED_AT,
  ...changes,
});
