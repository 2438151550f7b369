// The bot protocol's messages (docs/bot-protocol.md, which holds their JSON Schemas): one JSON object
// per line. The host sends hello, decide and outcome; the bot answers hello with ready and each decide
// with a move. Changing a field here means changing the document and its schemas in the same commit.
import { canonicalJson, type Seat } from '../../kernel/index.ts';

export const PROTOCOL_VERSION = 1;

export type FailureKind = 'time' | 'output' | 'illegal' | 'crash' | 'memory';

export interface Failure {
  kind: FailureKind;
  /** The move number (moves made in the game before it) at which it happened. */
  moveCount: number;
  detail: string;
}

export interface TimeControl {
  /** Time for each decision. */
  decisionMs: number;
  /** Extra time for the whole game, spent by decisions that take longer than `decisionMs`. */
  bankMs: number;
  /** Time to answer hello (the first one includes starting the program). */
  helloMs: number;
}

export interface HelloMessage {
  type: 'hello';
  protocol: number;
  game: string;
  rulesVersion: number;
  gameId: string;
  seat: Seat;
  players: number;
  seats: { seat: Seat; name: string }[];
  options: Record<string, unknown>;
  seed: string;
  timeControl: TimeControl;
}

export interface DecideMessage {
  type: 'decide';
  gameId: string;
  seat: Seat;
  moveCount: number;
  /** Time this answer may take: `decisionMs` plus what is left of the bank. */
  timeLeftMs: number;
  bankLeftMs: number;
  view: unknown;
  legalMoves: { index: number; move: unknown }[];
}

export interface OutcomeMessage {
  type: 'outcome';
  gameId: string;
  seat: Seat;
  /** `finished` by the rules, or `aborted` (an error, too many moves, the server ended it). */
  status: 'finished' | 'aborted';
  winners: Seat[];
  scores: number[];
  moveCount: number;
  failures: Failure[];
}

export type HostMessage = HelloMessage | DecideMessage | OutcomeMessage;

export function decideMessage(
  gameId: string,
  seat: Seat,
  moveCount: number,
  view: unknown,
  legal: readonly unknown[],
  timeLeftMs: number,
  bankLeftMs: number,
): DecideMessage {
  return {
    type: 'decide',
    gameId,
    seat,
    moveCount,
    timeLeftMs: Math.max(0, Math.round(timeLeftMs)),
    bankLeftMs: Math.max(0, Math.round(bankLeftMs)),
    view,
    legalMoves: legal.map((move, index) => ({ index, move })),
  };
}

/** What a line from the bot says, or why it says nothing usable. */
export type Answer =
  | { ok: true; type: 'ready' }
  | { ok: true; type: 'move'; index: number }
  | { ok: false; kind: 'output' | 'illegal'; detail: string };

const short = (line: string) => (line.length > 120 ? `${line.slice(0, 117)}...` : line);

/** Reads a bot's answer to `expected`; a move answer is matched against the legal moves. */
export function readAnswer(line: string, expected: 'ready' | 'move', legal: readonly unknown[] = []): Answer {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, kind: 'output', detail: `not JSON: ${JSON.stringify(short(line))}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, kind: 'output', detail: `not a JSON object: ${short(line)}` };
  const msg = value as Record<string, unknown>;
  if (msg.type !== expected)
    return {
      ok: false,
      kind: 'output',
      detail: `expected {"type": "${expected}"...}, got type ${JSON.stringify(msg.type ?? null)}`,
    };
  if (expected === 'ready') return { ok: true, type: 'ready' };
  const hasIndex = Object.hasOwn(msg, 'index');
  const hasMove = Object.hasOwn(msg, 'move');
  if (hasIndex === hasMove)
    return { ok: false, kind: 'output', detail: 'a move answer has either "index" or "move", not both' };
  if (hasIndex) {
    const index = msg.index;
    if (typeof index !== 'number' || !Number.isInteger(index))
      return { ok: false, kind: 'output', detail: `"index" is not a whole number: ${JSON.stringify(index)}` };
    if (index < 0 || index >= legal.length)
      return {
        ok: false,
        kind: 'illegal',
        detail: `index ${index} is not one of the ${legal.length} legal moves (0 to ${legal.length - 1})`,
      };
    return { ok: true, type: 'move', index };
  }
  const wanted = canonicalJson(msg.move);
  const index = legal.findIndex((m) => canonicalJson(m) === wanted);
  if (index < 0)
    return { ok: false, kind: 'illegal', detail: `not a legal move now: ${short(JSON.stringify(msg.move))}` };
  return { ok: true, type: 'move', index };
}
