import type { Lang, LogEntry } from './types.ts';

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `n` in `lang` ("one", "other"...), by the platform's CLDR rules. */
export function pluralCategory(lang: Lang, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n);
}

/**
 * `n` with the words its number takes in `lang`: `forms` by plural category, `other` for any category
 * not given; `#` in a form is `n` ("# worker" / "# workers").
 */
export function plural(
  lang: Lang,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return (forms[pluralCategory(lang, n)] ?? forms.other).replaceAll('#', String(n));
}

/** Where the brace opened at `open` closes, or -1. */
function closing(t: string, open: number): number {
  let depth = 0;
  for (let i = open; i < t.length; i++) {
    if (t[i] === '{') depth++;
    else if (t[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const PLURAL = /^\s*(\w+)\s*,\s*plural\s*,/;
const BRANCH = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;

/** Where `#` stands for the number a plural choice was made by. */
const COUNT = Symbol('count');

/**
 * A template read once into its parts: text, parameters, `#` (inside a plural choice) and plural
 * choices with their branches read the same way. Rendering walked the template character by character
 * at every line of every log in every language; read once, a line is a few joins.
 */
type Part = string | typeof COUNT | { param: string; whole: string } | Plural;
interface Plural {
  plural: string;
  whole: string;
  branches: Map<string, Part[]>;
}

/** One `{...}`: a parameter, or a plural choice (`{n, plural, one {# worker} other {# workers}}`). */
function placeholderPart(inner: string, whole: string): Part {
  const p = PLURAL.exec(inner);
  // Anything else is left visible as written, so a missing parameter is noticed.
  if (!p) return /^\w+$/.test(inner) ? { param: inner, whole } : whole;
  const branches = new Map<string, Part[]>();
  let at = p[0].length;
  for (;;) {
    BRANCH.lastIndex = at;
    const b = BRANCH.exec(inner);
    if (!b) break;
    const end = closing(inner, BRANCH.lastIndex - 1);
    if (end < 0) return whole;
    branches.set(b[1], partsOf(inner.slice(BRANCH.lastIndex, end), true));
    at = end + 1;
  }
  return { plural: p[1], whole, branches };
}

/** A template's parts; `#` is the count only in a plural choice's branch. */
function partsOf(t: string, inBranch: boolean): Part[] {
  const parts: Part[] = [];
  let text = '';
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '#' && inBranch) {
      if (text) parts.push(text);
      text = '';
      parts.push(COUNT);
    } else if (c !== '{') text += c;
    else {
      const end = closing(t, i);
      // A brace never closed: the rest as written.
      if (end < 0) {
        text += t.slice(i);
        break;
      }
      if (text) parts.push(text);
      text = '';
      parts.push(placeholderPart(t.slice(i + 1, end), t.slice(i, end + 1)));
      i = end;
    }
  }
  if (text) parts.push(text);
  return parts;
}

function fill(parts: Part[], params: Record<string, unknown>, lang: Lang, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part === COUNT) out += String(count);
    else if ('param' in part) {
      const v = params[part.param];
      out += v !== undefined && v !== null ? String(v) : part.whole;
    } else {
      const n = params[part.plural];
      const chosen =
        typeof n !== 'number'
          ? undefined
          : (part.branches.get(`=${n}`) ??
            part.branches.get(pluralCategory(lang, n)) ??
            part.branches.get('other'));
      out += chosen === undefined ? part.whole : fill(chosen, params, lang, n as number);
    }
  }
  return out;
}

/** Templates read into parts, by their text; the games' and the server's tables are a few hundred. */
const templateParts = new Map<string, Part[]>();
/** Past this many, the templates are read again (a template made up at run time is not kept forever). */
const TEMPLATES_KEPT = 5000;

function templatePartsOf(template: string): Part[] {
  let parts = templateParts.get(template);
  if (parts === undefined) {
    if (templateParts.size >= TEMPLATES_KEPT) templateParts.clear();
    templateParts.set(template, (parts = partsOf(template, false)));
  }
  return parts;
}

/**
 * Fills `{name}` placeholders, and plural choices in the ICU message format's form, whose words follow
 * the number by `lang`'s plural rules: `{cost, plural, one {# risorsa} other {# risorse}}`. An unknown
 * placeholder is left visible so a missing parameter is noticed.
 */
export function formatMessage(template: string, params: Record<string, unknown>, lang: Lang = 'en'): string {
  return fill(templatePartsOf(template), params, lang);
}

/**
 * Parameters that hold a player counted from 1 ("Player {player} builds a mine"). Given the seats' names,
 * a text names the player instead ("Ann builds a mine"): the phrase around the number is replaced, in
 * each language's own words, by the name.
 */
const PLAYER_PARAMS = ['player', 'ownerPlayer', 'sellerPlayer'] as const;
/** The parameter naming each of them (`{playerName}`), written once rather than at every text. */
const NAME_PARAMS = PLAYER_PARAMS.map((k) => `${k}Name`);
const P = `\\{(${PLAYER_PARAMS.join('|')})\\}`;
const NAMING: Record<Lang, [RegExp, string][]> = {
  en: [[new RegExp(`\\b[Pp]layer ${P}`, 'g'), '{$1Name}']],
  it: [
    [new RegExp(`\\b[Dd]el giocatore ${P}`, 'g'), 'di {$1Name}'],
    [new RegExp(`\\b[Dd]al giocatore ${P}`, 'g'), 'da {$1Name}'],
    [new RegExp(`\\b[Aa]l giocatore ${P}`, 'g'), 'a {$1Name}'],
    [new RegExp(`\\b[Ii]l giocatore ${P}`, 'g'), '{$1Name}'],
    [new RegExp(`\\b[Gg]iocatore ${P}`, 'g'), '{$1Name}'],
  ],
};
/**
 * Each language's named templates, by template: a key joining the language and the template was a new
 * string to hash at every text of every log line.
 */
const namedTemplates: Record<Lang, Map<string, string>> = { en: new Map(), it: new Map() };

/** A template whose "Player {player}" phrases become the player's name (`{playerName}`). */
export function namedTemplate(template: string, lang: Lang): string {
  const kept = namedTemplates[lang];
  let named = kept.get(template);
  if (named === undefined) {
    named = NAMING[lang].reduce((t, [re, by]) => t.replace(re, by), template);
    kept.set(template, named);
  }
  return named;
}

/**
 * A log entry in plain words; falls back to English, then to the id, so nothing is ever blank. With
 * `names` (by seat), players are named by their names instead of "Player n".
 */
export function renderLogEntry(
  messages: Record<Lang, Record<string, string>>,
  entry: LogEntry,
  lang: Lang,
  names?: readonly string[],
): string {
  const own = messages[lang]?.[entry.id];
  const template = own ?? messages.en?.[entry.id] ?? entry.id;
  if (!names) return formatMessage(template, entry.params, own ? lang : 'en');
  const params: Record<string, unknown> = { ...entry.params };
  let named = false;
  for (let i = 0; i < PLAYER_PARAMS.length; i++) {
    const n = entry.params[PLAYER_PARAMS[i]];
    if (typeof n === 'number' && names[n - 1]) {
      params[NAME_PARAMS[i]] = names[n - 1];
      named = true;
    }
  }
  return formatMessage(
    named ? namedTemplate(template, own ? lang : 'en') : template,
    params,
    own ? lang : 'en',
  );
}
