// Duties held under leases: the bots of a game, its clock, any work that one node at a time must do
// for a game. A lease names its kind, its game and the node holding it; a node's leases hold as long
// as its heartbeat does (one row per node, renewed every second or so), so a node that dies loses all
// its leases at once, a few seconds later, and another node may claim them. Claiming is one atomic
// statement: of nodes claiming a lease at once, exactly one gets it. Time is the database's clock on
// PostgreSQL, so the nodes' own clocks need not agree.

export interface LeaseStore {
  /**
   * The heartbeat: every lease of `node` holds until `ttlMs` from now. Call it before the first claim
   * and then well within `ttlMs` (every third of it), or other nodes take the leases over.
   */
  renewLeases(node: string, ttlMs: number): Promise<void>;
  /**
   * Takes the duty `kind` of game `gameId` for `node` when nobody holds it, when `node` holds it
   * already, or when its holder's heartbeat has lapsed. True when `node` holds it afterwards.
   */
  claimLease(kind: string, gameId: string, node: string): Promise<boolean>;
  /** Gives the duty up (only if `node` holds it), so that any node may claim it at once. */
  releaseLease(kind: string, gameId: string, node: string): Promise<void>;
  /** Games whose `kind` duty is held by a node whose heartbeat has lapsed (a dead node's duties). */
  expiredDuties(kind: string, limit: number): Promise<string[]>;
  /** The live node holding the duty, or null (none, or its holder's heartbeat lapsed). */
  leaseHolder(kind: string, gameId: string): Promise<string | null>;
  /** A node stopping cleanly: its heartbeat and leases go, and other nodes may claim them at once. */
  retire(node: string): Promise<void>;
}

/** The kind of lease under which a node plays a game's bots. */
export const BOT_DUTY = 'bot';

/** The tables, for both databases (times are milliseconds since 1970 in a 64-bit integer). */
export const leaseTablesSql = `
  CREATE TABLE lease_nodes (
    node TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
  );
  CREATE TABLE leases (
    kind TEXT NOT NULL,
    game_id TEXT NOT NULL,
    holder TEXT NOT NULL,
    claimed_at BIGINT NOT NULL,
    PRIMARY KEY (kind, game_id)
  );
  CREATE INDEX leases_by_holder ON leases (holder);`;

/** A lapsed node's row is kept this long (its leases still name it), then dropped by any heartbeat. */
export const LAPSED_NODE_KEPT_MS = 3_600_000;
