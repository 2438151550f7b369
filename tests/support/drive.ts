// Plays a game through the HTTP API with random legal moves, as people holding seat links would; bot
// seats are left to the server.
import { randomInt, rngFromSeed } from '../../src/kernel/index.ts';
import type { GameSnapshot } from '../../src/shared/api.ts';
import { call } from './server.ts';

export interface DriveOptions {
  url: string;
  gameId: string;
  /** Token by seat for the human seats (a hot-seat token may appear for every seat). */
  tokens: Record<number, string>;
  seed: string;
  maxMoves?: number;
  /** Called after each acknowledged move. */
  afterMove?: (snapshot: GameSnapshot) => Promise<void> | void;
  /** Give up waiting for bots after this long (ms). */
  botWaitMs?: number;
  /** Ask for whole snapshots (legal and blocked moves with their texts) rather than compact ones. */
  fullTexts?: boolean;
}

export async function driveRandom(o: DriveOptions): Promise<GameSnapshot> {
  const rng = rngFromSeed(o.seed);
  let moves = 0;
  let waitedSince = Date.now();
  let snap: GameSnapshot = (await call(`${o.url}/api/games/${o.gameId}`)).body;
  for (;;) {
    if (snap.status === 'finished' || moves >= (o.maxMoves ?? Infinity)) return snap;
    const seat = snap.activeSeats.find((s) => o.tokens[s] !== undefined);
    if (seat === undefined) {
      if (Date.now() - waitedSince > (o.botWaitMs ?? 60_000)) throw new Error('bots did not move');
      await new Promise((r) => setTimeout(r, 10));
      snap = (await call(`${o.url}/api/games/${o.gameId}`)).body;
      continue;
    }
    waitedSince = Date.now();
    // The last answer already holds this seat's legal moves when the same link acts again.
    const mine: GameSnapshot = snap.controls.includes(seat)
      ? snap
      : (await call(`${o.url}/api/games/${o.gameId}?token=${o.tokens[seat]}&seat=${seat}`)).body;
    const legal = mine.legalMoves[String(seat)] ?? [];
    if (legal.length === 0) throw new Error(`seat ${seat} is active but has no legal move`);
    const move = legal[randomInt(rng, legal.length)].move;
    const r = await call(
      `${o.url}/api/games/${o.gameId}/moves?seat=${seat}${o.fullTexts ? '&texts=full' : ''}`,
      {
        body: { seat, move, expectedMoveCount: mine.moveCount },
        token: o.tokens[seat],
      },
    );
    if (r.status === 409) {
      snap = r.body.current; // a bot moved in between: look again
      continue;
    }
    if (r.status !== 200) throw new Error(`move ${JSON.stringify(move)} refused: ${JSON.stringify(r.body)}`);
    moves++;
    snap = r.body;
    await o.afterMove?.(snap);
  }
}
