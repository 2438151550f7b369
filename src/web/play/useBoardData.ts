// Static board data of a game (maps, action board), fetched once per game id and shared by every page.
import { useEffect, useState } from 'react';
import { api } from '../api/http.ts';

const cache = new Map<string, Promise<unknown>>();

export function useBoardData(game: string | null): unknown {
  const [data, setData] = useState<unknown>(null);
  useEffect(() => {
    if (!game) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const load = (attempt: number) => {
      let p = cache.get(game);
      if (!p) {
        p = api.board<unknown>(game);
        cache.set(game, p);
        p.catch(() => cache.delete(game));
      }
      p.then(
        (d) => live && setData(d),
        // The board cannot be drawn without it: ask again, less and less often.
        () => {
          if (live) timer = setTimeout(() => load(attempt + 1), Math.min(10_000, 1000 * 2 ** attempt));
        },
      );
    };
    load(0);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [game]);
  return data;
}
