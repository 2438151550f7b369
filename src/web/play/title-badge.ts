// The tab tells a player it is their turn even when they are in another tab: a dot in the title and
// on the icon.
import { useEffect } from 'react';

function icon(color: string, dot: string | null): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<path d="M16 3 L29 27 H3 Z" fill="${color}"/>` +
    (dot ? `<circle cx="24" cy="9" r="7" fill="${dot}" stroke="white" stroke-width="2"/>` : '') +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function useTitleBadge(title: string, myTurn: boolean): void {
  useEffect(() => {
    document.title = myTurn ? `● ${title}` : title;
    const link = document.getElementById('favicon') as HTMLLinkElement | null;
    if (link) link.href = icon('#35505e', myTurn ? '#e8590c' : null);
  }, [title, myTurn]);
  useEffect(
    () => () => {
      document.title = 'Externalities';
    },
    [],
  );
}
