// Delivers notifications to push services, off the move's path: `send` only queues. At most
// `concurrency` deliveries run at once, each bounded by a timeout; a queue past `maxQueue` drops the
// newest with a warning rather than holding memory. A push service answering 404 or 410 says the
// subscription is gone for good, so it is deleted; so is one whose endpoint the server must not POST to
// (its name now resolves inwards, or it was stored before the checks it fails). web-push encrypts the
// payload (RFC 8291, aes128gcm) and signs the VAPID token; the request goes out to the very address
// that was checked (the name still serves TLS's certificate check), or to the plain-http stand-in that
// tests use.
import { createHash } from 'node:crypto';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { PushStore, PushSubscriptionRecord, VapidKeys } from '../storage/push.ts';
import { systemResolve, type Resolve } from './addresses.ts';
import { endpointTarget } from './subscription.ts';

export interface SenderOptions {
  store: PushStore;
  keys: VapidKeys;
  subject: string;
  logger: Logger;
  concurrency: number;
  timeoutMs: number;
  maxQueue?: number;
  /** Accept the plain-http stand-in push service of tests on 127.0.0.1. */
  allowLocal?: boolean;
  resolve?: Resolve;
}

/** A lookup that answers every name with `address`: the connection goes where the check said. */
export function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_host, options, callback) => {
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** POSTs `body` to `url` (connecting to `address` when given), resolving to the answer's status. */
function post(
  url: URL,
  address: string | null,
  headers: OutgoingHttpHeaders,
  body: Buffer | null,
  signal: AbortSignal,
): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      { method: 'POST', headers, signal, ...(address ? { lookup: pinnedLookup(address) } : {}) },
      (res) => {
        res.on('error', reject);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
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
  readonly counts = { delivered: 0, failed: 0, gone: 0, dropped: 0, refused: 0 };

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
    const target = await endpointTarget(
      sub.endpoint,
      this.o.allowLocal ?? false,
      this.o.resolve ?? systemResolve,
    );
    if ('refused' in target) {
      await this.o.store.unsubscribe(sub.gameId, sub.seat, sub.endpoint);
      this.counts.refused++;
      this.o.logger.warn(
        { gameId: sub.gameId, seat: sub.seat, why: target.refused },
        'push endpoint refused at delivery; subscription deleted',
      );
      return;
    }
    const details = webpush.generateRequestDetails(
      { endpoint: target.href, keys: { p256dh: sub.p256dh, auth: sub.auth } },
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
    const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.o.timeoutMs);
    this.aborts.add(abort);
    const url = new URL(details.endpoint);
    const where = { gameId: sub.gameId, seat: sub.seat, service: url.host };
    let status: number;
    try {
      status = await post(url, target.address, headers, details.body ?? null, abort.signal);
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
