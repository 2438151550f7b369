// Log entries, move labels and the terminal rendering, in English and Italian; and positions that cannot
// happen, refused with the place at fault.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PositionError,
  randomInt,
  renderLogEntry,
  rngFromSeed,
  SPECTATOR,
  type LogEntry,
} from '../../src/kernel/index.ts';
import type { CostMove, CostView } from '../../src/games/the-cost/index.ts';
import { rutlandStory } from './stories.ts';
import { fromView, game, start, viewOf, withBuilt } from './support.ts';

/** Plays random games and collects every move type and every log entry. */
function randomLogs(games: number) {
  const entries: LogEntry[] = [];
  const moves = new Map<string, CostMove>();
  for (let i = 0; i < games; i++) {
    const rng = rngFromSeed(`texts:${i}`);
    let s = game.setup({ players: 2 + (i % 3) }, `texts:${i}`);
    while (game.outcome(s) === null) {
      const [seat] = game.activeSeats(s);
      const legal = game.legalMoves(s, seat);
      const move = legal[randomInt(rng, legal.length)];
      moves.set(`${move.type}`, move);
      const next = game.apply(s, seat, move);
      entries.push(...game.describe(s, next, seat, move, SPECTATOR));
      s = next;
    }
  }
  return { entries, moves };
}

