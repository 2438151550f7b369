// The checks of a position (docs/industrial-waste/position.md, "What is checked"): every card in one
// place, 50 raw materials, a phase that fits the cards. The deck here is still listed top first.
import { PositionError } from '../../kernel/index.ts';
import { EDITION, typeOf } from './data/edition.ts';
import { isAsked } from './rules/accident.ts';
import { ROWS } from './rules/layout.ts';
import type { IwState } from './state.ts';
import { REST } from './rules/setup.ts';

/** Throws a PositionError naming the first thing in `s` that cannot happen in a game. */
export function checkPosition(s: IwState): void {
  const bad = (path: string, why: string): never => {
    throw new PositionError(why, path);
  };
  const P = s.players;
  if (s.seats.length !== P) bad('seats', `${P} players need ${P} seats, not ${s.seats.length}`);
  for (const f of ['dealer', 'startPlayer', 'turn'] as const)
    if (s[f] >= P) bad(f, `seat ${s[f]} is not at a ${P}-player table`);

  // Every card in exactly one place.
  const where = new Map<string, string>();
  const place = (id: string, path: string) => {
    if (!(id in EDITION.typeOf)) bad(path, `unknown card id "${id}"`);
    const prev = where.get(id);
    if (prev) bad(path, `card "${id}" is also at ${prev}`);
    where.set(id, path);
  };
  s.deck.forEach((id, i) => place(id, `deck[${i}]`));
  s.discard.forEach((id, i) => place(id, `discard[${i}]`));
  s.layout.forEach((col, c) => col?.forEach((id, r) => place(id, `layout[${c}][${r}]`)));
  s.seats.forEach((p, i) => {
    p.hand.forEach((id, j) => place(id, `seats[${i}].hand[${j}]`));
    if (p.kept !== null) place(p.kept, `seats[${i}].kept`);
  });
  const accidentAt = where.get(EDITION.accidentId);
  if (s.accidentSetAside && accidentAt)
    bad(accidentAt, 'the Accident is set aside, so it cannot also be here');
  if (!s.accidentSetAside && !accidentAt) bad('deck', 'the Accident is neither set aside nor anywhere else');
  if (accidentAt && !accidentAt.startsWith('deck') && !accidentAt.startsWith('discard'))
    bad(accidentAt, 'the Accident never enters a layout, a hand or a kept place');
  if (accidentAt?.startsWith('discard')) bad(accidentAt, 'the Accident never goes to the discard pile');
  const total = where.size + (s.accidentSetAside ? 1 : 0);
  if (total !== EDITION.cardIds.length) {
    const missing = EDITION.cardIds.filter(
      (id) => !where.has(id) && !(s.accidentSetAside && id === EDITION.accidentId),
    );
    bad(
      'deck',
      `${EDITION.cardIds.length} cards must be accounted for; ${total} are (missing e.g. "${missing[0]}"; end the deck with "${REST}" to place the rest there)`,
    );
  }

  // Raw materials are conserved.
  if (s.supply < 0)
    bad(
      'supply',
      `storages and the auction lot hold ${EDITION.data.rawMaterialsTotal - s.supply} raw materials; there are only ${EDITION.data.rawMaterialsTotal}`,
    );
  const raw = s.supply + s.seats.reduce((a, p) => a + p.rawMaterials, 0) + (s.auction?.lot ?? 0);
  if (raw !== EDITION.data.rawMaterialsTotal)
    bad(
      'supply',
      `supply, storages and auction lot hold ${raw} raw materials; there are ${EDITION.data.rawMaterialsTotal}`,
    );

  s.seats.forEach((p, i) => {
    if (p.growth === EDITION.growthMax && !s.endTriggered && s.phase !== 'finished')
      bad(
        `seats[${i}].growth`,
        `a factory at ${EDITION.growthMax} has triggered the end: set "endTriggered": true`,
      );
  });

  s.layout.forEach((col, c) => {
    const types = (col ?? []).map(typeOf);
    if (new Set(types).size !== types.length)
      bad(`layout[${c}]`, 'a column never holds two cards of one type');
  });

  const handsEmpty = (why: string) =>
    s.seats.forEach((p, i) => {
      if (p.hand.length) bad(`seats[${i}].hand`, why);
    });
  const noLayout = () => {
    if (s.layout.length) bad('layout', `the layout is empty in phase "${s.phase}"`);
  };
  if (s.auction && s.phase !== 'playing') bad('auction', 'an auction only runs while cards are played');
  if (s.accident) {
    const want = s.phase === 'layout' ? 'layout' : s.phase === 'final-accident' ? 'end' : null;
    if (s.accident.at !== want)
      bad('accident', `no accident of kind "${s.accident.at}" runs in phase "${s.phase}"`);
    const order = Array.from({ length: P }, (_, i) => (s.startPlayer + i) % P);
    if (s.accident.order.join() !== order.join())
      bad('accident.order', `must be [${order.join(', ')}] (from the start player)`);
    if (s.accident.next > P) bad('accident.next', `at most ${P}`);
    if (s.accident.asking && (s.accident.next >= P || !isAsked(s.seats[s.accident.order[s.accident.next]])))
      bad('accident.asking', 'only a seat with a kept card at risk is asked about bribery');
  }

  switch (s.phase) {
    case 'layout':
    case 'drafting': {
      if (s.layout.length !== P + 1) bad('layout', `${P} players deal ${P + 1} columns`);
      if (s.phase === 'layout') {
        if (s.picks !== 0) bad('picks', 'no column is picked while dealing');
        handsEmpty('hands are empty while the layout is dealt');
        const lengths = s.layout.map((c) =>
          c === null ? bad('layout', 'no column is taken while dealing') : c.length,
        );
        const min = Math.min(...lengths);
        if (lengths.some((n) => n > min + 1) || lengths.some((n, i) => i > 0 && n > lengths[i - 1]))
          bad('layout', 'cards are dealt row by row, left to right');
      } else {
        const taken = s.layout.filter((c) => c === null).length;
        if (taken !== s.picks) bad('picks', `${taken} column(s) are taken, so picks is ${taken}`);
        if (s.picks >= P) bad('picks', 'after the last pick the cards are being played');
        s.layout.forEach((c, i) => {
          if (c !== null && c.length !== ROWS) bad(`layout[${i}]`, `a dealt column has ${ROWS} cards`);
        });
        s.seats.forEach((p, i) => {
          const order = (i - s.startPlayer + P) % P;
          const want = order < s.picks ? ROWS : 0;
          if (p.hand.length !== want)
            bad(`seats[${i}].hand`, `holds ${want} cards at this point of the draft`);
        });
      }
      break;
    }
    case 'playing': {
      noLayout();
      s.seats.forEach((p, i) => {
        if (p.finished !== (p.hand.length === 0))
          bad(`seats[${i}].finished`, 'a seat is finished exactly when its hand is empty');
      });
      if (!s.auction && s.seats.every((p) => p.finished))
        bad('phase', 'every seat is finished: use phase "basic-costs"');
      if (s.auction) checkAuction(s, bad);
      else if (s.seats[s.turn].finished) bad('turn', `seat ${s.turn} has no cards left`);
      break;
    }
    case 'basic-costs':
    case 'final-accident':
    case 'finished':
      noLayout();
      handsEmpty(`hands are empty in phase "${s.phase}"`);
      if (s.phase === 'final-accident' && !s.endTriggered)
        bad('endTriggered', 'the final accident follows the end trigger');
      if (s.phase === 'finished' && s.accident) bad('accident', 'no accident runs once the game is over');
      break;
  }
}

