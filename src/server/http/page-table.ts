import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { decodeBody, isHttpsRequest } from './page-policy.ts';
import { onPagesChanged } from './pages-changed.ts';

// The site server's table of cached pages: the whole answer Next gave to a plain GET of a page from
// its page cache (status, headers with the page's CSP, body) is kept for a second, compressed once,
// and sent again as it is, without Next's router, the page policy or per-request compression.
// Why, and the measurements: docs/decisions/0041-cached-pages-answered-by-the-site-server.md
//
// Freshness: an entry lives `ttlMs` from the request that fetched it; a revalidation on this
// instance empties the table at once (pages-changed.ts), and another instance's change reaches
// this one through Next's shared cache at the next fetch. Anything the table cannot tell apart
// from a plain page view (router and prefetch requests, RSC, draft mode, a query other than utm
// campaign tags, a body, HEAD, an encoding it does not keep) goes to Next as before.

export interface PageTableOptions {
  /** How long an answer is sent again after the request that fetched it from Next (default 1 s). */
  readonly ttlMs?: number;
  /** While one request fetches an expired page again, others get the expired one, this long at most. */
  readonly refreshWaitMs?: number;
  readonly maxEntries?: number;
  /** Pages larger than this (decoded) are not kept. */
  readonly maxBodyBytes?: number;
  readonly now?: () => number;
  /** Hears the revalidation signal (default: this process's, pages-changed.ts). */
  readonly subscribe?: (listener: () => void) => () => void;
}

export interface PageTable {
  /** Answers `incoming` from the table (true), or lets it go on to Next, recording the answer when it may be kept. */
  handle(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
  /** Drops every entry, and any answer being recorded (a page fetched before a change is stale). */
  clear(): void;
  readonly size: number;
  close(): void;
}

export const PAGE_TABLE_DEFAULTS = {
  ttlMs: 1000,
  refreshWaitMs: 1000,
  maxEntries: 256,
  maxBodyBytes: 2 * 1024 * 1024,
} as const;

type Encoding = 'br' | 'gzip' | 'identity';
type HeaderList = readonly (readonly [string, string])[];

interface Entry {
  storedAt: number;
  readonly identity: Buffer;
  readonly fields: HeaderList;
  readonly etag: string | undefined;
  readonly bodies: Partial<Record<Encoding, Buffer>>;
  readonly heads: Partial<Record<Encoding, string[]>>;
  readonly notModified: string[];
}

/** Query parameters that change nothing in a page (campaign tags, §2.3 utm): any other goes to Next. */
const NEUTRAL_PARAM = /^(?:utm_[a-z_]{1,32}|gclid|fbclid)$/;

/** Request headers by which Next answers something other than the page's HTML (router, RSC, actions). */
function isRouterHeader(name: string): boolean {
  return (
    name === 'rsc' ||
    name.startsWith('next-') ||
    name.startsWith('x-next') ||
    name.startsWith('x-middleware') ||
    name.startsWith('x-prerender') ||
    name.startsWith('x-invoke') ||
    name === 'x-matched-path' ||
    name === 'x-now-route-matches' ||
    name === 'purpose'
  );
}

/** Draft mode's cookies: with them Next renders the page for the editor. */
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

function neutralQuery(query: string): boolean {
  if (query === '') return true;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    if (!NEUTRAL_PARAM.test(at === -1 ? pair : pair.slice(0, at))) return false;
  }
  return true;
}

/** The table's key for a request that is a plain page view, or null. */
export function pageKeyOf(incoming: IncomingMessage): string | null {
  if (incoming.method !== 'GET') return null;
  const url = incoming.url ?? '';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!pathname.startsWith('/') || pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return null;
  if (queryAt !== -1 && !neutralQuery(url.slice(queryAt + 1))) return null;
  const headers = incoming.headers;
  if (headers['transfer-encoding'] !== undefined) return null;
  if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return null;
  for (const name in headers) if (isRouterHeader(name)) return null;
  const cookie = headers.cookie;
  if (cookie !== undefined && DRAFT_COOKIE.test(cookie)) return null;
  // The page's CSP and HSTS depend on the scheme the visitor used.
  return `${isHttpsRequest(incoming) ? 'https' : 'http'} ${pathname}`;
}

