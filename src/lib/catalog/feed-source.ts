import { readCapped } from '../http/read-capped.ts';
import { processEventLog, type EventLog } from '../log/event-log.ts';
import { parseCatalogFeed, type CatalogFeed } from './feed-schema.ts';
import { withLoadablePosters } from './poster-origins.ts';
import type { Catalog, CatalogSource, Page } from './types.ts';

// An HTTP feed of the programme read with conditional requests, so that a running site follows
// showtime changes without a rebuild. Its answer is bounded and checked; when it is bad or
// missing the last good catalogue stays and one log line says why.

export interface FeedSourceOptions {
  readonly url: string;
  /** The catalogue until the feed has answered once (the file embedded at build). */
  readonly fallback: CatalogSource;
  /** §3.8 pages come from the site configuration, never from the feed. */
  readonly pages: readonly Page[];
  readonly fetch?: typeof fetch;
  /** Largest feed body read (default 16 MiB; the demo circuit's is about 3 MiB). */
  readonly maxBytes?: number;
  /** Time for the whole answer, body included (default 3 s). */
  readonly timeoutMs?: number;
  /** load() asks the feed again, in the background, when its last answer is older than this (default 2 s). */
  readonly minIntervalMs?: number;
  readonly now?: () => number;
  /** Where a failure and a recovery are told (default: the process's log). */
  readonly log?: EventLog;
  /** Origins an https poster may come from (POSTER_ORIGINS); one elsewhere is drawn by the site. */
  readonly posterOrigins?: readonly string[];
  /** Watches each request for the feed (the server's metrics and trace spans). */
  readonly observer?: FeedObserver;
}

/** What the feed said to one request: a new catalogue, the same one, or nothing usable. */
export type FeedOutcome = 'updated' | 'not_modified' | 'failed';

export interface FeedObserver {
  /** Runs one request for the feed, and may wrap it (a trace span). */
  readonly request?: <T>(run: () => Promise<T>) => Promise<T>;
  /** After each request: its outcome, its time, and the generatedAt of the catalogue now held. */
  readonly answered?: (outcome: FeedOutcome, seconds: number, generatedAt: string | undefined) => void;
}

export interface FeedCatalogSource extends CatalogSource {
  /**
   * The catalogue after a conditional request made or joined now, so that a render after a
   * revalidation never caches the older programme.
   */
  fresh(): Promise<Catalog>;
  /** Asks the feed now, after any check under way, whatever happened before (POST /api/revalidate). */
  refresh(): Promise<Catalog>;
}

export const FEED_DEFAULTS = { maxBytes: 16 * 1024 * 1024, timeoutMs: 3000, minIntervalMs: 2000 } as const;

export class FeedError extends Error {}

