import { UNKNOWN_ERROR } from '@field-boundaries/contract/messages';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { traceTag } from '../telemetry';

// Every failure the gateway answers itself (an unknown address, a body too large or not JSON,
// a fault) is JSON in GraphQL over HTTP's error shape, with nothing of the server in it: no
// stack, no file path, whatever NODE_ENV says. Express's own pages are HTML with a stack.

type Refusal = { status: number; message: string; code: string };

const page = ({ message, code }: Refusal) => ({ errors: [{ message, extensions: { code } }] });

export const notFoundPage: RequestHandler = (_request, response) => {
  response
    .status(404)
    .json(page({ status: 404, message: 'There is nothing at this address.', code: 'NOT_FOUND' }));
};

/** body-parser's and http-errors' failures carry a status, a type and whether to show the message. */
type HttpError = { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string };

function refusal(error: HttpError, bodyLimit: string): Refusal | null {
  const status = error.status ?? error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (error.type === 'entity.too.large')
    return {
      status,
      message: `The request is too large: the gateway takes at most ${bodyLimit}.`,
      code: 'PAYLOAD_TOO_LARGE',
    };
  if (error.type === 'entity.parse.failed')
    return { status, message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' };
  return {
    status,
    message: error.expose && error.message ? error.message : `The request was refused (${status}).`,
    code: 'BAD_REQUEST',
  };
}

/** The last handler of the app: `bodyLimit` as people read it ('12 MB'). */
export function errorPage(bodyLimit: string): ErrorRequestHandler {
  return (error: HttpError, _request, response, _next) => {
    const known = refusal(error, bodyLimit);
    if (!known) console.error(traceTag(), 'gateway request failed', error);
    if (response.headersSent) {
      response.end();
      return;
    }
    const answer = known ?? {
      status: 500,
      message: UNKNOWN_ERROR,
      code: 'INTERNAL_SERVER_ERROR',
    };
    response.status(answer.status).json(page(answer));
  };
}
