import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ticTacToe } from '../support/tictactoe.ts';
import { cli } from '../support/cli.ts';

const games = { 'tic-tac-toe': ticTacToe };

describe('CLI', () => {
  it('lists every command in --help, and each command explains its flags with an example', async () => {
    const top = await cli(['--help'], { games });
    expect(top.code).toBe(0);
    for (const c of ['simulate', 'play', 'replay', 'scenario', 'bench', 'analyse', 'calibrate']) {
      expect(top.out).toContain(c);
      const h = await cli([c, '--help'], { games });
      expect(h.code).toBe(0);
      expect(h.out).toMatch(/Example/);
    }
  });

  it('gives a one-line error and a non-zero exit code on bad input', async () => {
    const cases = [
      ['simulate', '--game', 'chess'],
      ['simulate', '--game', 'tic-tac-toe', '--players', '3'],
      ['simulate', '--game', 'tic-tac-toe', '--games', 'many'],
      ['simulate', '--game', 'tic-tac-toe', '--bots', 'genius'],
      ['replay', 'missing.json'],
      ['scenario', 'nowhere'],
      ['frobnicate'],
    ];
    for (const argv of cases) {
      const r = await cli(argv, { games });
      expect(r.code, argv.join(' ')).not.toBe(0);
      expect(r.err.trim().split('\n')[0], argv.join(' ')).toMatch(/error/);
    }
  });

  it('simulate reports games, errors, speed, length and wins; JSON on request', async () => {
    const r = await cli(['simulate', '--game', 'tic-tac-toe', '--games', '50', '--seed', '7', '--json'], {
      games,
    });
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s).toMatchObject({ game: 'tic-tac-toe', games: 50, errors: 0 });
    expect(s.moves).toBeGreaterThanOrEqual(50 * 5);
    expect(s.gamesPerSecond).toBeGreaterThan(0);
    expect(s.winsPerSeat['2']).toHaveLength(2);
    expect(s.winsPerBot.random.played).toBe(100);
    const again = await cli(['simulate', '--game', 'tic-tac-toe', '--games', '50', '--seed', '7', '--json'], {
      games,
    });
    expect(JSON.parse(again.out).moves).toBe(s.moves);
  });

  it('simulate saves each failing game as a replayable record', async () => {
    const broken = {
      ...ticTacToe,
      id: 'broken',
      apply: (s: never, seat: number, m: never) => {
        const next = ticTacToe.apply(s, seat, m) as { cells: unknown[] };
        if (next.cells.filter((c) => c !== null).length === 3) throw new Error('boom on the third mark');
        return next;
      },
    };
    const r = await cli(['simulate', '--game', 'broken', '--games', '3', '--json', '--failures', 'fails'], {
      games: { broken } as never,
    });
    expect(r.code).toBe(3);
    const s = JSON.parse(r.out);
    expect(s.errors).toBe(3);
    const files = readdirSync(join(r.cwd, 'fails'));
    expect(files).toHaveLength(3);
    const rec = JSON.parse(readFileSync(join(r.cwd, 'fails', files[0]), 'utf8'));
    expect(rec.moves).toHaveLength(2);
    expect(rec.error.message).toMatch(/boom/);
    // The record replays up to the failure with the real game.
    const rp = await cli(['replay', join(r.cwd, 'fails', files[0]), '--json'], {
      games: { broken: ticTacToe } as never,
    });
    expect(rp.code, rp.err).not.toBe(0); // game id "broken" vs ticTacToe.id: refused with a clear message
    expect(rp.err).toMatch(/not of "tic-tac-toe"/);
  });

  it('replay prints the final hash and outcome; another rules version is refused', async () => {
    const sim = await cli(['simulate', '--game', 'tic-tac-toe', '--games', '1', '--json'], { games });
    expect(sim.code).toBe(0);
    const { Match, pick, rngFromSeed } = await import('../../src/kernel/index.ts');
    const m = Match.create(ticTacToe, { players: 2 }, 'r');
    const rng = rngFromSeed('r');
    while (!m.outcome()) m.move(m.activeSeats()[0], pick(rng, m.legalMoves(m.activeSeats()[0])));
    const dir = sim.cwd;
    writeFileSync(join(dir, 'rec.json'), JSON.stringify(m.record()));
    const r = await cli(['replay', 'rec.json', '--json'], { games, cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ hash: m.hash(), moves: m.moveCount, outcome: m.outcome() });
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ ...m.record(), rulesVersion: 0 }));
    const old = await cli(['replay', 'old.json'], { games, cwd: dir });
    expect(old.code).toBe(1);
    expect(old.err).toMatch(/rules version 0/);
    writeFileSync(join(dir, 'bad.json'), '{not json');
    expect((await cli(['replay', 'bad.json'], { games, cwd: dir })).err).toMatch(/not valid JSON/);
  });

  it('scenario runs a folder and reports the first difference', async () => {
    const sim = await cli(['--help'], { games });
    const dir = join(sim.cwd, 'sc');
    mkdirSync(join(dir, 'sub'), { recursive: true });
    const base = { game: 'tic-tac-toe', setup: { options: { players: 2, firstPlayer: 0 }, seed: 1 } };
    writeFileSync(
      join(dir, 'ok.json'),
      JSON.stringify({
        ...base,
        title: 'ok',
        steps: [{ seat: 0, move: { type: 'MARK', cell: 4 }, expect: [{ path: 'cells[4]', equals: 0 }] }],
      }),
    );
    writeFileSync(
      join(dir, 'sub', 'bad.json'),
      JSON.stringify({
        ...base,
        title: 'bad',
        steps: [{ seat: 0, move: { type: 'MARK', cell: 4 }, expect: [{ path: 'cells[4]', equals: 1 }] }],
      }),
    );
    const r = await cli(['scenario', dir, '--json'], { games });
    expect(r.code).toBe(1);
    const res = JSON.parse(r.out);
    expect(res).toMatchObject({ passed: 1, failed: 1 });
    expect(res.results[1].failure).toMatchObject({
      path: 'view(spectator).cells[4]',
      expected: 1,
      actual: 0,
    });
    const ok = await cli(['scenario', join(dir, 'ok.json')], { games });
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/PASS/);
  });

  it('play: a human picks numbered moves, bad input is refused with the rule sentence, the game ends', async () => {
    const input =
      ['x', '99', '{"type":"MARK","cell":42}', ...Array.from({ length: 9 }, () => '1')].join('\n') + '\n';
    const r = await cli(
      [
        'play',
        '--game',
        'tic-tac-toe',
        '--seats',
        'human,random',
        '--seed',
        '3',
        '--options',
        '{"firstPlayer":0}',
      ],
      { games, input },
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/1\. mark 0/);
    expect(r.out).toMatch(/There is no choice 99/);
    expect(r.out).toMatch(/Refused: There is no cell 42/);
    expect(r.out).toMatch(/Game over/);
  });

  it('play: a refusal is shown in the chosen language', { timeout: 60_000 }, async () => {
    const { theCost } = await import('../../src/games/the-cost/index.ts');
    const r = await cli(
      [
        'play',
        '--game',
        'the-cost',
        '--seats',
        'human,random',
        '--seed',
        '3',
        '--lang',
        'it',
        '--options',
        '{"turnOrder":[0,1]}',
      ],
      { games: { 'the-cost': theCost }, input: '{"type":"END_TURN"}\nq\n' },
    );
    expect(r.out).toMatch(/Rifiutata: Ora devi scegliere una nazione: END_TURN non è una mossa di quel tipo/);
  });

  it('bench lists and runs benchmarks as JSON', { timeout: 60_000 }, async () => {
    const r = await cli(['bench', '--json', '--seconds', '0.2'], { games });
    expect(r.code).toBe(0);
    const b = JSON.parse(r.out);
    expect(b.results[0]).toMatchObject({ name: 'tic-tac-toe/random-playouts' });
    expect(b.results[0].gamesPerSecond).toBeGreaterThan(0);
  });
});
