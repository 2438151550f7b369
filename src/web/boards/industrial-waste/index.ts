// Industrial Waste in the browser.
import type { IwView } from '../../../games/industrial-waste/view.ts';
import type { GameUi } from '../types.ts';
import { iwHelp } from './help.ts';
import { IW_COLORS } from './colors.ts';
import { iwPlanner } from './planner.ts';
import { IwReport } from './Report.tsx';
import { IwTable } from './Table.tsx';
import { IW } from './texts.ts';

export const industrialWasteUi: GameUi = {
  id: 'industrial-waste',
  title: IW.title,
  blurb: IW.blurb,
  needsBoard: true,
  Table: IwTable,
  planner: iwPlanner,
  Report: IwReport,
  seatColors: IW_COLORS,
  help: iwHelp,
  status: (raw) => {
    const v = raw as IwView | null;
    if (!v || typeof v.round !== 'number') return null;
    const phase = IW.phase[v.phase] ?? { en: v.phase, it: v.phase };
    if (v.phase === 'finished') return phase;
    return { en: `Round ${v.round} · ${phase.en}`, it: `Turno ${v.round} · ${phase.it}` };
  },
};
