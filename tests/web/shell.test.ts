// The shell's pure parts: routes and the whose-turn line.
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/shared/api.ts';
import { playPath, withoutToken } from '../../src/web/api/seat-token.ts';
import { parseRoute } from '../../src/web/ui/router.ts';
import { turnInfo, turnLine } from '../../src/web/play/turn.ts';

describe('routes', () => {
  it('home, seat links, spectator links and replays', () => {
    expect(parseRoute('/', '')).toMatchObject({ name: 'home' });
    expect(parseRoute('/play/abc', '', '#token=t1')).toMatchObject({
      name: 'play',
      gameId: 'abc',
      token: 't1',
    });
    // A token in the query is not taken: the server sends such a link on to its #token= form first.
    expect(parseRoute('/play/abc', '?token=t1')).toMatchObject({ name: 'play', gameId: 'abc', token: null });
    expect(parseRoute('/play/abc', '')).toMatchObject({ name: 'play', gameId: 'abc', token: null });
    expect(parseRoute('/play/abc', '?replay=4')).toMatchObject({ replay: 4 });
    expect(parseRoute('/play/abc', '?replay=x')).toMatchObject({ replay: null });
    expect(parseRoute('/nope', '')).toMatchObject({ name: 'unknown' });
  });

  it('seat links carry the token in the fragment, and the address loses it', () => {
    expect(parseRoute('/play/abc', '', '#token=t2')).toMatchObject({ gameId: 'abc', token: 't2' });
    expect(parseRoute('/play/abc', '?guide=1', '#token=t2')).toMatchObject({ token: 't2', guide: true });
    expect(withoutToken('/play/abc', '?token=t1&replay=3', '')).toBe('/play/abc?replay=3');
    expect(withoutToken('/play/abc', '?guide=1', '#token=t2')).toBe('/play/abc?guide=1');
    expect(withoutToken('/play/abc', '', '#log')).toBe('/play/abc#log');
    expect(playPath('a b', 't/1', 'replay=0')).toBe('/play/a%20b?replay=0#token=t%2F1');
    expect(playPath('abc', null)).toBe('/play/abc');
  });
});

const snap = (over: Partial<GameSnapshot>): GameSnapshot => ({
  gameId: 'g',
  game: 'x',
  players: 2,
  seats: [
    { seat: 0, kind: 'human', name: 'Ann' },
    { seat: 1, kind: 'bot', level: 'random', name: 'Bot' },
  ],
  viewer: 0,
  controls: [0],
  status: 'running',
  moveCount: 3,
  activeSeats: [0],
  view: null,
  legalMoves: { '0': [{ move: {}, final: false, label: { en: 'x', it: 'x' } }] },
  canUndo: { '0': false },
  blockedMoves: {},
  log: [],
  logFrom: 0,
  outcome: null,
  customSetup: false,
  chat: true,
  listed: false,
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('whose turn', () => {
  it('mine, someone else’s, and over', () => {
    expect(turnLine(snap({}), 'en')).toBe('Your turn');
    expect(turnLine(snap({}), 'it')).toBe('Tocca a te');
    expect(turnLine(snap({ activeSeats: [1], legalMoves: {} }), 'en')).toBe('Waiting for Bot');
    expect(turnLine(snap({ status: 'finished', outcome: { winners: [1], scores: [1, 2] } }), 'en')).toBe(
      'Game over · Winner: Bot',
    );
  });

  it('a seat whose only legal moves are none is not counted as to act', () => {
    expect(turnInfo(snap({ legalMoves: { '0': [] } })).mySeats).toEqual([]);
  });

  it('hot-seat names the seat to act', () => {
    const s = snap({
      controls: [0, 1],
      activeSeats: [1],
      legalMoves: { '1': [{ move: {}, final: false, label: { en: 'x', it: 'x' } }] },
    });
    expect(turnLine(s, 'en')).toBe('Your turn: Bot');
  });

  it('while a seat is open, nobody is to act: the game waits for the lobby', () => {
    const seats = [
      { seat: 0, kind: 'human' as const, name: 'Ann' },
      { seat: 1, kind: 'open' as const, name: 'Open seat 2' },
    ];
    const s = snap({ seats });
    expect(turnInfo(s).mySeats).toEqual([]);
    expect(turnLine(s, 'en')).toBe('Waiting for a player from the lobby');
    expect(turnLine(s, 'it')).toBe('In attesa di un giocatore dalla sala');
    const two = snap({ players: 3, seats: [...seats, { seat: 2, kind: 'open', name: 'Open seat 3' }] });
    expect(turnLine(two, 'en')).toBe('Waiting for 2 players from the lobby');
    expect(turnLine(two, 'it')).toBe('In attesa di 2 giocatori dalla sala');
  });
});
