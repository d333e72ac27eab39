// What the pages and the service worker say to each other (postMessage), and the facts a build
// writes into the worker. Shared by src/service-worker/sw.ts and the page's offline behaviours.

/** Page → worker: keep these pages for offline use (home, movies, the chosen theater, this page). */
export interface KeepPagesMessage {
  readonly type: 'keep-pages';
  /** Pages the visitor is on (kept even though fetched before the worker was there). */
  readonly paths: readonly string[];
  /** §4.14 the selected theater's id (its cookie), or null. */
  readonly theaterId: string | null;
}

/** Page → worker: was this page answered from the device, and as of when. */
export interface AskServedMessage {
  readonly type: 'served-from-cache?';
}

/** Worker → page: the answer; `asOf` is the time the kept copy was fetched (ms since the epoch). */
export interface ServedAnswer {
  readonly type: 'served-from-cache';
  readonly asOf: number | null;
}

export type PageMessage = KeepPagesMessage | AskServedMessage;

/** The most pages one message may ask to keep (the worker fetches each). */
export const MAX_KEEP_PAGES = 6;

/** Facts of the build the worker is written with (scripts/build-service-worker.ts). */
export interface WorkerBuildFacts {
  readonly buildId: string;
  /** The site's theaters in its configuration's order, each with its page's path. */
  readonly theaters: readonly { readonly id: string; readonly path: string }[];
  /** §4.14: on a single venue the current theater is always the first. */
  readonly singleLocation: boolean;
  /** The offline page's text, in the site's language. */
  readonly offline: OfflinePageText;
}

export interface OfflinePageText {
  readonly lang: string;
  readonly title: string;
  readonly pageNotKept: string;
  readonly bookingNeedsConnection: string;
  readonly home: string;
}

/** The header a kept copy carries: when the worker fetched it (ms since the epoch). */
export const KEPT_AT_HEADER = 'x-fincher-kept-at';

/** Request paths whose navigation offline means booking (ticketing hand-offs, §2.1, §6). */
export function isBookingPath(pathname: string): boolean {
  return /^\/api\/[^/]+\/redirect\/?$/.test(pathname) || /^\/booking\//.test(pathname);
}

/** Whether a message from a page is one the worker understands, with sane bounds. */
export function parsePageMessage(data: unknown): PageMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type } = data as { type?: unknown };
  if (type === 'served-from-cache?') return { type };
  if (type !== 'keep-pages') return null;
  const { paths } = data as { paths?: unknown };
  if (!Array.isArray(paths)) return null;
  const kept = paths
    .filter((path): path is string => typeof path === 'string' && path.startsWith('/') && path.length <= 300)
    .slice(0, MAX_KEEP_PAGES);
  const { theaterId } = data as { theaterId?: unknown };
  return { type, paths: kept, theaterId: typeof theaterId === 'string' && theaterId.length <= 64 ? theaterId : null };
}

/** The home, the film list and the current theater's page (§4.14), then the pages the visitor is on. */
export function pagesToKeep(
  facts: Pick<WorkerBuildFacts, 'theaters' | 'singleLocation'>,
  message: KeepPagesMessage,
): string[] {
  const theater = facts.singleLocation
    ? facts.theaters[0]
    : facts.theaters.find((candidate) => candidate.id === message.theaterId);
  const paths = ['/', '/movies/', ...(theater ? [theater.path] : []), ...message.paths];
  return [...new Set(paths)].slice(0, MAX_KEEP_PAGES + 3);
}
