// What each game contributes to the client: its table (an SVG board drawn from the view), the steps of
// its decisions, its end-of-game report. Everything else (log, replay, turn banner, move panel) is shared.
import type { ComponentType, ReactNode } from 'react';
import type { GameSnapshot, Lang, LegalMove, Texts } from '../../shared/api.ts';
import type { Choice, Planner } from '../play/decision.ts';

/** What the table may highlight and report as picked during a decision. */
export interface Interaction {
  /** Board targets that are choices now, by target id. */
  targets: Map<string, Choice>;
  /** Targets of choices made earlier in this decision (shown as selected). */
  selected: Set<string>;
  pick: (choice: Choice) => void;
  /** A move the player is considering (hovered in the panel, or waiting for confirmation), to preview. */
  preview: LegalMove | null;
}

export interface TableProps {
  /** The view to draw: the live one, or a past one during a replay. */
  view: unknown;
  snapshot: GameSnapshot;
  /** Static board data served by the server (The Cost's maps), when the game has any. */
  board: unknown;
  interaction: Interaction | null;
  lang: Lang;
  /** The seat whose eyes the table is drawn for (the active seat in hot-seat play). */
  me: number | null;
}

export interface ReportProps {
  snapshot: GameSnapshot;
  view: unknown;
  board: unknown;
  lang: Lang;
  /** Each seat's chance to win over the game (the page's chart), for a report that shows it among its own. */
  chances?: ReactNode;
}

export interface SetupOptionsProps {
  players: number;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>, valid: boolean) => void;
}

export interface PlannerContext {
  view: unknown;
  /** The seat deciding. */
  seat: number | null;
  board: unknown;
  names: string[];
}

export interface GameUi {
  id: string;
  title: Texts;
  /** One-line description for the home page. */
  blurb: Texts;
  /** True if the table needs the server's static board data. */
  needsBoard: boolean;
  Table: ComponentType<TableProps>;
  /** The steps of the decisions of `seat` in the position `view`. */
  planner: (ctx: PlannerContext) => Planner;
  Report?: ComponentType<ReportProps>;
  /** The end report draws the chances chart it is given, so the side column keeps only its table. */
  reportDrawsChances?: boolean;
  /** What the pending decision is about, in a sentence or two, for players who do not know the rules. */
  help?: (view: unknown, board: unknown) => Texts | null;
  /** Short status for the header: "Round 2 · Phase 3". */
  status?: (view: unknown) => Texts | null;
  /** The game's own setup options on the home page (The Cost: countries). */
  SetupOptions?: ComponentType<SetupOptionsProps>;
  /** Colours of the seats, in seat order. */
  seatColors: string[];
}
