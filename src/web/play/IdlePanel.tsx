// Where the decision would be when the seat has nothing to decide: "Not your turn" (or the spectator's
// note) and the undo button. On small screens it is a short sheet at the bottom, like the decision, so
// the move toasts sit above it instead of over its text.
import { useRef, type ReactNode } from 'react';
import { useSheetHeight } from './useSheetHeight.ts';

export function IdlePanel({ undo, note }: { undo: ReactNode; note: string }) {
  const sheet = useRef<HTMLElement>(null);
  useSheetHeight(sheet);
  return (
    <section ref={sheet} className="decision idle">
      {undo}
      <p className="muted">{note}</p>
    </section>
  );
}
