// A patch message writes its operations' JSON itself (state-patch.ts: strings without escapes between
// quotes, numbers and booleans as they are, the JSON of frozen cards kept): its "patch" must read exactly as
// `JSON.stringify` writes the same operations, and turn the old snapshot into the new one, whatever the
// values (escapes, lone surrogates, NaN, -0, undefined members, toJSON, frozen objects with getters).
import fc from 'fast-check';
import jsonpatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import type { SnapshotAnswer } from '../../src/shared/api.ts';
import { patchMessage } from '../../src/server/http/state-patch.ts';

type Tree = Record<string, unknown>;

/** The message's operations as written, and checked to be JSON.stringify's own writing of them. */
function patchText(before: Tree, after: Tree): string {
  const bytes = patchMessage(before as unknown as SnapshotAnswer, after as unknown as SnapshotAnswer, [], {});
  const text = bytes!.toString();
  const from = text.indexOf(',"patch":') + ',"patch":'.length;
  const to = text.lastIndexOf(',"log":[]}');
  const ops = text.slice(from, to);
  expect(ops).toBe(JSON.stringify(JSON.parse(ops)));
  return ops;
}

/** Whether the operations turn `before` into `after`, as JSON reads them. */
function applies(before: Tree, after: Tree, ops: string) {
  const held = JSON.parse(JSON.stringify(before)) as Tree;
  const { newDocument } = jsonpatch.applyPatch(held, JSON.parse(ops) as Operation[]);
  expect(newDocument).toEqual(JSON.parse(JSON.stringify(after)));
}

const ODD = ['a"b', 'c\\d', 'e\nf', 'g\u0001', '\u2028', '\ud800', '\udc00x', '\ud83d\ude00', '~/', 'plain'];

const leaf = fc.oneof(
  fc.double(),
  fc.constantFrom(NaN, -0, Infinity, -Infinity, undefined, null, true, false),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...ODD),
);
const key = fc.oneof(fc.constantFrom(...ODD), fc.string({ unit: 'binary', maxLength: 4 }));
const tree = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array')),
  object: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  array: fc.array(tie('value'), { maxLength: 5 }),
})).object;

describe('patch JSON', () => {
  it('reads as JSON.stringify writes the operations, and applies, for any values', () => {
    fc.assert(
      fc.property(tree, tree, (a, b) => {
        const before = { moveCount: 1, view: a };
        const after = { moveCount: 2, view: b };
        applies(before, after, patchText(before, after));
      }),
      { numRuns: 300 },
    );
  });

  it('writes odd strings, numbers, toJSON values and undefined members as JSON does', () => {
    const before: Tree = { moveCount: 1, view: { n: 1, s: 'x', d: 'x', u: 1, list: [1, 2] } };
    const after: Tree = {
      moveCount: 2,
      view: { n: NaN, s: ODD.join(''), d: new Date(0), u: undefined, list: [-0, Infinity], 'k"\\': '\ud800' },
    };
    applies(before, after, patchText(before, after));
  });

  it('keeps the JSON of a frozen card, but never of a frozen object whose getter may read otherwise', () => {
    const card = Object.freeze({ id: 'growth-1', type: 'growth' });
    let shown = 'first';
    const told = Object.freeze({
      get says() {
        return shown;
      },
    });
    const at = (n: number, view: unknown): Tree => ({ moveCount: n, view: { x: view } });
    for (const [n, value] of [card, told].entries()) {
      const first = patchText(at(1, n), at(2, value));
      shown = 'second';
      const second = patchText(at(1, n), at(3, value));
      expect(second).toBe(
        JSON.stringify([
          { op: 'replace', path: '/moveCount', value: 3 },
          { op: 'replace', path: '/view/x', value },
        ]),
      );
      expect(first.includes('second')).toBe(false);
      shown = 'first';
    }
  });
});
