// A game held in memory, first layer: its entries (moves, and undos that take moves back) in order, the
// moves in effect, who a stand-in played for, and the states replayed from them. The layers above add
// the log per viewer (live-log.ts), take-backs (live-undo.ts), snapshots (live-view.ts) and changes
// (live-game.ts).
import { UndoTrail, type AnyGame, type MoveRecord, type Outcome, type Seat } from '../../kernel/index.ts';
import { SEAT_NOTE_IDS } from '../clocks/messages.ts';
import { programFailure } from '../http/errors.ts';
import type { MoveLog, StoredMove } from '../storage/types.ts';
import type { StoredGame } from '../storage/game-record.ts';

export interface AppliedMove {
  seq: number;
  seat: Seat;
  move: unknown;
  state: unknown;
  log: MoveLog;
  /** On an undo: the number of the move taken back (`move` is a copy of it). */
  undoes?: number;
}

/** One entry of the game's log: a move, or an undo naming the move it takes back. */
export interface Entry extends MoveRecord {
  undoes?: number;
}

const CHECKPOINT_EVERY = 32;
/** How far back `waitingSince` looks for the start of a wait. */
const WAIT_WALK = 64;

/** The state before move 1: the setup, or the position a game played on from another starts from. */
export function startState(game: AnyGame, meta: StoredGame): unknown {
  return meta.start ? game.position.read(meta.start.position) : game.setup(meta.options, meta.seed);
}

export class LiveEntries {
  /** States after move n, kept every CHECKPOINT_EVERY moves for replays of past positions. */
  private checkpoints = new Map<number, unknown>();

  protected constructor(
    readonly game: AnyGame,
    public meta: StoredGame,
    public state: unknown,
    readonly entries: Entry[],
    readonly logs: MoveLog[],
  ) {}

  /** When each entry was stored (ISO): entry n at n - 1. */
  protected readonly entryTimes: string[] = [];

  /** The last state whose outcome was asked, and that outcome. */
  private outcomeAsked: { state: unknown; outcome: Outcome | null } | undefined;

  /**
   * The outcome of `state` (the game as it stands by default), asked of the rules once per state: a
   * finished game's carries its report, which The Cost builds anew at every call, and a move's outcome
   * was asked when it was stored, when it was taken into memory and for each seat's take-backs.
   */
  outcomeOf(state: unknown = this.state): Outcome | null {
    const asked = this.outcomeAsked;
    if (asked !== undefined && asked.state === state) return asked.outcome;
    const outcome = this.game.outcome(state);
    this.outcomeAsked = { state, outcome };
    return outcome;
  }

  /** Numbers of the moves in effect (not taken back), in order. */
  protected readonly effective: number[] = [];
  /** Numbers of the moves a stand-in made for a person who was away; and who is stood in for now. */
  protected readonly playedFor = new Set<number>();
  private readonly stoodIn: boolean[] = [];
  /** What may be taken back; built on first need (a full replay), then kept up to date by `commit`. */
  protected trail: UndoTrail | undefined;

  /**
   * Per seat, how many of its undos left each number of moves in effect: what `undosToHere` counts,
   * kept as the entries come rather than read again from the whole log at every snapshot.
   */
  protected readonly undosLeaving = new Map<Seat, Map<number, number>>();

  /**
   * Keeps the list of moves in effect in step with entry `seq`, by `seat`. An undo takes back move
   * `undoes` and every move in effect after it (the bots' replies to it).
   */
  protected note(seq: number, undoes: number | undefined, seat: Seat): void {
    if (undoes === undefined) return void this.effective.push(seq);
    const at = this.effective.lastIndexOf(undoes);
    if (at < 0)
      throw programFailure(
        500,
        'CORRUPT_GAME',
        `Entry ${seq} of game ${this.id} takes back a move not in effect.`,
      );
    this.effective.length = at;
    let leaving = this.undosLeaving.get(seat);
    if (!leaving) this.undosLeaving.set(seat, (leaving = new Map()));
    leaving.set(at, (leaving.get(at) ?? 0) + 1);
  }

  /**
   * Reads who made entry `seq` from the seat note its log starts with (a stand-in taking over, the person
   * back): the log says it on every node and after every restart, so the moves a stand-in made for a
   * person are known without storing anything else.
   */
  protected noteStandIn(seq: number): void {
    const seat = this.entries[seq - 1].seat;
    const first = this.logs[seq - 1].spectator[0]?.id;
    if (first === SEAT_NOTE_IDS.timeout || first === SEAT_NOTE_IDS.left) this.stoodIn[seat] = true;
    else if (first === SEAT_NOTE_IDS.back) this.stoodIn[seat] = false;
    if (this.stoodIn[seat] && this.entries[seq - 1].undoes === undefined) this.playedFor.add(seq);
  }

