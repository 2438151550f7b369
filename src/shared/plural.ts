// Words that follow a number, for the pages: their form comes from the language's plural rules
// (Intl.PluralRules, CLDR), never from a hand-made "n === 1". The kernel has its own twin for the games'
// texts, since neither layer may import the other.
import type { Lang } from './api.ts';

const rules = new Map<string, Intl.PluralRules>();

/**
 * `n` with the words its number takes in `lang`: `forms` by plural category, `other` for any category
 * not given; `#` in a form is `n` ("# worker" / "# workers").
 */
export function plural(
  lang: Lang,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return (forms[r.select(n)] ?? forms.other).replaceAll('#', String(n));
}
