import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createProviderApi, type ProviderReply } from './provider-api.ts';
import { SandboxStore, type SessionLifetimes } from './store.ts';
import { EMBED_PATH, renderEmbeddingHost } from './embedding-host.ts';
import { createCaptchaStandIn, isCaptchaPath } from './captcha.ts';
import { EDITOR_PATH, EDITOR_SCRIPT, EDITOR_SCRIPT_PATH, renderDesignEditor } from './design-editor.ts';
import { createFormReceiver, isFormReceiverPath, SUBMISSIONS_PATH } from './form-receiver.ts';
import { createProviderOutage, PROVIDER_OUTAGE_PATH } from './provider-outage.ts';
import { createOtlpReceiver } from './otlp-receiver.ts';
import { isPaymentPortalPath, renderPaymentPortal } from './payment-portal.ts';
import { createHandoffLog, HANDOFF_TOKEN_PARAMS, HANDOFFS_PATH, isWebSalesPath, renderWebSales } from './web-sales.ts';
import { createTrackingStandIns, isTrackingStandInPath } from './tracking/stand-ins.ts';
import { CATALOG_PREFIX, createCatalogFeeds, parseRevalidateTargets, renderCatalogPage } from './catalog-feed.ts';
import { listSites } from '../src/lib/config/load-site.ts';
import { takesGzip } from '../src/lib/http/accept-encoding.ts';

// The sandbox: a local stand-in for the loyalty provider (§7), the ticketing web-sales site
// (§2.3, §7.10) and the tracking vendors (§7.11, sandbox/tracking/: records at /tracking/). Run: `node sandbox/server.ts [--reset]` (port 4010, PORT / SANDBOX_PORT; data file
// .sandbox-data/sandbox.sqlite unless SANDBOX_DATA_FILE says otherwise).

export const DEFAULT_SANDBOX_PORT = 4010;
export const DEFAULT_DATA_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.sandbox-data',
  'sandbox.sqlite',
);
const MAX_BODY_BYTES = 64 * 1024;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Session lifetimes per generation, chosen around the refresh intervals of §9.1: version 1 sites
 * refresh every 10 minutes, version 3 sites every 23 h 50 min.
 */
export const DEFAULT_LIFETIMES = {
  v1: { sessionMs: 20 * MINUTE, refreshMs: 12 * HOUR },
  v3: { sessionMs: 24 * HOUR, refreshMs: 30 * 24 * HOUR },
} as const;

export interface SandboxOptions {
  readonly port?: number;
  readonly host?: string;
  readonly dataFile?: string;
  readonly reset?: boolean;
  readonly lifetimes?: { readonly v1: SessionLifetimes; readonly v3: SessionLifetimes };
  readonly now?: () => number;
  readonly quiet?: boolean;
  /** Delay before each provider answer, to stand in for a remote provider's latency (benchmarks). */
  readonly latencyMs?: number;
  /** Sites told of a programme change through POST /api/revalidate: site name → origin. */
  readonly revalidateTargets?: Readonly<Record<string, string>>;
  /** The shared secret of POST /api/revalidate. */
  readonly revalidateSecret?: string;
  /** Builds every demo site's catalogue feed before listening (a few seconds), so the first read is quick. */
  readonly warmFeeds?: boolean;
}

