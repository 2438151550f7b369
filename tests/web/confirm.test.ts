// Confirmations at the table come from the server's flags alone: over random games of both games, the
// legal moves as the server sends them (LiveGame, with their texts) are confirmed by the client exactly
// when the server says they are final or spend, whatever the board's planner adds in words.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { isFinal, pick, rngFromSeed, type AnyGame } from '../../src/kernel/index.ts';
import { newGame } from '../../src/server/game/create-game.ts';
import { LiveGame } from '../../src/server/game/live-game.ts';
import { gameUi } from '../../src/web/boards/index.ts';
import { confirmation, needsConfirmation } from '../../src/web/play/confirm.ts';

const MOVES = 160;

function table(title: string, game: AnyGame, players: number) {
  return newGame(
    {
      game: title,
      players,
      seats: Array.from({ length: players }, () => ({ kind: 'human' as const })),
      hotSeat: true,
      seed: `confirm:${title}:${players}`,
      customSetup: true,
    },
    { games: { [title]: game }, botLevels: () => [], publicUrl: 'http://localhost' },
  ).live.meta;
}

for (const [title, game] of Object.entries(games)) {
  describe(`${title}: confirmations`, () => {
    it('are asked for exactly the moves the server says are final or spend', { timeout: 240_000 }, () => {
      const seen = { final: 0, spends: 0, plain: 0 };
      for (const players of [2, 3]) {
        const meta = table(title, game, players);
        const live = LiveGame.fresh(game, meta);
        const rng = rngFromSeed(`confirm ${title} ${players}`);
        const ui = gameUi(title);
        const board = (game as { board?: unknown }).board ?? null;
        const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
        for (let n = 0; n < MOVES && game.outcome(live.state) === null; n++) {
          const seat = live.activeSeats()[0];
          const legal = live.legalMoves(seat);
          const planner = ui.planner({ view: game.view(live.state, seat), seat, board, names });
          for (const m of legal.slice(0, 60)) {
            const spends = game.spends?.(live.state, seat, m.move) ?? false;
            expect(m.final).toBe(
              isFinal(game, live.state, game.apply(live.state, seat, m.move), seat, m.move),
            );
            expect(m.spends === true).toBe(spends);
            const asked = confirmation(m, legal, planner);
            expect(asked !== null, JSON.stringify(m.move)).toBe(m.final || spends);
            expect(needsConfirmation(m)).toBe(asked !== null);
            if (asked) {
              // Said in both languages, and a final move says it cannot be taken back.
              expect(asked.en.length).toBeGreaterThan(0);
              expect(asked.it.length).toBeGreaterThan(0);
              if (m.final) expect(asked.it).toContain('non si può annullare');
            }
            if (m.final) seen.final++;
            else if (spends) seen.spends++;
            else seen.plain++;
          }
          const move = pick(rng, legal).move;
          live.commit(live.tryMove(seat, move), meta.updatedAt);
        }
      }
      expect(seen.final).toBeGreaterThan(0);
      expect(seen.spends).toBeGreaterThan(0);
      expect(seen.plain).toBeGreaterThan(0);
    });
  });
}
