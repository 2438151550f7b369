// Delivers notifications to push services, off the move's path: `send` only queues. At most
// `concurrency` deliveries run at once, each bounded by a timeout; a queue past `maxQueue` drops the
// newest with a warning rather than holding memory. A push service answering 404 or 410 says the
// subscription is gone for good, so it is deleted. web-push encrypts the payload (RFC 8291, aes128gcm)
// and signs the VAPID token; the request itself goes out with fetch, which also reaches the plain-http
// stand-in that tests use.
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { PushStore, PushSubscriptionRecord, VapidKeys } from '../storage/push.ts';

export interface SenderOptions {
  store: PushStore;
  keys: VapidKeys;
  subject: string;
  logger: Logger;
  concurrency: number;
  timeoutMs: number;
  maxQueue?: number;
}

/** How long a push service keeps an undelivered notification (a daily game's turn still matters later). */
const TTL_SECONDS = 3 * 24 * 3600;

interface Job {
  sub: PushSubscriptionRecord;
  payload: string;
}

export class PushSender {
  private readonly queue: Job[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly aborts = new Set<AbortController>();
  private closed = false;
  /** Deliveries finished (any answer) and subscriptions deleted, for logs and tests. */
  readonly counts = { delivered: 0, failed: 0, gone: 0, dropped: 0 };

  constructor(private readonly o: SenderOptions) {}

  get publicKey(): string {
    return this.o.keys.publicKey;
  }

  send(sub: PushSubscriptionRecord, payload: object): void {
    if (this.closed) return;
    if (this.queue.length >= (this.o.maxQueue ?? 1000)) {
      this.counts.dropped++;
      this.o.logger.warn({ gameId: sub.gameId, seat: sub.seat }, 'push queue full; notification dropped');
      return;
    }
    this.queue.push({ sub, payload: JSON.stringify(payload) });
    this.pump();
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.o.concurrency && this.queue.length > 0) {
      const job = this.queue.shift()!;
      const run: Promise<void> = this.deliver(job)
        .catch((err) =>
          this.o.logger.error({ err, gameId: job.sub.gameId, seat: job.sub.seat }, 'push delivery failed'),
        )
        .finally(() => {
          this.running.delete(run);
          this.pump();
        });
      this.running.add(run);
    }
  }

  private async deliver({ sub, payload }: Job): Promise<void> {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: {
          subject: this.o.subject,
          publicKey: this.o.keys.publicKey,
          privateKey: this.o.keys.privateKey,
        },
        TTL: TTL_SECONDS,
        urgency: 'normal',
        // A newer "your turn" for the same seat replaces one still waiting at the push service.
        topic: createHash('sha256').update(`${sub.gameId}:${sub.seat}`).digest('base64url').slice(0, 32),
      },
    );
    // fetch sets the length itself from the body.
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([k]) => k.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.o.timeoutMs);
    this.aborts.add(abort);
    const where = { gameId: sub.gameId, seat: sub.seat, service: new URL(sub.endpoint).host };
    let status: number;
    try {
      const res = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: abort.signal,
        redirect: 'manual',
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (err) {
      this.counts.failed++;
      this.o.logger.warn({ ...where, err: (err as Error).message }, 'push service not reached');
      return;
    } finally {
      clearTimeout(timer);
      this.aborts.delete(abort);
    }
    if (status === 404 || status === 410) {
      await this.o.store.unsubscribe(sub.gameId, sub.seat, sub.endpoint);
      this.counts.gone++;
      this.o.logger.info({ ...where, status }, 'push subscription gone; deleted');
      return;
    }
    if (status >= 200 && status < 300) {
      this.counts.delivered++;
      this.o.logger.debug({ ...where, status }, 'push delivered');
      return;
    }
    this.counts.failed++;
    this.o.logger.warn({ ...where, status }, 'push service refused the notification');
  }

  /** Resolves once nothing is queued or being delivered (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Drops what is queued and gives up deliveries in flight: a shutdown is never held up by a push service. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    for (const a of this.aborts) a.abort();
    await Promise.all([...this.running]);
  }
}

/** The key pair stored with the data, made on the very first start. */
export async function vapidKeys(store: PushStore): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  return store.keys({ publicKey: fresh.publicKey, privateKey: fresh.privateKey }, new Date().toISOString());
}
