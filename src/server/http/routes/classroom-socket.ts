// The classroom live: `GET /api/classrooms/:id/socket`. The client's first message is
// `{"type": "auth", "token": <teacher token>}` for the console (whole classroom answers), or
// `{"type": "auth"}` for the big screen (public figures only). The server then sends the current state,
// and again after every change of the classroom or any of its tables, on any node, at most every
// `CLASSROOM_PUSH_MS`: a burst of bot moves at twelve tables is one message, not hundreds.
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ClassroomServerMessage } from '../../../shared/classroom.ts';
import type { ClassroomService } from '../../classroom/service.ts';
import { ApiFailure, programFailure } from '../errors.ts';
import type { GameService } from '../../game/game-service.ts';
import type { SocketHub } from './socket.ts';

/** The shortest time between two messages to one console or screen. */
export const CLASSROOM_PUSH_MS = 250;

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function classroomSocketRoutes(
  app: FastifyInstance,
  classrooms: ClassroomService,
  service: GameService,
  hub: SocketHub,
  authTimeoutMs = 5000,
): void {
  app.get(
    '/api/classrooms/:id/socket',
    {
      websocket: true,
      // An unknown classroom is a plain 404 before the upgrade.
      preValidation: async (req) => void (await classrooms.tablesOf((req.params as { id: string }).id)),
    },
    (socket: WebSocket, req) => {
      const id = (req.params as { id: string }).id;
      hub.add(socket);
      const send = (m: ClassroomServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
      };
      const refuse = (e: ApiFailure) => {
        send({
          type: 'error',
          error: { code: e.code, message: e.message, ...(e.text ? { text: e.text } : {}) },
        });
        socket.close(4000 + e.status, e.code);
      };
      let teacher: string | undefined;
      let started = false;
      const stops: (() => void)[] = [];
      socket.on('close', () => stops.forEach((stop) => stop()));

      // One message at a time, the newest state; changes while one is built make one more after it.
      let building = false;
      let again = false;
      let last = 0;
      let timer: NodeJS.Timeout | undefined;
      const build = async () => {
        building = true;
        again = false;
        last = Date.now();
        try {
          if (teacher !== undefined)
            send({ type: 'classroom', classroom: await classrooms.get(id, teacher) });
          else send({ type: 'screen', screen: await classrooms.screen(id) });
        } catch (e) {
          // Deleted, or the teacher's token no longer opens it: the socket closes with the reason.
          if (e instanceof ApiFailure) refuse(e);
          else socket.close(1011, 'classroom unavailable');
        } finally {
          building = false;
          if (again && socket.readyState === socket.OPEN) schedule();
        }
      };
      const schedule = () => {
        if (building) return void (again = true);
        if (timer) return;
        const wait = Math.max(0, last + CLASSROOM_PUSH_MS - Date.now());
        timer = setTimeout(() => {
          timer = undefined;
          void build();
        }, wait);
      };
      stops.push(() => clearTimeout(timer));

      const start = async () => {
        started = true;
        clearTimeout(deadline);
        stops.push(classrooms.subscribe(id, schedule));
        for (const gameId of await classrooms.tablesOf(id))
          stops.push(service.subscribe(gameId, schedule, schedule));
        await build();
      };
      const deadline = setTimeout(() => {
        if (!started)
          refuse(
            programFailure(401, 'AUTH_TIMEOUT', `No {"type":"auth"} message within ${authTimeoutMs} ms.`),
          );
      }, authTimeoutMs);
      stops.push(() => clearTimeout(deadline));

      socket.on('message', (data) => {
        const m = parsed(String(data)) as { type?: unknown; token?: unknown } | undefined;
        if (started) {
          if (m?.type === 'ping') send({ type: 'pong' });
          return;
        }
        if (m?.type !== 'auth')
          return refuse(
            programFailure(
              401,
              'AUTH_REQUIRED',
              'The first message on a socket is {"type":"auth","token":...}.',
            ),
          );
        started = true;
        const token = typeof m.token === 'string' && m.token !== '' ? m.token : undefined;
        void (async () => {
          try {
            if (token !== undefined) {
              await classrooms.checkTeacher(id, token);
              teacher = token;
            }
            await start();
          } catch (e) {
            if (e instanceof ApiFailure) refuse(e);
            else socket.close(1011, 'classroom unavailable');
          }
        })();
      });
    },
  );
}
