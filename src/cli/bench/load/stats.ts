// Summaries of what the client processes measured.
import { round } from '../../simulate-core.ts';
import { percentile } from '../benchmark.ts';
import type { ClientMessage, ClientReport } from './protocol.ts';
import { freshMeasures } from './tables.ts';

export interface Bytes {
  mean: number;
  p99: number;
  max: number;
}

export function bytes(sizes: number[]): Bytes {
  const sorted = sizes.slice().sort((a, b) => a - b);
  const total = sorted.reduce((s, n) => s + n, 0);
  return {
    mean: round(sorted.length ? total / sorted.length : 0, 0),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

export function latency(ms: number[]): { p50: number; p99: number } {
  const sorted = ms.slice().sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 2), p99: round(percentile(sorted, 99), 2) };
}

/** The reports of every client process of a phase, as one. */
export function merged(messages: ClientMessage[]): ClientReport {
  const out: ClientReport = { type: 'report', ...freshMeasures() };
  for (const m of messages) {
    if (m.type !== 'report') throw new Error(`a client answered ${m.type}, not its report`);
    out.moves += m.moves;
    out.finished += m.finished;
    for (const key of ['moveMs', 'pushMs', 'pushBytes', 'answerBytes', 'errors'] as const)
      for (const x of m[key] as unknown[]) (out[key] as unknown[]).push(x);
  }
  return out;
}
