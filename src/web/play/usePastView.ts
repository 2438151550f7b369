// The view after move n, for replays. The last view stays on screen while the next one loads, so
// dragging the slider never flashes an empty board.
import { useEffect, useState } from 'react';
import type { PastPosition } from '../api/http.ts';

export function usePastView(n: number | null, load: (n: number) => Promise<PastPosition>) {
  const [view, setView] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (n === null) {
      setView(null);
      return;
    }
    let live = true;
    setLoading(true);
    load(n).then(
      (p) => {
        if (!live) return;
        setView(p.view);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setError(e instanceof Error ? e.message : String(e));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [n, load]);
  return { view: n === null ? null : view, loading, error };
}
