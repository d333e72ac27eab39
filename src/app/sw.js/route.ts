import { serviceWorkerResponse } from '@/server/offline/service-worker-file.ts';

// GET /sw.js: the site's service worker (src/service-worker/sw.ts), read from the build folder.
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return serviceWorkerResponse();
}