/** The encoding to send of those kept, or null when the client asks for one only Next offers (deflate, *). */
export function chooseEncoding(acceptEncoding: string | undefined, haveBrotli: boolean): Encoding | null {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') return 'identity';
  let br = false;
  let gzip = false;
  let other = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    if (q !== undefined && Number(q) === 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name !== 'identity' && name !== '') other = true;
  }
  if (br && haveBrotli) return 'br';
  if (gzip) return 'gzip';
  if (br || other) return null;
  return 'identity';
}

/** If-None-Match against the page's ETag, as Next judges it (`fresh`): a request's no-cache always gets the page. */
export function isNotModified(headers: IncomingHttpHeaders, etag: string | undefined): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch === undefined || etag === undefined) return false;
  const cacheControl = headers['cache-control'];
  if (cacheControl !== undefined && /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(cacheControl)) return false;
  if (noneMatch.trim() === '*') return true;
  const strong = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return noneMatch.split(',').some((tag) => strong(tag.trim()) === strong(etag));
}

/** The header fields of a response head as Node wrote it ("HTTP/1.1 200 OK\r\nName: value\r\n…"). */
export function headerFieldsOf(head: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    fields.push([line.slice(0, colon), line.slice(colon + 1).trim()]);
  }
  return fields;
}

/** Fields of the connection or of one transfer, which Node or the table sets for each answer. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/**
 * The fields of a page answer that may be sent again, or null when it is not one: a 200 HTML page
 * from Next's page cache (HIT, or MISS when just rendered into it; a STALE page is being renewed),
 * shared-cacheable, setting no cookie.
 */
