// The guided first game at the table: loads the tutorial, works out the step, and marks on the page what
// to click (the decision panel's choice, the board's piece, or the confirm button) with `data-guided`.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LegalMove, TutorialFile } from '../../shared/api.ts';
import type { Decision } from '../play/useDecision.ts';
import { tutorials } from './api.ts';
import { guideMark, guideState, type GuideMark, type GuideProgress, type GuideState } from './guide.ts';

export interface Guide {
  tutorial: TutorialFile;
  state: GuideState;
}

export function useGuide(
  game: string | null,
  /** The server's word on the game's progress along the tutorial (GameSnapshot.guide). */
  progress: GuideProgress,
  legal: LegalMove[],
  myTurn: boolean,
  decision: Decision,
  /** A move of the page is on its way: the position shown is the one it was made in, nothing to mark. */
  sending = false,
): Guide | null {
  const [tutorial, setTutorial] = useState<TutorialFile | null>(null);
  useEffect(() => {
    if (!game) return;
    let live = true;
    tutorials.get(game).then(
      (t) => live && setTutorial(t),
      () => live && setTutorial(null),
    );
    return () => {
      live = false;
    };
  }, [game]);

  const state = useMemo(
    () => (tutorial ? guideState(tutorial, progress, legal, myTurn) : null),
    [tutorial, progress, legal, myTurn],
  );
  const mark =
    state?.kind === 'do' && !sending ? guideMark(decision.plan, decision.direct, state.step.move) : null;
  useGuideMarks(mark);
  return tutorial && state ? { tutorial, state } : null;
}

const ATTR = 'data-guided';

/**
 * Re-applied after every render: the panel and the board redraw their elements as the decision moves on.
 * A newly marked choice of the panel is scrolled into view (a long list of bids on a phone hides it).
 */
function useGuideMarks(mark: GuideMark): void {
  const shown = useRef('');
  useEffect(() => {
    const marked: Element[] = [];
    const put = (el: Element | null) => {
      if (!el) return;
      el.setAttribute(ATTR, '');
      marked.push(el);
    };
    if (mark && 'confirm' in mark) put(document.querySelector('.decision .confirm button.primary'));
    else if (mark) {
      const choice = document.querySelector(`.decision [data-choice="${CSS.escape(mark.choiceKey)}"]`);
      put(choice);
      if (choice && shown.current !== mark.choiceKey) {
        shown.current = mark.choiceKey;
        choice.scrollIntoView({ block: 'nearest' });
      }
      if (mark.target) put(document.querySelector(`.table-area [data-target="${CSS.escape(mark.target)}"]`));
    }
    return () => {
      for (const el of marked) el.removeAttribute(ATTR);
    };
  });
}
