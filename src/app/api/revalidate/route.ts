import { setTimeout as delay } from 'node:timers/promises';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { handleRevalidate } from '../../../server/catalog/revalidate-handler.ts';
import { clientAddressFromHeaders } from '../../../server/http/client-address.ts';
import { announcePagesChanged } from '../../../server/http/pages-changed.ts';
import { siteLog } from '../../../server/log/logger.ts';
import { siteSharedStore } from '../../../server/shared-store/site-store.ts';
import { catalogSource } from '../../../server/site/site.ts';

// Programme changes from the feed's owner: thin; src/server/catalog does the work.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  const source = catalogSource();
  return handleRevalidate(request, {
    secret: process.env.REVALIDATE_SECRET,
    store: siteSharedStore(),
    clientAddress: clientAddressFromHeaders((name) => request.headers.get(name)),
    current: () => source.load(),
    refresh: () => source.refresh(),
    // Expired at once rather than served stale while renewed: a sold-out showtime must show as such
    // on the next request (Next 16: `{ expire: 0 }`, since updateTag is for Server Actions only).
    // The site server's table of cached pages is emptied with it (src/server/http/page-table.ts).
    revalidateTag: (tag) => {
      revalidateTag(tag, { expire: 0 });
      announcePagesChanged();
    },
    // One callback, one delay: Next carries out the renewals made in after() once its callbacks end.
    renewAgainLater: (tags, delayMs) =>
      after(async () => {
        await delay(delayMs);
        for (const tag of tags) revalidateTag(tag, { expire: 0 });
        announcePagesChanged();
      }),
    log: siteLog(),
  });
}
