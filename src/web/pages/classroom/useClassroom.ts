// The classroom as the teacher sees it, live over the classroom's socket (live.ts): one connection
// answers every table, and each change anywhere in the class comes as it happens. An action's own
// answer (the classroom after it) is shown at once, before the push that follows it.
import { useEffect, useState } from 'react';
import type { ClassroomResponse } from '../../../shared/classroom.ts';
import { refusalWords } from '../../api/http.ts';
import { useLang } from '../../ui/i18n.ts';
import { classroomApi } from './api.ts';
import { ClassroomLive, type ClassroomLink } from './live.ts';

export function useClassroom(id: string, token: string | null) {
  const [classroom, setClassroom] = useState<ClassroomResponse | null>(null);
  const [link, setLink] = useState<ClassroomLink>('connecting');
  const { lang } = useLang();
  // Kept as it came, so that it is said in the page's language even after a switch.
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (!token) return;
    const live = new ClassroomLive<ClassroomResponse>(id, token, {
      kind: 'classroom',
      onState: (c) => {
        setClassroom(c);
        setFailure(null);
      },
      onLink: setLink,
      onRefused: (e) => {
        setClassroom(null);
        setFailure(e);
      },
      poll: () => classroomApi.get(id, token),
    });
    return () => live.close();
  }, [id, token]);

  const error = failure === null ? null : refusalWords(failure, lang);
  return { classroom, setClassroom, error, link };
}
