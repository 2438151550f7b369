// The edition data: the shipped files meet every constraint, a broken copy is refused with the file and
// the triangle or hex at fault, and `validate-data` says so on the command line.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EditionError,
  loadEdition,
  makeTheCost,
  shippedFiles,
  validateEdition,
  type RawEdition,
} from '../../src/games/the-cost/index.ts';
import { cli } from '../support/cli.ts';
import { game } from './support.ts';

const DATA = join(import.meta.dirname, '../../src/games/the-cost/data');
const copy = (): RawEdition => structuredClone(shippedFiles);
type AnyMap = {
  triangles: { id: string; row: number; col: number; kind: string; site?: number }[];
  edges: string[][];
  lake?: number[][];
};
const mapOf = (raw: RawEdition, name: string) => raw.maps[`maps/${name}.json`] as AnyMap;
const messages = (raw: RawEdition) =>
  validateEdition(raw).map((v) => `${v.file}|${v.where ?? ''}|${v.message}`);

describe('edition data', () => {
  it('the shipped edition meets every constraint', () => {
    expect(validateEdition(shippedFiles)).toEqual([]);
  });

  it('names the map file and the triangle or path at fault', () => {
    const raw = copy();
    const ugl = mapOf(raw, 'ugl');
    ugl.triangles.find((t) => t.id === 'P3')!.kind = 'rail';
    ugl.triangles.find((t) => t.id === 'S2')!.site = 5;
    ugl.edges.push(['MK', 'R9']);
    mapOf(raw, 'pecora').triangles.push({ id: 'MK2', row: 3, col: 7, kind: 'market' });
    const found = messages(raw);
    expect(found).toContain(
      'maps/ugl.json||industrial sites must be numbered 1..7 exactly once (found 1,3,4,5,5,6,7)',
    );
    expect(found).toContain('maps/ugl.json|path MK-R9|joins triangles that do not share a side');
    expect(found).toContain('maps/pecora.json||exactly one market triangle is needed (found 2)');
  });

  it('checks lakes, connectivity, duplicate paths and unconnected pairs', () => {
    const raw = copy();
    const ugl = mapOf(raw, 'ugl');
    // A lake cell that holds a triangle, and a port moved inland next to the lake.
    ugl.lake!.push([0, 4]);
    const rutland = mapOf(raw, 'rutland');
    rutland.edges = rutland.edges.filter(([a, b]) => !(a === 'R16' || b === 'R16'));
    const pecora = mapOf(raw, 'pecora');
    pecora.edges.push(['R7', 'S5'], ['R4', 'S5'], ['S1', 'R3'], ['R5', 'P2'], ['R3', 'S1']);
    const found = messages(raw);
    expect(found).toContain('maps/ugl.json|lake 0,4|lake cell holds triangle R1');
    expect(found).toContain('maps/rutland.json|R16|is cut off from the rest of the path network');
    expect(
      found.some((m) => m.startsWith('maps/pecora.json||only') && m.includes('side-sharing pairs')),
    ).toBe(true);
    expect(found).toContain('maps/pecora.json|path R3-S1|is listed twice');
  });

  it('checks the action board: corners, markers, legal corners per player count', () => {
    const raw = copy();
    const board = raw.actionBoard as {
      hexes: { id: string; icon: string }[];
      corners: { id: string; hexes: string[] }[];
    };
    board.corners[0].hexes = ['A', 'B', 'S'];
    board.hexes.find((h) => h.id === 'L')!.icon = 'SUBSIDY';
    const found = messages(raw);
    expect(found).toContain('action-board.json|corner V01|hexes A, B, S do not meet at one point');
    expect(found).toContain('action-board.json||no hex shows the MINE icon');
  });

  it('checks countries, tracks and charts', () => {
    const raw = copy();
    const countries = raw.countries as {
      countries: { id: string; exchangeRate: number[]; climate: { red: string[] } }[];
    };
    countries.countries[1].exchangeRate = [2, 3, 1, 4, 4, 5, 6];
    countries.countries[2].climate.red[0] = 'FREE_LUNCH';
    (raw.emergingMarket as { payout: number[][] }).payout[2][3] = 0;
    const found = messages(raw);
    expect(found).toContain(
      'countries.json|rutland|the exchange-rate track needs 7 positive numbers that never decrease',
    );
    expect(found).toContain('countries.json|ugl|unknown climate effect FREE_LUNCH');
    expect(found).toContain(
      'emerging-market.json|payout row 2|a row needs 6 non-negative payouts that never decrease with the die value',
    );
  });

  it('refuses to build an engine from broken data, and plays on another map file', () => {
    const raw = copy();
    const salmo = mapOf(raw, 'salmo');
    salmo.edges = salmo.edges.filter(([a, b]) => a !== 'R16' && b !== 'R16');
    expect(() => loadEdition(raw)).toThrow(EditionError);
    // Another valid map is enough to play on another board: mirror Pecora's map left to right.
    const other = copy();
    const pecora = mapOf(other, 'pecora');
    for (const t of pecora.triangles) t.col = 8 - t.col;
    const mirrored = makeTheCost(loadEdition(other));
    const s = mirrored.setup({ players: 2, countries: ['pecora', 'salmo'] }, 'mirror');
    expect(mirrored.view(s, 'spectator').countries.pecora.open).toHaveLength(23);
    expect(game.id).toBe(mirrored.id);
  });
});

