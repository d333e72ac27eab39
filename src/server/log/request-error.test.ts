import { describe, expect, it } from 'vitest';
import { createPinoLogger, SiteLog } from './logger.ts';
import { requestErrorLogger } from './request-error.ts';

// Next's request errors as log events (docs/operations.md "Logs"): the route and the error, never
// the request's cookie or query.

describe('next.request_error', () => {
  it('names the route and the error, with its digest, and leaves the cookie and the query out', async () => {
    const lines: string[] = [];
    const log = new SiteLog(
      createPinoLogger({ level: 'info', instance: 'site-1' }, { write: (l: string) => lines.push(l) }),
    );
    const error = Object.assign(new RangeError('Invalid time value'), { digest: '2364948167' });
    await requestErrorLogger(() => log)(
      error,
      {
        path: '/account/?token=abc123secret&refreshToken=def456',
        method: 'GET',
        headers: { cookie: 'fincher_member_session=v1.sealed', authorization: 'Bearer xyz' },
      },
      { routerKind: 'App Router', routePath: '/account', routeType: 'render', revalidateReason: undefined },
    );
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      event: 'next.request_error',
      method: 'GET',
      path: '/account/',
      route: '/account',
      route_type: 'render',
      digest: '2364948167',
      error: { type: 'RangeError', message: 'Invalid time value' },
    });
    for (const secret of ['abc123secret', 'def456', 'v1.sealed', 'xyz']) expect(lines[0]).not.toContain(secret);
  });
});
