// Where the keyboard goes after an undo: the Undo button may vanish (nothing left to take back) or be
// disabled while the undo is sent, and the browser then drops the focus to the page's body, so a keyboard
// or screen-reader user would have to find their place again. The focus goes back to Undo if it is
// still offered, else to the first open choice of the decision now pending. The page may show that
// decision a few frames after the undo's answer, so it looks again for a bounded number of frames.
export function focusAfterUndo(frames = 60): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const undo = document.querySelector<HTMLButtonElement>('[data-testid=undo]:not(:disabled)');
  const choice = document.querySelector<HTMLElement>(
    '.decision .choices button:not(:disabled):not([aria-disabled=true])',
  );
  const target = undo ?? choice;
  if (target) target.focus();
  else if (frames > 0) requestAnimationFrame(() => focusAfterUndo(frames - 1));
}
