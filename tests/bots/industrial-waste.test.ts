import { describe, expect, it } from 'vitest';
import { botTurn, createBot, type SearchBot } from '../../src/bots/index.ts';
import { industrialWaste, type IwState } from '../../src/games/industrial-waste/index.ts';
import type { IwMove } from '../../src/games/industrial-waste/moves.ts';
import { PublicMoneyCounter } from '../../src/bots/value/public-transactions.ts';
import { hashState, rngFromSeed, sameJson, shuffle } from '../../src/kernel/index.ts';
import { industrialWasteSearchProfile } from '../../src/bots/industrial-waste/index.ts';
import { search } from '../../src/bots/search/mcts.ts';

const game = industrialWaste;
const typeOf = (id: string) => id.slice(0, id.lastIndexOf('-'));

/**
 * Positions of heuristic games where the seat to move has a real choice, each with every seat's public
 * money counted along the game's public log.
 */
function positions(games: number): { state: IwState; seat: number; money: readonly number[] }[] {
  const out: { state: IwState; seat: number; money: readonly number[] }[] = [];
  for (let g = 0; g < games; g++) {
    let s = game.setup({ players: 2 + (g % 2) }, `iso:${g}`);
    const bots = [0, 1, 2].map((seat) => createBot('heuristic', { game, seat, seed: `iso:${g}:${seat}` }));
    const counter = new PublicMoneyCounter(game, 2 + (g % 2));
    while (!game.outcome(s)) {
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat);
      if (legal.length > 2) out.push({ state: s, seat, money: counter.money });
      const move = bots[seat].decide(botTurn(game, s, seat, legal)) as IwMove;
      const before = s;
      s = game.apply(s, seat, move);
      counter.move(before, s, seat, move);
    }
  }
  return out;
}

/**
 * The same position with everything `seat` cannot see changed: the others' cash, the others' kept
 * cards (swapped with deck cards of another type) and the deck order.
 */
function withOtherSecrets(s: IwState, seat: number, salt: string): IwState {
  const t = structuredClone(s);
  const rng = rngFromSeed(salt);
  t.seats.forEach((p, o) => {
    if (o === seat) return;
    p.cash = p.cash + 7 + o * 11;
    if (p.kept !== null) {
      const i = t.deck.findIndex((c) => typeOf(c) !== typeOf(p.kept!) && typeOf(c) !== 'accident');
      if (i >= 0) [p.kept, t.deck[i]] = [t.deck[i], p.kept];
    }
  });
  t.deck = shuffle(rng, t.deck);
  t.rng = rngFromSeed(`${salt}:future`);
  return t;
}

