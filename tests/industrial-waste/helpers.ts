// Shared by the Industrial Waste tests: random playouts, positions written in a few lines, invariants.
import { randomInt, rngFromSeed, type RngState } from '../../src/kernel/index.ts';
import {
  industrialWaste as game,
  type IwMove,
  type IwState,
} from '../../src/games/industrial-waste/index.ts';
import { EDITION } from '../../src/games/industrial-waste/data/edition.ts';

export { game };

/** A position in the documented format; omitted fields take their documented defaults. */
export function position(fields: Record<string, unknown>): IwState {
  return game.position.read({ format: 'industrial-waste/position', version: 1, ...fields });
}

export interface Step {
  before: IwState;
  after: IwState;
  seat: number;
  move: IwMove;
}

/** Plays one game between uniformly random seats (loans included) through the pure `apply`. */
export function randomGame(
  players: number,
  seed: string,
  onStep?: (step: Step) => void,
  rng: RngState = rngFromSeed(`moves:${seed}`),
): IwState {
  let s = game.setup({ players }, seed);
  for (let n = 0; game.outcome(s) === null; n++) {
    if (n > 20_000) throw new Error(`game ${seed} did not end`);
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat);
    const move = legal[randomInt(rng, legal.length)];
    const after = game.apply(s, seat, move);
    onStep?.({ before: s, after, seat, move });
    s = after;
  }
  return s;
}

/** Every card id where it lies in the state (the set-aside Accident included). */
export function allCards(s: IwState): string[] {
  const cards = [...s.deck, ...s.discard];
  for (const c of s.layout) if (c) cards.push(...c);
  for (const p of s.seats) {
    cards.push(...p.hand);
    if (p.kept !== null) cards.push(p.kept);
  }
  if (s.accidentSetAside) cards.push(EDITION.accidentId);
  return cards;
}

/** The invariants of spec §2-§3 that hold after every move; returns what is broken, or null. */
export function broken(s: IwState): string | null {
  const cards = allCards(s);
  if (cards.length !== 53 || new Set(cards).size !== 53)
    return `cards: ${cards.length} (${new Set(cards).size} distinct)`;
  const raw = s.supply + s.seats.reduce((a, p) => a + p.rawMaterials, 0) + (s.auction?.lot ?? 0);
  if (raw !== 50) return `raw materials: ${raw}`;
  if (s.supply < 0) return `supply ${s.supply}`;
  for (const [i, p] of s.seats.entries()) {
    if (!Number.isInteger(p.cash) || p.cash < 0) return `seat ${i} cash ${p.cash}`;
    if (p.waste < 0 || p.waste > 16) return `seat ${i} waste ${p.waste}`;
    if (p.growth < 14 || p.growth > 20) return `seat ${i} growth ${p.growth}`;
    if (p.coworkers < 1 || p.coworkers > 5) return `seat ${i} co-workers ${p.coworkers}`;
    if (Object.values(p.holes).some((h) => h < 0 || h > 4))
      return `seat ${i} holes ${JSON.stringify(p.holes)}`;
    if (p.loans < 0 || p.rawMaterials < 0) return `seat ${i} loans/raw`;
    if (p.hand.length > 4) return `seat ${i} holds ${p.hand.length} cards`;
    if ([...p.hand, p.kept].some((c) => c === EDITION.accidentId)) return `seat ${i} holds the Accident`;
  }
  for (const c of s.layout)
    if (c && new Set(c.map((id) => id.replace(/-\d+$/, ''))).size !== c.length)
      return 'duplicate in a column';
  if (s.discard.includes(EDITION.accidentId)) return 'Accident on the discard pile';
  return null;
}
