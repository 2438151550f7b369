// The service worker, served as /sw.js from the site itself (built with the client, see vite.config.ts).
// It shows the "your turn" notifications the server sends by Web Push while no page of the game is
// open, and a click on one brings the game forward: a window already on it, else a new one. The
// payload carries the game's path without its token; the page finds the seat's link in this
// browser's storage (play/push-seats.ts). Self-contained: a worker loads no chunks of the client.

interface TurnPayload {
  kind?: string;
  gameId?: string;
  seat?: number;
  title?: string;
  body?: string;
  path?: string;
}

// The worker's globals, declared here because the project's TypeScript library is the page's (DOM).
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}
interface NotificationEventLike extends Event {
  notification: { data?: { path?: string }; close(): void };
  waitUntil(p: Promise<unknown>): void;
}
interface PushEventLike extends Event {
  data: { json(): unknown } | null;
  waitUntil(p: Promise<unknown>): void;
}
interface WorkerScope {
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: {
    matchAll(o: object): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (e: never) => void): void;
}

const worker = self as unknown as WorkerScope;

worker.addEventListener('install', () => {
  void worker.skipWaiting();
});
worker.addEventListener('activate', (e: Event & { waitUntil(p: Promise<unknown>): void }) => {
  e.waitUntil(worker.clients.claim());
});

worker.addEventListener('push', (e: PushEventLike) => {
  let data: TurnPayload = {};
  try {
    data = (e.data?.json() as TurnPayload) ?? {};
  } catch {
    // Not ours or not JSON: still shown (a push must end in a notification), with the plain title.
  }
  const path = typeof data.path === 'string' && data.path.startsWith('/play/') ? data.path : '/';
  e.waitUntil(
    worker.registration.showNotification(data.title ?? 'Externalities', {
      body: data.body ?? '',
      // One notification per seat and game: a newer turn replaces the older one, and rings again.
      tag: `turn:${data.gameId ?? ''}:${data.seat ?? ''}`,
      renotify: true,
      data: { path },
    }),
  );
});

worker.addEventListener('notificationclick', (e: NotificationEventLike) => {
  e.notification.close();
  const path = e.notification.data?.path ?? '/';
  const gamePath = path.split('?')[0];
  e.waitUntil(
    (async () => {
      const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((c) => new URL(c.url).pathname === gamePath);
      if (same) return same.focus();
      return worker.clients.openWindow(path);
    })(),
  );
});
