// Quick judgements of single moves of Industrial Waste, without playing them (the playout policy and
// the search's priors), the moves worth a look, and the tree's names for moves.
import type { IwMove } from '../../games/industrial-waste/moves.ts';
import type { IwState } from '../../games/industrial-waste/state.ts';
import { randomInt, type RngState } from '../../kernel/index.ts';
import { accidentOf, cardType, orderNeeds, STEP_COST, trackPoints } from './facts.ts';

/** Points a raw-materials piece is worth to a seat, about: a share of an order's pay. */
export function pieceWorth(s: IwState, seat: number): number {
  const p = s.seats[seat];
  const needs = orderNeeds(p);
  const enough = p.rawMaterials >= 2 * needs.raw;
  return ((p.growth / 2) * (enough ? 0.25 : 0.6)) / needs.raw;
}

/** The highest bid (in M) worth making for the lot now on auction. */
export function bidLimit(s: IwState, seat: number): number {
  const a = s.auction;
  if (a === null) return 0;
  // 1 M is half a point; a lot is worth its pieces.
  return Math.floor(2 * a.lot * pieceWorth(s, seat) * 0.8);
}

/** A rough worth in points of making `move` now. */
export function quickScore(s: IwState, seat: number, move: IwMove): number {
  const p = s.seats[seat];
  switch (move.type) {
    case 'TAKE_LOAN':
      return -6;
    case 'PASS':
      return 0;
    case 'BID': {
      const limit = bidLimit(s, seat);
      return move.amount <= limit ? 1 + (limit - move.amount) * 0.1 : -2 - (move.amount - limit) * 0.2;
    }
    case 'USE_BRIBERY':
      return move.use ? 1 : 0;
    case 'KEEP_CARD':
      return 0.3;
    case 'DISCARD_CARD':
      return -0.5;
    case 'REPAY_LOAN':
      return 4;
    case 'CHOOSE_COLUMN':
      return 0;
    case 'PLAY_CARD': {
      const advisor = move.advisor !== undefined;
      switch (cardType(move.card)) {
        case 'order':
          return p.growth / 2 + (advisor ? 2.5 : 0);
        case 'growth':
          return advisor ? 2.2 : 1.2;
        case 'innovation': {
          let gain = 0;
          const holes = { ...p.holes };
          for (const t of move.tracks ?? []) {
            gain += trackPoints(holes[t] + 1) - trackPoints(holes[t]);
            holes[t] += 1;
          }
          return gain - ((move.tracks?.length ?? 1) * STEP_COST) / 2 + 0.3;
        }
        case 'waste-disposal': {
          const drop = Math.min(p.waste, advisor ? 6 : 3);
          const zone = accidentOf(p.waste).fine - accidentOf(p.waste - drop).fine;
          return drop * 0.15 + zone * 0.4 - (advisor ? 1 : 0);
        }
        case 'waste-removal':
          return 0.6 + (advisor ? 0.4 : 0);
        case 'hiring-firing': {
          const need = orderNeeds(p).coworkers;
          if (move.direction === 'fire') return p.coworkers > need ? 1.5 : -1;
          return p.coworkers < need ? 1.5 : -0.5;
        }
        case 'raw-materials':
          return 0.5 + (advisor ? 0.3 : 0);
        default:
          return 0;
      }
    }
    default:
      return 0;
  }
}

export function playoutMove(s: IwState, seat: number, legal: readonly IwMove[], rng: RngState): IwMove {
  const options = candidates(s, seat, legal);
  if (options.length === 1) return options[0];
  if (randomInt(rng, 10) === 0) return options[randomInt(rng, options.length)];
  let best = options[0];
  let bestScore = -Infinity;
  let ties = 0;
  for (const m of options) {
    const score = quickScore(s, seat, m);
    if (score > bestScore) {
      best = m;
      bestScore = score;
      ties = 1;
    } else if (score === bestScore && randomInt(rng, ++ties) === 0) best = m;
  }
  return best;
}

export function priors(s: IwState, seat: number, legal: readonly IwMove[]): number[] {
  const scores = legal.map((m) => quickScore(s, seat, m));
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  return scores.map((x) => (hi > lo ? (x - lo) / (hi - lo) : 0.5));
}

/**
 * The moves worth a look: never a voluntary loan (10 M now cost 10 points, a net loss of 5); of the
 * bids, passing and a few amounts up to what the lot is worth (and the lowest bid, whatever it is).
 */
export function candidates(s: IwState, seat: number, legal: readonly IwMove[]): IwMove[] {
  const out: IwMove[] = [];
  const bids: IwMove[] = [];
  for (const m of legal) {
    if (m.type === 'TAKE_LOAN') continue;
    if (m.type === 'BID') bids.push(m);
    else out.push(m);
  }
  if (bids.length > 0) {
    const limit = Math.max(bidLimit(s, seat), (bids[0] as { amount: number }).amount);
    const within = bids.filter((b) => (b as { amount: number }).amount <= limit);
    const picks = new Set([0, Math.floor(within.length / 2), within.length - 1]);
    for (const i of picks) if (within[i]) out.push(within[i]);
  }
  return out.length > 0 ? out : legal.slice();
}

/**
 * Cards of one type are the same decision, whatever their ids (which differ from sample to sample).
 * Every other move is named by its fields, as its JSON would, without the cost of writing JSON.
 */
export function moveKey(move: IwMove): string {
  switch (move.type) {
    case 'PLAY_CARD':
      return `PLAY ${cardType(move.card)} ${move.advisor ? 'advisor' : ''} ${move.tracks?.join('+') ?? ''} ${move.direction ?? ''}`;
    case 'DISCARD_CARD':
      return `DISCARD ${cardType(move.card)}`;
    case 'REPAY_LOAN':
      return 'REPAY';
    case 'CHOOSE_COLUMN':
      return `COLUMN ${move.column}`;
    case 'BID':
      return `BID ${move.amount}`;
    case 'PASS':
      return 'PASS';
    case 'KEEP_CARD':
      return 'KEEP';
    case 'USE_BRIBERY':
      return `BRIBERY ${move.use}`;
    default:
      return JSON.stringify(move);
  }
}
