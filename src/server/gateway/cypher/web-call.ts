import { readCapped } from '../../../lib/http/read-capped.ts';
import { answerCypherCall } from './answer-call.ts';
import { BodyTooLargeError, type GatewayCall } from './gateway-call.ts';
import type { GatewayOptions } from './gateway-options.ts';

/** A WHATWG Request as a gateway call: Next's route handler and the server's in-process API. */
function webCall(request: Request): GatewayCall {
  return {
    method: request.method,
    header: (name) => request.headers.get(name),
    readBody: (limit, deadline) => readWebBody(request, limit, deadline),
  };
}

async function readWebBody(request: Request, limit: number, deadline: Promise<unknown>): Promise<Uint8Array> {
  // At the deadline the stream is cancelled, not left reading until its connection closes.
  const read = await readCapped(request.body, limit, deadline);
  if (read.ok) return read.bytes;
  if (read.reason === 'too_large') throw new BodyTooLargeError();
  throw new Error('the request body could not be read');
}

/** The gateway over WHATWG Request and Response (Next's route handler, in-process calls, tests). */
export async function handleCypherRequest(request: Request, options: GatewayOptions): Promise<Response> {
  const answer = await answerCypherCall(webCall(request), options);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
