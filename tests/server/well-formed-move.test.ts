// A move message's request is taken without the schema only where the schema takes it and gives back
// the very same request: every well-formed request of random shapes is taken quickly, and among spoiled
// ones (members dropped, added, of other kinds or out of bounds) the quick answer is never given where
// the schema refuses the request or gives back another one.
import { describe, expect, it } from 'vitest';
import { MoveRequestSchema } from '../../src/server/http/schemas.ts';
import { wellFormedMove } from '../../src/server/http/routes/socket-moves.ts';
import { randomInt, rngFromSeed } from '../../src/kernel/index.ts';

const rng = rngFromSeed('well-formed-move');
const pick = <T>(xs: readonly T[]): T => xs[randomInt(rng, xs.length)];

const MOVES: unknown[] = [
  { type: 'MARK', cell: 4 },
  { type: 'BUILD', site: 12, facility: 'mine' },
  { type: 'PASS' },
  null,
  0,
  false,
  '',
  [],
  [1, 2],
];
const ODD: unknown[] = [
  undefined,
  -1,
  64,
  1.5,
  -0.5,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '1',
  null,
  true,
  {},
  [],
];

function wellFormed(): Record<string, unknown> {
  return { seat: randomInt(rng, 64), move: pick(MOVES), expectedMoveCount: randomInt(rng, 5000) };
}

function spoiled(): Record<string, unknown> {
  const r = wellFormed();
  switch (randomInt(rng, 5)) {
    case 0:
      delete r[pick(['seat', 'move', 'expectedMoveCount'])];
      break;
    case 1:
      r[pick(['extra', 'moveId', 'kind', 'seats'])] = pick(MOVES);
      break;
    case 2:
      r[pick(['seat', 'expectedMoveCount'])] = pick(ODD);
      break;
    case 3:
      r.move = undefined;
      break;
    default:
      // A member named like the prototype, as JSON.parse makes it.
      return { ...(JSON.parse('{"__proto__": 1}') as object), ...r };
  }
  return r;
}

/** The message as a client sends it: its `type` and `id` first or last, the request's members. */
const check = (rest: Record<string, unknown>, id: string) => {
  const message = randomInt(rng, 2) ? { type: 'move', id, ...rest } : { ...rest, type: 'move', id };
  const quick = wellFormedMove(message, id);
  const schema = MoveRequestSchema.safeParse({ ...rest, moveId: id });
  if (quick !== undefined) {
    expect(schema.success).toBe(true);
    expect(Object.keys(quick)).toEqual(Object.keys(schema.data!));
    expect(JSON.stringify(quick)).toBe(JSON.stringify(schema.data));
    expect(quick.move).toBe(schema.data!.move);
  }
  return { quick, schema };
};

describe('well-formed move requests without the schema', () => {
  it('takes every well-formed request quickly, as the schema gives it back', () => {
    for (let i = 0; i < 2000; i++) {
      const id = `m${i}`.padEnd(1 + randomInt(rng, 64), 'x');
      const { quick } = check(wellFormed(), id);
      expect(quick).toBeDefined();
    }
  });

  it('never says yes where the schema refuses or changes the request', () => {
    let refused = 0;
    for (let i = 0; i < 3000; i++) {
      const { quick, schema } = check(spoiled(), `s${i}`);
      if (!schema.success) {
        refused++;
        expect(quick).toBeUndefined();
      }
    }
    expect(refused).toBeGreaterThan(1000);
  });
});
