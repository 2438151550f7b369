// Errors raised by Fastify and its plugins rather than by the API's own code, said in the API's
// documented body: bad JSON is MALFORMED_BODY, a body in another format 415, a path that does not
// decode 400 BAD_URL, and a static file path the file server refuses (a NUL, a path climbing out of
// the web folder) is simply not there (404), without telling why.
import type { FastifyError, FastifyRequest } from 'fastify';

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export function frameworkRefusal(err: FastifyError, req: FastifyRequest, bodyLimit: number): Refusal | null {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) return null;
  const code = err.code ?? '';
  const path = req.url.split('?')[0];
  if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return {
      status: 413,
      code: 'BODY_TOO_LARGE',
      // A route may take larger bodies than the server's limit (an uploaded record).
      message: `The request body is larger than ${req.routeOptions?.bodyLimit ?? bodyLimit} bytes.`,
    };
  if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return {
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The request body must be JSON, sent with content-type: application/json.',
    };
  if (code === 'FST_ERR_BAD_URL')
    return { status: 400, code: 'BAD_URL', message: 'The request path is not a valid URL path.' };
  if (code.startsWith('FST_ERR_CTP_') || (status === 400 && err instanceof SyntaxError))
    return {
      status: 400,
      code: 'MALFORMED_BODY',
      message: `The request body is not valid JSON: ${err.message}.`,
    };
  if (
    status === 404 ||
    (req.method === 'GET' && !path.startsWith('/api/') && (status === 400 || status === 403))
  )
    return { status: 404, code: 'NOT_FOUND', message: `Nothing at ${req.method} ${path}.` };
  if (status === 405) return { status, code: 'METHOD_NOT_ALLOWED', message: err.message };
  return { status, code: 'BAD_REQUEST', message: err.message };
}
