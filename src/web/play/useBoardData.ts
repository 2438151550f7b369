// Static board data of a game (maps, action board), fetched once per game id and shared by every page.
import { useEffect, useState } from 'react';
import { api } from '../api/http.ts';

const cache = new Map<string, Promise<unknown>>();

export function useBoardData(game: string | null): unknown {
  const [data, setData] = useState<unknown>(null);
  useEffect(() => {
    if (!game) return;
    let p = cache.get(game);
    if (!p) {
      p = api.board<unknown>(game);
      cache.set(game, p);
      p.catch(() => cache.delete(game));
    }
    let live = true;
    p.then(
      (d) => live && setData(d),
      () => live && setData(null),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return data;
}