export function keepableFields(status: number, fields: HeaderList): [string, string][] | null {
  if (status !== 200) return null;
  const value = (name: string) => fields.find(([field]) => field.toLowerCase() === name)?.[1];
  if (!/^text\/html\b/i.test(value('content-type') ?? '')) return null;
  if (value('set-cookie') !== undefined) return null;
  const cacheControl = value('cache-control') ?? '';
  if (cacheControl === '' || /\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return null;
  const cacheState = value('x-nextjs-cache');
  if (cacheState !== 'HIT' && cacheState !== 'MISS') return null;
  return fields
    .filter(([name]) => !PER_ANSWER.has(name.toLowerCase()))
    .map(([name, field]): [string, string] =>
      // Served from the page cache, as Next says of every later answer of the same page.
      name.toLowerCase() === 'x-nextjs-cache' ? [name, 'HIT'] : [name, field],
    );
}

function flatHead(fields: HeaderList, extra: [string, string][]): string[] {
  const flat: string[] = [];
  for (const [name, value] of fields) flat.push(name, value);
  for (const [name, value] of extra) flat.push(name, value);
  return flat;
}

/** A 304 says what the 200 would, without its body's fields; no CSP, which the browser would take into its stored page. */
const NOT_IN_304 = new Set(['content-type', 'content-security-policy']);

function sameFields(a: HeaderList, b: HeaderList): boolean {
  return a.length === b.length && a.every(([name, value], index) => b[index]![0] === name && b[index]![1] === value);
}

function entryOf(storedAt: number, identity: Buffer, fields: HeaderList): Entry {
  const gzip = gzipSync(identity, { level: 9 });
  const etag = fields.find(([name]) => name.toLowerCase() === 'etag')?.[1];
  return {
    storedAt,
    identity,
    fields,
    etag,
    bodies: { identity, gzip },
    heads: {
      identity: flatHead(fields, [['Content-Length', String(identity.length)]]),
      gzip: flatHead(fields, [
        ['Content-Encoding', 'gzip'],
        ['Content-Length', String(gzip.length)],
      ]),
    },
    notModified: flatHead(
      fields.filter(([name]) => !NOT_IN_304.has(name.toLowerCase())),
      [],
    ),
  };
}

export function createPageTable(options: PageTableOptions = {}): PageTable {
  const ttlMs = options.ttlMs ?? PAGE_TABLE_DEFAULTS.ttlMs;
  const refreshWaitMs = options.refreshWaitMs ?? PAGE_TABLE_DEFAULTS.refreshWaitMs;
  const maxEntries = options.maxEntries ?? PAGE_TABLE_DEFAULTS.maxEntries;
  const maxBodyBytes = options.maxBodyBytes ?? PAGE_TABLE_DEFAULTS.maxBodyBytes;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** Keys being fetched from Next now, with the time the fetch began. */
  const fetching = new Map<string, number>();
  let generation = 0;

  function clear(): void {
    generation += 1;
    entries.clear();
    fetching.clear();
  }
  const unsubscribe = (options.subscribe ?? onPagesChanged)(clear);

  function store(key: string, entry: Entry): void {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    // Brotli at its best is slow (~0.1 s for a movie page): made once, off the event loop, sent once ready.
    brotliCompress(
      entry.identity,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
        },
      },
      (error, br) => {
        if (error || entries.get(key) !== entry) return;
        entry.bodies.br = br;
        entry.heads.br = flatHead(entry.fields, [
          ['Content-Encoding', 'br'],
          ['Content-Length', String(br.length)],
        ]);
      },
    );
  }

  function record(key: string, outgoing: ServerResponse): void {
    const startedAt = now();
    const startedIn = generation;
    fetching.set(key, startedAt);
    const chunks: Buffer[] = [];
    let bytes = 0;
    let overflow = false;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      if (bytes > maxBodyBytes) {
        overflow = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = outgoing.write;
    const end = outgoing.end;
    outgoing.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    outgoing.end = function (this: ServerResponse, ...args: unknown[]) {
      keep(args[0], args[1]);
      return (end as (...values: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
    const done = () => {
      if (fetching.get(key) === startedAt) fetching.delete(key);
    };
    outgoing.once('close', done);
    outgoing.once('finish', () => {
      done();
      if (overflow || startedIn !== generation) return;
      const head = (outgoing as ServerResponse & { _header?: unknown })._header;
      if (typeof head !== 'string') return;
      const fields = headerFieldsOf(head);
      const kept = keepableFields(outgoing.statusCode, fields);
      if (kept === null) return;
      let identity: Buffer;
      try {
        const encoding = fields.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
        identity = decodeBody(Buffer.concat(chunks), encoding);
      } catch {
        return;
      }
      if (identity.length > maxBodyBytes) return;
      const previous = entries.get(key);
      if (previous && previous.identity.equals(identity) && sameFields(previous.fields, kept)) {
        // The same page again: its compressed bodies still hold.
        previous.storedAt = startedAt;
        return;
      }
      store(key, entryOf(startedAt, identity, kept));
    });
  }

  function handle(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    const key = pageKeyOf(incoming);
    if (key === null) return false;
    const entry = entries.get(key);
    const at = now();
    if (entry !== undefined) {
      const fresh = at - entry.storedAt < ttlMs;
      const beingFetched = fetching.get(key);
      if (fresh || (beingFetched !== undefined && at - beingFetched < refreshWaitMs)) {
        const encoding = chooseEncoding(incoming.headers['accept-encoding'], entry.bodies.br !== undefined);
        if (encoding !== null) {
          if (isNotModified(incoming.headers, entry.etag)) {
            outgoing.writeHead(304, entry.notModified);
            outgoing.end();
            return true;
          }
          outgoing.writeHead(200, entry.heads[encoding]!);
          outgoing.end(entry.bodies[encoding]);
          return true;
        }
      }
    }
    const beingFetched = fetching.get(key);
    if (beingFetched === undefined || at - beingFetched >= refreshWaitMs) record(key, outgoing);
    return false;
  }

  return {
    handle,
    clear,
    get size() {
      return entries.size;
    },
    close: unsubscribe,
  };
}

export const pageTableEnvSchema = z.object({
  /** Life of a kept page in ms; 0 turns the table off (every page from Next). At most 5 s, the freshness promised for a programme change. */
  PAGE_TABLE_TTL_MS: z.coerce.number().int().min(0).max(5000).default(PAGE_TABLE_DEFAULTS.ttlMs),
});

/** The table the environment asks for, or undefined when PAGE_TABLE_TTL_MS=0. */
export function pageTableFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): PageTable | undefined {
  const parsed = pageTableEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid page table environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const ttlMs = parsed.data.PAGE_TABLE_TTL_MS;
  return ttlMs === 0 ? undefined : createPageTable({ ttlMs });
}
