// The OpenAPI paths of "your turn" notifications (http/routes/push.ts), kept apart from http/openapi.ts.
import { z } from 'zod';
import { PushSubscribeRequestSchema, PushUnsubscribeRequestSchema } from './subscription.ts';

const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});
const body = (schema: z.ZodType, required: boolean) => ({
  required,
  content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input' }) } },
});
const params = [
  { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
  {
    name: 'n',
    in: 'path',
    required: true,
    description: 'The seat number',
    schema: { type: 'integer', minimum: 0 },
  },
];
const refusals = {
  400: errorBody('Malformed body or subscription (BAD_SUBSCRIPTION), or no such seat'),
  403: errorBody("Not this seat's token"),
  404: errorBody('No such game'),
  429: errorBody('Too many requests'),
};

export const pushPaths = {
  '/api/push/key': {
    get: {
      summary: "The server's VAPID public key (base64url), the applicationServerKey of a push subscription",
      responses: { 200: { description: '{"publicKey": "..."}' } },
    },
  },
  '/api/games/{id}/seats/{n}/push': {
    post: {
      summary: 'Opt a seat in to "your turn" notifications by Web Push, with the seat\'s token',
      security: [{ seatToken: [] }],
      parameters: params,
      requestBody: body(PushSubscribeRequestSchema, true),
      responses: {
        201: { description: 'Stored: {gameId, seat, endpoint, lang}' },
        ...refusals,
        409: errorBody('The game is over'),
      },
    },
    delete: {
      summary: "Opt a seat out: one browser's subscription (by endpoint) or all of the seat's",
      security: [{ seatToken: [] }],
      parameters: params,
      requestBody: body(PushUnsubscribeRequestSchema, false),
      responses: { 200: { description: '{gameId, seat, removed}' }, ...refusals },
    },
  },
};
