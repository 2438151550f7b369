// A game held in memory, its log: each entry's line as each viewer may read it, in every language, with
// the seats called by their names.
import {
  formatMessage,
  LANGS,
  renderLogEntry,
  SPECTATOR,
  undoMessages,
  type LogEntry,
  type Seat,
  type Viewer,
} from '../../kernel/index.ts';
import type { Lang, LogLine, SeatInfo, Texts } from '../../shared/api.ts';
import { levelWord, seatName } from '../../shared/seat-names.ts';
import { logMessages } from '../analysis/messages.ts';
import { seatMessages } from '../clocks/messages.ts';
import { differingLines, ownLine } from './shared-log.ts';
import { LiveEntries } from './live-entries.ts';

/** The log entry id of an undo's line (its text comes from the kernel's undo messages). */
export const TOOK_BACK = 'TOOK_BACK';

export const texts = (f: (lang: (typeof LANGS)[number]) => string): Texts =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Texts;

/**
 * Texts each worked out when first read and then kept: a log line is rendered at every move for every
 * viewer's log, while a socket of `?lang=` reads one language of it (JSON, a whole state, reads all, in
 * this order). Getters of an object literal, one per language (Texts names them all), rather than
 * properties defined one by one, which cost about what rendering the other language saves.
 */
const lazyTexts = (f: (lang: Lang) => string): Texts => {
  let en: string | undefined;
  let it: string | undefined;
  return {
    get en() {
      return (en ??= f('en'));
    },
    get it() {
      return (it ??= f('it'));
    },
  };
};

export const viewerKey = (v: Viewer): string => (v === SPECTATOR ? SPECTATOR : String(v));

/**
 * A log entry with its texts: `{ ...e, text }`, written member by member for an entry of the usual
 * members in their usual order (a spread into a literal with one more member was most of the cost of
 * making a line, which every move does for each viewer's log).
 */
function withText(e: LogEntry, text: Texts): LogEntry & { text: Texts } {
  const keys = Object.keys(e);
  return keys.length === 2 && keys[0] === 'id' && keys[1] === 'params'
    ? { id: e.id, params: e.params, text }
    : { ...e, text };
}

export class LiveLog extends LiveEntries {
  protected renderedLogs = new Map<string, LogLine[]>();

  /** The seats' names in `lang`: a default one ("Bot 3 (random)") in that language, a chosen one as it is. */
  seatNames(lang: Lang, seats = this.meta.seats): string[] {
    // Kept while the seats are the same ones: every log line asks for them in every language.
    if (this.names?.seats !== seats) this.names = { seats, by: {} };
    return (this.names.by[lang] ??= seats.map((seat) => seatName(seat, lang)));
  }
  private names?: { seats: readonly SeatInfo[]; by: Partial<Record<Lang, string[]>> };

  /** A seat's name in `lang`, as `seatNames`. */
  nameIn(seat: Seat, lang: Lang): string {
    const info = this.meta.seats[seat];
    return info ? seatName(info, lang) : seatName({ seat, kind: 'human' }, lang);
  }

  /**
   * A log entry's parameters in `lang`: the seat's name it was written with, when that is the seat's
   * default name, is said in that language (the server's own lines: hints used, undos, stand-ins).
   */
  private paramsIn(
    params: LogEntry['params'],
    lang: Lang,
    seats: readonly SeatInfo[] = this.meta.seats,
  ): LogEntry['params'] {
    if (!('name' in params)) return params;
    const own = typeof params.seat === 'number' ? seats[params.seat] : undefined;
    return own && params.name === own.name ? { ...params, name: seatName(own, lang) } : params;
  }

  /** A log entry as `lang` reads it: itself unless a default name in it is said otherwise. */
  private entryIn(e: LogEntry, lang: Lang, seats: readonly SeatInfo[]): LogEntry {
    const params = this.paramsIn(e.params, lang, seats);
    return params === e.params ? e : { ...e, params };
  }

  /** A stand-in's line in `lang`: its seat's name and the bot's level in that language. */
  private seatNoteIn(e: LogEntry, lang: Lang, seats: readonly SeatInfo[]): string {
    const params = this.paramsIn(e.params, lang, seats);
    const level = typeof params.level === 'string' ? levelWord(params.level, lang) : params.level;
    return formatMessage(seatMessages[lang][e.id], { ...params, level });
  }

