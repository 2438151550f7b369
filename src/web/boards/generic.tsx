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

export const SEAT_COLORS = ['#e8590c', '#7048e8', '#0c8599', '#c2255c'];

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
