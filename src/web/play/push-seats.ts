// The seats this browser asked to be notified for, with their tokens, kept in localStorage. A
// notification opens /play/<game>?seat=<n> (no token travels through the push service); the page
// then finds the seat's link here, as it finds "my games".
const KEY = 'externalities.pushSeats';

type Seats = Record<string, string>;

const key = (gameId: string, seat: number) => `${gameId}:${seat}`;

function load(): Seats {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return raw && typeof raw === 'object' ? (raw as Seats) : {};
  } catch {
    return {};
  }
}

function save(seats: Seats): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(seats));
  } catch {
    // Without storage the bell is off again next time; nothing else is lost.
  }
}

export function rememberPushSeat(gameId: string, seat: number, token: string): void {
  save({ ...load(), [key(gameId, seat)]: token });
}

export function forgetPushSeat(gameId: string, seat: number): void {
  const seats = load();
  delete seats[key(gameId, seat)];
  save(seats);
}

export function pushSeatOn(gameId: string, seat: number, token: string): boolean {
  return load()[key(gameId, seat)] === token;
}

/** The token for a page opened from a notification (`?seat=n` and no token), if this browser holds it. */
export function tokenOfPushedSeat(gameId: string | undefined, search: string): string | null {
  const seat = new URLSearchParams(search).get('seat');
  if (!gameId || seat === null || !/^\d+$/.test(seat)) return null;
  return load()[key(gameId, Number(seat))] ?? null;
}
