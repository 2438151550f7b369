// The bench clients' two ways to the server: a JSON POST and a WebSocket that says who it is first.
import WebSocket from 'ws';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked by status
export type Answer = { status: number; body: any; bytes: number };

export async function post(url: string, body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** A socket; `auth` (the server's sockets) is its first message, as a browser's: no token, a spectator. */
export const openSocket = (url: string, auth?: { type: 'auth'; token?: string }) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket
      .once('open', () => {
        if (auth) socket.send(JSON.stringify(auth));
        resolve(socket);
      })
      .once('error', reject);
  });

/**
 * The query of a game's socket URL for the benchmark's clients: changes pushed with the legal moves as
 * runs, a log kept per viewer, short operations and lines in English (the web page keeps both languages), as the web page asks for them (the default); whole states every time
 * with BENCH_PUSHES=full, the legal moves inside the patch and one log with BENCH_LEGAL_MOVES=patch, or RFC 6902
 * operations and both languages with BENCH_OPS=rfc, to measure one against the other on the same tree.
 */
export const pushesQuery = (): string =>
  process.env.BENCH_PUSHES === 'full'
    ? '?pushes=full'
    : process.env.BENCH_LEGAL_MOVES === 'patch'
      ? ''
      : process.env.BENCH_OPS === 'rfc'
        ? '?legalMoves=runs&logs=byViewer'
        : '?legalMoves=runs&logs=byViewer&ops=short&lang=en';
