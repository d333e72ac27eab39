import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { onClosedResponses } from '../http/closed-responses.ts';

// A graceful stop of the site server. At the signal the instance says it is not ready (the load
// balancer stops sending to it), keeps serving for `delayMs` while that takes effect, then stops
// accepting connections and lets every request under way finish; keep-alive connections close after
// their response. Whatever is still open when `graceMs` (counted from the signal) runs out is cut.

export interface DrainOptions {
  /** The whole stop, from the signal to the last connection closed. */
  readonly graceMs: number;
  /** Time the load balancer needs to see the instance not ready; requests are served as usual meanwhile. */
  readonly delayMs: number;
}

export type DrainOutcome = 'drained' | 'cut';

export interface Drain {
  /** True from the signal on: readiness answers 503. */
  readonly draining: boolean;
  /** Requests being answered now. */
  readonly inFlight: number;
  /** Starts the stop (again: the same one); `delayMs` overrides the option (0 for an operator's Ctrl+C). */
  start(options?: { delayMs?: number }): Promise<DrainOutcome>;
}

/**
 * Tracks `server`'s requests from now on; attach before it listens. The tracking listener runs before
 * the site server's handler, so a response begun during the stop carries `Connection: close`.
 */
export function attachDrain(server: Server, options: DrainOptions): Drain {
  const open = new Set<ServerResponse>();
  let draining = false;
  let stopping: Promise<DrainOutcome> | undefined;

  const closeAfterResponse = (outgoing: ServerResponse) => {
    if (!outgoing.headersSent) outgoing.setHeader('Connection', 'close');
  };

  server.prependListener('request', (_incoming: IncomingMessage, outgoing: ServerResponse) => {
    open.add(outgoing);
    if (draining) closeAfterResponse(outgoing);
  });
  onClosedResponses(server, (outgoing) => {
    open.delete(outgoing);
    // A connection whose response had already said keep-alive is idle now: close it.
    if (draining) setImmediate(() => server.closeIdleConnections());
  });

  function stop(delayMs: number): Promise<DrainOutcome> {
    draining = true;
    for (const outgoing of open) closeAfterResponse(outgoing);
    return new Promise<DrainOutcome>((resolve) => {
      const cut = setTimeout(() => {
        server.closeAllConnections();
        resolve('cut');
      }, options.graceMs);
      const closeListener = () => {
        // Node closes idle connections as it stops listening; busy ones finish their response first.
        server.close(() => {
          clearTimeout(cut);
          clearTimeout(delay);
          resolve('drained');
        });
        server.closeIdleConnections();
      };
      const delay = setTimeout(closeListener, Math.max(0, Math.min(delayMs, options.graceMs)));
    });
  }

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return open.size;
    },
    start(startOptions = {}) {
      stopping ??= stop(startOptions.delayMs ?? options.delayMs);
      return stopping;
    },
  };
}
