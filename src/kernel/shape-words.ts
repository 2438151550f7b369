// What is wrong with the shape of a move or of setup options, in Italian, from the schema's first
// complaint. The schema library words its complaints in English only; the English sentence keeps those
// words (`detail`), and the Italian one is built here from the complaint's facts (`detailIt`), so that
// a person reading Italian meets no English phrase. Field names and values stay as a program sends them.
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** A kind of JSON value with its article, as the sentence needs it. */
const KINDS: Record<string, string> = {
  object: 'un oggetto',
  array: 'una lista',
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  boolean: 'un valore vero o falso',
  null: 'null',
  undefined: 'niente',
};

const kindOf = (v: unknown): string =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number' && !Number.isFinite(v)
        ? 'number'
        : typeof v;

const kind = (k: string) => KINDS[k] ?? k;

/** The value at `path` of `raw`, as far as it goes. */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v = raw;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

const quoted = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

function sizeWords(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = String(big ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  const bound = big ? (inclusive ? 'al massimo' : 'meno di') : inclusive ? 'almeno' : 'più di';
  switch (issue.origin) {
    case 'array':
    case 'set':
      return `servono ${bound} ${limit} elementi`;
    case 'string':
      return `servono ${bound} ${limit} caratteri`;
    default:
      return `${big ? 'troppo grande' : 'troppo piccolo'}: serve ${bound} ${limit}`;
  }
}

/** The complaint in Italian. */
export function issueInItalian(issue: Issue | undefined, raw: unknown): string {
  if (!issue) return 'forma sconosciuta';
  switch (issue.code) {
    case 'invalid_type': {
      const got = valueAt(raw, issue.path);
      if (got === undefined) return `manca (serve ${kind(issue.expected)})`;
      return `serve ${kind(issue.expected)}, non ${kind(kindOf(got))}`;
    }
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      if (options?.length) {
        const got = valueAt(raw, issue.path);
        const what = got === undefined ? 'manca' : `${JSON.stringify(got)} non va bene`;
        return `${what}; si può scegliere tra ${quoted(options)}`;
      }
      return 'non corrisponde a nessuna delle forme possibili';
    }
    case 'invalid_value':
      return `valore non valido; si può scegliere tra ${quoted(issue.values)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `il campo ${JSON.stringify(issue.keys[0])} non è previsto`
        : `i campi ${quoted(issue.keys)} non sono previsti`;
    case 'too_big':
    case 'too_small':
      return sizeWords(issue);
    case 'not_multiple_of':
      return `serve un multiplo di ${String(issue.divisor)}`;
    case 'invalid_format':
      return `il formato non va bene (serve ${issue.format})`;
    default:
      return 'forma non valida';
  }
}

/** Where the complaint is, in Italian: the field as a program names it, or nothing at the top. */
export const whereInItalian = (issue: Issue | undefined): string =>
  issue?.path?.length ? ` (campo ${issue.path.map(String).join('.')})` : '';
