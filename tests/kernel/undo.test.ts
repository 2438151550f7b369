// The undo rule of the kernel (src/kernel/undo.ts) on the test games: random games with random
// take-backs against a shadow of the rule, and the refusals one by one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finality, Match, RuleError, undoMessages, UndoTrail } from '../../src/kernel/index.ts';
import { diceRace } from '../support/dice.ts';
import { secrets } from '../support/secrets.ts';
import { ticTacToe } from '../support/tictactoe.ts';
import { addStats, noStats, walkWithUndos } from '../support/undo-walk.ts';

const named = diceRace(true);
const unnamed = diceRace(false);

describe('undo rule', () => {
  it('takes back to the exact state hash, refuses as the shadow says, and replays without the undone moves', () => {
    let total = noStats();
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(ticTacToe, secrets, named, unnamed),
        (seed, game) => {
          total = addStats(
            total,
            walkWithUndos(game, { options: { players: 2 }, seed, maxMoves: 200, undoChance: 0.35 }),
          );
        },
      ),
      { numRuns: 300 },
    );
    // The walks did take moves back, several in a row, and met every kind of refusal.
    expect(total.undos).toBeGreaterThan(300);
    expect(total.longestChain).toBeGreaterThanOrEqual(3);
    for (const reason of ['DIE_ROLLED', 'CARD_DRAWN', 'CHANCE', 'OTHER_SEAT', 'NOTHING', 'GAME_OVER'])
      expect(total.refused[reason] ?? 0).toBeGreaterThan(0);
  });

  it('against bots, takes a person’s move back with the bots’ replies, as the shadow says', () => {
    let total = noStats();
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(ticTacToe, secrets, named, unnamed),
        fc.constantFrom(0, 1),
        (seed, game, person) => {
          total = addStats(
            total,
            walkWithUndos(game, {
              options: { players: 2 },
              seed,
              maxMoves: 200,
              undoChance: 0.35,
              bots: [1 - person],
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
    // Replies did go with the person's moves, and a bot's roll or a draw stopped a take-back. With one
    // person and one bot no other person ever moves in between; the bot itself takes nothing back.
    expect(total.replies).toBeGreaterThan(50);
    expect(total.refused.OTHER_SEAT ?? 0).toBe(0);
    for (const reason of ['DIE_ROLLED', 'CARD_DRAWN', 'CHANCE', 'NOTHING', 'GAME_OVER', 'BOT'])
      expect(total.refused[reason] ?? 0).toBeGreaterThan(0);
  });

  it('takes back a mark and the bot’s answer together, and the bot may then answer again', () => {
    const m = Match.create(ticTacToe, { players: 2, firstPlayer: 0 }, 'x').answeredByBots([1]);
    m.move(0, { type: 'MARK', cell: 0 });
    const start = m.hash();
    m.move(1, { type: 'MARK', cell: 4 });
    m.move(0, { type: 'MARK', cell: 8 });
    m.move(1, { type: 'MARK', cell: 2 });
    // The person goes back over the bot's reply to its own mark.
    expect(m.undoRefusal(0)).toBeNull();
    expect(m.takeBack(0)).toEqual({ seat: 0, move: { type: 'MARK', cell: 8 }, moves: 2 });
    expect(m.takeBack(0)).toEqual({ seat: 0, move: { type: 'MARK', cell: 0 }, moves: 2 });
    expect(m.moveCount).toBe(0);
    expect(m.undoRefusal(0)).toEqual({ reason: 'NOTHING' });
    m.move(0, { type: 'MARK', cell: 0 });
    expect(m.hash()).toBe(start);
    // Without bots, the same reply settles the mark.
    const alone = Match.create(ticTacToe, { players: 2, firstPlayer: 0 }, 'x');
    alone.move(0, { type: 'MARK', cell: 0 });
    alone.move(1, { type: 'MARK', cell: 4 });
    expect(alone.undoRefusal(0)).toEqual({ reason: 'OTHER_SEAT', seat: 1 });
  });

  it('keeps a bounded run against bots: the oldest moves settle', () => {
    const trail = new UndoTrail(ticTacToe, 2, [1], 3);
    let state = ticTacToe.setup({ players: 2, firstPlayer: 0 }, 'x');
    const states = [state];
    for (const [seat, cell] of [
      [0, 0],
      [1, 1],
      [0, 2],
      [1, 3],
    ]) {
      const after = ticTacToe.apply(state, seat, { type: 'MARK', cell });
      trail.record(state, after, seat, { type: 'MARK', cell });
      states.push((state = after));
    }
    expect(trail.refusal(state, 0)).toBeNull();
    expect(trail.takeBack(state, 0)).toMatchObject({ move: { cell: 2 }, moves: 2, before: states[2] });
    // The first mark fell out of the three kept: the bot's reply to it settles it.
    expect(trail.refusal(states[2], 0)).toEqual({ reason: 'OTHER_SEAT', seat: 1 });
  });

  it('refuses a take-back past a bot’s die roll, naming the roll', () => {
    const m = Match.create(named, { players: 2 }, 'r').answeredByBots([1]);
    m.move(0, { type: 'STEP' });
    m.move(0, { type: 'END' });
    m.move(1, { type: 'STEP' });
    expect(m.undoRefusal(0)).toBeNull();
    m.move(1, { type: 'ROLL' });
    m.move(1, { type: 'STEP' });
    expect(m.undoRefusal(0)).toEqual({ reason: 'DIE_ROLLED' });
    const hash = m.hash();
    expect(() => m.takeBack(0)).toThrow('The move cannot be taken back: a die was rolled.');
    expect(m.hash()).toBe(hash);
  });

  it('refuses after a die roll, names it, and goes back only to the roll', () => {
    const m = Match.create(named, { players: 2 }, 'r');
    m.move(0, { type: 'STEP' });
    m.move(0, { type: 'ROLL' });
    const afterRoll = m.hash();
    m.move(0, { type: 'STEP' });
    m.move(0, { type: 'STEP' });
    expect(m.undoRefusal(0)).toBeNull();
    m.takeBack(0);
    m.takeBack(0);
    expect(m.hash()).toBe(afterRoll);
    expect(m.undoRefusal(0)).toEqual({ reason: 'DIE_ROLLED' });
    expect(() => m.takeBack(0)).toThrow(
      expect.objectContaining({
        code: 'UNDO_NOT_ALLOWED',
        message: 'The move cannot be taken back: a die was rolled.',
      }),
    );
    expect(m.hash()).toBe(afterRoll);
  });

  it('notices a PRNG draw the game forgot to name', () => {
    const m = Match.create(unnamed, { players: 2 }, 'r');
    const before = m.state;
    m.move(0, { type: 'ROLL' });
    expect(finality(unnamed, before, m.state, 0, { type: 'ROLL' })).toBe('CHANCE');
    expect(m.undoRefusal(0)).toEqual({ reason: 'CHANCE' });
  });

  it('refuses after another seat’s move, naming that seat, and when there is nothing to take back', () => {
    const m = Match.create(ticTacToe, { players: 2, firstPlayer: 0 }, 'x');
    expect(m.undoRefusal(0)).toEqual({ reason: 'NOTHING' });
    m.move(0, { type: 'MARK', cell: 0 });
    expect(m.undoRefusal(1)).toEqual({ reason: 'NOTHING' });
    m.move(1, { type: 'MARK', cell: 1 });
    expect(m.undoRefusal(0)).toEqual({ reason: 'OTHER_SEAT', seat: 1 });
    expect(() => m.takeBack(0)).toThrow(RuleError);
    // Counted from 1, as people count seats (the refusal's `seat` stays the API's 1).
    expect(() => m.takeBack(0)).toThrow('The move cannot be taken back: seat 2 has moved since.');
    expect(() => m.takeBack(7)).toThrow(expect.objectContaining({ code: 'NO_SUCH_SEAT' }));
  });

  it('has no undo for a game without the hook', () => {
    const { undo: _undo, ...bare } = ticTacToe;
    const m = Match.create(bare, { players: 2 }, 'x');
    m.move(m.activeSeats()[0], m.legalMoves(m.activeSeats()[0])[0]);
    expect(m.undoRefusal(m.history[0].seat)).toEqual({ reason: 'NOT_SUPPORTED' });
  });

  it('has every refusal and the log line in English and Italian', () => {
    expect(Object.keys(undoMessages.it).sort()).toEqual(Object.keys(undoMessages.en).sort());
    for (const lang of ['en', 'it'] as const)
      for (const text of Object.values(undoMessages[lang])) expect(text.length).toBeGreaterThan(5);
  });
});
