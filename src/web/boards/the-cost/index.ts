// The Cost in the browser.
import type { CostView } from '../../../games/the-cost/view.ts';
import type { GameUi } from '../types.ts';
import { costHelp } from './help.ts';
import { TC_COLORS } from './colors.ts';
import { costPlanner } from './planner.ts';
import { CostReportView } from './Report.tsx';
import { CostSetupOptions } from './SetupOptions.tsx';
import { CostTable } from './Table.tsx';
import { PHASE_NAMES, TC } from './texts.ts';

export const theCostUi: GameUi = {
  id: 'the-cost',
  title: TC.title,
  blurb: TC.blurb,
  needsBoard: true,
  Table: CostTable,
  planner: costPlanner,
  Report: CostReportView,
  reportDrawsChances: true,
  SetupOptions: CostSetupOptions,
  seatColors: TC_COLORS,
  help: costHelp,
  status: (raw) => {
    const v = raw as CostView | null;
    if (!v || typeof v.round !== 'number') return null;
    // The Italian rulebook says "round" for a round and "turno" for a player's turn; so do we.
    if (v.over)
      return { en: `Game over after round ${v.round}`, it: `Partita finita dopo il round ${v.round}` };
    if (v.pending?.decision === 'CHOOSE_COUNTRIES')
      return { en: 'Setup · countries in play', it: 'Preparazione · paesi in gioco' };
    // Phases are numbered as the rules and the step help number them ("Phase 3."), and named.
    const p = PHASE_NAMES[v.phase] ?? { en: '', it: '' };
    return {
      en: `Round ${v.round} · Phase ${v.phase}: ${p.en}`,
      it: `Round ${v.round} · Fase ${v.phase}: ${p.it}`,
    };
  },
};
