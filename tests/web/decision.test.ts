// The multi-step decision builder offers exactly the legal moves, step by step, and never invents one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegalMove } from '../../src/shared/api.ts';
import { boardTargets, plan, type Level, type Planner } from '../../src/web/play/decision.ts';

const t = (s: string) => ({ en: s, it: s });
/** A legal move; one with three workers spends (the server would say so). */
const lm = (move: Record<string, unknown>): LegalMove => ({
  move,
  final: false,
  label: t(JSON.stringify(move)),
  ...(move.hire === 3 ? { spends: true as const, detail: t('costs lives') } : {}),
});

const field =
  (name: string): Level['facet'] =>
  (m) => {
    const v = (m.move as Record<string, unknown>)[name];
    return v === undefined ? null : { key: String(v), label: t(`${name} ${v}`), target: `${name}:${v}` };
  };

const build: Planner = {
  levels: () => [
    { id: 'site', facet: field('site'), prompt: () => t('Where?') },
    { id: 'column', facet: field('column'), prompt: () => t('Which column?') },
    { id: 'hire', facet: field('hire'), prompt: () => t('How many workers?'), alwaysAsk: true },
  ],
};

const moves = [
  lm({ type: 'BUILD', site: 'S1', column: 2, hire: 1 }),
  lm({ type: 'BUILD', site: 'S1', column: 2, hire: 2 }),
  lm({ type: 'BUILD', site: 'S5', column: 2, hire: 1 }),
  lm({ type: 'BUILD', site: 'S5', column: 3, hire: 3 }),
  lm({ type: 'END_TURN' }),
];

