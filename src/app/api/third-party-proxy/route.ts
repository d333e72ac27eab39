import { siteThirdPartyProxy } from '../../../server/third-party-proxy/site-proxy.ts';
import type { ThirdPartyProxy } from '../../../server/third-party-proxy/proxy.ts';

// §2.1 GET /__third-party-proxy: App Router folders starting with "_" are private, so next.config
// rewrites that path here. In production the site server answers it before Next (same proxy, same
// allowlist); this handler serves `next dev` and any host that runs the app without that server.

export const dynamic = 'force-dynamic';

let proxy: ThirdPartyProxy | null = null;

async function answer(request: Request): Promise<Response> {
  proxy ??= siteThirdPartyProxy();
  const result = await proxy.answer({
    method: request.method,
    search: new URL(request.url).search,
    acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
  });
  return new Response(result.body as BodyInit | null, { status: result.status, headers: result.headers });
}

// Every method is the proxy's to answer (a 405 naming GET and HEAD), OPTIONS included: left to
// Next, OPTIONS would list every method exported here.
export const GET = answer;
export const HEAD = answer;
export const POST = answer;
export const PUT = answer;
export const DELETE = answer;
export const PATCH = answer;
export const OPTIONS = answer;
