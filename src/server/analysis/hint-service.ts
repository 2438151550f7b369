// Hints: a seat of a game whose creator allowed them asks what a strong player would do now. The
// strongest level's judgement (bots/analysis/hint.ts) runs in the bot workers from that seat's own
// view and the public money (so a hint uses nothing the seat cannot see), bounded by counts; the
// request waits for it a bounded time, else answers "pending" (202) and the seat asks again, getting
// the same judgement. A hint once given is noted with the
// game (stored) and written in the log, for everyone, at the seat's next move.
import type { Hint } from '../../bots/analysis/hint.ts';
import { hintIterations, positionSeed } from '../../bots/analysis/budget.ts';
import { strongestLevel } from '../../bots/index.ts';
import type { Lang, Seat } from '../../kernel/index.ts';
import type { HintResponse, Texts } from '../../shared/api.ts';
import { controlsOf } from '../seats/access.ts';
import type { BotPool } from '../bots/pool.ts';
import { ACCESS_TEXTS } from '../seats/access-texts.ts';
import { refusal } from '../http/errors.ts';
import { ANALYSIS_TEXTS } from './texts.ts';
import type { GameService } from '../game/game-service.ts';
import type { LiveGame } from '../game/live-game.ts';
import { SEARCH_JOB_LIMIT_MS } from './analysis-service.ts';
import { hintMessage, hintText } from './messages.ts';
import { publicMoneyNow } from './public-money.ts';

/** Hints kept per game position and seat; older ones are dropped first. */
const KEPT = 200;

export interface HintDeps {
  service: GameService;
  pool: BotPool;
  /** How long a request waits for the search before it answers "pending". */
  waitMs: number;
}

type Search = Promise<Hint>;

export class HintService {
  private readonly searches = new Map<string, Search>();
  private readonly done = new Map<string, Hint>();

  constructor(private readonly d: HintDeps) {}

  async hint(id: string, token: string | undefined, seatAsked?: number): Promise<HintResponse> {
    const live = await this.d.service.live(id);
    if (!live.meta.hints) throw refusal(403, 'HINTS_OFF', ANALYSIS_TEXTS.hintsOff);
    if (token === undefined) throw refusal(403, 'TOKEN_REQUIRED', ANALYSIS_TEXTS.hintNeedsLink);
    const controls = controlsOf(live, token);
    const active = live.activeSeats();
    const seat =
      seatAsked ?? (controls.length === 1 ? controls[0] : controls.find((s) => active.includes(s)));
    if (seat === undefined || !controls.includes(seat))
      throw refusal(
        403,
        'NOT_YOUR_SEAT',
        seatAsked === undefined
          ? ANALYSIS_TEXTS.whichSeat
          : ACCESS_TEXTS.notYourSeat(seatAsked, live.meta.seats),
      );
    if (live.meta.status === 'finished') throw refusal(409, 'GAME_OVER', ANALYSIS_TEXTS.hintAfterEnd);
    if (!active.includes(seat))
      throw refusal(409, 'NOT_YOUR_TURN', ANALYSIS_TEXTS.notYourTurn(seat, live.meta.seats));
    const moveCount = live.moveCount;
    const key = `${id}:${moveCount}:${seat}`;
    const hint = await this.wait(key, live, seat);
    const base = { gameId: id, seat, moveCount };
    if (!hint) return { ...base, status: 'pending' };
    // The game may have moved on while the search ran: the hint is for the position it was asked at.
    if (live.moveCount === moveCount) await this.d.service.noteHint(id, seat, moveCount);
    return { ...base, status: 'ready', ...this.explain(live, seat, hint) };
  }

