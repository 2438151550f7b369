// `train` makes the same model file from the same seed, byte for byte (and from kept games as from
// games played afresh); `calibrate` measures the analysis on held-out games only and reports the
// baselines, the calibration error and the reliability table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { valueModelStatus } from '../../src/bots/value/index.ts';
import { industrialWaste } from '../../src/games/industrial-waste/index.ts';
import { theCost } from '../../src/games/the-cost/index.ts';
import { cli } from '../support/cli.ts';

const games = { 'industrial-waste': industrialWaste, 'the-cost': theCost };

describe('cli train', () => {
  it('retrains a small model to the same bytes, whether its games are played again or kept', async () => {
    const args = ['train', '--game', 'industrial-waste', '--games', '4', '--seed', 'small', '--json'];
    const first = await cli([...args, '--out', 'a.json', '--records', 'games.jsonl'], { games });
    expect(first.code, first.err).toBe(0);
    const summary = JSON.parse(first.out);
    expect(summary).toMatchObject({ game: 'industrial-waste', games: 4 });
    expect(summary.positions).toBeGreaterThan(100);
    const again = await cli([...args, '--out', 'b.json'], { games, cwd: first.cwd });
    expect(again.code, again.err).toBe(0);
    const kept = await cli([...args, '--out', 'c.json', '--records', 'games.jsonl'], {
      games,
      cwd: first.cwd,
    });
    expect(kept.code, kept.err).toBe(0);
    const a = readFileSync(join(first.cwd, 'a.json'), 'utf8');
    expect(readFileSync(join(first.cwd, 'b.json'), 'utf8')).toBe(a);
    expect(readFileSync(join(first.cwd, 'c.json'), 'utf8')).toBe(a);
    // Four games were kept once, not appended again by the run that read them.
    expect(readFileSync(join(first.cwd, 'games.jsonl'), 'utf8').trim().split('\n')).toHaveLength(4);
    const model = JSON.parse(a);
    expect(model).toMatchObject({ game: 'industrial-waste', rulesVersion: industrialWaste.rulesVersion });
    expect(model.training).toMatchObject({ seed: 'small', games: 4, players: [2, 3, 4, 3] });
    // The file is a usable model of the game.
    expect(valueModelStatus(industrialWaste, model).reason).toBeNull();
  });

  it("retrains the analysis's model that reads the public money to the same bytes", async () => {
    const args = ['train', '--game', 'industrial-waste', '--games', '3', '--seed', 'small', '--public-money'];
    const first = await cli([...args, '--out', 'a.json', '--json'], { games });
    expect(first.code, first.err).toBe(0);
    const again = await cli([...args, '--out', 'b.json', '--json'], { games, cwd: first.cwd });
    expect(again.code, again.err).toBe(0);
    const a = readFileSync(join(first.cwd, 'a.json'), 'utf8');
    expect(readFileSync(join(first.cwd, 'b.json'), 'utf8')).toBe(a);
    const model = JSON.parse(a);
    expect(model.features.names).toContain('publicMoney');
    expect(valueModelStatus(industrialWaste, model, true).reason).toBeNull();
    expect(valueModelStatus(industrialWaste, model).reason).toMatch(/features version/);
  });

  it('refuses bad options with a sentence', async () => {
    const knots = await cli(['train', '--game', 'industrial-waste', '--knots', '0,0.7,0.5,1'], { games });
    expect(knots.code).toBe(1);
    expect(knots.err).toMatch(/--knots: increasing progress points from 0 to 1/);
    const explore = await cli(['train', '--game', 'industrial-waste', '--explore', '2'], { games });
    expect(explore.code).toBe(1);
    expect(explore.err).toMatch(/--explore: "2" is not a number from 0 to 1/);
    const rollout = await cli(['train', '--game', 'industrial-waste', '--rollout-games', '3'], { games });
    expect(rollout.code).toBe(1);
    expect(rollout.err).toMatch(/--rollout-games: industrial-waste has no late playouts/);
    const more = await cli(['train', '--game', 'the-cost', '--games', '2', '--rollout-games', '3'], {
      games,
    });
    expect(more.code).toBe(1);
    expect(more.err).toMatch(/--rollout-games: at most --games \(2\)/);
    const money = await cli(['train', '--game', 'the-cost', '--public-money'], { games });
    expect(money.code).toBe(1);
    expect(money.err).toMatch(/--public-money: the-cost has no model reading the public money/);
  });
});

describe('cli calibrate', () => {
  it("refuses the model's own training games", async () => {
    const seed = valueModelStatus(industrialWaste).model!.training.seed;
    const r = await cli(['calibrate', '--game', 'industrial-waste', '--games', '1', '--seed', seed], {
      games,
    });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/was trained on this seed's games/);
  });

  it('reports per tenth the analysis beside the baselines, with the calibration error', async () => {
    const r = await cli(
      [
        'calibrate',
        '--game',
        'industrial-waste',
        '--players',
        '3',
        '--games',
        '2',
        '--seed',
        'cal-test',
        '--json',
      ],
      { games },
    );
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({ game: 'industrial-waste', players: 3, games: 2, seed: 'cal-test' });
    expect(report.estimator).toMatch(/^model:/);
    expect(report.tenths).toHaveLength(10);
    for (const t of report.tenths) {
      expect(t.positions).toBe(2);
      expect(Object.keys(t.brier).sort()).toEqual(['analysis', 'leader', 'uniform']);
      expect(t.winnerChance.uniform).toBeCloseTo(1 / 3, 3);
      expect(typeof t.beatsBaselines).toBe('boolean');
    }
    // At the setup every seat stands alike: uniform and the leader baseline agree.
    expect(report.tenths[0].brier.leader).toBeCloseTo(report.tenths[0].brier.uniform, 6);
    expect(report.tenths[0].brier.analysis).toBeCloseTo(report.tenths[0].brier.uniform, 9);
    expect(report.reliability.analysis).toHaveLength(10);
    expect(report.reliability.analysis.reduce((a: number, b: { count: number }) => a + b.count, 0)).toBe(60);
    expect(report.ece.analysis).toBeGreaterThanOrEqual(0);
    expect(report.medianAnalysisMs).toBeGreaterThan(0);
    expect(report.medianAnalysisCpuMs).toBeGreaterThan(0);
  });
});