async function readBounded(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<string> {
  const declared = response.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw new FeedError(`feed larger than ${maxBytes} bytes`);
  if (!response.body) throw new FeedError('feed answered without a body');
  const read = await readCapped(response.body, maxBytes);
  if (!read.ok) {
    if (read.reason === 'too_large') throw new FeedError(`feed larger than ${maxBytes} bytes`);
    throw new FeedError(signal.aborted ? `no answer within ${timeoutMs} ms` : 'the body could not be read');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    throw new FeedError('body is not UTF-8 text');
  }
}

export type FeedAnswer = { kind: 'feed'; feed: CatalogFeed; etag: string | null } | { kind: 'not-modified' };

/**
 * One request for the feed, bounded in size and time and checked against its schema; throws an
 * Error whose message says what went wrong (the build prints it as it is, naming the field).
 */
export async function requestCatalogFeed(
  options: { url: string; fetch?: typeof fetch; maxBytes?: number; timeoutMs?: number },
  etag?: string | null,
): Promise<FeedAnswer> {
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxBytes ?? FEED_DEFAULTS.maxBytes;
  const timeoutMs = options.timeoutMs ?? FEED_DEFAULTS.timeoutMs;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (etag) headers['If-None-Match'] = etag;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    // A feed never sends us elsewhere: a redirect is a failure like any other.
    response = await doFetch(options.url, { headers, signal, redirect: 'manual' });
  } catch (error) {
    const name = (error as Error).name;
    throw new FeedError(
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${timeoutMs} ms`
        : `unreachable (${(error as Error).message})`,
    );
  }
  if (response.status === 304 && etag) return { kind: 'not-modified' };
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError(`answered HTTP ${response.status}`);
  }
  const body = await readBounded(response, maxBytes, signal, timeoutMs);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new FeedError('body is not JSON');
  }
  const verdict = parseCatalogFeed(json);
  if (!verdict.ok) throw new FeedError(verdict.reason);
  return { kind: 'feed', feed: verdict.feed, etag: response.headers.get('etag') };
}

export function createFeedCatalogSource(options: FeedSourceOptions): FeedCatalogSource {
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxBytes ?? FEED_DEFAULTS.maxBytes;
  const timeoutMs = options.timeoutMs ?? FEED_DEFAULTS.timeoutMs;
  const minIntervalMs = options.minIntervalMs ?? FEED_DEFAULTS.minIntervalMs;
  const now = options.now ?? Date.now;
  const log = options.log ?? processEventLog;
  // The feed's address without its query, which may carry a key of the feed's owner.
  const feed = options.url.split(/[?#]/)[0];
  const pages = [...options.pages];

  let current: { catalog: Catalog; etag: string | null } | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<Catalog> | null = null;
  let lastFailure: string | null = null;

  const lastGood = async (): Promise<Catalog> => current?.catalog ?? options.fallback.load();

  async function ask(): Promise<FeedOutcome> {
    const answer = await requestCatalogFeed({ url: options.url, fetch: doFetch, maxBytes, timeoutMs }, current?.etag);
    // Asked with an ETag only once a catalogue is held: "not modified" keeps that one.
    if (answer.kind === 'not-modified') return 'not_modified';
    current = {
      catalog: withPages(withLoadablePosters(answer.feed, options.posterOrigins ?? []), pages),
      etag: answer.etag,
    };
    return 'updated';
  }

  async function check(): Promise<Catalog> {
    checkedAt = now();
    const started = performance.now();
    let outcome: FeedOutcome = 'failed';
    try {
      const around = options.observer?.request;
      outcome = await (around ? around(ask) : ask());
      if (lastFailure !== null)
        log.log('info', 'catalog.feed_back', 'catalogue feed answering again', {
          feed,
          catalog: current?.catalog.generatedAt,
        });
      lastFailure = null;
    } catch (error) {
      const reason = error instanceof FeedError ? error.message : `failed (${(error as Error).message})`;
      // One line per new failure, not one per request while the feed stays down.
      if (reason !== lastFailure) {
        log.log(
          'warn',
          'catalog.feed_failed',
          current ? 'catalogue feed failed; serving the last good one' : 'catalogue feed failed; serving the build’s',
          { feed, reason, kept: current ? 'last_good' : 'embedded', catalog: current?.catalog.generatedAt },
        );
      }
      lastFailure = reason;
    }
    options.observer?.answered?.(outcome, (performance.now() - started) / 1000, current?.catalog.generatedAt);
    return lastGood();
  }

  function checkOnce(): Promise<Catalog> {
    inFlight ??= check().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    load() {
      // Requests never wait on the feed once it has answered: a stale check runs beside them.
      if (now() - checkedAt >= minIntervalMs && !inFlight) {
        const first = checkOnce();
        if (!current && lastFailure === null) return first;
        first.catch(() => undefined);
      }
      return lastGood();
    },
    fresh() {
      if (inFlight) return inFlight;
      // A feed that just failed is not asked again by every render (it would wait its timeout each time).
      if (lastFailure !== null && now() - checkedAt < minIntervalMs) return lastGood();
      return checkOnce();
    },
    refresh() {
      // A check already under way may have started before the change: wait for it, then ask again.
      return inFlight ? inFlight.then(() => checkOnce()) : checkOnce();
    },
  };
}

function withPages(feed: CatalogFeed, pages: Page[]): Catalog {
  return { ...feed, pages };
}
