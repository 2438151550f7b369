// This node's side of the leases (storage/leases.ts): it beats the heartbeat that keeps every lease of
// the node alive, and claims, releases and finds duties under the node's id. On a clean stop it gives
// its leases up, so that other nodes take them over at their next sweep rather than after the TTL.
import type { Logger } from 'pino';
import type { Storage } from '../storage/types.ts';

export interface LeaseTimes {
  /** How long a node's leases hold after its last heartbeat. */
  ttlMs: number;
  /** How often the heartbeat is renewed (a third of the TTL or less). */
  heartbeatMs: number;
}

export class LeaseKeeper {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private beating?: Promise<void>;

  constructor(
    private readonly storage: Storage,
    /** This node's id (GameService.node). */
    readonly node: string,
    readonly times: LeaseTimes,
    private readonly logger: Logger,
  ) {}

  /** Beats once (so that claims made next hold), then keeps beating. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => void this.beat(), this.times.heartbeatMs);
    this.timer.unref();
  }

  private beat(): Promise<void> {
    // A heartbeat still on its way (a slow database) is not doubled.
    this.beating ??= this.storage.leases
      .renewLeases(this.node, this.times.ttlMs)
      .catch((e) => this.logger.error({ err: e }, 'lease heartbeat failed'))
      .finally(() => (this.beating = undefined));
    return this.beating;
  }

  /** Takes the duty `kind` of a game for this node; true when this node holds it now. */
  claim(kind: string, gameId: string): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    return this.storage.leases.claimLease(kind, gameId, this.node);
  }

  release(kind: string, gameId: string): Promise<void> {
    return this.storage.leases.releaseLease(kind, gameId, this.node);
  }

  /** Games whose `kind` duty a dead node held: claim them to take them over. */
  expired(kind: string, limit = 1000): Promise<string[]> {
    return this.storage.leases.expiredDuties(kind, limit);
  }

  /** Stops the heartbeat and gives every lease of this node up (a clean stop). */
  async close(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.beating;
    await this.storage.leases
      .retire(this.node)
      .catch((e) => this.logger.error({ err: e }, 'giving leases up failed'));
  }
}
