// "Play from here" for the teacher, on a table of the console: any move of the table (a running one too,
// which only the teacher's token may play on from where the game hides cards), the seats of the new
// game, and the new game opened in a tab of its own so that the console stays where it is. The
// debrief's key moments use it with their own position (`at`) and words (`summary`).
import { useState } from 'react';
import type { ClassroomTable } from '../../../shared/classroom.ts';
import type { ForkResponse } from '../../../shared/fork.ts';
import { api } from '../../api/http.ts';
import { openNewGame, PlayOnForm } from '../../play/PlayOnForm.tsx';
import { fill, PLAY_ON } from '../../play/play-on-texts.ts';
import { useLang } from '../../ui/i18n.ts';
import { SeatLinks } from '../SeatLinks.tsx';

interface Props {
  table: ClassroomTable;
  game: string;
  token: string;
  /** A fixed position to play on from (no field to choose one). */
  at?: number;
  summary?: string;
}

export function TablePlayOn({ table, game, token, at: fixed, summary }: Props) {
  const { tx } = useLang();
  const last = table.status === 'finished' ? Math.max(0, table.moveCount - 1) : table.moveCount;
  const [chosen, setAt] = useState(last);
  const at = fixed ?? chosen;
  const [created, setCreated] = useState<ForkResponse | null>(null);
  if (created) return <SeatLinks created={created} onDone={() => setCreated(null)} />;
  return (
    <details className="table-play-on" data-testid="play-on">
      <summary>{summary ?? tx(PLAY_ON.button)}</summary>
      {fixed === undefined && (
        <label className="record-field">
          <span>
            {tx(PLAY_ON.atMove)} (0–{table.moveCount})
          </span>
          <input
            type="number"
            min={0}
            max={table.moveCount}
            value={at}
            onChange={(e) => setAt(Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)))}
          />
        </label>
      )}
      <PlayOnForm
        game={game}
        seats={table.seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.name ?? '', level: s.level }))}
        title={fill(tx(PLAY_ON.title), { n: at })}
        onCreate={(seats, hotSeat) => api.fork(table.gameId, token, { at, seats, hotSeat })}
        // The console stays open: the new game opens in a tab of its own, or its links are shown here.
        onCreated={(c) => {
          if (!openNewGame(c, true)) setCreated(c);
        }}
      />
    </details>
  );
}
