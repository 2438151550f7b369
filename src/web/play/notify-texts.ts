// The words of the notification controls at the table, in English and Italian.
import type { Texts } from '../../shared/api.ts';

export const NOTIFY = {
  bellOff: { en: 'Notify me when it is my turn', it: 'Avvisami quando tocca a me' },
  bellOn: { en: 'Notifications on: press to stop them', it: 'Avvisi attivi: premi per fermarli' },
  denied: {
    en: 'Notifications are blocked for this site in the browser’s settings.',
    it: 'Gli avvisi sono bloccati per questo sito nelle impostazioni del browser.',
  },
  failed: {
    en: 'The browser could not subscribe to notifications (is it online?).',
    it: 'Il browser non è riuscito ad attivare gli avvisi (è in linea?).',
  },
  soundOff: { en: 'Play a sound when it is my turn', it: 'Suona quando tocca a me' },
  soundOn: { en: 'Sound on: press to mute', it: 'Suono attivo: premi per silenziare' },
} satisfies Record<string, Texts>;
