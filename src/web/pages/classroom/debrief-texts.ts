// The words of the debrief in phases (what happened, what it cost, why, what if, what next), in every
// language (beside texts.ts, which holds the classroom pages' older words).
import type { Texts } from '../../../shared/api.ts';
import { fill, useLang } from '../../ui/i18n.ts';

const T = {
  phases: { en: 'Debrief phases', it: 'Fasi della discussione' },
  happened: { en: '1 · What happened', it: '1 · Che cosa è successo' },
  happenedShort: { en: 'What happened', it: 'Che cosa è successo' },
  happenedHelp: {
    en: 'The tables side by side: each company’s money and deaths, and the bans as they came.',
    it: 'I tavoli uno accanto all’altro: denaro e morti di ogni compagnia, e i divieti nell’ordine in cui sono arrivati.',
  },
  happenedHelpWaste: {
    en: 'The tables side by side: each factory’s waste and score, the accidents and the loans.',
    it: 'I tavoli uno accanto all’altro: rifiuti e punteggio di ogni fabbrica, incidenti e prestiti.',
  },
  cost: { en: '2 · What it cost', it: '2 · Quanto è costato' },
  costShort: { en: 'What it cost', it: 'Quanto è costato' },
  costHelp: {
    en: 'Deaths for every $100 a company held at the end, and how often it paid for safety.',
    it: 'Morti per ogni 100 $ che una compagnia aveva alla fine, e quanto spesso ha pagato per la sicurezza.',
  },
  wasteCostHelp: {
    en: 'The waste each factory left, and what its accidents cost it.',
    it: 'I rifiuti lasciati da ogni fabbrica, e quanto le sono costati gli incidenti.',
  },
  why: { en: '3 · Why', it: '3 · Perché' },
  whyShort: { en: 'Why', it: 'Perché' },
  whyHelp: {
    en: 'The key moments: the moves after which the chances to win changed most, as the trained model estimates them. Open the replay at each one.',
    it: 'I momenti chiave: le mosse dopo le quali le probabilità di vittoria sono cambiate di più, secondo la stima del modello addestrato. Apri la replica a ciascuna.',
  },
  whatIf: { en: '4 · What if', it: '4 · E se' },
  whatIfShort: { en: 'What if', it: 'E se' },
  whatIfHelp: {
    en: 'Take a key decision again: a new game starts from the position before that move, with the seats you choose. The table’s game stays as it is.',
    it: 'Riprendi una decisione chiave: una nuova partita parte dalla posizione prima di quella mossa, con i posti che scegli. La partita del tavolo resta com’è.',
  },
  next: { en: '5 · What next', it: '5 · E ora' },
  nextShort: { en: 'What next', it: 'E ora' },
  nextHelp: {
    en: 'Questions for the discussion, in the classroom’s language.',
    it: 'Domande per la discussione, nella lingua della classe.',
  },
  tableSide: { en: 'Table {n}', it: 'Tavolo {n}' },
  banTimeline: { en: 'Bans, round by round', it: 'Divieti, round per round' },
  roundN: { en: 'Round {n}', it: 'Round {n}' },
  banAt: { en: '{country} (phase {phase})', it: '{country} (fase {phase})' },
  noBan: { en: '–', it: '–' },
  deathsPer100: { en: 'Deaths per $100', it: 'Morti per 100 $' },
  classPer100: {
    en: 'The class: {deaths} deaths for ${money} at the end, {per100} deaths for every $100.',
    it: 'La classe: {deaths} morti per {money} $ alla fine, {per100} morti ogni 100 $.',
  },
  safeWork: { en: 'Safe work', it: 'Lavoro sicuro' },
  unsafeWork: { en: 'Unsafe work', it: 'Lavoro non sicuro' },
  safeShare: { en: 'Safe against unsafe', it: 'Sicuro contro non sicuro' },
  safeBar: {
    en: '{safe} safe, {unsafe} unsafe actions',
    it: '{safe} azioni sicure, {unsafe} non sicure',
  },
  noWork: { en: 'no mining or milling', it: 'nessuna estrazione o lavorazione' },
  analysing: {
    en: 'The chances of this table are being worked out…',
    it: 'Le probabilità di questo tavolo sono in calcolo…',
  },
  stillPlaying: {
    en: 'Still playing: its key moments come when it is over.',
    it: 'Ancora in gioco: i momenti chiave arrivano quando finisce.',
  },
  noMoments: {
    en: 'No move changed the chances by 5 points or more.',
    it: 'Nessuna mossa ha cambiato le probabilità di 5 punti o più.',
  },
  momentTitle: { en: 'Move {n}: {who}', it: 'Mossa {n}: {who}' },
  setupOrChance: { en: 'chance', it: 'il caso' },
  momentChange: {
    en: '{name}: {before}% → {after}% ({delta} points)',
    it: '{name}: {before}% → {after}% ({delta} punti)',
  },
  openReplay: { en: 'Open the replay at move {n}', it: 'Apri la replica alla mossa {n}' },
  takeAgain: {
    en: 'Play from here: table {table}, move {n} ({who})',
    it: 'Gioca da qui: tavolo {table}, mossa {n} ({who})',
  },
  noneToPlay: {
    en: 'Key moments appear here once the tables are over and analysed.',
    it: 'I momenti chiave compaiono qui quando i tavoli sono finiti e analizzati.',
  },
  opened: {
    en: 'The new game opened in another tab.',
    it: 'La nuova partita si è aperta in un’altra scheda.',
  },
} satisfies Record<string, Texts>;

export type DebriefKey = keyof typeof T;

export function useDebriefTexts() {
  const { lang } = useLang();
  const d = (key: DebriefKey, params: Record<string, string | number> = {}) => fill(T[key][lang], params);
  return { d, lang };
}
