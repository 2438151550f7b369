// The classroom as the teacher sees it, asked for again every two seconds while any table plays: one
// request answers every table, so the dashboard stays live without a socket per table.
import { useCallback, useEffect, useState } from 'react';
import type { ClassroomResponse } from '../../../shared/classroom.ts';
import { classroomApi } from './api.ts';

const EVERY_MS = 2000;

export function useClassroom(id: string, token: string | null) {
  const [classroom, setClassroom] = useState<ClassroomResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!token) return;
    try {
      setClassroom(await classroomApi.get(id, token));
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [id, token]);

  const over = classroom?.status === 'finished';
  useEffect(() => {
    void load();
    if (over) return;
    const timer = setInterval(() => void load(), EVERY_MS);
    return () => clearInterval(timer);
  }, [load, over]);

  return { classroom, setClassroom, error, reload: load };
}