  protected renderLine(seq: number, key: string): LogLine {
    const log = this.logs[seq - 1];
    const entry = this.entries[seq - 1];
    const entries = (key !== SPECTATOR && log.seats?.[key]) || log.spectator;
    // The seats as they are now: a text read later says the names the line was made with.
    const seats = this.meta.seats;
    if (entry.undoes !== undefined) {
      // The move taken back reads as that viewer's own line of it, so an undo shows nothing its viewer
      // did not see when the move was made.
      const taken = this.renderLine(entry.undoes, key);
      return {
        n: seq,
        seat: entry.seat,
        entries: entries.map((e) =>
          withText(
            e,
            lazyTexts((l) =>
              formatMessage(undoMessages[l][e.params.replies ? 'TOOK_BACK_WITH_REPLIES' : 'TOOK_BACK'], {
                ...this.paramsIn(e.params, l, seats),
                move: taken.entries.map((t) => t.text[l]).join(' '),
              }),
            ),
          ),
        ),
      };
    }
    return {
      n: seq,
      seat: entry.seat,
      entries: entries.map((e) =>
        withText(
          e,
          // Players are named by their seats' names ("Ann builds a mine"), in every language; who plays
          // a seat is the server's to say.
          lazyTexts((l) =>
            Object.hasOwn(seatMessages.en, e.id)
              ? this.seatNoteIn(e, l, seats)
              : renderLogEntry(
                  logMessages(this.game),
                  this.entryIn(e, l, seats),
                  l,
                  this.seatNames(l, seats),
                ),
          ),
        ),
      ),
    };
  }

  /** The log as `viewer` may read it, each entry rendered in every language. */
  renderedLog(viewer: Viewer): LogLine[] {
    const key = viewerKey(viewer);
    let lines = this.renderedLogs.get(key);
    if (!lines) {
      // The spectator's lines where they read the same (as at each move, in `commit`).
      const spectator = key === SPECTATOR ? undefined : this.renderedLogs.get(SPECTATOR);
      lines = this.logs.map((_, i) =>
        spectator?.[i] && !ownLine(this.logs, this.entries, i + 1, Number(key))
          ? spectator[i]
          : this.renderLine(i + 1, key),
      );
      this.renderedLogs.set(key, lines);
    }
    return lines;
  }

  /**
   * The log lines a client holding the lines up to move `logSince`, as `heldBy` reads them, lacks to read
   * the log as `viewer`: the lines of later moves, and those of earlier ones that read otherwise for the
   * two (a hidden value shown to one of them), rather than every line from the first such one. Shared
   * by every socket of the same eyes and lines until the next move. With `keptTo`, the client takes up
   * the log it kept for `viewer` to that move, then the lines after it of the one it holds: only those
   * of the moves after `keptTo` that read otherwise for the two come again.
   */
  changedLines(viewer: Viewer, logSince: number, heldBy: Viewer, keptTo = 0): LogLine[] {
    if (this.lineSets?.moveCount !== this.moveCount)
      this.lineSets = { moveCount: this.moveCount, by: new Map() };
    const key = `${viewerKey(viewer)}|${viewerKey(heldBy)}|${logSince}|${keptTo}`;
    let lines = this.lineSets.by.get(key);
    if (!lines) {
      const all = this.renderedLog(viewer);
      const since = Math.min(logSince, all.length);
      lines = all.slice(since);
      if (heldBy !== viewer) {
        const differing = this.differingUntil(since, heldBy, viewer);
        const redone = keptTo > 0 ? differing.filter((n) => n > keptTo) : differing;
        if (redone.length > 0) lines = [...redone.map((n) => all[n - 1]), ...lines];
      }
      this.lineSets.by.set(key, lines);
    }
    return lines;
  }
  private lineSets?: { moveCount: number; by: Map<string, LogLine[]> };

  /**
   * The moves up to `until` whose lines read otherwise for `a` and `b` (to be read at once: the list
   * grows). Lines never change once written (an undo is a line of its own), so the search of each pair
   * of viewers goes on from where the last stopped rather than from the first move at every push.
   */
  private differingUntil(until: number, a: Viewer, b: Viewer): number[] {
    const key = [viewerKey(a), viewerKey(b)].sort().join('|');
    let d = this.differing.get(key);
    if (!d) this.differing.set(key, (d = { until: 0, found: [] }));
    if (until > d.until) {
      for (const n of differingLines(this.logs, this.entries, until, [a, b], d.until + 1)) d.found.push(n);
      d.until = until;
    }
    return until === d.until ? d.found : d.found.filter((n) => n <= until);
  }
  private differing = new Map<string, { until: number; found: number[] }>();
}