describe('decision plan', () => {
  it('asks the first question over every move, keeping moves the level does not concern as choices', () => {
    const p = plan(build, moves, []);
    expect(p.kind).toBe('choose');
    if (p.kind !== 'choose') return;
    expect(p.step.prompt.en).toBe('Where?');
    expect(p.step.choices.map((c) => c.key)).toEqual(['S1', 'S5', 'move:4']);
    expect(p.step.choices[0].target).toBe('site:S1');
  });

  it('skips a step with a single possibility and records it', () => {
    const p = plan(build, moves, ['S1']);
    expect(p.kind).toBe('choose');
    if (p.kind !== 'choose') return;
    expect(p.step.prompt.en).toBe('How many workers?');
    expect(p.crumbs.map((c) => [c.levelId, c.chosen])).toEqual([
      ['site', true],
      ['column', false],
    ]);
  });

  it('ends on one legal move, with the confirm question when it costs lives', () => {
    const p = plan(build, moves, ['S5', '3', '3']);
    expect(p).toMatchObject({ kind: 'ready', move: moves[3], confirm: t('costs lives') });
    const q = plan(build, moves, ['S1', '2']);
    expect(q).toMatchObject({ kind: 'ready', move: moves[1], confirm: null });
  });

  it('a move outside every level is reached by its own label', () => {
    expect(plan(build, moves, ['move:4'])).toMatchObject({ kind: 'ready', move: moves[4] });
  });

  it('a stale key stops the walk and asks again', () => {
    const p = plan(build, moves, ['S9']);
    expect(p.kind).toBe('choose');
  });

  it('no legal moves: nothing to decide', () => {
    expect(plan(build, [], [])).toEqual({ kind: 'none' });
  });

  it('property: following any path of choices ends on a legal move, and every legal move is reachable', () => {
    const arb = fc.uniqueArray(
      fc.record({
        site: fc.constantFrom('S1', 'S2', 'S3'),
        column: fc.integer({ min: 1, max: 3 }),
        hire: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 20, selector: (m) => `${m.site}${m.column}${m.hire}` },
    );
    fc.assert(
      fc.property(arb, fc.array(fc.nat(), { maxLength: 6 }), (raw, picks) => {
        const legal = raw.map((m) => lm({ type: 'BUILD', ...m }));
        // Walk by the picks given (modulo the number of choices), then check the end.
        const keys: string[] = [];
        for (let i = 0; i < 8; i++) {
          const p = plan(build, legal, keys);
          if (p.kind === 'ready') {
            expect(legal).toContain(p.move);
            return;
          }
          if (p.kind !== 'choose') throw new Error('unexpected');
          const c = p.step.choices[(picks[i] ?? 0) % p.step.choices.length];
          keys.push(c.key);
        }
        throw new Error('no end');
      }),
    );
    // Reachability: for each legal move there is a path of keys leading to it.
    const legal = moves;
    for (const target of legal) {
      const keys: string[] = [];
      for (let i = 0; i < 6; i++) {
        const p = plan(build, legal, keys);
        if (p.kind === 'ready') {
          expect(p.move).toBe(target);
          break;
        }
        if (p.kind !== 'choose') throw new Error('unexpected');
        const c = p.step.choices.find((x) => x.moves.includes(target));
        expect(c).toBeDefined();
        keys.push(c!.key);
      }
    }
  });
});

describe('decision plan with blocked moves', () => {
  const bm = (move: Record<string, unknown>, reason: string) => ({ move, code: 'RULE', reason: t(reason) });
  const legal = [lm({ type: 'BUILD', site: 'S1', column: 2, hire: 1 }), lm({ type: 'END_TURN' })];
  const blocked = [
    bm({ type: 'BUILD', site: 'S5', column: 2, hire: 1 }, 'S5 needs two resources'),
    bm({ type: 'BUILD', site: 'S5', column: 3, hire: 1 }, 'S5 needs two resources'),
    bm({ type: 'BUILD', site: 'S1', column: 3, hire: 1 }, 'Column 3 is full'),
  ];

  it('shows a choice whose moves are all blocked, greyed with its distinct reasons, in the same step', () => {
    const p = plan(build, legal, [], blocked);
    if (p.kind !== 'choose') throw new Error(p.kind);
    expect(p.step.choices.map((c) => [c.key, c.blocked?.map((r) => r.en)])).toEqual([
      ['S1', undefined],
      ['S5', ['S5 needs two resources']],
      ['move:1', undefined],
    ]);
  });

  it('a greyed choice is never taken as picked', () => {
    const p = plan(build, legal, ['S5'], blocked);
    expect(p.kind).toBe('choose');
    if (p.kind === 'choose') expect(p.step.levelId).toBe('site');
  });

  it('asks a level with one open choice when greyed ones stand beside it', () => {
    const p = plan(build, legal, ['S1'], blocked);
    if (p.kind !== 'choose') throw new Error(p.kind);
    expect(p.step.levelId).toBe('column');
    expect(p.step.choices.map((c) => [c.key, !!c.blocked])).toEqual([
      ['2', false],
      ['3', true],
    ]);
    // The open choice leads on to the legal move itself (the same object the server sent).
    const q = plan(build, legal, ['S1', '2', '1'], blocked);
    expect(q.kind === 'ready' && q.move).toBe(legal[0]);
  });

  it('a board piece standing for a greyed choice and an open one picks the open one', () => {
    const choice = (key: string, blocked: boolean) => ({
      key,
      label: t(key),
      target: 'tri:S5',
      moves: [],
      ...(blocked ? { blocked: [t('used')] } : {}),
    });
    for (const order of [
      [choice('work', true), choice('ship', false)],
      [choice('ship', false), choice('work', true)],
    ])
      expect(boardTargets(order).get('tri:S5')?.key).toBe('ship');
    expect(boardTargets([choice('work', true)]).get('tri:S5')?.key).toBe('work');
  });

  it('without blocked moves, a single move left is ready at once', () => {
    expect(plan(build, legal, ['S1'], [])).toMatchObject({ kind: 'ready', move: legal[0] });
  });

  it('property: a walk over legal and blocked moves only ever ends on a legal move', () => {
    const arbMove = fc.record({
      site: fc.constantFrom('S1', 'S2', 'S3'),
      column: fc.integer({ min: 1, max: 3 }),
      hire: fc.integer({ min: 1, max: 3 }),
    });
    const key = (m: { site: string; column: number; hire: number }) => `${m.site}${m.column}${m.hire}`;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(arbMove, fc.boolean()), {
          minLength: 2,
          maxLength: 20,
          selector: ([m]) => key(m),
        }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (raw, picks) => {
          const open = raw.filter(([, b]) => !b).map(([m]) => lm({ type: 'BUILD', ...m }));
          fc.pre(open.length > 0);
          const closed = raw.filter(([, b]) => b).map(([m]) => bm({ type: 'BUILD', ...m }, 'no'));
          const keys: string[] = [];
          for (let i = 0; i < 10; i++) {
            const p = plan(build, open, keys, closed);
            if (p.kind === 'ready') {
              expect(open).toContain(p.move);
              return;
            }
            if (p.kind !== 'choose') throw new Error('unexpected');
            // Every step offers at least one open choice; a blocked pick is refused (walk goes on).
            expect(p.step.choices.some((c) => !c.blocked)).toBe(true);
            const c = p.step.choices[(picks[i] ?? 0) % p.step.choices.length];
            if (!c.blocked) keys.push(c.key);
            else keys.push(p.step.choices.find((x) => !x.blocked)!.key);
          }
          throw new Error('no end');
        },
      ),
    );
  });
});
