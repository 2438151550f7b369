// The decision in progress for the acting seat: the keys picked so far, the resulting plan, and the
// board interaction derived from it. It starts over whenever the position changes.
import { useEffect, useMemo, useState } from 'react';
import type { LegalMove } from '../../shared/api.ts';
import type { Interaction } from '../boards/types.ts';
import { plan as makePlan, type Choice, type Plan, type Planner } from './decision.ts';

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
  interaction: Interaction | null;
}

export function useDecision(
  legal: LegalMove[],
  planner: Planner,
  /** Changes whenever the position or the acting seat changes. */
  positionKey: string,
): Decision {
  const [picked, setPicked] = useState<string[]>([]);
  const [direct, setDirect] = useState<LegalMove | null>(null);
  const [hovered, setHovered] = useState<Choice | null>(null);

  useEffect(() => {
    setPicked([]);
    setDirect(null);
    setHovered(null);
  }, [positionKey]);

  const plan = useMemo(() => makePlan(planner, legal, picked), [planner, legal, picked]);

  const interaction = useMemo<Interaction | null>(() => {
    if (plan.kind === 'none') return null;
    const targets = new Map<string, Choice>();
    if (plan.kind === 'choose') for (const c of plan.step.choices) if (c.target) targets.set(c.target, c);
    // Earlier picks stay marked on the board so the player sees what they chose.
    const selected = new Set(plan.crumbs.flatMap((c) => (c.target ? [c.target] : [])));
    const ready = direct ?? (plan.kind === 'ready' ? plan.move : null);
    const hoveredMove =
      hovered && plan.kind === 'choose' && plan.step.choices.includes(hovered) && hovered.moves.length === 1
        ? hovered.moves[0]
        : null;
    return {
      targets,
      selected,
      pick: (c) => {
        setHovered(null);
        setPicked((p) => [...p, c.key]);
      },
      preview: hoveredMove ?? ready,
    };
  }, [plan, direct, hovered]);

  return {
    plan,
    direct,
    pick: (c) => {
      setHovered(null);
      setPicked((p) => [...p, c.key]);
    },
    hover: setHovered,
    pickDirect: (m) => setDirect(m),
    back: () => {
      setHovered(null);
      if (direct) setDirect(null);
      else setPicked((p) => p.slice(0, -1));
    },
    reset: () => {
      setPicked([]);
      setDirect(null);
    },
    interaction,
  };
}
