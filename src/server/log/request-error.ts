import type { Instrumentation } from 'next';
import { loggedPath, siteLog, type SiteLog } from './logger.ts';

// Next's own request errors (a page or route that threw while rendering or answering), through its
// onRequestError hook in src/instrumentation.ts: one next.request_error event with the route and
// the error's class, message and digest (the id the error page shows), in the request's trace.
// The request's headers (its cookie) and query are never written.

/** What Next adds to a server error so that the page the visitor sees can name it. */
function digestOf(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' ? digest.slice(0, 64) : undefined;
}

export function requestErrorLogger(log: () => SiteLog = siteLog): Instrumentation.onRequestError {
  return (error, request, context) => {
    log().error(
      'next.request_error',
      'request failed in Next',
      {
        method: request.method,
        path: loggedPath(request.path),
        route: context.routePath,
        route_type: context.routeType,
        render_source: context.renderSource,
        revalidate: context.revalidateReason,
        digest: digestOf(error),
      },
      error,
    );
  };
}

export const onRequestError: Instrumentation.onRequestError = requestErrorLogger();
