// The time of a short patch (`?ops=short`): a push's new `updatedAt` as milliseconds after the one the
// client holds (`"at"`), where the client rebuilds it exactly (state-patch.ts).
import type { PatchOperation, SnapshotAnswer } from '../../shared/api.ts';

/**
 * The times read last (each game's `updatedAt` is the new time of one push and the old time of the next):
 * parsing one and writing it back was a microsecond of every form of every patch.
 */
const millisOf = new Map<string, number | undefined>();
const MILLIS_KEPT = 4096;

/** Milliseconds of an ISO time that a client rebuilds exactly with `toISOString`; otherwise undefined. */
function isoMillis(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  if (millisOf.has(value)) return millisOf.get(value);
  const parsed = Date.parse(value);
  const ms = Number.isFinite(parsed) && new Date(parsed).toISOString() === value ? parsed : undefined;
  if (millisOf.size >= MILLIS_KEPT) millisOf.clear();
  millisOf.set(value, ms);
  return ms;
}

/** The operation of a member of plain value at `path` (`/updatedAt`), if any: a part of its own. */
function opAt(parts: readonly { ops: PatchOperation[] }[], path: string): PatchOperation | undefined {
  for (const p of parts) if (p.ops.length === 1 && p.ops[0].path === path) return p.ops[0];
  return undefined;
}

/**
 * The milliseconds from `before`'s `updatedAt` to the new one, when the patch replaces it and the
 * client can rebuild the new time from them: `["r","/updatedAt","2026-…Z"]` is 45 bytes of every
 * push, `"at":7000` a quarter of that.
 */
export function updatedStep(
  parts: readonly { ops: PatchOperation[] }[],
  before: SnapshotAnswer,
): number | undefined {
  const op = opAt(parts, '/updatedAt');
  if (op?.op !== 'replace') return undefined;
  const from = isoMillis(before.updatedAt);
  const to = isoMillis(op.value);
  return from === undefined || to === undefined ? undefined : to - from;
}
