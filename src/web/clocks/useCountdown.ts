// The seats' clocks counting down on the page: each snapshot says how much time a running clock had at
// the server's `serverTime`; from the moment the snapshot arrives the page takes off the time that has
// passed on its own monotonic clock. No request is made to do so, and a snapshot that arrives late only
// shows a little more time than is left (the server's deadline decides).
import { useEffect, useState } from 'react';
import type { SeatClock } from '../../shared/api.ts';

const TICK_MS = 250;

/** Time left for each seat with a clock (ms), re-reckoned every tick while one runs and `live` holds. */
export function useCountdown(clocks: SeatClock[] | undefined, live: boolean): Map<number, number> {
  const [base, setBase] = useState<{ clocks: SeatClock[]; at: number }>({ clocks: [], at: 0 });
  const [now, setNow] = useState(0);
  useEffect(() => {
    const at = performance.now();
    setBase({ clocks: clocks ?? [], at });
    setNow(at);
  }, [clocks]);
  const running = live && base.clocks.some((c) => c.deadline !== null);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  const passed = live ? Math.max(0, now - base.at) : 0;
  return new Map(
    base.clocks.map((c) => [c.seat, c.deadline ? Math.max(0, c.remainingMs - passed) : c.remainingMs]),
  );
}
