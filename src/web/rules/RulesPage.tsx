// /rules/<game>: the rules of one game in the current language, section by section with stable anchors,
// illustrated with the table's pieces, and the glossary of icons (#glossary).
import { BrandLink } from '../ui/BrandLink.tsx';
import { useEffect } from 'react';
import { useBoardData } from '../play/useBoardData.ts';
import { useLang } from '../ui/i18n.ts';
import { LangSwitch } from '../ui/LangSwitch.tsx';
import { LEARN, fillIn } from '../learn/texts.ts';
import { Glossary } from './Glossary.tsx';
import { industrialWasteRules } from './industrial-waste.tsx';
import { theCostRules } from './the-cost.tsx';
import type { GameRules } from './types.ts';
import './rules.css';

const RULES: Record<string, GameRules> = {
  'the-cost': theCostRules,
  'industrial-waste': industrialWasteRules,
};

export function RulesPage({ game }: { game: string }) {
  const { tx, t } = useLang();
  const rules = Object.hasOwn(RULES, game) ? RULES[game] : undefined;
  const title = rules ? fillIn(tx(LEARN.rulesOf), { game: tx(rules.title) }) : tx(LEARN.rules);

  useEffect(() => {
    document.title = `${title} · ${t('appTitle')}`;
  }, [title, t]);
  // The page is drawn after the address is known: bring the section of the address into view, and again
  // once the board data has come, since the figures drawn from it push the sections down.
  const board = useBoardData(rules ? game : null);
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [game, board]);

  return (
    <div className="rules-page">
      <header className="topbar">
        <BrandLink />
        <span className="game-title">{title}</span>
        <span className="spacer" />
        <LangSwitch />
      </header>
      {!rules ? (
        <main className="page-message">
          <p>{tx(LEARN.noRules)}</p>
        </main>
      ) : (
        <main className="rules">
          <h1>{title}</h1>
          <p className="rules-intro">{tx(rules.intro)}</p>
          <nav className="rules-toc" aria-label={tx(LEARN.contents)}>
            <h2>{tx(LEARN.contents)}</h2>
            <ol>
              {rules.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{tx(s.title)}</a>
                </li>
              ))}
              <li>
                <a href="#glossary">{tx(LEARN.glossary)}</a>
              </li>
            </ol>
          </nav>
          {rules.sections.map((s) => (
            <section key={s.id} id={s.id} className="rules-section">
              <h2>{tx(s.title)}</h2>
              {s.paragraphs.map((p, i) => (
                <p key={i}>{tx(p)}</p>
              ))}
              {s.points && (
                <ul>
                  {s.points.map((p, i) => (
                    <li key={i}>{tx(p)}</li>
                  ))}
                </ul>
              )}
              {s.figure && <figure className="rules-figure">{s.figure()}</figure>}
            </section>
          ))}
          <section id="glossary" className="rules-section">
            <h2>{tx(LEARN.glossary)}</h2>
            <p className="muted">{tx(LEARN.glossaryHint)}</p>
            <Glossary entries={rules.glossary()} />
          </section>
        </main>
      )}
    </div>
  );
}
