// Short operations (`?ops=short`, the web page's) choose between a member's operations and the member
// replaced whole by their own length (state-patch.ts), where they once took the choice made for RFC 6902
// objects: the patch must still apply, and never be longer than the short form of the RFC choice.
import fc from 'fast-check';
import jsonpatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import type { SnapshotAnswer } from '../../src/shared/api.ts';
import { fromShort } from '../../src/shared/socket-state.ts';
import { patchMessage } from '../../src/server/http/state-patch.ts';

type Tree = Record<string, unknown>;

/** The message's patch, checked to be written as `JSON.stringify` writes it. */
function patchOf(before: Tree, after: Tree, short: boolean) {
  const text = patchMessage(before as unknown as SnapshotAnswer, after as unknown as SnapshotAnswer, [], {
    short,
  })!.toString();
  const message = JSON.parse(text) as { patch: unknown[] };
  expect(text).toContain(`"patch":${JSON.stringify(message.patch)},`);
  return message;
}

/** The RFC 6902 operations written as short arrays, without the move count's change. */
const asShort = (ops: Operation[]) =>
  ops
    .filter((op) => op.path !== '/moveCount')
    .map((op) =>
      op.op === 'remove'
        ? ['d', op.path]
        : [op.op === 'add' ? 'a' : 'r', op.path, (op as { value: unknown }).value],
    );

// Strings JSON escapes, numbers it writes otherwise (NaN, -0), and frozen objects (a card's view, whose
// JSON is kept) among the values.
const card = Object.freeze({ id: 'growth-1', cost: 2 });
const value = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  fc.constantFrom('a', 'bb', true, null, NaN, -0, 'q"\\', 'line\n', '\ud800', '\u2028', card),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const view = fc.record({
  a: fc.array(value, { minLength: 0, maxLength: 30 }),
  o: fc.dictionary(fc.constantFrom('x', 'y', 'z', 'w', 'v', 'u', 't'), value),
  s: fc.string({ maxLength: 40 }),
});

describe('short operations', () => {
  it('apply, and are never longer than the short form of the RFC 6902 choice', () => {
    fc.assert(
      fc.property(view, view, (a, b) => {
        const before = { moveCount: 1, view: a };
        const after = { moveCount: 2, view: b };
        const rfc = patchOf(before, after, false).patch as Operation[];
        const short = patchOf(before, after, true).patch;
        const ops = fromShort(short as Parameters<typeof fromShort>[0]);
        const held = JSON.parse(JSON.stringify(before)) as Tree;
        const { newDocument } = jsonpatch.applyPatch(held, ops);
        expect({ ...newDocument, moveCount: 2 }).toEqual(JSON.parse(JSON.stringify(after)));
        expect(JSON.stringify(short).length).toBeLessThanOrEqual(JSON.stringify(asShort(rfc)).length);
      }),
      { numRuns: 400 },
    );
  });

  it('choose by their own length: values where RFC 6902 objects would replace the member whole', () => {
    // Nine numbers of a view changed beside a long text that did not: as RFC 6902 objects (about 48
    // characters each, 440 in all) the whole view (400) is shorter, as short arrays (206) it is not (374).
    const list = (n: number) => Array.from({ length: 9 }, (_, i) => n * 1000 + i);
    const before = { moveCount: 1, view: { big: 'x'.repeat(300), a: list(1) } };
    const after = { moveCount: 2, view: { big: 'x'.repeat(300), a: list(2) } };
    expect(patchOf(before, after, false).patch).toEqual([
      { op: 'replace', path: '/moveCount', value: 2 },
      { op: 'replace', path: '/view', value: after.view },
    ]);
    // The values from the last, as `compare` walks an array.
    expect(patchOf(before, after, true).patch).toEqual(
      list(2)
        .map((v, i) => ['r', `/view/a/${i}`, v])
        .reverse(),
    );
  });
});
