import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { estimateState } from '../../src/bots/analysis/analyse-record.ts';
import { searchEstimator } from '../../src/bots/analysis/estimator.ts';
import { analysisChances } from '../../src/bots/value/chances.ts';
import { PublicMoneyCounter } from '../../src/bots/value/public-transactions.ts';
import { industrialWaste } from '../../src/games/industrial-waste/index.ts';
import { Match, randomInt, rngFromSeed } from '../../src/kernel/index.ts';
import { cli } from '../support/cli.ts';

const games = { 'industrial-waste': industrialWaste };

describe('cli analyse', () => {
  it("prints every position's win probabilities of a record, the same as the analysis gives", async () => {
    const match = Match.create(industrialWaste, { players: 3 }, 'cli-analyse');
    const rng = rngFromSeed('moves');
    const states = [match.state];
    for (let i = 0; i < 12; i++) {
      const seat = match.activeSeats()[0];
      const legal = match.legalMoves(seat);
      match.move(seat, legal[randomInt(rng, legal.length)]);
      states.push(match.state);
    }
    const cwd = mkdtempSync(join(tmpdir(), 'ext-analyse-'));
    writeFileSync(join(cwd, 'game.json'), JSON.stringify(match.record()));
    const r = await cli(['analyse', 'game.json', '--search', '--iterations', '15', '--json'], { games, cwd });
    expect(r.code, r.err).toBe(0);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ game: 'industrial-waste', estimator: 'search:15' });
    expect(out.moves.map((m: { n: number }) => m.n)).toEqual([...Array(13).keys()]);
    for (const m of out.moves) {
      expect(m.winProbability).toHaveLength(3);
      expect(Math.abs(m.winProbability.reduce((a: number, b: number) => a + b, 0) - 1)).toBeLessThan(1e-9);
    }
    const seventh = estimateState({
      game: industrialWaste,
      state: states[7],
      n: 7,
      gameSeed: 'cli-analyse',
      estimator: searchEstimator(15),
    });
    expect(out.moves[7]).toEqual(seventh);
  });

  it("by default gives the trained model's chances from the spectator's view", async () => {
    const match = Match.create(industrialWaste, { players: 3 }, 'cli-analyse-model');
    const rng = rngFromSeed('model moves');
    const states = [match.state];
    // Industrial Waste's analysis also reads every seat's money as the public log counts it.
    const counter = new PublicMoneyCounter(industrialWaste, 3);
    const money = [counter.money];
    for (let i = 0; i < 20; i++) {
      const seat = match.activeSeats()[0];
      const legal = match.legalMoves(seat);
      const move = legal[randomInt(rng, legal.length)];
      const before = match.state;
      match.move(seat, move);
      counter.move(before, match.state, seat, move);
      states.push(match.state);
      money.push(counter.money);
    }
    const cwd = mkdtempSync(join(tmpdir(), 'ext-analyse-'));
    writeFileSync(join(cwd, 'game.json'), JSON.stringify(match.record()));
    const r = await cli(['analyse', 'game.json', '--json'], { games, cwd });
    expect(r.code, r.err).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.estimator).toMatch(/^model:[0-9a-f]{16}$/);
    expect(out.moves.map((m: { winProbability: number[] }) => m.winProbability)).toEqual(
      states.map((s, i) => analysisChances(industrialWaste, s, undefined, money[i])),
    );
    const refused = await cli(['analyse', 'game.json', '--iterations', '5'], { games, cwd });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/--iterations goes with --search/);
  });

  it('refuses a file that is not a record, with a sentence', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'ext-analyse-'));
    writeFileSync(join(cwd, 'x.json'), '{"hello": 1}');
    const r = await cli(['analyse', 'x.json'], { games, cwd });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/is not a match record/);
  });
});
