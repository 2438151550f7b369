// A file of finished self-play games, one JSON line each, so that `train` and `calibrate` can run again
// on the same seeds without playing the games again. A line is used only for the same seed, rules
// version, exploration rate and bot: then it is the game that seed gives.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { FinishedGame } from '../bots/value/train.ts';
import { parseOptions, type AnyGame } from '../kernel/index.ts';
import { CliError } from './context.ts';

interface RecordLine {
  seed: string;
  rulesVersion: number;
  players: number;
  explore: number;
  bot: string;
  winners: number[];
  scores: number[];
  moves: FinishedGame['record']['moves'];
}

export interface RecordsFile {
  get(seed: string): FinishedGame | undefined;
  add(game: FinishedGame): void;
}

export function recordsFile(
  file: string | null,
  game: AnyGame,
  kind: { explore: number; bot: string },
): RecordsFile {
  const bySeed = new Map<string, FinishedGame>();
  if (file && existsSync(file))
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (!text.trim()) return;
        let line: RecordLine;
        try {
          line = JSON.parse(text) as RecordLine;
        } catch {
          throw new CliError(`${file}, line ${i + 1}: not JSON`);
        }
        if (line.rulesVersion !== game.rulesVersion || line.explore !== kind.explore || line.bot !== kind.bot)
          return;
        bySeed.set(line.seed, {
          record: {
            game: game.id,
            rulesVersion: line.rulesVersion,
            options: parseOptions(game, { players: line.players }),
            seed: line.seed,
            moves: line.moves,
          },
          outcome: { winners: line.winners, scores: line.scores },
        });
      });
  return {
    get: (seed) => bySeed.get(seed),
    add(g) {
      if (!file) return;
      const line: RecordLine = {
        seed: g.record.seed,
        rulesVersion: game.rulesVersion,
        players: g.record.options.players,
        explore: kind.explore,
        bot: kind.bot,
        winners: g.outcome.winners,
        scores: g.outcome.scores,
        moves: g.record.moves,
      };
      appendFileSync(file, JSON.stringify(line) + '\n');
    },
  };
}