describe('log entries and labels', () => {
  const { entries, moves } = randomLogs(12);

  it('every message id has an English and an Italian text, with every parameter filled', () => {
    expect(Object.keys(game.messages.it).sort()).toEqual(Object.keys(game.messages.en).sort());
    for (const e of entries) {
      expect(game.messages.en[e.id], e.id).toBeTypeOf('string');
      for (const lang of ['en', 'it'] as const) {
        const text = renderLogEntry(game.messages, e, lang);
        expect(text, `${e.id} ${lang}: ${text}`).not.toMatch(/\{\w+\}/);
      }
    }
    const ids = new Set(entries.map((e) => e.id));
    for (const id of ['SELECTED_COUNTRY', 'PLACED_EVENT_MARKER', 'CONVERTED', 'PHASE_3', 'PAID', 'GAME_OVER'])
      expect(ids.has(id), id).toBe(true);
  });

  it('describes a move with its automatic consequences', () => {
    const s = fromView(rutlandStory(1));
    const move = game
      .legalMoves(s, 1)
      .find((m) => m.type === 'MOVE' && m.destination === 'MARKET' && m.payments[1] === 7)!;
    const log = game
      .describe(s, game.apply(s, 1, move), 1, move, SPECTATOR)
      .map((e) => renderLogEntry(game.messages, e, 'en'));
    expect(log).toContain('Player 2 sells refined die 3 from Rutland S2 to the market of Rutland.');
    expect(log).toContain('Route: S2 R13 R14 R15 P4 S4 R10 MK.');
    expect(log).toContain('Player 1 receives $2.');
    expect(log).toContain('Player 2 receives $7.');
  });

  it('never hedges a plural, and names the winners at the end', () => {
    for (const e of entries)
      for (const lang of ['en', 'it'] as const)
        expect(renderLogEntry(game.messages, e, lang)).not.toMatch(
          /\(s\)|\w\/[ei]\b|\b1 (resources|workers|risorse|lavoratori)\b/,
        );
    const scenario = (name: string) =>
      game.position.read(
        JSON.parse(readFileSync(join(import.meta.dirname, `../../scenarios/the-cost/${name}.json`), 'utf8'))
          .position,
      );
    const lines = (s: ReturnType<typeof scenario>, seat: number, move: CostMove, lang: 'en' | 'it') =>
      game
        .describe(s, game.apply(s, seat, move), seat, move, SPECTATOR)
        .map((e) => renderLogEntry(game.messages, e, lang));
    const end = game.apply(
      scenario('game-end-round-4'),
      0,
      game.legalMoves(scenario('game-end-round-4'), 0).find((m) => m.type === 'MOVE' && m.exit === 'P1')!,
    );
    expect(lines(end, 1, { type: 'PASS' }, 'en')).toContain(
      'The game is over: players 1 and 2 share the victory with $5 each.',
    );
    expect(lines(end, 1, { type: 'PASS' }, 'it')).toContain(
      'La partita è finita: i giocatori 1 e 2 condividono la vittoria con 5$ ciascuno.',
    );
    const early = game.apply(scenario('early-end-all-regulated'), 0, {
      type: 'MINE',
      country: 'pecora',
      site: 'S1',
      hire: 0,
      safe: false,
    });
    const last = lines(
      early,
      1,
      { type: 'MINE', country: 'rutland', site: 'S5', hire: 0, safe: false },
      'en',
    );
    expect(last.slice(-2)).toEqual([
      'Every country in play has banned the asbestos trade.',
      'The game is over: player 1 wins with $5.',
    ]);
  });

  it('labels every kind of move in both languages', () => {
    for (const move of moves.values())
      for (const lang of ['en', 'it'] as const) {
        const label = game.formatMove(move, lang);
        expect(label.length, move.type).toBeGreaterThan(3);
        expect(label).not.toMatch(/undefined|null|\[object/);
      }
    const mine = { type: 'BUILD_MINE', hex: 'N', swap: true, site: 'S5', column: 1, hire: 3 } as const;
    expect(game.formatMove(mine, 'en')).toBe('Mine on S5, column 1, hire 3 (hex N, swap $3)');
    expect(game.formatMove(mine, 'it')).toBe('Miniera su S5, colonna 1, assumi 3 (esagono N, cambio 3$)');
    expect(game.formatMove({ type: 'SELECT_COUNTRY', country: 'ugl' }, 'en')).toBe('Choose UGL');
  });

  it('calls the players a delivery pays by their names when it is given them', () => {
    const ship = {
      type: 'MOVE',
      country: 'rutland',
      site: 'S5',
      destination: 'EMERGING_MARKET',
      toCountry: null,
      target: null,
      exit: 'P2',
      entry: null,
      payments: [3, 0, 2],
    } as unknown as Parameters<typeof game.formatMove>[0];
    expect(game.formatMove(ship, 'en')).toMatch(/via port P2: player 1 \$3, player 3 \$2$/);
    expect(game.formatMove(ship, 'en', ['Student1', 'Bot 2 (random)', 'Bea'])).toMatch(
      /via port P2: Student1 \$3, Bea \$2$/,
    );
    expect(game.formatMove(ship, 'it', ['Student1', 'Bot 2 (casuale)', 'Bea'])).toMatch(
      /via il porto P2: Student1 3\$, Bea 2\$$/,
    );
  });

  it('draws the position as text, with whose decision is pending', () => {
    const s = fromView(rutlandStory(1));
    const text = game.renderText(game.view(s, 1), 1, 'en');
    expect(text).toContain('Rutland: rate 2');
    expect(text).toContain('S2F2g3');
    expect(text).toContain('R13=1');
    expect(text).toContain('Waiting for Player 2 (you): mine, mill or move asbestos.');
    expect(game.renderText(game.view(s, 1), 1, 'it')).toContain('Si attende Giocatore 2 (tu)');
  });
});

describe('positions', () => {
  const base = () => viewOf(start());
  const refused = (edit: (v: CostView) => void, where: string) => {
    const v = base();
    edit(v);
    let error: unknown;
    try {
      game.position.read(v);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PositionError);
    expect((error as PositionError).path).toBe(where);
  };

  it('reads back what it writes', () => {
    const s = start();
    expect(game.position.write(game.position.read(game.position.write(s)))).toEqual(game.position.write(s));
    expect(game.determinize(game.view(s, 0), 0, rngFromSeed('d'))).toEqual(
      game.position.read(game.view(s, 0)),
    );
    const broken = { ...game.view(s, 0), players: 'none' } as unknown as CostView;
    expect(() => game.determinize(broken, 0, rngFromSeed('d'))).toThrow(PositionError);
  });

  it('loads the example of docs/the-cost/position.md', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../docs/the-cost/position.md'), 'utf8');
    const json = doc.slice(doc.indexOf('```json') + 7, doc.indexOf('```', doc.indexOf('```json') + 7));
    const s = game.position.read(JSON.parse(json));
    expect(game.activeSeats(s)).toEqual([0]);
    expect(game.legalMoves(s, 0)).toContainEqual({
      type: 'MINE',
      country: 'rutland',
      site: 'S5',
      hire: 3,
      safe: false,
    });
  });

  it('refuses positions that cannot happen, naming the place', () => {
    refused((v) => (v.countries.ugl = v.countries.pecora), 'countries');
    refused((v) => (v.countries.pecora.built.MK = { type: 'rail', owner: 0 }), 'countries.pecora.built.MK');
    refused((v) => (v.countries.pecora.built.R1 = { type: 'mine', owner: 0 }), 'countries.pecora.built.R1');
    refused((v) => (v.countries.pecora.built.P1 = { type: 'port', owner: 3 }), 'countries.pecora.built.P1');
    refused((v) => (v.countries.pecora.dice.R1 = { color: 'raw', value: 3 }), 'countries.pecora.dice.R1');
    refused((v) => {
      withBuilt(v, 'pecora', { S1: { type: 'mine', owner: 0 } });
      v.countries.pecora.dice.S1 = { color: 'refined', value: 3 };
    }, 'countries.pecora.dice.S1');
    refused((v) => (v.countries.pecora.demandSpace = 9), 'countries.pecora.demandSpace');
    refused((v) => (v.countries.pecora.demandSpace = 0), 'countries.pecora.regulated');
    refused(
      (v) => (v.countries.pecora.climate.holding = { red: 1, blue: 1 }),
      'countries.pecora.climate.holding',
    );
    refused((v) => (v.countries.pecora.sites.S2 = 'red'), 'countries.pecora.sites');
    // Player rails and ports are unlimited: an old position's counts of them are refused by name.
    refused((v) => Object.assign(v.players[0].supply, { rail: 12 }), 'players[0].supply.rail');
    refused((v) => Object.assign(v.players[1].supply, { port: 5 }), 'players[1].supply.port');
    refused((v) => (v.players[0].investments.RAIL_AUTHORITY = 4), 'players[0].investments.RAIL_AUTHORITY');
    refused((v) => {
      withBuilt(v, 'pecora', { S1: { type: 'mine', owner: 0 }, S2: { type: 'mine', owner: 0 } });
      v.players[0].supply.mine = 6;
    }, 'players[0].supply.mine');
    refused((v) => {
      withBuilt(v, 'pecora', { S1: { type: 'mine', owner: 0 } });
      v.players[0].facilities = [];
    }, 'players[0].facilities');
    refused((v) => (v.turnOrder = [0, 0]), 'turnOrder');
    refused((v) => (v.pending = { seat: 1, decision: 'CONVERT' }), 'pending.decision');
    refused((v) => (v.actionBoard.markers = { E: 'RAIL' }), 'actionBoard.markers');
    refused((v) => (v.emergingMarketRow = 7), 'emergingMarketRow');
    refused((v) => ((v as { playerCount: unknown }).playerCount = 'two'), 'playerCount');
  });
});
