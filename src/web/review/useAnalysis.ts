// The win-probability analysis of a game, asked again every few seconds while the server is still
// working on it. A game that may not be analysed yet (running, with human seats) gives null.
import { useEffect, useState } from 'react';
import type { AnalysisResponse } from '../../shared/api.ts';
import { ApiRefusal, request } from '../api/http.ts';

const POLL_MS = 3000;

export function useAnalysis(gameId: string, token: string | null, active: boolean, moveCount: number) {
  const [analysis, setAnalysis] = useState<AnalysisResponse | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      request<AnalysisResponse>('GET', `/api/games/${encodeURIComponent(gameId)}/analysis`, token).then(
        (a) => {
          if (!live) return;
          setAnalysis(a);
          if (a.status !== 'ready' || a.moveCount < moveCount) timer = setTimeout(ask, POLL_MS);
        },
        (e: unknown) => {
          if (!live) return;
          // Not shown for a running game (409); any other trouble: try again later.
          if (e instanceof ApiRefusal && e.status === 409) setAnalysis(null);
          else timer = setTimeout(ask, POLL_MS * 2);
        },
      );
    };
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [gameId, token, active, moveCount]);
  return active ? analysis : null;
}