describe('Industrial Waste bots', () => {
  const all = positions(4);

  it('the search decides the same when hidden values it cannot see change', () => {
    let keptChanged = 0;
    let checked = 0;
    for (const [i, { state, seat }] of all.entries()) {
      if (i % 7 !== 0) continue;
      const other = withOtherSecrets(state, seat, `salt:${i}`);
      expect(hashState(other)).not.toBe(hashState(state));
      expect(sameJson(game.view(other, seat), game.view(state, seat))).toBe(true);
      if (other.seats.some((p, o) => o !== seat && p.kept !== state.seats[o].kept)) keptChanged++;
      const decide = (s: IwState) => {
        const bot = createBot('mcts', {
          game,
          seat,
          seed: `iso:${i}`,
          budget: { iterations: 60 },
        }) as SearchBot;
        const move = bot.decide(botTurn(game, s, seat, game.legalMoves(s, seat)));
        return { move, root: bot.lastSearch?.root };
      };
      expect(decide(other)).toEqual(decide(state));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    expect(keptChanged).toBeGreaterThan(0);
  });

  it('the strongest level plays out the same moves when hidden values it cannot see change', () => {
    let checked = 0;
    let played = 0;
    let cutByModel = 0;
    let noisy = 0;
    let quick = 0;
    let draftByHeuristic = 0;
    for (const [i, { state, seat }] of all.entries()) {
      if (i % 11 !== 3) continue;
      const other = withOtherSecrets(state, seat, `salt:${i}`);
      expect(sameJson(game.view(other, seat), game.view(state, seat))).toBe(true);
      // The rollouts alone, blended with a search before them, cut by the trained model, with noise.
      const worths: unknown[] = [];
      for (const [blend, model, noise, others] of [
        [0, 0, 0, 0],
        [0.5, 0, 0, 0],
        [0, 1, 0, 0],
        [0, 0, 300, 0],
        [0, 0, 0, 1],
        [0, 0, 0, 2],
      ]) {
        const decide = (s: IwState) => {
          const bot = createBot('tycoon', {
            game,
            seat,
            seed: `iso:${i}`,
            budget: { iterations: 40 },
            tuning: { rollouts: 3, samples: 2, rolloutDepth: 12, blend, model, noise, others },
          }) as SearchBot;
          const move = bot.decide(botTurn(game, s, seat, game.legalMoves(s, seat)));
          return { move, root: bot.lastSearch?.root };
        };
        const mine = decide(state);
        expect(decide(other)).toEqual(mine);
        if ((mine.root?.length ?? 0) > 1) played++;
        worths.push(mine.root?.map((m) => m.value));
      }
      if (!sameJson(worths[0], worths[2])) cutByModel++;
      if (!sameJson(worths[0], worths[3])) noisy++;
      if (!sameJson(worths[0], worths[4])) quick++;
      if (!sameJson(worths[4], worths[5])) draftByHeuristic++;
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
    expect(played).toBeGreaterThan(0);
    // The model's chances do reach the rollouts' worth where they stop unfinished.
    expect(cutByModel).toBeGreaterThan(0);
    // And the noise reaches the rollouts.
    expect(noisy).toBeGreaterThan(0);
    // The other seats' quick judgement reaches them too, and `others=2` keeps the heuristic in the draft.
    expect(quick).toBeGreaterThan(0);
    expect(draftByHeuristic).toBeGreaterThan(0);
  });

  it('with the public money, the strongest level draws the others’ cash from it, and still never reads the state', () => {
    let checked = 0;
    let counted = 0;
    for (const [i, { state, seat, money }] of all.entries()) {
      if (i % 11 !== 5) continue;
      // The public log is the same for both states, so is its count; the cash field is not.
      const other = withOtherSecrets(state, seat, `salt:${i}`);
      expect(sameJson(game.view(other, seat), game.view(state, seat))).toBe(true);
      const decide = (s: IwState, withMoney: boolean) => {
        const bot = createBot('tycoon', {
          game,
          seat,
          seed: `iso:${i}`,
          budget: { iterations: 40 },
          tuning: { rollouts: 3, samples: 3, rolloutDepth: 12, money: 1 },
        }) as SearchBot;
        const turn = botTurn(game, s, seat, game.legalMoves(s, seat), withMoney ? money : undefined);
        const move = bot.decide(turn);
        return { move, root: bot.lastSearch?.root };
      };
      const mine = decide(state, true);
      expect(decide(other, true)).toEqual(mine);
      if ((mine.root?.length ?? 0) > 1 && !sameJson(mine, decide(state, false))) counted++;
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
    // The money does reach the draws: some rollouts end otherwise than with the uniform guess.
    expect(counted).toBeGreaterThan(0);
  });

  it('the strongest level hands the kinds of decision its settings name to its search, and only those', () => {
    const kindOf = (s: IwState) =>
      s.auction !== null ? 'auction' : s.phase === 'drafting' ? 'draft' : 'play';
    const seen = new Set<string>();
    let differs = 0;
    for (const [i, { state, seat }] of all.entries()) {
      if (i % 5 !== 1) continue;
      const kind = kindOf(state);
      seen.add(kind);
      const decide = (s: IwState, tuning: Record<string, number>) => {
        const bot = createBot('tycoon', {
          game,
          seat,
          seed: `kind:${i}`,
          budget: { iterations: 50 },
          tuning,
        });
        return bot.decide(botTurn(game, s, seat, game.legalMoves(s, seat)));
      };
      const searched = decide(state, { rollouts: 0 });
      const rolled = decide(state, { rollouts: 3, samples: 2, rolloutDepth: 12 });
      if (!sameJson(searched, rolled)) differs++;
      for (const [setting, named] of [
        ['searchDraft', 'draft'],
        ['searchAuction', 'auction'],
        ['searchPlay', 'play'],
      ]) {
        const tuning = { rollouts: 3, samples: 2, rolloutDepth: 12, [setting]: 1 };
        const move = decide(state, tuning);
        expect(move).toEqual(kind === named ? searched : rolled);
        // Still from the seat's view only.
        expect(decide(withOtherSecrets(state, seat, `salt:${i}`), tuning)).toEqual(move);
      }
    }
    expect([...seen].sort()).toEqual(['auction', 'draft', 'play']);
    expect(differs).toBeGreaterThan(0);
  });

  it('with `margin`, the search values a lead beyond the win, from the seat’s view only', () => {
    let checked = 0;
    let changed = 0;
    for (const [i, { state, seat }] of all.entries()) {
      if (i % 13 !== 2) continue;
      const decide = (s: IwState, margin: number) => {
        const bot = createBot('tycoon', {
          game,
          seat,
          seed: `margin:${i}`,
          budget: { iterations: 60 },
          tuning: { rollouts: 0, margin },
        }) as SearchBot;
        const move = bot.decide(botTurn(game, s, seat, game.legalMoves(s, seat)));
        return { move, root: bot.lastSearch?.root };
      };
      const mine = decide(state, 0.5);
      expect(decide(withOtherSecrets(state, seat, `salt:${i}`), 0.5)).toEqual(mine);
      if (!sameJson(mine.root, decide(state, 0).root)) changed++;
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
    expect(changed).toBeGreaterThan(0);
  });

  it('the search plays its samples in place (`freshSamples`) with the same result as on copies', () => {
    for (const [i, { state, seat }] of all.entries()) {
      if (i % 17 !== 4) continue;
      const view = game.view(state, seat);
      const profile = industrialWasteSearchProfile(view);
      expect(profile.freshSamples).toBe(true);
      const run = (p: typeof profile) =>
        search({
          game,
          seat,
          view,
          legalMoves: game.legalMoves(state, seat),
          rng: rngFromSeed(`fresh:${i}`),
          budget: { iterations: 200 },
          profile: p,
        });
      const inPlace = run(profile);
      const copied = run({ ...profile, freshSamples: false });
      expect(inPlace.root).toEqual(copied.root);
      expect(inPlace.move).toEqual(copied.move);
      // Playing a sample in place leaves the view as it was.
      expect(sameJson(game.view(state, seat), view)).toBe(true);
    }
  });

  it('a search level’s own iteration count replaces the run’s budget, time or iterations', () => {
    const { state, seat } = all[Math.floor(all.length / 3)];
    const decide = (budget: { ms?: number; iterations?: number }, tuning = {}) => {
      const bot = createBot('mcts', { game, seat, seed: 'own', budget, tuning }) as SearchBot;
      const move = bot.decide(botTurn(game, state, seat, game.legalMoves(state, seat)));
      return { move, iterations: bot.lastSearch?.iterations, root: bot.lastSearch?.root };
    };
    const counted = decide({ iterations: 80 });
    expect(counted.iterations).toBe(80);
    // A tiny time budget or another count from the run does not change the bot's own 80 iterations.
    expect(decide({ ms: 1 }, { iterations: 80 })).toEqual(counted);
    expect(decide({ iterations: 5 }, { iterations: 80 })).toEqual(counted);
    expect(decide({}, { iterations: 80 })).toEqual(counted);
  });

  it('the hidden parts matter to a reader of the state, so the test above can tell', () => {
    // Sanity check of the test itself: the changed positions play on differently.
    const { state, seat } = all[Math.floor(all.length / 2)];
    const other = withOtherSecrets(state, seat, 'salt');
    expect(other.deck).not.toEqual(state.deck);
    expect(other.seats.filter((_, o) => o !== seat).map((p) => p.cash)).not.toEqual(
      state.seats.filter((_, o) => o !== seat).map((p) => p.cash),
    );
  });

  it('heuristic and search play whole games with legal moves only, the same way for the same seed', () => {
    const play = () => {
      let s = game.setup({ players: 2 }, 'legal');
      const bots = [
        createBot('mcts', { game, seat: 0, seed: 'm', budget: { iterations: 30 } }),
        createBot('heuristic', { game, seat: 1, seed: 'h' }),
      ];
      const moves: unknown[] = [];
      while (!game.outcome(s)) {
        const seat = game.activeSeats(s)[0];
        const legal = game.legalMoves(s, seat);
        const move = bots[seat].decide(botTurn(game, s, seat, legal));
        expect(legal).toContainEqual(move);
        moves.push(move);
        s = game.apply(s, seat, move as IwMove);
      }
      return moves;
    };
    expect(play()).toEqual(play());
  });
});
