// The table and report of a game this client has no board for: the view as text and the scores. It keeps
// any game playable through the move panel alone.
import type { GameUi, ReportProps, TableProps } from './types.ts';
import { genericPlanner } from '../play/decision.ts';
import { ScoreTable } from './ScoreTable.tsx';

function GenericTable({ view }: TableProps) {
  return <pre className="generic-view">{JSON.stringify(view, null, 2)}</pre>;
}

function GenericReport({ snapshot }: ReportProps) {
  return <ScoreTable snapshot={snapshot} />;
}

// Each reads at 4.5:1 or more on the cards and the page, as a seat's name in its colour must (a shared
// screen's decision panel names the seat to act in it).
export const SEAT_COLORS = ['#c2410c', '#7048e8', '#0b7285', '#c2255c'];

export function genericUi(id: string): GameUi {
  return {
    id,
    title: { en: id, it: id },
    blurb: { en: '', it: '' },
    needsBoard: false,
    Table: GenericTable,
    planner: () => genericPlanner(),
    Report: GenericReport,
    seatColors: SEAT_COLORS,
  };
}