function checkAuction(s: IwState, bad: (path: string, why: string) => never): void {
  const a = s.auction!;
  const P = s.players;
  const order = Array.from({ length: P }, (_, i) => (a.seller + 1 + i) % P);
  if (a.order.join() !== order.join()) bad('auction.order', `must be [${order.join(', ')}] (seller last)`);
  if (s.turn !== a.seller) bad('turn', 'the turn stays with the seller during the auction');
  if (a.bids.length >= P) bad('auction.bids', 'every seat has bid: the auction is over');
  let high = 0;
  let highBidder: number | null = null;
  a.bids.forEach((b, i) => {
    if (b.seat !== order[i]) bad(`auction.bids[${i}].seat`, `seat ${order[i]} bids in that place`);
    if (b.amount !== null) {
      if (b.amount <= high) bad(`auction.bids[${i}].amount`, 'each bid is higher than the one before');
      high = b.amount;
      highBidder = b.seat;
    }
  });
  if (a.highBid !== high || a.highBidder !== highBidder)
    bad(
      'auction.highBid',
      `the highest bid so far is ${high} by ${highBidder === null ? 'nobody' : `seat ${highBidder}`}`,
    );
  if (highBidder !== null && s.seats[highBidder].cash < high)
    bad(`seats[${highBidder}].cash`, `a bid of ${high} M needs at least that much cash`);
}
