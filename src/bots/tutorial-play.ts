// Plays a tutorial's bot seats as the server's bots decide (same level, same decision seed), so that the
// moves a tutorial file lists for its bots can be recorded once; the server then plays the file's moves.
import { Match, tutorialSeat, type Tutorial, type TutorialStep } from '../kernel/index.ts';
import { botDecisionSeed } from './decision-seed.ts';
import { createBot } from './index.ts';
import type { AnyGame } from '../kernel/index.ts';

/** The move the server's bot of `seat` makes now in `match`. */
export function botMoveNow(game: AnyGame, t: Tutorial, match: Match, seat: number): unknown {
  const spec = t.seats[seat];
  if (spec?.kind !== 'bot') throw new Error(`seat ${seat} is not a bot in this tutorial`);
  const bot = createBot(spec.level, {
    game,
    seat,
    seed: botDecisionSeed(t.setup.seed, seat, match.moveCount),
  });
  return bot.decide({ seat, legalMoves: match.legalMoves(seat), view: match.view(seat) });
}

/**
 * The tutorial's steps with the bots' moves worked out again: the person's steps are kept in order and
 * the bots move in between, until the person is to move after their last guided step.
 */
export function recordTutorialSteps(game: AnyGame, t: Tutorial): TutorialStep[] {
  const person = tutorialSeat(t);
  const guided = t.steps.filter((s) => s.seat === person);
  const match = Match.create(game, t.setup.options, t.setup.seed);
  const out: TutorialStep[] = [];
  let next = 0;
  for (let guard = 0; guard < 10_000 && match.outcome() === null; guard++) {
    const active = match.activeSeats();
    if (active.length !== 1)
      throw new Error(`move ${match.moveCount}: seats ${active.join(', ')} decide at once`);
    const seat = active[0];
    if (seat === person) {
      if (next === guided.length) break;
      const step = guided[next++];
      match.move(seat, step.move);
      out.push(step);
    } else {
      const move = botMoveNow(game, t, match, seat);
      match.move(seat, move);
      out.push({ seat, move });
    }
  }
  return out;
}
