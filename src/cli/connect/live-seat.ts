// Plays one seat of an online game with a bot program: the seat's socket brings each new position (the
// seat's view and legal moves), the program is asked as in a tournament, and its move goes back over the
// socket. The program's failures are handled as in a tournament; the game's own clock, when it has one,
// shortens the time of a decision. A lost connection is opened again, and the server's first message
// on it is the whole current state, so nothing is missed.
import WebSocket from 'ws';
import type { ClientMessage, MetaResponse, ServerMessage, SnapshotAnswer } from '../../shared/api.ts';
import { hashString, type AnyGame, type Outcome } from '../../kernel/index.ts';
import { resyncMessage, SocketState } from '../../shared/socket-state.ts';
import { CliError } from '../context.ts';
import type { ProgramConfig } from '../external/host.ts';
import { BotProcess } from '../external/process.ts';
import { ProgramSeat, type SeatReport } from '../external/seat.ts';
import type { BotSpec } from '../bot-spec.ts';
import type { SeatLink } from './link.ts';

/** Kept back from a game clock's time, for the move to travel to the server. */
const CLOCK_MARGIN_MS = 1500;
const RECONNECTS = 10;

export interface LiveResult {
  gameId: string;
  seat: number;
  outcome: Outcome;
  moves: number;
  report: SeatReport;
}

export interface LiveOptions {
  link: SeatLink;
  program: Extract<BotSpec, { kind: 'program' }>;
  config: ProgramConfig;
  games: Record<string, AnyGame>;
  /** One line per event worth telling (moves sent, refusals, reconnections). */
  say: (line: string) => void;
  /** Tests: how long to wait before opening a lost connection again. */
  reconnectMs?: number;
}

async function getJson<T>(url: string, token?: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (e) {
    throw new CliError(`cannot reach ${url}: ${(e as Error).message}`);
  }
  const body = (await res.json().catch(() => null)) as T & { error?: { message: string } };
  if (!res.ok)
    throw new CliError(`${url} answered ${res.status}: ${body?.error?.message ?? 'no reason given'}`);
  return body;
}

async function postJson(url: string, token: string, body: unknown): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw new CliError(`cannot reach ${url}: ${(e as Error).message}`);
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { error?: { message: string } } | null;
    throw new CliError(`${url} answered ${res.status}: ${answer?.error?.message ?? 'no reason given'}`);
  }
}

/** What the table calls the program: its label, else its script's or its command's file name. */
export function programName(program: Extract<BotSpec, { kind: 'program' }>): string {
  if (!program.text.startsWith('cmd:')) return program.text.slice(0, 40);
  const script = program.argv.slice(1).find((a) => !a.startsWith('-')) ?? program.argv[0];
  return (script.split('/').pop() || program.argv[0]).slice(0, 40);
}

