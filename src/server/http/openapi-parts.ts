// The pieces every part of the OpenAPI document builds its paths from: a request body generated from the
// schema the server checks, answers described in words, the game id in the path and a token in the query.
import { z } from 'zod';

/** The JSON Schema of what a request may send (zod's input side), without its `$schema` line. */
export const input = (s: z.ZodType): Record<string, unknown> => {
  const json = z.toJSONSchema(s, { io: 'input' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};

/** A required JSON body of the named component schema. */
export const body = (name: string) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
});

/** An error answer: the body is an ApiError. */
export const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** A JSON answer whose shape is said in words (the shared types and docs/api.md have it). */
export const ok = (description: string) => ({ description, content: { 'application/json': {} } });

export const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

/** A token in the query (`?token=`, or `?key=`), which `Authorization: Bearer` may carry instead. */
export const tokenParam = (whose: string, name = 'token') => ({
  name,
  in: 'query',
  required: false,
  description: `${whose}; \`Authorization: Bearer <${name}>\` works too.`,
  schema: { type: 'string' },
});

/** The token of a seat, for the paths a seat's link acts on. */
export const seatToken = tokenParam('Seat token from the seat link');

/** A game socket's `ops` query parameter. */
export const opsForm = {
  name: 'ops',
  in: 'query',
  required: false,
  description:
    'rfc (the default): a "patch" message\'s operations as RFC 6902 objects. short: each an array, ["a", path, value] add, ["r", path, value] replace, ["d", path] remove, and the change of `moveCount` left out (the message carries it), with `ops: "short"` in the message; the change of `updatedAt` is left out too when the message has `at`, the milliseconds from the held `updatedAt` to the new one, written as `toISOString` does (docs/api.md).',
  schema: { type: 'string', enum: ['rfc', 'short'], default: 'rfc' },
};

/** A game socket's `lang` query parameter. */
export const langForm = {
  name: 'lang',
  in: 'query',
  required: false,
  description:
    'A "patch" message\'s log lines with each entry\'s `text` in this language only (a client that switches language reconnects); none (the default): every language. Whole "state" messages keep every language.',
  schema: { type: 'string', enum: ['en', 'it'] },
};

/** A game socket's `logs` query parameter. */
export const logsForm = {
  name: 'logs',
  in: 'query',
  required: false,
  description:
    'one (the default): the client keeps one log; a hot-seat screen whose seat changed is sent again the earlier lines the new seat reads otherwise. byViewer: the client keeps the log of each seat the socket showed; a screen back at one of them is sent only the lines after that log, with `viewerLogTo` (docs/api.md).',
  schema: { type: 'string', enum: ['one', 'byViewer'], default: 'one' },
};

/** The socket's query parameters of how a patch's lines and operations are written. */
export const socketForms = [logsForm, opsForm, langForm];
