// Seats in words a person reads. A seat nobody named gets a default name when the game is made
// ("Bot 3 (random)", "Player 2", "Open seat 4"): stored and sent in English, as programs know it, and
// said here in each language, so an Italian page reads "Bot 3 (casuale)". A name someone chose is
// shown as it is. Seats are counted from 1 in words, from 0 in the API's fields.
import type { Lang, SeatKind, Texts } from './api.ts';

/** Bot levels in one word each (the forms add how strong each one is). An unknown level keeps its id. */
export const LEVEL_WORDS: Record<string, Texts> = {
  random: { en: 'random', it: 'casuale' },
  heuristic: { en: 'heuristic', it: 'euristico' },
  mcts: { en: 'search', it: 'ricerca' },
  tycoon: { en: 'tycoon', it: 'magnate' },
};

export const levelWord = (level: string, lang: Lang): string => LEVEL_WORDS[level]?.[lang] ?? level;

/** The names the server gives a seat nobody named, in English: what `name` holds then. */
export const defaultSeatName = (kind: SeatKind, seat: number, level?: string): string =>
  kind === 'bot'
    ? `Bot ${seat + 1} (${level ?? 'random'})`
    : kind === 'open'
      ? `Open seat ${seat + 1}`
      : `Player ${seat + 1}`;

const DEFAULT_WORDS: Record<SeatKind, Texts> = {
  bot: { en: 'Bot {n} ({level})', it: 'Bot {n} ({level})' },
  human: { en: 'Player {n}', it: 'Giocatore {n}' },
  open: { en: 'Open seat {n}', it: 'Posto libero {n}' },
};

interface NamedSeat {
  seat: number;
  kind: SeatKind;
  name?: string | null;
  level?: string;
}

/**
 * The level a bot's default name holds ("Bot 3 (random)": "random"), or null when the name is another;
 * a seat that does not say its level (a classroom's join page) takes the one in its name.
 */
function defaultLevel(s: NamedSeat): string | null {
  const m = s.name ? /^Bot (\d+) \((\w+)\)$/.exec(s.name) : null;
  if (!m || Number(m[1]) !== s.seat + 1) return null;
  return s.level === undefined || s.level === m[2] ? m[2] : null;
}

/** A seat's name in `lang`: a chosen one as it is, a default one in that language. */
export function seatName(s: NamedSeat, lang: Lang): string {
  const chosen = chosenName(s);
  if (chosen) return chosen;
  const level = (s.kind === 'bot' && defaultLevel(s)) || s.level || 'random';
  return DEFAULT_WORDS[s.kind][lang]
    .replace('{n}', String(s.seat + 1))
    .replace('{level}', levelWord(level, lang));
}

/** A seat's name in every language. */
export const seatNames = (s: NamedSeat): Texts => ({ en: seatName(s, 'en'), it: seatName(s, 'it') });

/** The name someone chose for a seat, or null while it has its default one. */
export function chosenName(s: NamedSeat): string | null {
  if (!s.name) return null;
  if (s.kind === 'bot') return defaultLevel(s) === null ? s.name : null;
  return s.name !== defaultSeatName(s.kind, s.seat) ? s.name : null;
}

/**
 * A seat in a sentence, counted from 1 and called by its chosen name too when it has one:
 * "seat 2 (Bea)", "posto 2 (Bea)". `seats` are the game's, when the sentence's maker knows them.
 */
export function seatWords(seat: number, seats?: readonly NamedSeat[]): Texts {
  const info = seats?.find((s) => s.seat === seat);
  const name = info ? chosenName(info) : null;
  const called = name ? ` (${name})` : '';
  return { en: `seat ${seat + 1}${called}`, it: `posto ${seat + 1}${called}` };
}

/** A sentence's first word: "Seat 2 (Bea) has...". */
export const capital = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);
