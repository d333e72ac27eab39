import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_NAME } from '@/server/site/site.ts';

// GET /sw.js: the worker scripts/build-service-worker.ts wrote into this build's folder after
// `next build` (it needs the build's own file list, so it cannot be a route prerendered by it).

let cached: Promise<string | null> | undefined;

function workerSource(): Promise<string | null> {
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || `.next-${SITE_NAME}`, 'sw.js');
  cached ??= readFile(file, 'utf8').catch(() => null);
  return cached;
}

/** The worker, never kept by the HTTP cache (the browser checks it for a new build on each visit). */
export async function serviceWorkerResponse(): Promise<Response> {
  const source = await workerSource();
  if (source === null) {
    // `next dev`, or a build made without its last step: no worker, pages work as without one.
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
