// Answers that do not depend on the route but on what stands before every route, added to each
// operation of the OpenAPI document so that none can be forgotten: the request rate limit (429, on the
// paths the limits pace), a server that is stopping or a database that does not answer (503, any
// path), and a JSON body that is too large, not JSON or not sent as JSON (413, 400, 415).
import { error } from './openapi-parts.ts';

const common = {
  429: error(
    'Too many requests for this token or address, creations, tokens that open nothing or wrong join codes from this address; see Retry-After.',
  ),
  503: error(
    'The server is stopping (SHUTTING_DOWN), or the database does not answer (STORAGE_UNAVAILABLE); see Retry-After.',
  ),
};
const withBody = {
  400: error('The body is not valid JSON (MALFORMED_BODY) or not what the route takes (BAD_REQUEST)'),
  413: error('Body too large (BODY_TOO_LARGE)'),
  415: error('A body not sent as application/json (UNSUPPORTED_MEDIA_TYPE)'),
};

interface Operation {
  responses: Record<string, unknown>;
  requestBody?: unknown;
}

/** The paths with the common answers added to each operation that does not describe them itself. */
export function withCommonAnswers<P extends Record<string, Record<string, Operation>>>(paths: P): P {
  for (const [path, operations] of Object.entries(paths))
    for (const op of Object.values(operations)) {
      const add: Record<string, unknown> = { 503: common[503] };
      if (path.startsWith('/api/')) add[429] = common[429];
      if (op.requestBody) Object.assign(add, withBody);
      for (const [status, answer] of Object.entries(add)) op.responses[status] ??= answer;
      op.responses = Object.fromEntries(
        Object.entries(op.responses).sort(([a], [b]) => Number(a) - Number(b)),
      );
    }
  return paths;
}
