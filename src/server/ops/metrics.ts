// Prometheus text exposition of the server's counters, gauges and one latency histogram, without a
// client library: the format is a few lines per metric.
import type { SnapshotCounts } from '../storage/snapshot-writes.ts';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export class Metrics {
  readonly counters = {
    gamesCreated: 0,
    moves: 0,
    undos: 0,
    botMoves: 0,
    botFailures: 0,
    botSweeps: 0,
    movesRefused: new Map<string, number>(),
    httpRequests: new Map<string, number>(),
  };
  socketsConnected = 0;
  private latency = { buckets: BUCKETS.map(() => 0), count: 0, sum: 0 };

  observeMove(seconds: number): void {
    this.latency.count++;
    this.latency.sum += seconds;
    const { buckets } = this.latency;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]) buckets[i]++;
  }

  refused(status: number): void {
    const k = String(status);
    this.counters.movesRefused.set(k, (this.counters.movesRefused.get(k) ?? 0) + 1);
  }

  request(status: number): void {
    const k = String(status);
    this.counters.httpRequests.set(k, (this.counters.httpRequests.get(k) ?? 0) + 1);
  }

  render(gauges: {
    games: Record<string, number>;
    gamesInMemory: number;
    botQueue: number;
    snapshotWrites: SnapshotCounts;
  }): string {
    const out: string[] = [];
    const metric = (name: string, type: string, help: string, lines: string[]) =>
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...lines);
    metric('externalities_games', 'gauge', 'Games stored, by status.', [
      ...Object.entries(gauges.games).map(([s, n]) => `externalities_games{status="${s}"} ${n}`),
    ]);
    metric('externalities_games_in_memory', 'gauge', 'Games held in memory by this node.', [
      `externalities_games_in_memory ${gauges.gamesInMemory}`,
    ]);
    metric('externalities_games_created_total', 'counter', 'Games created by this node.', [
      `externalities_games_created_total ${this.counters.gamesCreated}`,
    ]);
    metric('externalities_moves_total', 'counter', 'Moves stored by this node (humans and bots).', [
      `externalities_moves_total ${this.counters.moves}`,
    ]);
    metric('externalities_undos_total', 'counter', 'Moves taken back on this node.', [
      `externalities_undos_total ${this.counters.undos}`,
    ]);
    metric('externalities_bot_moves_total', 'counter', 'Moves chosen by bots on this node.', [
      `externalities_bot_moves_total ${this.counters.botMoves}`,
    ]);
    metric(
      'externalities_bot_failures_total',
      'counter',
      'Bot decisions that failed or ran out of time (the game’s heuristic move was played instead).',
      [`externalities_bot_failures_total ${this.counters.botFailures}`],
    );
    metric(
      'externalities_bot_sweeps_total',
      'counter',
      'Looks in the database for games whose bots no live node is on (done every BOT_SWEEP_MS).',
      [`externalities_bot_sweeps_total ${this.counters.botSweeps}`],
    );
    metric('externalities_bot_queue', 'gauge', 'Bot decisions waiting for a worker.', [
      `externalities_bot_queue ${gauges.botQueue}`,
    ]);
    metric('externalities_moves_refused_total', 'counter', 'Moves refused, by HTTP status.', [
      ...[...this.counters.movesRefused].map(
        ([s, n]) => `externalities_moves_refused_total{status="${s}"} ${n}`,
      ),
    ]);
    metric('externalities_http_requests_total', 'counter', 'HTTP requests answered, by status.', [
      ...[...this.counters.httpRequests].map(
        ([s, n]) => `externalities_http_requests_total{status="${s}"} ${n}`,
      ),
    ]);
    const snap = gauges.snapshotWrites;
    metric(
      'externalities_snapshot_writes_failed_total',
      'counter',
      'Snapshot writes the database refused (each attempt; the move stood, the snapshot is retried).',
      [`externalities_snapshot_writes_failed_total ${snap.failed}`],
    );
    metric('externalities_snapshot_writes_retried_total', 'counter', 'Snapshot writes tried again.', [
      `externalities_snapshot_writes_retried_total ${snap.retried}`,
    ]);
    metric(
      'externalities_snapshot_writes_lost_total',
      'counter',
      'Snapshots given up after the last retry (loading replays from an older one).',
      [`externalities_snapshot_writes_lost_total ${snap.lost}`],
    );
    metric('externalities_sockets_connected', 'gauge', 'WebSocket clients connected to this node.', [
      `externalities_sockets_connected ${this.socketsConnected}`,
    ]);
    const l = this.latency;
    metric(
      'externalities_move_latency_seconds',
      'histogram',
      'Time from receiving a move to acknowledging it (checked, stored durably, applied).',
      [
        ...BUCKETS.map((b, i) => `externalities_move_latency_seconds_bucket{le="${b}"} ${l.buckets[i]}`),
        `externalities_move_latency_seconds_bucket{le="+Inf"} ${l.count}`,
        `externalities_move_latency_seconds_sum ${l.sum}`,
        `externalities_move_latency_seconds_count ${l.count}`,
      ],
    );
    return out.join('\n') + '\n';
  }
}
