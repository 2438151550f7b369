// "Play on from a record": a match record downloaded from a finished game (or written by the CLI) is read
// here, a move of it chosen, and a new game started from there with the seats asked for. The server
// checks the whole record and says what is wrong with it; the page only reads the file as JSON.
import { useState } from 'react';
import { api } from '../api/http.ts';
import { SeatLinks } from '../pages/SeatLinks.tsx';
import type { ForkResponse, ImportRequest } from '../../shared/fork.ts';

type MatchRecord = ImportRequest['record'];
import { useLang } from '../ui/i18n.ts';
import { openNewGame, PlayOnForm } from './PlayOnForm.tsx';
import { fill, PLAY_ON } from './play-on-texts.ts';

/** The number of seats a record's game has: its options say so (a start position too). */
const playersOf = (r: Partial<MatchRecord>): number => {
  const n = (r.options as { players?: unknown } | undefined)?.players;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 16 ? n : 2;
};

export function RecordUpload() {
  const { tx } = useLang();
  const [record, setRecord] = useState<MatchRecord | null>(null);
  const [at, setAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<ForkResponse | null>(null);
  if (created) return <SeatLinks created={created} onDone={() => setCreated(null)} />;

  const read = async (file: File | undefined) => {
    setError(null);
    setRecord(null);
    if (!file) return;
    try {
      const r = JSON.parse(await file.text()) as MatchRecord;
      const moves = Array.isArray(r?.moves) ? r.moves.length : 0;
      setRecord(r);
      setAt(Math.max(0, moves - 1));
    } catch {
      setError(tx(PLAY_ON.notJson));
    }
  };
  const moves = record && Array.isArray(record.moves) ? record.moves.length : 0;
  const players = record ? playersOf(record) : 0;

  return (
    <details className="card record-upload">
      <summary>
        <strong>{tx(PLAY_ON.fromRecord)}</strong>
      </summary>
      <label className="record-field">
        <span>{tx(PLAY_ON.recordFile)}</span>
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => read(e.currentTarget.files?.[0])}
        />
      </label>
      {error && (
        <p className="refusal" role="alert">
          {error}
        </p>
      )}
      {record && (
        <>
          <label className="record-field">
            <span>
              {tx(PLAY_ON.atMove)} (0–{moves})
            </span>
            <input
              type="number"
              min={0}
              max={moves}
              value={at}
              onChange={(e) => setAt(Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)))}
            />
          </label>
          <PlayOnForm
            key={`${players}:${moves}`}
            game={typeof record.game === 'string' ? record.game : ''}
            seats={Array.from({ length: players }, (_, seat) => ({ seat, kind: 'human' as const, name: '' }))}
            title={fill(tx(PLAY_ON.title), { n: at })}
            onCreate={(seats, hotSeat) => api.importRecord({ record, at, seats, hotSeat })}
            onCreated={(c) => {
              if (!openNewGame(c)) setCreated(c);
            }}
          />
        </>
      )}
    </details>
  );
}
