// The decision in progress for the acting seat: the keys picked so far, the resulting plan, and the
// board interaction derived from it. It starts over whenever the position changes.
import { useEffect, useMemo, useState } from 'react';
import type { BlockedMove, LegalMove } from '../../shared/api.ts';
import type { Interaction } from '../boards/types.ts';
import { boardTargets, plan as makePlan, type Choice, type Plan, type Planner } from './decision.ts';

export interface Decision {
  plan: Plan;
  /** A move picked from the full list, waiting for its confirm step. */
  direct: LegalMove | null;
  pick: (choice: Choice) => void;
  pickDirect: (move: LegalMove) => void;
  back: () => void;
  reset: () => void;
  /** The choice under the pointer or keyboard focus in the panel, for a preview on the board. */
  hover: (choice: Choice | null) => void;
  /** A greyed choice the player tapped (on the board or in the panel): its reasons are shown. */
  explained: Choice | null;
  interaction: Interaction | null;
}

export function useDecision(
  legal: LegalMove[],
  planner: Planner,
  /** Changes whenever the position or the acting seat changes. */
  positionKey: string,
  /** The seat's blocked moves, shown greyed among the choices. */
  blocked: BlockedMove[] = NONE,
): Decision {
  const [picked, setPicked] = useState<string[]>([]);
  const [direct, setDirect] = useState<LegalMove | null>(null);
  const [hovered, setHovered] = useState<Choice | null>(null);
  const [explained, setExplained] = useState<Choice | null>(null);

  useEffect(() => {
    setPicked([]);
    setDirect(null);
    setHovered(null);
    setExplained(null);
  }, [positionKey]);

  const plan = useMemo(() => makePlan(planner, legal, picked, blocked), [planner, legal, picked, blocked]);
  // A greyed choice cannot be taken: picking it shows why instead.
  const pick = (c: Choice) => {
    setHovered(null);
    if (c.blocked) {
      setExplained(c);
      return;
    }
    setExplained(null);
    setPicked((p) => [...p, c.key]);
  };

  const interaction = useMemo<Interaction | null>(() => {
    if (plan.kind === 'none') return null;
    const targets = plan.kind === 'choose' ? boardTargets(plan.step.choices) : new Map<string, Choice>();
    // Earlier picks stay marked on the board so the player sees what they chose.
    const selected = new Set(plan.crumbs.flatMap((c) => (c.target ? [c.target] : [])));
    const ready = direct ?? (plan.kind === 'ready' ? plan.move : null);
    const hoveredMove =
      hovered &&
      !hovered.blocked &&
      plan.kind === 'choose' &&
      plan.step.choices.includes(hovered) &&
      hovered.moves.length === 1
        ? hovered.moves[0]
        : null;
    return { targets, selected, pick, preview: hoveredMove ?? ready };
  }, [plan, direct, hovered]);

  return {
    plan,
    direct,
    pick,
    hover: setHovered,
    explained,
    pickDirect: (m) => setDirect(m),
    back: () => {
      setHovered(null);
      setExplained(null);
      if (direct) setDirect(null);
      else setPicked((p) => p.slice(0, -1));
    },
    reset: () => {
      setPicked([]);
      setDirect(null);
      setExplained(null);
    },
    interaction,
  };
}

const NONE: BlockedMove[] = [];