describe('validate-data (CLI)', () => {
  it('passes on the shipped data', async () => {
    const r = await cli(['validate-data'], { games: {} });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^OK/);
  });

  it('names the broken constraint in a broken copy, folder or single map', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'the-cost-data-'));
    cpSync(DATA, dir, { recursive: true });
    const file = join(dir, 'maps/ugl.json');
    const map = JSON.parse(readFileSync(file, 'utf8'));
    map.edges.push(['P3', 'MK']);
    writeFileSync(file, JSON.stringify(map));
    const folder = await cli(['validate-data', dir, '--json'], { games: {} });
    expect(folder.code).toBe(1);
    const report = JSON.parse(folder.out);
    expect(report.ok).toBe(false);
    expect(report.violations).toContainEqual({
      file: 'maps/ugl.json',
      where: 'path P3-MK',
      message: 'joins triangles that do not share a side',
    });
    const single = await cli(['validate-data', file], { games: {} });
    expect(single.code).toBe(1);
    expect(single.out).toContain('ugl.json (path P3-MK): joins triangles that do not share a side');
    writeFileSync(join(dir, 'countries.json'), '{ not json');
    const corrupt = await cli(['validate-data', dir], { games: {} });
    expect(corrupt.code).toBe(1);
    expect(corrupt.out).toContain('countries.json: not valid JSON');
  });

  it('names the broken constraints in a copy that restores the old caps and investment spaces', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'the-cost-data-'));
    cpSync(DATA, dir, { recursive: true });
    const edit = (name: string, change: (json: Record<string, unknown>) => void) => {
      const json = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      change(json);
      writeFileSync(join(dir, name), JSON.stringify(json));
    };
    // Rules version 2: 12 player rails and 5 ports, tracks 0..4 with levels at spaces 2 and 4.
    edit('edition.json', (e) => {
      const player = e.player as { supply: Record<string, number> };
      player.supply = { ...player.supply, rail: 12, port: 5 };
      e.unlimited = (e.unlimited as string[]).filter((x) => x !== 'playerRails' && x !== 'playerPorts');
    });
    edit('investment-tracks.json', (t) => {
      t.spaces = 4;
      t.levelAtSpace = { '2': 1, '4': 2 };
    });
    const r = await cli(['validate-data', dir], { games: {} });
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'edition.json (player.supply): only mines and mills are limited; player rails and ports are unlimited, so the supply lists no rail, port',
    );
    expect(r.out).toContain(
      'edition.json (unlimited): player rails and ports are unlimited: the list lacks playerRails, playerPorts',
    );
    expect(r.out).toContain('investment-tracks.json: each track has spaces 0..3 (the marker starts on 0)');
    expect(r.out).toContain(
      'investment-tracks.json (levelAtSpace): level 1 starts at space 1 (after one $1) and level 2 at space 3 (after three)',
    );
  });
});
