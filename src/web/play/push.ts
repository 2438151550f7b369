// Subscribing this browser to a seat's "your turn" notifications: the service worker (/sw.js) is
// registered, the browser's push service gives a subscription for the server's VAPID key, and the
// server stores it for the seat (POST /api/games/:id/seats/:n/push with the seat's token).
import type { Lang } from '../../shared/api.ts';
import { request } from '../api/http.ts';
import { forgetPushSeat, rememberPushSeat } from './push-seats.ts';

/** Web Push needs a service worker, the Push API and a secure page (https, or localhost). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Registers the service worker (once per browser; later calls return the same registration). */
export function registerWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

const bytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

async function subscription(reg: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { publicKey } = await request<{ publicKey: string }>('GET', '/api/push/key');
  const key = bytes(publicKey);
  const existing = await reg.pushManager.getSubscription();
  // A subscription made for another server's key cannot carry this server's notifications.
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe();
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

export type EnableResult = 'on' | 'denied' | 'failed';

export async function enablePush(
  gameId: string,
  seat: number,
  token: string,
  lang: Lang,
): Promise<EnableResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    await registerWorker();
    const reg = await navigator.serviceWorker.ready;
    const sub = await subscription(reg);
    await request('POST', `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/push`, token, {
      subscription: sub.toJSON(),
      lang,
    });
    rememberPushSeat(gameId, seat, token);
    return 'on';
  } catch {
    return 'failed';
  }
}

export async function disablePush(gameId: string, seat: number, token: string): Promise<void> {
  forgetPushSeat(gameId, seat);
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  await request(
    'DELETE',
    `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/push`,
    token,
    sub ? { endpoint: sub.endpoint } : undefined,
  );
}