  /**
   * The seats whose moves answer the one person at the table: every other seat, when all of them are
   * bots. A take-back by that person goes with the bots' replies since (src/kernel/undo.ts). Bot seats
   * are fixed when the game is made, so every replay reads the log the same way.
   */
  private answeringBots(): Seat[] {
    const seats = this.meta.seats;
    const bots = seats.filter((s) => s.kind === 'bot').map((s) => s.seat);
    return bots.length === seats.length - 1 ? bots : [];
  }

  /** Replays every entry from the setup, checking each undo against the rule: the state and the trail. */
  protected replayEntries(): { state: unknown; trail: UndoTrail } {
    const trail = new UndoTrail(this.game, this.players, this.answeringBots());
    let state = startState(this.game, this.meta);
    const effective: number[] = [];
    this.entries.forEach((e, i) => {
      if (e.undoes === undefined) {
        const after = this.replayOne(state, { seq: i + 1, seat: e.seat, move: e.move });
        trail.record(state, after, e.seat, e.move);
        effective.push(i + 1);
        state = after;
      } else {
        try {
          const taken = trail.takeBack(state, e.seat);
          const own = effective.splice(effective.length - taken.moves)[0];
          if (own !== e.undoes) throw new Error(`it names move ${e.undoes}, not ${own}`);
          state = taken.before;
        } catch (err) {
          throw programFailure(
            500,
            'CORRUPT_GAME',
            `Stored undo ${i + 1} of game ${this.id} cannot be replayed: ${(err as Error).message}`,
          );
        }
      }
    });
    return { state, trail };
  }

  /** A game loaded from a snapshot builds its trail on first need, from a full replay. */
  protected undoTrail(): UndoTrail {
    return (this.trail ??= this.replayEntries().trail);
  }

  /** The moves in effect, in order: what a match record holds. */
  effectiveMoves(): MoveRecord[] {
    return this.effective.map((seq) => ({
      seat: this.entries[seq - 1].seat,
      move: this.entries[seq - 1].move,
    }));
  }

  /** The moves in effect: what the game's length limit counts (undos and the moves they took back do not). */
  get movesInEffect(): number {
    return this.effective.length;
  }

  /** The moves in effect once `applied` (a move, or an undo taking back its move and the replies since) is in. */
  movesInEffectAfter(applied: Pick<AppliedMove, 'undoes'>): number {
    return applied.undoes === undefined
      ? this.effective.length + 1
      : this.effective.lastIndexOf(applied.undoes);
  }

  get id(): string {
    return this.meta.id;
  }
  /** Entries in the log, undos included: the number the next entry takes is moveCount + 1. */
  get moveCount(): number {
    return this.entries.length;
  }
  get players(): number {
    return this.meta.options.players;
  }

  activeSeats(): Seat[] {
    return this.game.activeSeats(this.state);
  }

  /**
   * Since when the table has waited for `seat` (ISO): from the entry after which its pending decision
   * began, or its own last entry, whichever came last; the game's start if it has waited from then.
   */
  waitingSince(seat: Seat): string {
    const cached = this.waits?.moveCount === this.moveCount ? this.waits.bySeat.get(seat) : undefined;
    if (cached !== undefined) return cached;
    let n = this.moveCount;
    // Several seats deciding at once wait together; a long walk back is cut short (rare, and only an estimate).
    for (let steps = 0; n > 0 && steps < WAIT_WALK; steps++) {
      if (this.entries[n - 1].seat === seat) break;
      if (!this.game.activeSeats(this.stateAt(n - 1)).includes(seat)) break;
      n--;
    }
    const since = n === 0 ? this.meta.createdAt : this.entryTimes[n - 1];
    if (this.waits?.moveCount !== this.moveCount)
      this.waits = { moveCount: this.moveCount, bySeat: new Map() };
    this.waits.bySeat.set(seat, since);
    return since;
  }
  private waits?: { moveCount: number; bySeat: Map<Seat, string> };

  protected replayOne(state: unknown, m: Pick<StoredMove, 'seq' | 'seat' | 'move'>): unknown {
    try {
      return this.game.apply(state, m.seat, m.move);
    } catch (e) {
      throw programFailure(
        500,
        'CORRUPT_GAME',
        `Stored move ${m.seq} of game ${this.id} cannot be replayed: ${(e as Error).message}`,
      );
    }
  }

  /** The state after entry n (0 = the setup), replayed from the nearest checkpoint. */
  stateAt(n: number): unknown {
    if (n === this.moveCount) return this.state;
    let at = Math.floor(n / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    while (at > 0 && !this.checkpoints.has(at)) at -= CHECKPOINT_EVERY;
    let state = at > 0 ? this.checkpoints.get(at) : startState(this.game, this.meta);
    for (let i = at; i < n; i++) {
      const e = this.entries[i];
      // An undo takes back the last move in effect, so it leaves the state that move was made on.
      state = e.undoes === undefined ? this.game.apply(state, e.seat, e.move) : this.stateAt(e.undoes - 1);
      if ((i + 1) % CHECKPOINT_EVERY === 0) this.checkpoints.set(i + 1, state);
    }
    return state;
  }
}
