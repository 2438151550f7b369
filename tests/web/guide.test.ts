// The guided game's bookkeeping in the client: which step is due, and what to highlight in a decision.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LegalMove, TutorialFile } from '../../src/shared/api.ts';
import { guideMark, guideState, sameMove } from '../../src/web/learn/guide.ts';
import { plan, type Planner } from '../../src/web/play/decision.ts';
import { rulesLink } from '../../src/web/rules/index.ts';
import { parseRoute } from '../../src/web/ui/router.ts';

const t = JSON.parse(readFileSync('tutorials/the-cost.json', 'utf8')) as TutorialFile;
const lm = (move: unknown): LegalMove => ({
  move,
  final: true,
  label: { en: JSON.stringify(move), it: JSON.stringify(move) },
});

describe('guide state', () => {
  const at = (step: number, offPath = false) => ({ step, offPath });
  it('asks for the listed move when it is legal, else says the person left the path', () => {
    const first = t.steps[0].move;
    const other = { type: 'SELECT_COUNTRY', country: 'pecora' };
    expect(guideState(t, at(0), [lm(other), lm(first)], true)).toMatchObject({
      kind: 'do',
      index: 0,
      guided: 1,
      total: 8,
    });
    expect(guideState(t, at(0), [lm(other)], true)).toEqual({ kind: 'off-path' });
  });
  it('says the person left the path as soon as the server says a move was not the listed one', () => {
    // Pecora chosen instead of Rutland: the next listed move (a corner) is still legal, and the
    // person still to move, yet the guide is left at once.
    expect(guideState(t, at(0, true), [lm(t.steps[1].move)], true)).toEqual({ kind: 'off-path' });
    expect(guideState(t, at(0, true), [], false)).toEqual({ kind: 'off-path' });
  });
  it('waits during the bots’ moves, hands over after the last listed move', () => {
    const bot = t.steps.findIndex((s) => s.seat === 1);
    expect(guideState(t, at(bot), [], false)).toEqual({ kind: 'bot' });
    expect(guideState(t, at(t.steps.length), [lm({ type: 'PASS' })], true)).toEqual({ kind: 'hand-over' });
  });
  it('compares moves whatever the key order', () => {
    expect(sameMove({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameMove({ a: 1 }, { a: 2 })).toBe(false);
  });
});

describe('guide mark', () => {
  const planner: Planner = {
    levels: () => [
      {
        id: 'country',
        facet: (m) => {
          const c = (m.move as { country: string }).country;
          return { key: c, label: { en: c, it: c }, target: `country:${c}` };
        },
        prompt: () => ({ en: 'Which?', it: 'Quale?' }),
      },
    ],
    confirmWords: () => ({ en: 'Sure?', it: 'Sicuro?' }),
  };
  const moves = [lm({ country: 'a', n: 1 }), lm({ country: 'b', n: 1 }), lm({ country: 'b', n: 2 })];
  it('marks the choice whose group holds the move, with its board target', () => {
    expect(guideMark(plan(planner, moves, []), null, { country: 'b', n: 1 })).toEqual({
      choiceKey: 'b',
      target: 'country:b',
    });
  });
  it('marks the confirm button once the move is the one ready, nothing for another move', () => {
    expect(guideMark(plan(planner, [moves[0]], []), null, { country: 'a', n: 1 })).toEqual({ confirm: true });
    expect(guideMark(plan(planner, [moves[0]], []), null, { country: 'b', n: 1 })).toBeNull();
  });
});

describe('routes and rules links', () => {
  it('parses the rules and learn pages and the guide flag', () => {
    expect(parseRoute('/rules/the-cost', '')).toMatchObject({ name: 'rules', game: 'the-cost' });
    expect(parseRoute('/learn/industrial-waste', '')).toMatchObject({
      name: 'learn',
      game: 'industrial-waste',
    });
    expect(parseRoute('/play/g1', '?token=x&guide=1')).toMatchObject({ name: 'play', guide: true });
    expect(parseRoute('/play/g1', '?token=x')).toMatchObject({ name: 'play', guide: false });
  });
  it('links a pending decision to its rules section', () => {
    expect(rulesLink('the-cost', { pending: { decision: 'WORK' } })).toBe('/rules/the-cost#phase-3');
    expect(rulesLink('the-cost', { pending: { decision: 'INVEST_OR_PASS' } })).toBe(
      '/rules/the-cost#investing',
    );
    expect(rulesLink('industrial-waste', { pending: { decision: 'bid' } })).toBe(
      '/rules/industrial-waste#auction',
    );
    expect(rulesLink('industrial-waste', { pending: null })).toBe('/rules/industrial-waste');
  });
});

describe('rules pages', () => {
  it('have a section for every decision the table links to, each in both languages', async () => {
    const { theCostRules } = await import('../../src/web/rules/the-cost.tsx');
    const { industrialWasteRules } = await import('../../src/web/rules/industrial-waste.tsx');
    const { rulesSectionIds } = await import('../../src/web/rules/index.ts');
    for (const rules of [theCostRules, industrialWasteRules]) {
      const ids = rules.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of Object.values(rulesSectionIds[rules.game as keyof typeof rulesSectionIds]))
        expect(ids).toContain(id);
      for (const s of rules.sections)
        for (const p of [s.title, ...s.paragraphs, ...(s.points ?? [])]) {
          expect(p.en.length).toBeGreaterThan(3);
          expect(p.it.length).toBeGreaterThan(3);
        }
      for (const g of rules.glossary()) expect(g.meaning.it).not.toBe(g.meaning.en);
    }
  });
});
