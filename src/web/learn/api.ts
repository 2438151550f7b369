// The guided first games on the server (/api/tutorials, docs/api.md).
import type { CreateGameResponse, TutorialFile, TutorialSummary } from '../../shared/api.ts';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const message = (data as { error?: { message?: string } } | null)?.error?.message;
    throw new Error(message ?? `HTTP ${res.status}`);
  }
  return data as T;
}

export const tutorials = {
  list: () => call<TutorialSummary[]>('GET', '/api/tutorials'),
  get: (game: string) => call<TutorialFile>('GET', `/api/tutorials/${encodeURIComponent(game)}`),
  start: (game: string, name?: string) =>
    call<CreateGameResponse>('POST', `/api/tutorials/${encodeURIComponent(game)}`, name ? { name } : {}),
  /** A new guided game at the step where the person left the guided moves of game `from`. */
  resume: (game: string, from: string) =>
    call<CreateGameResponse & { moveCount: number }>('POST', `/api/tutorials/${encodeURIComponent(game)}`, {
      resume: from,
    }),
};
