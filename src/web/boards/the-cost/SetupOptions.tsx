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
  const [mode, setMode] = useState<'random' | 'now' | 'table'>('random');
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (mode === 'random') onChange({}, true);
    else if (mode === 'table') onChange({ chooseCountries: true }, true);
    else {
      // Data order, as the game expects.
      const ids = all.map((c) => c.id).filter((id) => chosen.includes(id));
      onChange({ countries: ids }, ids.length === players);
    }
    // onChange is a fresh function on every render of the form; the inputs are what matter.
  }, [mode, chosen, players, all.length]);

  return (
    <fieldset>
      <legend>{t('countries')}</legend>
      <label className="radio-line">
        <input type="radio" name="countries" checked={mode === 'random'} onChange={() => setMode('random')} />
        {t('randomCountries')}
      </label>
      <label className="radio-line">
        <input type="radio" name="countries" checked={mode === 'table'} onChange={() => setMode('table')} />
        {t('countriesAtTable')}
      </label>
      <label className="radio-line">
        <input type="radio" name="countries" checked={mode === 'now'} onChange={() => setMode('now')} />
        {t('chooseCountries')} <span className="muted">({t('pickCountries', { n: players })})</span>
      </label>
      {mode === 'now' && (
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