export async function playLiveSeat(opts: LiveOptions): Promise<LiveResult> {
  const { link, config, say } = opts;
  const api = `${link.origin}/api`;
  const first = await getJson<SnapshotAnswer>(`${api}/games/${encodeURIComponent(link.gameId)}`, link.token);
  if (first.controls.length !== 1)
    throw new CliError('connect plays one seat: give the link of a seat, not of a whole table on one screen');
  const seat = first.controls[0];
  const game = opts.games[first.game];
  if (!game) throw new CliError(`the server plays ${first.game}, which this program does not know`);
  const meta = await getJson<MetaResponse>(`${api}/meta`);
  const rulesVersion = meta.games.find((g) => g.id === first.game)?.rulesVersion ?? game.rulesVersion;
  if (rulesVersion !== game.rulesVersion)
    say(
      `note: the server plays ${first.game} rules version ${rulesVersion}, this program knows ${game.rulesVersion}`,
    );

  // The table shows the seat as played by a program from now on.
  await postJson(`${api}/games/${encodeURIComponent(link.gameId)}/seats/${seat}/program`, link.token, {
    name: programName(opts.program),
  });
  const process = new BotProcess(opts.program.argv, config.limits, config.cwd);
  const driver = new ProgramSeat({
    id: opts.program.text,
    game: { ...game, rulesVersion },
    seat,
    gameId: first.gameId,
    seatNames: first.seats.map((s) => s.name),
    options: { players: first.players },
    seed: hashString(`${first.gameId}:seat${seat}:program`),
    time: config.time,
    process,
    release: (p) => void p.close(),
  });
  say(
    `${opts.program.text} plays seat ${seat + 1} (${first.seats[seat].name}) of ${first.game} game ${first.gameId}`,
  );
  await driver.begin();

  let latest: SnapshotAnswer = first;
  let asked = -1;
  let busy = false;
  let moves = 0;
  let socket: WebSocket | null = null;
  let reconnects = 0;
  let done = false;

  return await new Promise<LiveResult>((resolve, reject) => {
    const finish = async (outcome: Outcome) => {
      if (done) return;
      done = true;
      socket?.close(1000);
      const report = await driver.finish({ outcome, moveCount: latest.moveCount });
      await process.close();
      resolve({ gameId: first.gameId, seat, outcome, moves, report });
    };
    const fail = async (e: Error) => {
      if (done) return;
      done = true;
      socket?.close(1000);
      process.kill();
      reject(e);
    };
    const send = (m: ClientMessage) =>
      socket?.readyState === WebSocket.OPEN && socket.send(JSON.stringify(m));

    const step = async () => {
      if (busy || done) return;
      const s = latest;
      if (s.outcome) return void finish(s.outcome);
      const legal = s.legalMoves[String(seat)] ?? [];
      if (!s.activeSeats.includes(seat) || legal.length === 0 || s.seats[seat].standIn) return;
      if (asked === s.moveCount) return;
      asked = s.moveCount;
      busy = true;
      const clock = s.seatClocks?.find((c) => c.seat === seat);
      const cap = clock?.deadline ? Math.max(100, clock.remainingMs - CLOCK_MARGIN_MS) : Infinity;
      const turn = { seat, legalMoves: legal.map((l) => l.move), view: s.view };
      let move = driver.decide(turn, s.moveCount, cap);
      if (move instanceof Promise) move = await move;
      if (done) return;
      if (latest.moveCount !== s.moveCount) {
        // The game moved on while the program thought (another seat, a stand-in): think again.
        busy = false;
        return void step();
      }
      send({ type: 'move', id: `m${s.moveCount}`, seat, move, expectedMoveCount: s.moveCount });
      // `busy` stays until the server's answer: the next position comes with it.
    };

    const open = () => {
      const url = `${api.replace(/^http/, 'ws')}/games/${encodeURIComponent(link.gameId)}/socket?logSince=${latest.moveCount}&legalMoves=runs&ops=short`;
      const ws = new WebSocket(url, { headers: { authorization: `Bearer ${link.token}` } });
      socket = ws;
      // A new socket starts from a whole state; the pushes after it are changes to it.
      const pushes = new SocketState();
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as ServerMessage;
        if (m.type === 'state' || m.type === 'patch') {
          const pushed = pushes.take(m);
          if (pushed === 'skip') return;
          if (pushed === 'resync') return void send(resyncMessage());
          reconnects = 0;
          latest = pushed.snapshot;
          void step();
        } else if (m.type === 'ack') {
          moves++;
          busy = false;
          void step();
        } else if (m.type === 'refused') {
          say(`move refused (${m.status} ${m.error.code}): ${m.error.message}`);
          if (m.current) latest = m.current;
          busy = false;
          // A stale move is decided again on the new position; any other refusal after a pause.
          if (m.status === 409) asked = -1;
          else
            setTimeout(
              () => {
                asked = -1;
                void step();
              },
              (m.retryAfter ?? 2) * 1000,
            ).unref();
          void step();
        } else if (m.type === 'error') say(`server: ${m.error.code}: ${m.error.message}`);
      });
      ws.on(
        'unexpected-response',
        (_req, res) => void fail(new CliError(`the server refused the socket: HTTP ${res.statusCode}`)),
      );
      ws.on('error', () => {}); // 'close' follows and decides
      ws.on('close', (code, reason) => {
        if (done || socket !== ws) return;
        if (code >= 4400 && code < 4500)
          return void fail(new CliError(`the server closed the seat's socket: ${code} ${String(reason)}`));
        if (++reconnects > RECONNECTS)
          return void fail(new CliError(`lost the connection ${RECONNECTS} times in a row; giving up`));
        say(`connection closed (${code}); opening it again`);
        busy = false;
        asked = -1;
        setTimeout(open, opts.reconnectMs ?? 1000 * reconnects);
      });
    };
    open();
  });
}
