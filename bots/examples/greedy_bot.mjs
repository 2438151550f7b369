#!/usr/bin/env node
// A one-ply greedy player for the Externalities bot protocol (docs/bot-protocol.md).
// For each decision it gives every legal move a score from what the move says and what its seat's view
// shows (money, resources, waste, the cards on offer...), and plays the best, breaking ties at random.
// It looks no further than the move itself: no search, no model of the rules. Node.js, no dependencies.
import { createInterface } from 'node:readline';

// ---- The Cost: docs/the-cost/moves.md and docs/the-cost/view.md ----------------------------------

function theCostScore(move, view, seat) {
  const me = view.players[seat];
  const score = move.swap ? -3 : 0; // swapping a slot's action costs $3
  const resources = (country) => me.resources[country] ?? 0;
  switch (move.type) {
    case 'MOVE': {
      // A die's delivery: what it pays me, less half of what it pays the others.
      const all = move.payments.reduce((a, b) => a + b, 0);
      return move.payments[seat] - 0.5 * (all - move.payments[seat]);
    }
    case 'MINE':
    case 'MILL': {
      const country = view.countries[move.country];
      let s = score + 1 + 0.3 * move.hire; // every worker adds a pip to the die
      if (!move.safe) s -= 1.5 + (country.demandSpace <= 3 ? 3 : 0); // a death moves the country towards closing
      return s;
    }
    case 'BUILD_MINE':
      return score + 4 + 0.2 * move.hire;
    case 'BUILD_MILL':
      return score + (me.firstMineBuilt ? 3.5 : 1.5) + 0.2 * move.hire;
    case 'BUILD_RAILS':
    case 'BUILD_PORT':
      return score + 0.8;
    case 'SUBSIDY': {
      const short = resources(view.turn.country) < 4;
      return score + (move.take === 'RESOURCES' && short ? 1.2 : move.take === 'MONEY' ? 1 : 0.5);
    }
    case 'CONVERT': {
      // Resources pay for safe work: keep a few in each country with facilities.
      const mine = me.facilities.some((f) => f.country === move.country);
      return mine && resources(move.country) < 4 && move.dollars === 1 ? 0.5 : -1;
    }
    case 'INVEST':
      return view.round <= 2 && move.spaces === 1 && me.money > 3 ? 0.6 : -0.5;
    case 'CHOOSE_TURN_POSITION':
      return -move.position;
    case 'SELECT_COUNTRY': {
      // Where my facilities are, and where demand holds up.
      const mine = me.facilities.filter((f) => f.country === move.country).length;
      return mine + view.countries[move.country].demandSpace / 10;
    }
    default:
      return score; // END_TURN, DONE, PASS, corners, national rails and ports: no opinion
  }
}

// ---- Industrial Waste: docs/industrial-waste/moves.md and docs/industrial-waste/view.md -----------

const CARD_WORTH = {
  order: 3,
  growth: 3,
  'raw-materials': 2,
  innovation: 1.5,
  advisor: 1,
  'hiring-firing': 0.5,
  'waste-disposal': 1,
  'waste-removal': 1,
  bribery: 1,
};

const cardType = (id) => id.slice(0, id.lastIndexOf('-'));

function industrialWasteScore(move, view, seat) {
  const me = view.seats.find((s) => s.seat === seat);
  const cash = me.cash ?? 0;
  switch (move.type) {
    case 'TAKE_LOAN':
      return -10; // 10 M now, 10 points off at the end
    case 'CHOOSE_COLUMN': {
      const { cards } = view.layout.find((c) => c.column === move.column);
      let worth = 0;
      for (const card of cards) {
        worth += CARD_WORTH[card.type] ?? 0;
        if (card.type === 'waste-disposal' || card.type === 'waste-removal') worth += me.waste / 4;
      }
      return worth;
    }
    case 'PLAY_CARD': {
      const worth = {
        order: 5,
        growth: 4,
        'raw-materials': 3,
        innovation: cash >= 8 ? 2 : -1,
        'waste-disposal': 1 + me.waste / 3,
        'waste-removal': 1 + me.waste / 3,
        'hiring-firing': move.direction === 'fire' ? 0.5 : 0.2,
      }[cardType(move.card)];
      return (worth ?? 0.5) + (move.advisor ? 0.5 : 0);
    }
    case 'REPAY_LOAN':
      return cash >= 15 ? 6 : -1;
    case 'DISCARD_CARD':
      return -1;
    case 'BID': // a raw material is worth about 1 M; keep 3 M in hand
      return move.amount <= cash - 3 ? (1.2 * view.auction.lot - move.amount) / 2 : -5;
    case 'USE_BRIBERY':
      return move.use ? 3 : 0;
    default:
      return 0; // KEEP_CARD, PASS
  }
}

const SCORERS = { 'the-cost': theCostScore, 'industrial-waste': industrialWasteScore };

/** A small seeded generator (mulberry32), so that the same seed gives the same game. */
function seeded(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let random = Math.random;
let score = () => 0;
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  let reply;
  if (message.type === 'hello') {
    random = seeded(message.seed);
    score = SCORERS[message.game] ?? (() => 0);
    reply = { type: 'ready' };
  } else if (message.type === 'decide') {
    let best = -Infinity;
    let choices = [];
    for (const { index, move } of message.legalMoves) {
      const value = score(move, message.view, message.seat);
      if (value > best) [best, choices] = [value, [index]];
      else if (value === best) choices.push(index);
    }
    reply = { type: 'move', index: choices[Math.floor(random() * choices.length)] };
  } else continue;
  process.stdout.write(JSON.stringify(reply) + '\n');
}
