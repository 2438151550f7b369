// The shipped guided first games replay against the engines: every move is legal in its turn (the person's
// exactly as listed, so the web client can find it among the legal moves), every sentence's promise holds
// (`expect`). The bots' moves are the file's own (the server's bots play them on the guided path), so a
// change to a bot cannot break a tutorial; a rules change that does fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesFigures } from './figures.ts';
import { findGame } from '../../src/games/registry.ts';
import {
  checkTutorialMoves,
  Match,
  runScenario,
  sameJson,
  tutorialProgress,
  tutorialScenario,
  tutorialSchema,
  tutorialSeat,
} from '../../src/kernel/index.ts';

const files = readdirSync('tutorials').filter((f) => f.endsWith('.json'));

describe('tutorial files', () => {
  it('one per shipped game', () => {
    expect(files.sort()).toEqual(['industrial-waste.json', 'the-cost.json']);
  });

  for (const file of files) {
    const t = tutorialSchema.parse(JSON.parse(readFileSync(`tutorials/${file}`, 'utf8')));
    const game = findGame(t.game);

    it(`${file}: replays as a scenario`, () => {
      const result = runScenario(game, tutorialScenario(t));
      expect(result.failure ?? null).toBeNull();
      expect(result.passed).toBe(true);
    });

    it(`${file}: every listed move is legal in its turn, the person's as the engine lists them`, () => {
      expect(() => checkTutorialMoves(game, t)).not.toThrow();
      const person = tutorialSeat(t);
      const match = Match.create(game, t.setup.options, t.setup.seed);
      t.steps.forEach((step, i) => {
        expect(match.activeSeats(), `step ${i + 1}`).toEqual([step.seat]);
        if (step.seat === person)
          expect(
            match.legalMoves(person).some((m) => sameJson(m, step.move)),
            `step ${i + 1}: ${JSON.stringify(step.move)}`,
          ).toBe(true);
        match.move(step.seat, step.move);
      });
      // The hand-over comes when the person is to move again, with the game still on.
      expect(match.outcome()).toBeNull();
      expect(match.activeSeats()).toEqual([person]);
    });

    it(`${file}: says something in English and Italian at every guided move`, () => {
      const person = tutorialSeat(t);
      const guided = t.steps.filter((s) => s.seat === person);
      expect(guided.length).toBeGreaterThanOrEqual(4);
      for (const s of guided) {
        expect(s.say?.en.length).toBeGreaterThan(20);
        expect(s.say?.it.length).toBeGreaterThan(20);
        expect(s.say?.it).not.toBe(s.say?.en);
      }
    });
  }

  it('a guided move that the engine refuses fails the replay', () => {
    const t = tutorialSchema.parse(JSON.parse(readFileSync('tutorials/the-cost.json', 'utf8')));
    const broken = structuredClone(t);
    (broken.steps[0].move as { country: string }).country = 'ugl';
    expect(runScenario(findGame(t.game), tutorialScenario(broken)).passed).toBe(false);
  });

  it('a tutorial without a sentence at a guided move is not valid', () => {
    const raw = JSON.parse(readFileSync('tutorials/industrial-waste.json', 'utf8')) as {
      steps: { say?: unknown }[];
    };
    delete raw.steps[0].say;
    expect(tutorialSchema.safeParse(raw).success).toBe(false);
  });
});

describe('rules page figures', () => {
  it('are the views at the hand-over of the guided games (npx tsx scripts/record-figures.ts)', () => {
    const file = JSON.parse(readFileSync('src/web/rules/figures.json', 'utf8')) as unknown;
    expect(file).toEqual(rulesFigures());
  });
});

describe('progress along a tutorial', () => {
  const t = tutorialSchema.parse(JSON.parse(readFileSync('tutorials/the-cost.json', 'utf8')));
  const listed = t.steps.map(({ seat, move }) => ({ seat, move }));
  const other = { seat: 0, move: { type: 'SELECT_COUNTRY', country: 'pecora' } };

  it('counts the listed moves made in order, and is left at the first other move', () => {
    expect(tutorialProgress(t, [])).toEqual({ step: 0, offPath: false });
    expect(tutorialProgress(t, listed.slice(0, 3))).toEqual({ step: 3, offPath: false });
    expect(tutorialProgress(t, [other])).toEqual({ step: 0, offPath: true });
    // Back on a listed move later does not put the game back on the path.
    expect(tutorialProgress(t, [other, listed[1]])).toEqual({ step: 0, offPath: true });
    // The right move by the wrong seat is another move too.
    expect(tutorialProgress(t, [{ ...listed[0], seat: 1 }])).toEqual({ step: 0, offPath: true });
  });

  it('is free play after the last listed move, not a departure', () => {
    const after = [...listed, { seat: 0, move: { type: 'END_TURN' } }];
    expect(tutorialProgress(t, after)).toEqual({ step: t.steps.length, offPath: false });
  });
});
