// The debrief in phases: the key moments of every table come from the analysis made as each table
// ended, so that once the last table is over and its analysis stored, the debrief has every table's
// moments without any further estimate; the analysis is kept across a restart; each moment links to
// the replay and plays on from the position before its move.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import type { PositionChances } from '../../src/shared/api.ts';
import type { CostClassReport } from '../../src/shared/classroom.ts';
import type { ClassDebrief, CostOfTheCost, KeyMoment } from '../../src/shared/debrief.ts';
import { biggestSwings } from '../../src/shared/swings.ts';
import { finishedClassroom, newClassroom } from '../support/classrooms.ts';
import { databases } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A random bot's seat named in both languages, whatever the classroom's own language. */
const botNames = (seat: number) => ({ en: `Bot ${seat + 1} (random)`, it: `Bot ${seat + 1} (casuale)` });

/** Every text of a key moment comes in both languages, so a page in either shows it in its own. */
function expectBothLanguages(m: KeyMoment): void {
  expect(m.name).toEqual(botNames(m.seat));
  expect(m.moverName).toEqual(m.mover === null ? null : botNames(m.mover));
  expect(m.move.en.length).toBeGreaterThan(0);
  expect(m.move.it.length).toBeGreaterThan(0);
}

describe.each(databases)('the debrief in phases on $name', ({ make }) => {
  const t = suiteServer(make, {}, { games, gameModules: [registryModule] });

  it(
    'The Cost: every table’s key moments are ready once the tables end, with no estimate made for the answer',
    { timeout: 300_000 },
    async () => {
      const made = await newClassroom(t, {
        game: 'the-cost',
        tables: 2,
        humansPerTable: 0,
        botLevel: 'random',
        seed: 'phases',
      });
      const { classroomId: id, teacherToken: token } = made;
      const early = (await call(`${t.url}/api/classrooms/${id}/debrief`, { token })).body as ClassDebrief;
      expect(early.classroomId).toBe(id);

      const c = await finishedClassroom(t, made);
      // The tables were analysed as each ended; nothing more is estimated once that work is done.
      await t.server.classrooms.endsSettled();
      const estimated = t.server.analysis.estimated;
      expect(estimated).toBe(sum(c.tables.map((x) => x.moveCount + 1)));
      const res = await call(`${t.url}/api/classrooms/${id}/debrief`, { token });
      expect(res.status).toBe(200);
      const d = res.body as ClassDebrief;
      expect(t.server.analysis.estimated).toBe(estimated);
      expect(d.status).toBe('finished');
      expect(d.ready).toBe(true);
      expect(d.tables.map((x) => x.status)).toEqual(['ready', 'ready']);

      // What happened: the class report, and the bans in the order they came.
      const report = d.report as CostClassReport;
      expect(report).toEqual(c.report);
      expect(d.banTimeline).toHaveLength(report.bans.length);
      for (let i = 1; i < d.banTimeline.length; i++) {
        const [a, b] = [d.banTimeline[i - 1], d.banTimeline[i]];
        expect(a.round * 10 + a.phase).toBeLessThanOrEqual(b.round * 10 + b.phase);
      }

      // What it cost: each company's deaths against its money, and its safe and unsafe work.
      const cost = d.cost as CostOfTheCost;
      expect(cost.game).toBe('the-cost');
      expect(cost.deaths).toBe(report.deaths);
      expect(cost.money).toBe(sum(report.players.map((p) => p.money)));
      for (const [i, p] of cost.players.entries()) {
        const game = (await call(`${t.url}/api/games/${c.tables[p.table - 1].gameId}`)).body;
        const details = game.outcome.details;
        expect(p.money).toBe(report.players[i].money);
        expect(p.deaths).toBe(report.players[i].deaths);
        expect(p.deathsPer100).toBe(p.money > 0 ? Math.round((p.deaths * 10_000) / p.money) / 100 : null);
        expect(p.safeWork).toBe(sum(details.safeWork[p.seat]));
        expect(p.unsafeWork).toBe(sum(details.unsafeWork[p.seat]));
        expect(p.safetyResources).toBe(sum(details.safetyResources[p.seat]));
      }
      // Random bots work unsafely: a cost phase with no unsafe work would test nothing here.
      expect(sum(cost.players.map((p) => p.unsafeWork))).toBeGreaterThan(0);

      // Why: the biggest changes of the stored chances, the game's end left out, each linked to its replay.
      for (const table of d.tables) {
        const analysis = (await call(`${t.url}/api/games/${table.gameId}/analysis`)).body;
        expect(analysis.status).toBe('ready');
        const moves = (analysis.moves as PositionChances[]).filter((m) => m.n < table.moveCount);
        const swings = biggestSwings(moves, 3, 5);
        expect(table.moments.map((m) => [m.n, m.seat, m.delta])).toEqual(
          swings.map((s) => [s.n, s.seat, s.delta]),
        );
        expect(table.moments.length).toBeGreaterThan(0);
        const game = (await call(`${t.url}/api/games/${table.gameId}?texts=full`)).body;
        for (const m of table.moments) {
          const line = game.log.find((l: { n: number }) => l.n === m.n);
          expect(m.mover).toBe(line.seat);
          expect(m.move.en).toBe(line.entries.map((e: { text: { en: string } }) => e.text.en).join(' '));
          expectBothLanguages(m);
          expect(Math.abs(m.after - m.before - m.delta)).toBeLessThanOrEqual(1);
          expect(m.replayLink.endsWith(`/play/${table.gameId}?replay=${m.n}`)).toBe(true);
          expect(m.playFrom).toBe(m.n - 1);
        }
      }
      // What next: the questions, in both languages.
      expect(d.prompts.length).toBeGreaterThan(3);
      for (const p of d.prompts) expect(p.it && p.en).toBeTruthy();

      // What if: play on from the first table's first key moment, the position before its move.
      const first = d.tables[0];
      const m = first.moments[0];
      const fork = await call(`${t.url}/api/games/${first.gameId}/fork`, {
        body: { at: m.playFrom, seats: [{ kind: 'bot', level: 'random' }, { kind: 'human' }] },
      });
      expect(fork.status).toBe(201);
      const was = (await call(`${t.url}/api/games/${first.gameId}/positions/${m.playFrom}`)).body;
      const start = (await call(`${t.url}/api/games/${fork.body.gameId}/positions/0`)).body;
      expect(start.view).toEqual(was.view);

      // Only the teacher reads it; bad ids are refused.
      expect((await call(`${t.url}/api/classrooms/${id}/debrief`)).status).toBe(403);
      expect((await call(`${t.url}/api/classrooms/${id}/debrief`, { token: 'nope' })).status).toBe(403);
      expect((await call(`${t.url}/api/classrooms/nope/debrief`, { token })).status).toBe(404);

      // Kept across a restart: the new server answers the same moments without estimating anything.
      await t.restart();
      const again = (await call(`${t.url}/api/classrooms/${id}/debrief`, { token })).body as ClassDebrief;
      expect(again.ready).toBe(true);
      expect(again.tables).toEqual(d.tables);
      expect(t.server.analysis.estimated).toBe(0);
    },
  );

  it(
    'Industrial Waste: each factory’s waste, fines and bribes, and the tables’ key moments',
    { timeout: 300_000 },
    async () => {
      const made = await newClassroom(t, {
        game: 'industrial-waste',
        tables: 2,
        humansPerTable: 0,
        botLevel: 'random',
        seed: 'phases-iw',
        lang: 'it',
      });
      const { classroomId: id, teacherToken: token } = made;
      const c = await finishedClassroom(t, made);
      await t.server.classrooms.endsSettled();
      const before = t.server.analysis.estimated;
      const d = (await call(`${t.url}/api/classrooms/${id}/debrief`, { token })).body as ClassDebrief;
      expect(t.server.analysis.estimated).toBe(before);
      expect(d.ready).toBe(true);
      expect(d.banTimeline).toEqual([]);
      expect(d.cost?.game).toBe('industrial-waste');
      if (d.cost?.game !== 'industrial-waste') return;
      const report = c.report as {
        players: { waste: number; fines: number; bribes: number; score: number }[];
      };
      expect(d.cost.players.map((p) => [p.waste, p.fines, p.bribes, p.score])).toEqual(
        report.players.map((p) => [p.waste, p.fines, p.bribes, p.score]),
      );
      for (const table of d.tables) {
        expect(table.status).toBe('ready');
        for (const m of table.moments) {
          expect(m.n).toBeLessThan(table.moveCount);
          // An Italian classroom: the English page still reads every name in English.
          expectBothLanguages(m);
        }
      }
    },
  );
});
