/** On a phone a wide table scrolls sideways: a tab stop (and a name to announce) lets a keyboard scroll it. */
export function scrollsSideways(label: string): { tabIndex: number; 'aria-label': string } {
  return { tabIndex: 0, 'aria-label': label };
}
