// The home page's "Learn to play": a guided first game and the rules of each game that has them.
import { useEffect, useState } from 'react';
import type { TutorialSummary } from '../../shared/api.ts';
import { useLang } from '../ui/i18n.ts';
import { onLinkClick } from '../ui/router.ts';
import { tutorials } from './api.ts';
import { LEARN } from './texts.ts';
import { RULES_TITLES } from '../rules/index.ts';
import './learn.css';

export function LearnSection() {
  const { tx } = useLang();
  const [list, setList] = useState<TutorialSummary[]>([]);
  useEffect(() => {
    tutorials.list().then(setList, () => setList([]));
  }, []);
  const games = Object.keys(RULES_TITLES);
  return (
    <section className="card learn" aria-labelledby="learn-title">
      <h2 id="learn-title">{tx(LEARN.learnToPlay)}</h2>
      <p className="muted">{tx(LEARN.learnIntro)}</p>
      <ul className="learn-games">
        {games.map((game) => {
          const t = list.find((x) => x.game === game);
          return (
            <li key={game}>
              <strong>{tx(RULES_TITLES[game])}</strong>
              {t && <span className="muted"> {tx(t.blurb)}</span>}
              <span className="learn-links">
                {t && (
                  <a
                    className="button primary"
                    href={`/learn/${game}`}
                    onClick={onLinkClick(`/learn/${game}`)}
                    data-testid={`learn-${game}`}
                  >
                    {tx(LEARN.start)}
                  </a>
                )}
                <a className="button" href={`/rules/${game}`} onClick={onLinkClick(`/rules/${game}`)}>
                  {tx(LEARN.rules)}
                </a>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
