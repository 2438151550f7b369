// Made-up names a student may join with instead of their own: an animal and a quality, in English
// ("Patient Heron") and in Italian, where the quality agrees with the animal ("Airone paziente",
// "Lontra curiosa"). Drawn with the server's random source; nothing about the student is behind them.
import { randomInt } from 'node:crypto';
import type { Lang } from '../../shared/api.ts';

type Gender = 'm' | 'f';

const ANIMALS: { en: string; it: string; g: Gender }[] = [
  { en: 'Otter', it: 'Lontra', g: 'f' },
  { en: 'Fox', it: 'Volpe', g: 'f' },
  { en: 'Owl', it: 'Gufo', g: 'm' },
  { en: 'Falcon', it: 'Falco', g: 'm' },
  { en: 'Badger', it: 'Tasso', g: 'm' },
  { en: 'Lynx', it: 'Lince', g: 'f' },
  { en: 'Bear', it: 'Orso', g: 'm' },
  { en: 'Hedgehog', it: 'Riccio', g: 'm' },
  { en: 'Dolphin', it: 'Delfino', g: 'm' },
  { en: 'Whale', it: 'Balena', g: 'f' },
  { en: 'Stork', it: 'Cicogna', g: 'f' },
  { en: 'Heron', it: 'Airone', g: 'm' },
  { en: 'Beaver', it: 'Castoro', g: 'm' },
  { en: 'Chamois', it: 'Camoscio', g: 'm' },
  { en: 'Marmot', it: 'Marmotta', g: 'f' },
  { en: 'Turtle', it: 'Tartaruga', g: 'f' },
  { en: 'Wolf', it: 'Lupo', g: 'm' },
  { en: 'Deer', it: 'Cervo', g: 'm' },
  { en: 'Gull', it: 'Gabbiano', g: 'm' },
  { en: 'Swallow', it: 'Rondine', g: 'f' },
  { en: 'Squirrel', it: 'Scoiattolo', g: 'm' },
  { en: 'Ibex', it: 'Stambecco', g: 'm' },
  { en: 'Puffin', it: 'Pulcinella di mare', g: 'f' },
  { en: 'Crane', it: 'Gru', g: 'f' },
];

const QUALITIES: { en: string; it: Record<Gender, string> }[] = [
  { en: 'Curious', it: { m: 'curioso', f: 'curiosa' } },
  { en: 'Wise', it: { m: 'saggio', f: 'saggia' } },
  { en: 'Swift', it: { m: 'veloce', f: 'veloce' } },
  { en: 'Calm', it: { m: 'tranquillo', f: 'tranquilla' } },
  { en: 'Bold', it: { m: 'audace', f: 'audace' } },
  { en: 'Cheerful', it: { m: 'allegro', f: 'allegra' } },
  { en: 'Patient', it: { m: 'paziente', f: 'paziente' } },
  { en: 'Kind', it: { m: 'gentile', f: 'gentile' } },
  { en: 'Careful', it: { m: 'attento', f: 'attenta' } },
  { en: 'Bright', it: { m: 'brillante', f: 'brillante' } },
  { en: 'Serene', it: { m: 'sereno', f: 'serena' } },
  { en: 'Lively', it: { m: 'vivace', f: 'vivace' } },
  { en: 'Prudent', it: { m: 'prudente', f: 'prudente' } },
  { en: 'Proud', it: { m: 'fiero', f: 'fiera' } },
  { en: 'Quiet', it: { m: 'silenzioso', f: 'silenziosa' } },
  { en: 'Clever', it: { m: 'ingegnoso', f: 'ingegnosa' } },
];

/** Every name the lists can make, in each language (for tests: they fit the name rules). */
export const allPseudonyms = (lang: Lang): string[] =>
  ANIMALS.flatMap((a) => QUALITIES.map((q) => pseudonym(a, q, lang)));

function pseudonym(a: (typeof ANIMALS)[number], q: (typeof QUALITIES)[number], lang: Lang): string {
  return lang === 'it' ? `${a.it} ${q.it[a.g]}` : `${q.en} ${a.en}`;
}

/**
 * `count` different names in `lang`, none of them in `taken` (compared without regard to case), each
 * of a different animal.
 */
export function suggestNames(lang: Lang, count: number, taken: Iterable<string> = []): string[] {
  const used = new Set([...taken].map((n) => n.trim().toLowerCase()));
  const animals = ANIMALS.map((_, i) => i);
  const out: string[] = [];
  while (out.length < count && animals.length > 0) {
    const a = ANIMALS[animals.splice(randomInt(animals.length), 1)[0]];
    // A few tries at a quality whose name is still free; an animal whose names are all taken is skipped.
    for (let tries = 0; tries < QUALITIES.length; tries++) {
      const name = pseudonym(a, QUALITIES[randomInt(QUALITIES.length)], lang);
      if (!used.has(name.toLowerCase())) {
        used.add(name.toLowerCase());
        out.push(name);
        break;
      }
    }
  }
  return out;
}
