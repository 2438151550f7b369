// The HTTP side of the contract in src/shared/api.ts (documented in docs/api.md). Every request goes
// through `request`, which turns a refusal into an ApiRefusal carrying the server's code and sentence.
import type {
  ApiError,
  CreateGameRequest,
  CreateGameResponse,
  DecisionTexts,
  GameSnapshot,
  GameSummary,
  Lang,
  MetaResponse,
  MoveRequest,
  SnapshotAnswer,
  Texts,
  UndoRequest,
} from '../../shared/api.ts';
import type { ForkRequest, ForkResponse, ImportRequest } from '../../shared/fork.ts';

export class ApiRefusal extends Error {
  readonly status: number;
  readonly code: string;
  /** With a 409: the current snapshot, so the page can catch up at once. */
  readonly current?: SnapshotAnswer;
  /** The refusal in every language, where the server has it (every refusal a person can meet). */
  readonly text?: Texts;
  constructor(status: number, body: Partial<ApiError> | null) {
    super(body?.error?.message ?? `The server answered ${status}.`);
    this.status = status;
    this.code = body?.error?.code ?? `HTTP_${status}`;
    this.text = body?.error?.text;
    this.current = body?.current;
  }
}

/** A failed request in words of `lang`: the server's text where it gives one, else its sentence. */
export const refusalWords = (e: unknown, lang: Lang): string =>
  e instanceof ApiRefusal && e.text
    ? (e.text[lang] ?? e.message)
    : e instanceof Error
      ? e.message
      : String(e);

/** `?logSince=n`: the server then sends only the log lines after move n (the page holds the rest). */
function withLogSince(path: string, logSince: number | undefined): string {
  return logSince === undefined ? path : `${path}?logSince=${logSince}`;
}

/**
 * A snapshot asked over HTTP comes whole (`texts=full`): these answers are the page's first look, its
 * polls while the socket is down, and its moves then, each shown at once without a second request.
 */
function whole(path: string, logSince: number | undefined): string {
  const q = withLogSince(path, logSince);
  return `${q}${q.includes('?') ? '&' : '?'}texts=full`;
}

export async function request<T>(
  method: string,
  path: string,
  token?: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    // The token goes in the header only: URLs end up in logs and histories.
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRefusal(0, { error: { code: 'NETWORK', message: 'The server cannot be reached.' } });
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) throw new ApiRefusal(res.status, parsed as ApiError | null);
  return parsed as T;
}

/** One past position, for replays: the view `viewer` may see after move `n`. */
export interface PastPosition {
  n: number;
  view: unknown;
}

export const api = {
  meta: () => request<MetaResponse>('GET', '/api/meta'),
  /** Static board data of a game (The Cost: maps and the action board). */
  board: <T>(game: string) => request<T>('GET', `/api/meta/${encodeURIComponent(game)}/board`),
  /** The games of these seat tokens (and listed ones): the server shows no one else's. */
  listGames: (tokens: string[]) =>
    request<{ games: GameSummary[] } | GameSummary[]>(
      'GET',
      `/api/games?limit=200${tokens.map((t) => `&token=${encodeURIComponent(t)}`).join('')}`,
    ),
  createGame: (req: CreateGameRequest) => request<CreateGameResponse>('POST', '/api/games', null, req),
  getGame: (gameId: string, token: string | null, logSince?: number) =>
    request<GameSnapshot>('GET', whole(`/api/games/${encodeURIComponent(gameId)}`, logSince), token),
  /** The labels, costs and reasons of the pending decisions of the token's seats. */
  decision: (gameId: string, token: string | null) =>
    request<DecisionTexts>('GET', `/api/games/${encodeURIComponent(gameId)}/decision`, token),
  postMove: (gameId: string, token: string | null, req: MoveRequest, logSince?: number) =>
    request<GameSnapshot | { snapshot: GameSnapshot }>(
      'POST',
      whole(`/api/games/${encodeURIComponent(gameId)}/moves`, logSince),
      token,
      req,
    ),
  undo: (gameId: string, token: string | null, req: UndoRequest) =>
    request<GameSnapshot>(
      'POST',
      whole(`/api/games/${encodeURIComponent(gameId)}/undo`, undefined),
      token,
      req,
    ),
  /** A new game played on from the position after entry `req.at` of this one. */
  fork: (gameId: string, token: string | null, req: ForkRequest) =>
    request<ForkResponse>('POST', `/api/games/${encodeURIComponent(gameId)}/fork`, token, req),
  /** A new game played on from a move of an uploaded match record. */
  importRecord: (req: ImportRequest) => request<ForkResponse>('POST', '/api/games/import', null, req),
  position: (gameId: string, token: string | null, n: number) =>
    request<PastPosition>('GET', `/api/games/${encodeURIComponent(gameId)}/positions/${n}`, token),
};

/**
 * The socket's address; it carries no token (the socket sends it in its first message). A seat's new
 * legal moves come as runs (SocketState reads them), in a third of the bytes of a patch of them, and a
 * hot-seat screen back at a seat is sent only the lines after the log it kept for it (log-merge.ts);
 * operations come short (`?ops=short`), and a patch's log lines in the page's language only (`?lang=`):
 * a page that changes language opens its socket again (live.ts).
 */
export function socketUrl(gameId: string, logSince: number | undefined, lang: Lang): string {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = withLogSince(`/api/games/${encodeURIComponent(gameId)}/socket`, logSince);
  return `${proto}//${location.host}${path}${path.includes('?') ? '&' : '?'}legalMoves=runs&logs=byViewer&ops=short&lang=${lang}`;
}

/** A move's answer may be the snapshot itself or wrap it; both lead to the new snapshot. */
export function snapshotOf(answer: GameSnapshot | { snapshot: GameSnapshot }): GameSnapshot {
  return 'snapshot' in answer ? answer.snapshot : answer;
}
