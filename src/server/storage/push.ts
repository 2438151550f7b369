// What a database keeps for "your turn" notifications: the server's VAPID key pair (one row, made on
// the first start and then shared by every node on the same database, so that subscriptions made
// through one node are accepted from another), and the push subscriptions browsers registered for a
// seat. Both databases implement the same store.

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (what a browser's pushManager.subscribe takes). */
  publicKey: string;
  /** The private scalar, base64url. Kept in the database: whoever copies it can sign as this server. */
  privateKey: string;
}

export interface PushSubscriptionRecord {
  gameId: string;
  seat: number;
  /** The push service's URL for this browser; unique per browser and site. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
  p256dh: string;
  auth: string;
  /** The language the seat chose when it subscribed; the notification's words are in it. */
  lang: 'en' | 'it';
  createdAt: string;
}

export interface PushStore {
  /** The stored key pair; `candidate` is stored first when there is none (the first node to start wins). */
  keys(candidate: VapidKeys, at: string): Promise<VapidKeys>;
  /** Adds or refreshes a seat's subscription, keeping at most `keep` per seat (the newest). */
  subscribe(sub: PushSubscriptionRecord, keep: number): Promise<void>;
  /** Removes one subscription of a seat, or all of them without `endpoint`; returns how many went. */
  unsubscribe(gameId: string, seat: number, endpoint?: string): Promise<number>;
  /** The subscriptions of these seats of a game. */
  forSeats(gameId: string, seats: number[]): Promise<PushSubscriptionRecord[]>;
  /** Forgets every subscription of a game (it is over). */
  forgetGame(gameId: string): Promise<void>;
}

export interface PushRow {
  game_id: string;
  seat: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  created_at: string;
}

export const PUSH_COLUMNS = 'game_id, seat, endpoint, p256dh, auth, lang, created_at';

export const pushFromRow = (r: PushRow): PushSubscriptionRecord => ({
  gameId: r.game_id,
  seat: Number(r.seat),
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
  lang: r.lang === 'it' ? 'it' : 'en',
  createdAt: r.created_at,
});

export const pushValues = (s: PushSubscriptionRecord) => [
  s.gameId,
  s.seat,
  s.endpoint,
  s.p256dh,
  s.auth,
  s.lang,
  s.createdAt,
];

/** The push tables, the same on both databases. */
export const pushTablesSql = `
  CREATE TABLE push_keys (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    public_key TEXT NOT NULL,
    private_key TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE push_subscriptions (
    game_id TEXT NOT NULL REFERENCES games (id),
    seat INTEGER NOT NULL,
    endpoint TEXT NOT NULL,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    lang TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, endpoint)
  );`;
