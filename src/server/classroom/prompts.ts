// Questions for the class discussion after the tables are over, in every language. The Cost's begin
// from the questions its rulebook asks at the end of a game (what happened, whether anyone really won,
// whether anyone worked without deaths or chose safety), put in our own words. Each game's list ends
// with questions on the debrief's key moments and on playing on from one of them.
import type { Texts } from '../../shared/api.ts';

const theCost: Texts[] = [
  {
    en: 'Look at the countries and the player boards of your table: what happened there, round by round?',
    it: 'Guardate i paesi e le plance della vostra tavola: che cosa è successo, round dopo round?',
  },
  {
    en: 'The richest company won the game. Looking at the deaths beside the money, did anyone really win?',
    it: 'Ha vinto la compagnia più ricca. Guardando i morti accanto al denaro, qualcuno ha vinto davvero?',
  },
  {
    en: 'Did any company mine and mill without a single death? What did that choice cost it in money?',
    it: 'Qualche compagnia ha estratto e lavorato senza nemmeno un morto? Quanto le è costata questa scelta?',
  },
  {
    en: 'Who chose to work safely, and when? What made safety worth paying for, or not?',
    it: 'Chi ha scelto di lavorare in sicurezza, e quando? Che cosa rendeva la sicurezza conveniente, o no?',
  },
  {
    en: 'Which countries banned the trade, and after how many deaths? Why did the others keep it?',
    it: 'Quali paesi hanno vietato il commercio, e dopo quanti morti? Perché gli altri lo hanno mantenuto?',
  },
  {
    en: 'Compare the tables: did the same kind of play lead to the same deaths everywhere?',
    it: 'Confrontate le tavole: lo stesso modo di giocare ha portato ovunque agli stessi morti?',
  },
  {
    en: 'At the key moments of your table the chances to win moved most. Were workers’ lives at stake in those moves too?',
    it: 'Nei momenti chiave della vostra tavola le probabilità di vittoria sono cambiate di più. In quelle mosse erano in gioco anche le vite dei lavoratori?',
  },
];

const industrialWaste: Texts[] = [
  {
    en: 'Look at your table: whose waste grew fastest, and what did each accident cost?',
    it: 'Guardate la vostra tavola: di chi sono cresciuti di più i rifiuti, e quanto è costato ogni incidente?',
  },
  {
    en: 'Did the winner pollute less or more than the others? Did cleaning up pay off in the score?',
    it: 'Chi ha vinto ha inquinato meno o più degli altri? Ripulire ha reso nel punteggio?',
  },
  {
    en: 'When was a bribe cheaper than a fine, and who paid for the waste that stayed behind?',
    it: 'Quando una corruzione costava meno di una multa, e chi ha pagato per i rifiuti rimasti?',
  },
  {
    en: 'How did loans change what each factory dared to do?',
    it: 'Come hanno cambiato i prestiti quello che ogni fabbrica osava fare?',
  },
  {
    en: 'Compare the tables: did more waste bring more points, or more accidents?',
    it: 'Confrontate le tavole: più rifiuti hanno portato più punti, o più incidenti?',
  },
  {
    en: 'Were the moves that changed the chances to win most also the ones that left the most waste?',
    it: 'Le mosse che hanno cambiato di più le probabilità di vittoria erano anche quelle che lasciavano più rifiuti?',
  },
];

const anyGame: Texts[] = [
  {
    en: 'What happened at your table, and why did the winner win?',
    it: 'Che cosa è successo alla vostra tavola, e perché ha vinto chi ha vinto?',
  },
];

/** What if: every game's last question, on playing on from a key moment. */
const playOn: Texts = {
  en: 'Choose one key moment and play on from it with another decision. How far does the end change, and who pays for the difference?',
  it: 'Scegliete un momento chiave e riprendete la partita da lì con un’altra decisione. Quanto cambia il finale, e chi paga la differenza?',
};

export function promptsFor(game: string): Texts[] {
  if (game === 'the-cost') return [...theCost, playOn];
  if (game === 'industrial-waste') return [...industrialWaste, playOn];
  return [...anyGame, playOn];
}
