// What every part of the classroom service shares: its dependencies, the teacher's check, the join
// code's lookup, the links it hands out, and the class log with the console's live listeners (on this
// node, and on the others sharing a PostgreSQL database through the storage's notices).
import type { Logger } from 'pino';
import type { AnyGame } from '../../kernel/index.ts';
import type { ClassEventKind } from '../../shared/classroom.ts';
import { refusal } from '../http/errors.ts';
import type { AnalysisService } from '../analysis/analysis-service.ts';
import type { GameService } from '../game/game-service.ts';
import type { ClassEvent, StoredClassroom } from '../storage/classrooms.ts';
import type { Storage } from '../storage/types.ts';
import { hashToken, sameHash } from '../seats/tokens.ts';
import { CLASSROOM_TEXTS } from './texts.ts';

export interface ClassroomDeps {
  games: Record<string, AnyGame>;
  storage: Storage;
  service: GameService;
  /** The tables' analyses, made as each table ends, for the debrief's key moments. */
  analysis: AnalysisService;
  logger: Logger;
  botLevels: (game: AnyGame) => string[];
  publicUrl: string;
  /** The server's time (ms); tests move it on to see a classroom expire. */
  now?: () => number;
}

export const normalJoinCode = (code: string): string => code.trim().toUpperCase();

/** A classroom changed: its console's listeners read it again. */
export type ClassroomListener = (classroomId: string) => void;

export class ClassroomContext {
  private readonly listeners = new Map<string, Set<ClassroomListener>>();

  constructor(readonly d: ClassroomDeps) {}

  nowMs(): number {
    return this.d.now?.() ?? Date.now();
  }
  now(): string {
    return new Date(this.nowMs()).toISOString();
  }

  link = (path: string) => `${this.d.publicUrl}${path}`;
  seatLink = (gameId: string, token: string) => this.link(`/play/${gameId}#token=${token}`);
  spectatorLink = (gameId: string) => this.link(`/play/${gameId}`);
  screenLink = (id: string) => this.link(`/classroom/${id}/screen`);

  async load(id: string): Promise<StoredClassroom> {
    const c = await this.d.storage.classrooms.load(id);
    if (!c) throw refusal(404, 'NO_SUCH_CLASSROOM', CLASSROOM_TEXTS.noSuchClassroom(id));
    return c;
  }

  /** The classroom, if `token` is its teacher's; 404 or 403 otherwise. */
  async asTeacher(id: string, token: string | undefined): Promise<StoredClassroom> {
    const c = await this.load(id);
    if (token === undefined)
      throw refusal(403, 'TEACHER_TOKEN_REQUIRED', CLASSROOM_TEXTS.teacherLinkRequired);
    if (!sameHash(c.teacherHash, hashToken(token)))
      throw refusal(403, 'BAD_TEACHER_TOKEN', CLASSROOM_TEXTS.notTeacherLink);
    return c;
  }

  async byCode(code: string): Promise<StoredClassroom> {
    const c = await this.d.storage.classrooms.byJoinCode(normalJoinCode(code));
    if (!c) throw refusal(404, 'NO_SUCH_CLASSROOM', CLASSROOM_TEXTS.noSuchCode(code));
    return c;
  }

  /** Writes a line of the class log and tells the console. */
  async record(
    c: StoredClassroom,
    kind: ClassEventKind,
    params: ClassEvent['params'] = {},
  ): Promise<ClassEvent> {
    const event = await this.d.storage.classrooms.appendEvent(c.id, { kind, params, at: this.now() });
    await this.changed(c.id);
    return event;
  }

  /** The classroom changed here: its consoles on this node and on the others read it again. */
  async changed(id: string): Promise<void> {
    this.emit(id);
    await this.d.storage.announce({ gameId: '', seq: 0, classroom: id }).catch((e: unknown) => {
      // The change is stored; other nodes' consoles catch up at their table's next move.
      this.d.logger.warn({ err: e, classroomId: id }, 'could not announce a classroom change');
    });
  }

  emit(id: string): void {
    for (const l of this.listeners.get(id) ?? []) {
      try {
        l(id);
      } catch (e) {
        this.d.logger.error({ err: e, classroomId: id }, 'classroom listener failed');
      }
    }
  }

  subscribe(id: string, listener: ClassroomListener): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }
}
