// The retries of snapshot writes: bounded, told to the listeners, and dropped once a newer snapshot of
// the same game is written (the database keeps the newest only). Waits of 0 ms: counted, not timed.
import { describe, expect, it } from 'vitest';
import { SnapshotWrites, type SnapshotFailure } from '../../src/server/storage/snapshot-writes.ts';

const refuse = () => Promise.reject(new Error('disk says no'));

describe('snapshot writes', () => {
  it('retries a failing write as often as there are waits, then gives it up', async () => {
    const writes = new SnapshotWrites([0, 0]);
    const told: SnapshotFailure[] = [];
    writes.onFailure((f) => told.push(f));
    let tries = 0;
    await writes.save('g', 5, () => (tries++, refuse()));
    await expect.poll(() => writes.counts.lost).toBe(1);
    expect(tries).toBe(3);
    expect(writes.counts).toEqual({ failed: 3, retried: 2, lost: 1 });
    expect(told.map((f) => [f.gameId, f.seq, f.attempt, f.givenUp])).toEqual([
      ['g', 5, 1, false],
      ['g', 5, 2, false],
      ['g', 5, 3, true],
    ]);
  });

  it('stops retrying once the write succeeds', async () => {
    const writes = new SnapshotWrites([0, 0, 0]);
    let tries = 0;
    await writes.save('g', 1, () => (++tries < 3 ? refuse() : Promise.resolve()));
    await expect.poll(() => tries).toBe(3);
    expect(writes.counts).toEqual({ failed: 2, retried: 2, lost: 0 });
  });

  it('drops the retry of a snapshot older than one asked for since', async () => {
    const writes = new SnapshotWrites([0]);
    const written: number[] = [];
    writes.failed('g', 1, new Error('disk says no'), async () => void written.push(1));
    await writes.save('g', 2, async () => void written.push(2));
    // One more write on another game runs after the 0 ms wait of the first retry.
    await new Promise((r) => setTimeout(r, 0));
    await writes.save('h', 1, async () => void written.push(10));
    expect(written).toEqual([2, 10]);
    expect(writes.counts).toEqual({ failed: 1, retried: 0, lost: 0 });
  });

  it('gives up at once after close, and a listener that throws stops nothing', async () => {
    const writes = new SnapshotWrites([0]);
    writes.onFailure(() => {
      throw new Error('listener down');
    });
    writes.close();
    await writes.save('g', 1, refuse);
    expect(writes.counts).toEqual({ failed: 1, retried: 0, lost: 1 });
  });
});
