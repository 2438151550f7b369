// The guided first games the server ships (tutorials/<game>.json): read and checked once at start, served
// to the web client (texts and the moves to guide), and turned into a game on request. A tutorial game is
// a custom setup (pinned options and seed) that only these files can ask for. Its bots play the moves the
// file lists while the game follows it (`listedReply`), so a change to a bot leaves the guided path as it is.
import { readdirSync, readFileSync } from 'node:fs';
import {
  checkTutorialMoves,
  sameJson,
  tutorialReply,
  tutorialSchema,
  tutorialSeat,
  type AnyGame,
  type MoveRecord,
  type Seat,
  type Tutorial,
  type TutorialReply,
} from '../../kernel/index.ts';
import type { CreateGameRequest } from '../../shared/api.ts';
import type { StoredGame } from '../storage/game-record.ts';

export const TUTORIALS_DIR = new URL('../../../tutorials/', import.meta.url);

/**
 * The shipped tutorials of the games this server plays, by game id. A broken file stops the server with
 * the file, the step and the reason: not JSON, not the format, or a listed move the rules refuse.
 */
export function loadTutorials(
  games: Record<string, AnyGame>,
  dir: URL = TUTORIALS_DIR,
): Record<string, Tutorial> {
  const out: Record<string, Tutorial> = {};
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return out;
  }
  for (const file of files) {
    const t = readTutorial(file, readFileSync(new URL(file, dir), 'utf8'), games);
    if (t) out[t.game] = t;
  }
  return out;
}

/** One tutorial file checked: null for a game this server does not play; a clear error when broken. */
export function readTutorial(file: string, text: string, games: Record<string, AnyGame>): Tutorial | null {
  const fail = (why: string) => new Error(`tutorials/${file}: ${why}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw fail(`not JSON: ${(e as Error).message}`);
  }
  const parsed = tutorialSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw fail(`${where}${issue?.message}`);
  }
  const game = Object.hasOwn(games, parsed.data.game) ? games[parsed.data.game] : undefined;
  if (!game) return null;
  try {
    checkTutorialMoves(game, parsed.data);
  } catch (e) {
    throw fail((e as Error).message);
  }
  return parsed.data;
}

/**
 * Whether a game was made from this tutorial: same game, seed, pinned options and seats, from its setup.
 * (A custom game someone sets up exactly so is one too: its bots play the same moves either way.)
 */
export function isTutorialGame(t: Tutorial, meta: StoredGame): boolean {
  return (
    meta.game === t.game &&
    meta.customSetup === true &&
    !meta.start &&
    meta.seed === t.setup.seed &&
    Object.entries(t.setup.options).every(([k, v]) => sameJson(meta.options[k], v)) &&
    meta.seats.length === t.seats.length &&
    t.seats.every((s, i) =>
      s.kind === 'human' ? meta.seats[i].kind === 'human' : meta.seats[i].level === s.level,
    )
  );
}

/** The tutorial `meta`'s game was made from, if any (its table then shows the guide's progress). */
export function tutorialOfGame(tutorials: Record<string, Tutorial>, meta: StoredGame): Tutorial | null {
  const t = Object.hasOwn(tutorials, meta.game) ? tutorials[meta.game] : undefined;
  return t && isTutorialGame(t, meta) ? t : null;
}

/**
 * What a bot seat plays in `meta`'s game with `moves` in effect: the listed move of the tutorial the game
 * was made from while it follows the file, else its own decision (`own`, also for other games).
 */
export function listedReply(
  tutorials: Record<string, Tutorial>,
  meta: StoredGame,
  moves: readonly MoveRecord[],
  seat: Seat,
  legal: readonly unknown[],
): TutorialReply {
  const t = tutorialOfGame(tutorials, meta);
  return t ? tutorialReply(t, moves, seat, legal) : { kind: 'own' };
}

/** The creation request of a game played from a tutorial, the person's seat named `name`. */
export function tutorialGameRequest(t: Tutorial, name?: string): CreateGameRequest {
  const person = tutorialSeat(t);
  const request = {
    game: t.game,
    players: t.seats.length,
    seats: t.seats.map((s, seat) =>
      s.kind === 'human'
        ? { kind: 'human' as const, ...(seat === person && name ? { name } : {}) }
        : { kind: 'bot' as const, level: s.level, ...(s.name ? { name: s.name } : {}) },
    ),
    options: t.setup.options,
    seed: t.setup.seed,
    // Pinned elements are allowed in games with people only as a declared custom setup.
    customSetup: true,
  };
  return request as CreateGameRequest;
}
