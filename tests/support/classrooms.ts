// What the classroom tests share: a classroom made through the API (of tic-tac-toe for two unless the
// body says otherwise), a student joining by its code, the teacher's view of it, and a poll of that view
// until it gets somewhere, bounded by attempts and never by the clock.
import type { ClassroomResponse, CreateClassroomResponse } from '../../src/shared/classroom.ts';
import { call, type TestServer } from './server.ts';

/** POST /api/classrooms, answered as it is (for tests of refusals). */
export const createClassroom = (t: TestServer, body: Record<string, unknown>) =>
  call(`${t.url}/api/classrooms`, { body: { game: 'tic-tac-toe', players: 2, ...body } });

/** A classroom made as `body` asks; anything but 201 fails the test. */
export async function newClassroom(
  t: TestServer,
  body: Record<string, unknown>,
): Promise<CreateClassroomResponse> {
  const r = await createClassroom(t, body);
  if (r.status !== 201) throw new Error(`the classroom was refused: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as CreateClassroomResponse;
}

/** A student joining by the code (`body` as the join page sends it), answered as it is. */
export const joinClassroom = (t: TestServer, code: string, body: Record<string, unknown>) =>
  call(`${t.url}/api/join/${code}`, { body });

/** The teacher's console of a classroom. */
export const teacherView = (t: TestServer, c: { classroomId: string; teacherToken: string }) =>
  call(`${t.url}/api/classrooms/${c.classroomId}`, { token: c.teacherToken }).then(
    (r) => r.body as ClassroomResponse,
  );

/** Polls the teacher's console until `done` holds, `tries` times at the most, `pauseMs` apart. */
export async function classroomWhen(
  t: TestServer,
  c: { classroomId: string; teacherToken: string },
  done: (x: ClassroomResponse) => boolean,
  { tries = 1000, pauseMs = 50 }: { tries?: number; pauseMs?: number } = {},
): Promise<ClassroomResponse> {
  for (let i = 0; i < tries; i++) {
    const x = await teacherView(t, c);
    if (done(x)) return x;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  throw new Error('the classroom never got there');
}

/** A classroom of bot tables played to its end (bots at no delay finish by themselves). */
export const finishedClassroom = (t: TestServer, c: { classroomId: string; teacherToken: string }) =>
  classroomWhen(t, c, (x) => x.status === 'finished', { tries: 4000, pauseMs: 100 });
