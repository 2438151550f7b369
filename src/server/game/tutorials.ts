// The guided first games the server ships (tutorials/<game>.json): read and checked once at start, served
// to the web client (texts and the moves to guide), and turned into a game on request. A tutorial game is
// a custom setup (pinned options and seed) that only these files can ask for: the seed also fixes the
// bots' decisions (bots/decision-seed.ts), so the guided moves stay legal in every game made from it.
import { readdirSync, readFileSync } from 'node:fs';
import { tutorialSchema, tutorialSeat, type AnyGame, type Tutorial } from '../../kernel/index.ts';
import type { CreateGameRequest } from '../../shared/api.ts';

export const TUTORIALS_DIR = new URL('../../../tutorials/', import.meta.url);

/** The shipped tutorials of the games this server plays, by game id. A broken file stops the server. */
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
    const parsed = tutorialSchema.safeParse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
    if (!parsed.success) throw new Error(`tutorials/${file}: ${parsed.error.issues[0]?.message}`);
    if (games[parsed.data.game]) out[parsed.data.game] = parsed.data;
  }
  return out;
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
