// A log line's texts are worked out per language when first read (a socket of `?lang=` reads one), and
// read as they were made: every language in JSON, in the same order, whichever was read first, and with
// the seats' names the line was made with even when a seat is renamed before a language is read.
import { describe, expect, it } from 'vitest';
import { LANGS, randomInt, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import type { LogLine } from '../../src/shared/api.ts';
import type { LiveGame } from '../../src/server/game/live-game.ts';
import { hotSeatTable } from '../support/hot-seat-table.ts';

/** A table after `moves` random moves, each a second after the last. */
function played(title: string, seed: string, moves: number): LiveGame {
  const game = games[title];
  const live = hotSeatTable(title, seed);
  const rng = rngFromSeed(seed);
  for (let i = 0; i < moves && live.activeSeats().length > 0; i++) {
    const seat = live.activeSeats()[0];
    const legal = game.legalMoves(live.state, seat);
    live.commit(
      live.tryMove(seat, legal[randomInt(rng, legal.length)]),
      new Date(Date.UTC(2026, 0, 1, 0, 0, i + 1)).toISOString(),
    );
  }
  return live;
}

const readIn = (lines: LogLine[], lang: string) =>
  lines.map((l) => l.entries.map((e) => (e.text as Record<string, string>)[lang]));

describe('log texts per language', () => {
  it.each(['the-cost', 'industrial-waste'])(
    '%s: each language read first or last reads the same, and JSON holds every language in order',
    (title) => {
      const whole = played(title, 'log-languages', 60);
      const italianFirst = played(title, 'log-languages', 60);
      for (const viewer of [SPECTATOR, 0, 1]) {
        const a = whole.renderedLog(viewer);
        const b = italianFirst.renderedLog(viewer);
        const json = JSON.stringify(a);
        expect(readIn(b, 'it')).toEqual(readIn(a, 'it'));
        expect(JSON.stringify(b)).toBe(json);
        for (const line of a)
          for (const e of line.entries) {
            expect(Object.keys(e.text)).toEqual([...LANGS]);
            for (const l of LANGS) expect(e.text[l].length).toBeGreaterThan(0);
          }
      }
    },
  );

  it('says the names a line was made with, though a seat is renamed before it is read', () => {
    const live = played('the-cost', 'log-languages:names', 40);
    const lines = live.renderedLog(SPECTATOR);
    const meta = live.meta;
    live.metaChanged({ ...meta, seats: meta.seats.map((s) => ({ ...s, name: `${s.name}-new` })) });
    const texts = lines.flatMap((l) => l.entries.flatMap((e) => LANGS.map((lang) => e.text[lang])));
    expect(texts.some((t) => t.includes('Àlba') || t.includes('Zoë'))).toBe(true);
    expect(texts.some((t) => t.includes('-new'))).toBe(false);
    // Lines rendered after the change say the new names.
    const after = live.renderedLog(SPECTATOR).flatMap((l) => l.entries.map((e) => e.text.en));
    expect(after.some((t) => t.includes('-new'))).toBe(true);
  });
});