export interface RunningSandbox {
  readonly url: string;
  readonly port: number;
  readonly store: SandboxStore;
  /** Every request the sandbox received, as "METHOD /path?query" (tests count what reached it). */
  readonly requestLog: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function parseBody(raw: Buffer, contentType: string): Record<string, unknown> | null {
  if (raw.length === 0) return {};
  const text = raw.toString('utf8');
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function send(response: ServerResponse, reply: ProviderReply): void {
  if ('bytes' in reply) {
    response.writeHead(reply.status, { 'Content-Type': reply.contentType, 'Content-Length': reply.bytes.length });
    response.end(reply.bytes);
  } else if ('json' in reply) {
    const body = JSON.stringify(reply.json);
    response.writeHead(reply.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(body);
  } else {
    response.writeHead(reply.status, {
      'Content-Type': reply.contentType,
      'Content-Length': Buffer.byteLength(reply.text),
    });
    response.end(reply.text);
  }
}

/**
 * A vendor stand-in's answer (a script, a JSON answer, a records page). Scripts go gzipped to a
 * browser that takes it, as a vendor's CDN serves them: a stand-in sent uncompressed would make the
 * page it runs on look slower than it is with the vendor (the benchmarks load them).
 */
function sendVendorAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: { status: number; contentType: string; body: string; headers?: Readonly<Record<string, string>> },
): void {
  const compress = answer.contentType.startsWith('text/javascript') && takesGzip(request.headers['accept-encoding']);
  const body = compress ? gzipSync(answer.body) : Buffer.from(answer.body);
  response.writeHead(answer.status, {
    'Content-Type': answer.contentType,
    'Content-Length': body.length,
    ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
    ...(answer.contentType.startsWith('text/javascript') ? { Vary: 'Accept-Encoding' } : {}),
    ...answer.headers,
  });
  response.end(body);
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  response.end(html);
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const store = new SandboxStore(options.dataFile ?? DEFAULT_DATA_FILE, options.reset ?? false);
  const provider = createProviderApi({
    store,
    lifetimes: options.lifetimes ?? DEFAULT_LIFETIMES,
    passSecret: process.env.SANDBOX_PASS_SECRET ?? 'fincher-sandbox-pass-signing-key',
    ...(options.now ? { now: options.now } : {}),
  });
  const requestLog: string[] = [];
  const formReceiver = createFormReceiver(options.now);
  const handoffs = createHandoffLog(options.now);
  const trackingStandIns = createTrackingStandIns();
  const captcha = createCaptchaStandIn(options.now);
  const outage = createProviderOutage();
  const otlp = createOtlpReceiver();
  const catalogFeeds = createCatalogFeeds({
    ...(options.revalidateTargets ? { revalidateTargets: options.revalidateTargets } : {}),
    ...(options.revalidateSecret ? { secret: options.revalidateSecret } : {}),
    log: (line) => {
      if (!options.quiet) console.warn(line);
    },
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox.local');
    const method = request.method ?? 'GET';
    // An OpenTelemetry collector's stand-in (otlp-receiver.ts): not a provider call, not logged as one.
    if (otlp.isPath(url.pathname)) return otlp.handle(request, response, url.pathname);
    requestLog.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/health') {
      send(response, { status: 200, json: { status: 'ok' } });
      return;
    }
    const raw = method === 'POST' ? await readBody(request) : Buffer.alloc(0);
    if (raw === null) {
      send(response, { status: 413, json: { peachCode: 413, statusCode: 413, clientErrorMessage: 'Body too large' } });
      return;
    }
    // §7.11 tracking stand-ins and their records page (sandbox/tracking/).
    if (isTrackingStandInPath(url.pathname)) {
      const answer = trackingStandIns.answer(request, url, raw);
      if (answer) {
        sendVendorAnswer(request, response, answer);
        return;
      }
    }
    // §4.13, §5 the captcha vendor (see captcha.ts).
    if (isCaptchaPath(url.pathname)) {
      const answer = captcha.answer(method, url, raw.toString('utf8'), request.headers.origin);
      if (answer) {
        sendVendorAnswer(request, response, answer);
        return;
      }
    }
    const body = parseBody(raw, String(request.headers['content-type'] ?? ''));

    // The catalogue feed and the programme page (catalog-feed.ts).
    if (url.pathname === CATALOG_PREFIX || url.pathname.startsWith(`${CATALOG_PREFIX}/`)) {
      const feed = /^\/catalog\/([a-z0-9-]{1,60})\/feed\.json$/.exec(url.pathname);
      if (feed && method === 'GET') {
        const reply = catalogFeeds.serve(feed[1] ?? '', request.headers['if-none-match']);
        response.writeHead(reply.status, { ...reply.headers, 'Content-Length': Buffer.byteLength(reply.body) });
        response.end(reply.body);
        return;
      }
      const action = /^\/catalog\/([a-z0-9-]{1,60})\/(showtimes|sold-out|films)$/.exec(url.pathname);
      if (action && method === 'POST') {
        const site = action[1] ?? '';
        const input = body ?? {};
        const result =
          action[2] === 'showtimes'
            ? await catalogFeeds.addShowtime(site, input)
            : action[2] === 'sold-out'
              ? await catalogFeeds.markSoldOut(site, input)
              : await catalogFeeds.addFilm(site, input);
        if (String(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
          const done = result.status === 200 ? `${site}: ${action[2]} done` : `${site}: ${String(result.json.error)}`;
          response.writeHead(303, {
            Location: `${CATALOG_PREFIX}/?done=${encodeURIComponent(done)}`,
            'Content-Length': 0,
          });
          response.end();
          return;
        }
        send(response, { status: result.status, json: result.json });
        return;
      }
      if ((url.pathname === CATALOG_PREFIX || url.pathname === `${CATALOG_PREFIX}/`) && method === 'GET') {
        sendHtml(response, 200, renderCatalogPage(catalogFeeds, listSites(), url.searchParams.get('done'), new Date()));
        return;
      }
      send(response, { status: 404, json: { error: 'not_found' } });
      return;
    }

    if (isWebSalesPath(url.pathname) && (method === 'GET' || method === 'POST')) {
      const source = method === 'POST' ? new URLSearchParams(raw.toString('utf8')) : url.searchParams;
      const tokenParams = Object.fromEntries(
        HANDOFF_TOKEN_PARAMS.flatMap((name) => (source.get(name) ? [[name, source.get(name) ?? '']] : [])),
      );
      const input = {
        path: url.pathname,
        query: url.searchParams,
        tokenParams,
        method,
        findMember: provider.findSessionMember,
      };
      handoffs.record(input);
      const page = renderWebSales(input);
      sendHtml(response, page.status, page.html);
      return;
    }
    // §2.3 post protocol: the demo sites' newsletter form lands here (see form-receiver.ts).
    if (isFormReceiverPath(url.pathname) && (method === 'GET' || method === 'POST')) {
      const page = formReceiver.receive({
        method,
        url,
        body: raw.toString('utf8'),
        contentType: String(request.headers['content-type'] ?? ''),
      });
      sendHtml(response, page.status, page.html);
      return;
    }
    // §2.3 embedding: a provider page that frames a site (see embedding-host.ts).
    if (url.pathname === EMBED_PATH && method === 'GET') {
      const page = renderEmbeddingHost(url.searchParams.get('src'));
      response.writeHead(page.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(page.html),
        'Content-Security-Policy': page.csp,
      });
      response.end(page.html);
      return;
    }
    // §4.13 the design editor that drives a site's live preview (see design-editor.ts).
    if (url.pathname === EDITOR_PATH && method === 'GET') {
      const page = renderDesignEditor(url.searchParams.get('site'));
      response.writeHead(page.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(page.html),
        'Content-Security-Policy': page.csp,
      });
      response.end(page.html);
      return;
    }
    if (url.pathname === EDITOR_SCRIPT_PATH && method === 'GET') {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': Buffer.byteLength(EDITOR_SCRIPT),
        'Cache-Control': 'no-store',
      });
      response.end(EDITOR_SCRIPT);
      return;
    }
    // §7.9: where GetPaymentProviderPortalSession sends the member.
    if (isPaymentPortalPath(url.pathname) && method === 'GET') {
      sendHtml(response, 200, renderPaymentPortal(url.searchParams));
      return;
    }
    // §7.10: what the ticketing stand-in was handed (parameter names and tokens), for tests.
    if (url.pathname === HANDOFFS_PATH && method === 'GET') {
      send(response, { status: 200, json: { handoffs: handoffs.list() } });
      return;
    }
    if (url.pathname === SUBMISSIONS_PATH && method === 'GET') {
      send(response, { status: 200, json: { submissions: formReceiver.submissions() } });
      return;
    }
    // §7.9 the wallet passes the provider made (which wallet, which card or booking): tests check the route used.
    if (url.pathname === '/sandbox/wallet-passes' && method === 'GET') {
      send(response, { status: 200, json: { passes: provider.walletPassCalls() } });
      return;
    }
    // The outbox is the sandbox's stand-in for e-mail (reset and activation codes); not a §7 route.
    if (url.pathname === '/sandbox/outbox' && method === 'GET') {
      send(response, { status: 200, json: { messages: store.mailTo(url.searchParams.get('email') ?? '') } });
      return;
    }
    // The provider stopped answering (readiness tests): POST {"down": true|false}, GET the state.
    if (url.pathname === PROVIDER_OUTAGE_PATH && (method === 'GET' || method === 'POST')) {
      if (method === 'POST') {
        if (typeof body?.down !== 'boolean') {
          send(response, { status: 400, json: { error: 'down must be true or false' } });
          return;
        }
        outage.set(body.down);
        if (!options.quiet) console.warn(`[sandbox] provider ${body.down ? 'stopped answering' : 'answering again'}`);
      }
      send(response, { status: 200, json: { down: outage.down } });
      return;
    }
    if (body === null) {
      send(response, {
        status: 400,
        json: { peachCode: 400, statusCode: 400, clientErrorMessage: 'Body must be a JSON object' },
      });
      return;
    }
    await outage.pass();
    const reply = provider.handle({ method, url, headers: request.headers, body });
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    send(
      response,
      reply ?? { status: 404, json: { peachCode: 404, statusCode: 404, clientErrorMessage: 'Not found' } },
    );
  }

  if (options.warmFeeds) for (const site of listSites()) catalogFeeds.catalogOf(site);

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!options.quiet) console.error('[sandbox]', error);
      if (!response.headersSent)
        send(response, { status: 500, json: { peachCode: 500, statusCode: 500, clientErrorMessage: 'Sandbox error' } });
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_SANDBOX_PORT, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    store,
    requestLog,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          store.close();
          resolve();
        });
      }),
  };
}

function portFromEnvironment(): number {
  const value = Number(process.env.SANDBOX_PORT ?? process.env.PORT ?? DEFAULT_SANDBOX_PORT);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`Invalid sandbox port: ${value}`);
  return value;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const reset = process.argv.includes('--reset');
  const sandbox = await startSandbox({
    port: portFromEnvironment(),
    reset,
    host: process.env.SANDBOX_HOST ?? '127.0.0.1',
    ...(process.env.SANDBOX_DATA_FILE ? { dataFile: process.env.SANDBOX_DATA_FILE } : {}),
    ...(process.env.SANDBOX_LATENCY_MS ? { latencyMs: Number(process.env.SANDBOX_LATENCY_MS) } : {}),
    revalidateTargets: parseRevalidateTargets(process.env.SANDBOX_REVALIDATE),
    warmFeeds: true,
    ...(process.env.REVALIDATE_SECRET ? { revalidateSecret: process.env.REVALIDATE_SECRET } : {}),
  });
  console.log(`Sandbox listening on http://localhost:${sandbox.port}${reset ? ' (data reset to the seed)' : ''}`);
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
