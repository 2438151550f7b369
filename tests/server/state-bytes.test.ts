// A socket's "state" message is built from log lines encoded once each; its bytes must be exactly those
// of JSON.stringify of the same message, for every position of real games, whole or compact, with the
// whole log or its tail, for every viewer, and for any object shaped like a snapshot.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { randomInt, rngFromSeed, SPECTATOR, type Viewer } from '../../src/kernel/index.ts';
import type { SnapshotAnswer } from '../../src/shared/api.ts';
import { withTexts } from '../../src/server/http/compact.ts';
import { hotSeatTable } from '../support/hot-seat-table.ts';
import { stateMessageBytes, withLinesBytes } from '../../src/server/http/state-text.ts';

const MOVES = 60;

const plain = (snapshot: SnapshotAnswer) => Buffer.from(JSON.stringify({ type: 'state', snapshot }));

describe('state message bytes', () => {
  for (const [title, game] of Object.entries(games)) {
    it(`${title}: equal to JSON.stringify at every position, for every viewer, whole and compact`, () => {
      const live = hotSeatTable(title, 'bytes');
      const rng = rngFromSeed('state bytes');
      const viewers: Viewer[] = [SPECTATOR, 0, 1];
      let checked = 0;
      for (let n = 0; n < MOVES && game.outcome(live.state) === null; n++) {
        for (const viewer of viewers) {
          const controls = viewer === SPECTATOR ? [] : [0, 1];
          for (const since of [undefined, 0, Math.max(0, live.moveCount - 1), live.moveCount]) {
            const snapshot = live.snapshot(viewer, controls, since);
            for (const texts of ['full', 'compact'] as const) {
              const answer = withTexts(snapshot, texts);
              // Twice: the second time the lines' bytes are those kept from the first.
              expect(stateMessageBytes(answer).equals(plain(answer))).toBe(true);
              expect(stateMessageBytes(answer).equals(plain(answer))).toBe(true);
              checked++;
            }
          }
        }
        const seat = live.activeSeats()[0];
        const legal = game.legalMoves(live.state, seat);
        live.commit(live.tryMove(seat, legal[randomInt(rng, legal.length)]), '2026-11-26T00:00:01.000Z');
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('equal to JSON.stringify for any object with or without a log, wherever the log is', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.constant(undefined), fc.constant(null), fc.object());
    const line = fc.record({ n: fc.nat(), seat: fc.option(fc.nat()), entries: fc.array(fc.object()) });
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), value),
        fc.option(fc.array(line), { nil: undefined }),
        fc.dictionary(fc.string(), value),
        (before, log, after) => {
          const snapshot = { ...before, ...(log ? { log } : {}), ...after } as unknown as SnapshotAnswer;
          expect(stateMessageBytes(snapshot).toString()).toBe(plain(snapshot).toString());
        },
      ),
      { numRuns: 1000 },
    );
    // A key JavaScript treats apart when set by assignment is a member like any other.
    const odd = JSON.parse('{"__proto__":1,"log":[],"constructor":2}') as SnapshotAnswer;
    expect(stateMessageBytes(odd).toString()).toBe(plain(odd).toString());
  });

  it('a head, lines and a tail written at once read as the three encoded apart, in every language', () => {
    const text = fc.record({ en: fc.string({ unit: 'binary' }), it: fc.string({ unit: 'binary' }) });
    // Members of any kind and name around the texts.
    const member = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.double(),
      fc.boolean(),
      fc.constant(undefined),
      fc.constant(null),
      fc.object(),
      fc.constant(new Date(0)),
    );
    const extra = fc.dictionary(fc.string({ unit: 'binary' }), member, { maxKeys: 3 });
    const entry = fc
      .tuple(fc.record({ id: fc.string(), params: fc.object() }), extra, text, fc.boolean())
      .map(([own, more, t, textFirst]) =>
        textFirst ? { text: t, ...own, ...more } : { ...own, ...more, text: t },
      );
    const line = fc
      .tuple(fc.record({ n: fc.nat(), seat: fc.option(fc.nat()), entries: fc.array(entry) }), extra)
      .map(([l, more]) => ({ ...more, ...l }));
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.array(line),
        fc.constantFrom(undefined, 'en' as const, 'it' as const),
        fc.string({ unit: 'binary' }),
        (head, lines, lang, tail) => {
          const inLang = lang
            ? lines.map((l) => ({
                ...l,
                entries: l.entries.map((e) => ({ ...e, text: { [lang]: e.text[lang] } })),
              }))
            : lines;
          const plainBytes = Buffer.from(`${head}${JSON.stringify(inLang)}${tail}`);
          expect(withLinesBytes(head, lines as never, lang, tail).equals(plainBytes)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
