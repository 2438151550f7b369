// The classroom as the teacher sees it, asked for again every two seconds while any table plays: one
// request answers every table, so the dashboard stays live without a socket per table.
import { useCallback, useEffect, useState } from 'react';
import type { ClassroomResponse } from '../../../shared/classroom.ts';
import { refusalWords } from '../../api/http.ts';
import { useLang } from '../../ui/i18n.ts';
import { classroomApi } from './api.ts';

const EVERY_MS = 2000;

export function useClassroom(id: string, token: string | null) {
  const [classroom, setClassroom] = useState<ClassroomResponse | null>(null);
  const { lang } = useLang();
  // Kept as it came, so that it is said in the page's language even after a switch.
  const [failure, setFailure] = useState<unknown>(null);

  const load = useCallback(async () => {
    if (!token) return;
    try {
      setClassroom(await classroomApi.get(id, token));
      setFailure(null);
    } catch (e) {
      setFailure(e);
    }
  }, [id, token]);

  const over = classroom?.status === 'finished';
  useEffect(() => {
    void load();
    if (over) return;
    const timer = setInterval(() => void load(), EVERY_MS);
    return () => clearInterval(timer);
  }, [load, over]);

  const error = failure === null ? null : refusalWords(failure, lang);
  return { classroom, setClassroom, error, reload: load };
}
