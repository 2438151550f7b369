// Each seat's money as the table can count it: in Industrial Waste the cash is hidden (spec §10), but
// every transaction is a public event with its amount (order income, fines, bribes, innovation costs,
// auction payments, basic costs, loans and their repayment), as it would be seen at a table. This sums
// those amounts as a spectator reads them in the log (`describe` for the spectator), never the state's
// cash: the starting cash (public, the same for every seat) plus what came in, minus what went out.
// The chances may read it (docs/rulings.md, IW-8); no client shows it, nor any estimate of a cash.
import { SPECTATOR, type AnyGame, type LogEntry, type Seat } from '../../kernel/index.ts';

/** Every seat's cash at the setup (spec §3), public like the rest of the rules. */
const IW_START_CASH = 15;

/** Per seat, the starting cash plus the public transactions' amounts so far. */
export type PublicMoney = readonly number[];

type Flow = (seat: Seat, amount: number) => void;

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** The money each public log entry of Industrial Waste moves, by message id (rules/log.ts). */
const IW_FLOWS: Record<string, (p: LogEntry['params'], flow: Flow) => void> = {
  orderFulfilled: (p, flow) => flow(num(p.seat), num(p.income)),
  accidentFined: (p, flow) => flow(num(p.seat), -num(p.fine)),
  accidentFinedAtEdge: (p, flow) => flow(num(p.seat), -num(p.fine)),
  accidentBribed: (p, flow) => flow(num(p.seat), -num(p.amount)),
  forcedLoan: (p, flow) => flow(num(p.seat), num(p.amount)),
  loanTaken: (p, flow) => flow(num(p.seat), num(p.amount)),
  loanRepaid: (p, flow) => flow(num(p.seat), -num(p.amount)),
  innovated: (p, flow) => flow(num(p.seat), -num(p.cost)),
  basicCosts: (p, flow) => flow(num(p.seat), -num(p.amount)),
  auctionWonBySeller: (p, flow) => flow(num(p.seat), -num(p.amount)),
  auctionWon: (p, flow) => {
    flow(num(p.seat), -num(p.amount));
    flow(num(p.seller), num(p.amount));
  },
};

/** Whether a game's money is counted here (only where the cash is hidden but its moves are public). */
export const countsPublicMoney = (game: AnyGame): boolean => game.id === 'industrial-waste';

/** The public money at the setup: every seat's starting cash, printed in the rules. */
export function publicMoneyAtSetup(game: AnyGame, players: number): number[] {
  if (!countsPublicMoney(game)) throw new Error(`${game.id} has no public money to count`);
  return new Array<number>(players).fill(IW_START_CASH);
}

/** The public money after `seat` made `move` on `before`, from the spectator's log of that move. */
export function publicMoneyAfter(
  game: AnyGame,
  money: PublicMoney,
  before: unknown,
  after: unknown,
  seat: Seat,
  move: unknown,
): number[] {
  const next = money.slice();
  const flow: Flow = (s, amount) => {
    if (s >= 0 && s < next.length) next[s] += amount;
  };
  for (const e of game.describe(before, after, seat, move, SPECTATOR)) IW_FLOWS[e.id]?.(e.params, flow);
  return next;
}

/**
 * Follows a game move by move: `money` is the public money of the position reached. Undos (a server's
 * log) go back to the money of the position they return to.
 */
export class PublicMoneyCounter {
  private line: number[][];
  constructor(
    private readonly game: AnyGame,
    players: number,
  ) {
    this.line = [publicMoneyAtSetup(game, players)];
  }

  get money(): PublicMoney {
    return this.line[this.line.length - 1];
  }

  /** After a move of `seat` from `before` to `after`. */
  move(before: unknown, after: unknown, seat: Seat, move: unknown): void {
    this.line.push(publicMoneyAfter(this.game, this.money, before, after, seat, move));
  }

  /** After an undo that leaves `movesInEffect` moves of the game in effect. */
  backTo(movesInEffect: number): void {
    this.line.length = Math.max(1, movesInEffect + 1);
  }
}
