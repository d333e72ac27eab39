import { ServerResponse, type IncomingMessage, type Server } from 'node:http';

// The parties that wait for a response to close (the drain's count of requests under way, the
// request metrics) share one 'close' listener per response: a listener each puts the response's
// listeners in an array copied at every emit, and once() makes and removes a wrapper per request,
// which cost the gateway's fast path measurably (docs/decisions/0033-metrics-and-sampled-traces.md).

export type ClosedResponseHook = (outgoing: ServerResponse) => void;

const hooksByServer = new WeakMap<Server, ClosedResponseHook[]>();

/**
 * Calls `hook` with each response of `server` as it closes, sent in full or not (see
 * `writableFinished`), for requests that arrive from now on, in the order the hooks were added.
 */
export function onClosedResponses(server: Server, hook: ClosedResponseHook): void {
  const known = hooksByServer.get(server);
  if (known) {
    known.push(hook);
    return;
  }
  const hooks = [hook];
  hooksByServer.set(server, hooks);
  // `this` is the response: one function for every request rather than a closure each.
  function closed(this: ServerResponse): void {
    for (const each of hooks) each(this);
  }
  server.prependListener('request', (_incoming: IncomingMessage, outgoing: ServerResponse) => {
    outgoing.on('close', closed);
  });
}

/**
 * The site server's responses: each knows when its request began (performance.now(), as Node read the
 * request's head) and the target it arrived with, before any handler rewrote `req.url`. Fields of the
 * class, not properties added to each response, which would give every response a second shape for
 * the code that handles them.
 */
export class TimedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  readonly startedAt = performance.now();
  readonly target = this.req.url;
}
