// The Cost's setup on the home page: the countries in play, drawn at random or chosen (one per player).
import { useEffect, useState } from 'react';
import type { StaticEdition } from '../../../games/the-cost/data/types.ts';
import type { SetupOptionsProps } from '../types.ts';
import { useBoardData } from '../../play/useBoardData.ts';
import { useLang } from '../../ui/i18n.ts';

export function CostSetupOptions({ players, onChange }: SetupOptionsProps) {
  const { t } = useLang();
  const data = useBoardData('the-cost') as StaticEdition | null;
  const all = data?.countries.countries ?? [];
  const [random, setRandom] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (random) onChange({}, true);
    else {
      // Data order, as the game expects.
      const ids = all.map((c) => c.id).filter((id) => chosen.includes(id));
      onChange({ countries: ids }, ids.length === players);
    }
    // onChange is a fresh function on every render of the form; the inputs are what matter.
  }, [random, chosen, players, all.length]);

  return (
    <fieldset>
      <legend>{t('countries')}</legend>
      <label className="radio-line">
        <input type="radio" name="countries" checked={random} onChange={() => setRandom(true)} />
        {t('randomCountries')}
      </label>
      <label className="radio-line">
        <input type="radio" name="countries" checked={!random} onChange={() => setRandom(false)} />
        {t('chooseCountries')} <span className="muted">({t('pickCountries', { n: players })})</span>
      </label>
      {!random && (
        <div className="checks">
          {all.map((c) => (
            <label key={c.id} className="check-chip">
              <input
                type="checkbox"
                checked={chosen.includes(c.id)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setChosen((x) => (on ? [...x, c.id] : x.filter((y) => y !== c.id)));
                }}
              />
              {c.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