  private async wait(key: string, live: LiveGame, seat: Seat): Promise<Hint | null> {
    const known = this.done.get(key);
    if (known) return known;
    let search = this.searches.get(key);
    if (!search) {
      search = this.start(key, live, seat);
      this.searches.set(key, search);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), this.d.waitMs)));
    try {
      return await Promise.race([search, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private start(key: string, live: LiveGame, seat: Seat): Search {
    const game = live.game;
    const state = live.state;
    const view = game.view(state, seat);
    const search = this.d.pool
      .decide(
        {
          game: game.id,
          bot: strongestLevel(game),
          task: 'hint',
          seat,
          // Seeded by the position as the seat sees it: the same position gets the same hint, also
          // when an undo comes back to it.
          seed: `${positionSeed(live.meta.seed, view)}:hint:${seat}`,
          iterations: hintIterations(game),
          budgetMs: SEARCH_JOB_LIMIT_MS,
          view,
          legalMoves: game.legalMoves(state, seat),
          // The chart's chances read the public money where the game counts it: so does the hint's.
          money: publicMoneyNow(live),
        },
        `hint:${live.id}`,
      )
      .then((h) => {
        const hint = h as Hint;
        this.done.set(key, hint);
        while (this.done.size > KEPT) this.done.delete(this.done.keys().next().value!);
        return hint;
      })
      .finally(() => this.searches.delete(key));
    // A search nobody waits for any more must not be an unhandled rejection.
    search.catch(() => {});
    return search;
  }

  /** The move's label, and the reason in every language built from what the search saw. */
  private explain(
    live: LiveGame,
    seat: Seat,
    hint: Hint,
  ): Pick<HintResponse, 'move' | 'label' | 'winProbability' | 'winProbabilityBefore' | 'reason'> {
    const game = live.game;
    const label = (m: unknown): Texts => hintText((l) => game.formatMove(m, l));
    const chance = Math.round(hint.best.chance * 100);
    const before = Math.round(hint.before * 100);
    const effect = game.explainMove?.(live.state, seat, hint.best.move) ?? null;
    const only = game.legalMoves(live.state, seat).length === 1;
    const next = hint.next;
    const played = playedOut(hint);
    const params = {
      chance,
      before,
      otherChance: next ? Math.round(next.chance * 100) : null,
      only,
      ...(played?.params ?? {}),
    };
    const text = (l: Lang) =>
      [
        hintMessage(l, only ? 'HINT_ONLY' : 'HINT_REASON', {
          move: game.formatMove(hint.best.move, l),
          chance,
          before,
        }),
        next
          ? hintMessage(l, 'HINT_NEXT', {
              other: game.formatMove(next.move, l),
              otherChance: params.otherChance,
            })
          : '',
        played ? hintMessage(l, played.id, played.params) : '',
        effect ? effect[l] : '',
      ]
        .filter(Boolean)
        .join(' ');
    return {
      move: hint.best.move,
      label: label(hint.best.move),
      winProbability: hint.best.chance,
      winProbabilityBefore: hint.before,
      reason: { id: only ? 'HINT_ONLY' : 'HINT_REASON', params, text: hintText(text) },
    };
  }
}

/**
 * The strongest bot's own judgement of the hinted move, when it played moves out: in The Cost how its
 * played-out game ended (first by so many dollars, a shared win, or so many behind), in Industrial Waste
 * its rollouts' worth of the move and of the runner-up.
 */
function playedOut(hint: Hint): { id: string; params: Record<string, number> } | null {
  const { best, next } = hint;
  if (best.worth === null || best.rollouts === 0) return null;
  if (best.margin !== null) {
    const margin = Math.abs(Math.round(best.margin));
    if (best.worth >= 1) return { id: 'HINT_PLAYED_WON', params: { margin } };
    if (best.worth > 0) return { id: 'HINT_PLAYED_SHARED', params: { margin } };
    return { id: 'HINT_PLAYED_LOST', params: { margin } };
  }
  if (!next || next.worth === null) return null;
  return {
    id: 'HINT_PLAYED_WORTH',
    params: {
      rollouts: best.rollouts,
      worth: Math.round(best.worth * 100),
      otherWorth: Math.round(next.worth * 100),
    },
  };
}
