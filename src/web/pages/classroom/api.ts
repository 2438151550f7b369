// The classroom endpoints (docs/api.md, "Classrooms").
import type { ClockSpec } from '../../../shared/api.ts';
import type {
  AssignSeatRequest,
  ClassroomResponse,
  CreateClassroomRequest,
  CreateClassroomResponse,
  JoinInfo,
  JoinRequest,
  JoinResponse,
  ScreenResponse,
} from '../../../shared/classroom.ts';
import type { ClassDebrief } from '../../../shared/debrief.ts';
import { request } from '../../api/http.ts';

const at = (id: string) => `/api/classrooms/${encodeURIComponent(id)}`;
const code = (c: string) => `/api/join/${encodeURIComponent(c)}`;
const seat = (id: string, table: number, s: number) => `${at(id)}/seats/${table}/${s}`;

export const classroomApi = {
  create: (req: CreateClassroomRequest) =>
    request<CreateClassroomResponse>('POST', '/api/classrooms', null, req),
  get: (id: string, token: string) => request<ClassroomResponse>('GET', at(id), token),
  screen: (id: string) => request<ScreenResponse>('GET', `${at(id)}/screen`),
  pause: (id: string, token: string) => request<ClassroomResponse>('POST', `${at(id)}/pause`, token),
  resume: (id: string, token: string) => request<ClassroomResponse>('POST', `${at(id)}/resume`, token),
  broadcast: (id: string, token: string, text: string) =>
    request<ClassroomResponse>('POST', `${at(id)}/broadcast`, token, { text }),
  clock: (id: string, token: string, clock: ClockSpec | null) =>
    request<ClassroomResponse>('POST', `${at(id)}/clock`, token, { clock }),
  assign: (id: string, token: string, req: AssignSeatRequest) =>
    request<JoinResponse>('POST', `${at(id)}/seats`, token, req),
  free: (id: string, token: string, table: number, s: number) =>
    request<ClassroomResponse>('POST', `${seat(id, table, s)}/free`, token),
  reassign: (id: string, token: string, table: number, s: number, name: string) =>
    request<JoinResponse>('POST', `${seat(id, table, s)}/reassign`, token, { name }),
  unwatch: (id: string, token: string, n: number) =>
    request<ClassroomResponse>('DELETE', `${at(id)}/observers/${n}`, token),
  remove: (id: string, token: string) => request<{ deleted: true }>('DELETE', at(id), token),
  debrief: (id: string, token: string) => request<ClassDebrief>('GET', `${at(id)}/debrief`, token),
  csvLink: (id: string, token: string) => `${at(id)}/report.csv?token=${encodeURIComponent(token)}`,
  joinInfo: (c: string) => request<JoinInfo>('GET', code(c)),
  join: (c: string, req: JoinRequest) => request<JoinResponse>('POST', code(c), null, req),
};
