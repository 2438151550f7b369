// The classroom endpoints (docs/api.md, "Classrooms").
import type {
  AssignSeatRequest,
  ClassroomResponse,
  CreateClassroomRequest,
  CreateClassroomResponse,
  JoinInfo,
  JoinRequest,
  JoinResponse,
} from '../../../shared/classroom.ts';
import { request } from '../../api/http.ts';

const at = (id: string) => `/api/classrooms/${encodeURIComponent(id)}`;
const code = (c: string) => `/api/join/${encodeURIComponent(c)}`;

export const classroomApi = {
  create: (req: CreateClassroomRequest) =>
    request<CreateClassroomResponse>('POST', '/api/classrooms', null, req),
  get: (id: string, token: string) => request<ClassroomResponse>('GET', at(id), token),
  pause: (id: string, token: string) => request<ClassroomResponse>('POST', `${at(id)}/pause`, token),
  resume: (id: string, token: string) => request<ClassroomResponse>('POST', `${at(id)}/resume`, token),
  assign: (id: string, token: string, req: AssignSeatRequest) =>
    request<JoinResponse>('POST', `${at(id)}/seats`, token, req),
  csvLink: (id: string, token: string) => `${at(id)}/report.csv?token=${encodeURIComponent(token)}`,
  joinInfo: (c: string) => request<JoinInfo>('GET', code(c)),
  join: (c: string, req: JoinRequest) => request<JoinResponse>('POST', code(c), null, req),
};
