// "Play from here": a new game from a position of another game, or of an uploaded match record.
import type { FastifyInstance } from 'fastify';
import type { MatchRecord } from '../../../kernel/index.ts';
import type { ForkRequest, ImportRequest } from '../../../shared/fork.ts';
import type { PlayOn } from '../../game/fork.ts';
import { FORK_TEXTS } from '../../game/fork-texts.ts';
import { creatorKey } from '../../seats/creator.ts';
import { refusal } from '../errors.ts';
import { ForkRequestSchema, ImportRequestSchema, UploadedRecordSchema } from '../fork-schemas.ts';
import { parse, tokenOf } from './games.ts';

/** The body limit of an upload of a record (a long game's moves), unless the server's own limit is larger. */
export const RECORD_BODY_LIMIT_BYTES = 1_048_576;

/** The record of an upload, or a refusal naming the first field that is not one. */
function uploadedRecord(raw: unknown): MatchRecord {
  const r = UploadedRecordSchema.safeParse(raw);
  if (r.success) return r.data as MatchRecord;
  const field = r.error.issues[0]?.path.join('.') || 'record';
  throw refusal(400, 'BAD_RECORD', FORK_TEXTS.badRecord(FORK_TEXTS.notARecord(field)));
}

export function forkRoutes(app: FastifyInstance, playOn: PlayOn, recordBodyLimit: number): void {
  app.post('/api/games/:id/fork', async (req, reply) => {
    const body = parse(ForkRequestSchema, req.body, 'fork request') as ForkRequest;
    const id = (req.params as { id: string }).id;
    const created = await playOn.fork(id, tokenOf(req), body, creatorKey(req.ip));
    reply.code(201);
    return created;
  });

  // A long game's record is larger than a move: this route alone takes bodies up to `recordBodyLimit`.
  app.post('/api/games/import', { bodyLimit: recordBodyLimit }, async (req, reply) => {
    const body = parse(ImportRequestSchema, req.body, 'import request') as Omit<ImportRequest, 'record'>;
    const record = uploadedRecord((req.body as { record?: unknown }).record);
    const created = await playOn.import({ ...body, record }, creatorKey(req.ip));
    reply.code(201);
    return created;
  });
}
