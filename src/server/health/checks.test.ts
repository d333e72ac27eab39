import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFileMissingError } from '../../lib/catalog/file-source.ts';
import type { Catalog } from '../../lib/catalog/types.ts';
import type { LoyaltyScope } from '../../lib/loyalty/provider/site-scope.ts';
import { createMemoryStore, type SharedStore } from '../shared-store/shared-store.ts';
import { catalogueCheck, providerCheck, storeCheck } from './checks.ts';
import { NOT_CONFIGURED, OK } from './readiness.ts';

// The readiness checks against a real provider stand-in (node:http): §7.4 GetMembershipList, no
// token, answered within the budget.

const scope: LoyaltyScope = {
  provider: 'RTS',
  version: 1,
  circuitId: '1001',
  clubId: '',
  cinemaIds: ['2001'],
  siteOrigin: 'https://cinema.example',
};

let provider: Server;
let providerUrl = '';
const seen: { url: string; headers: Record<string, unknown> }[] = [];
let behaviour: 'ok' | 'slow' | 'error' | 'not-found' = 'ok';

beforeAll(async () => {
  provider = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (behaviour === 'slow') {
      setTimeout(() => response.writeHead(200).end('{}'), 1000).unref();
      return;
    }
    const status = behaviour === 'error' ? 503 : behaviour === 'not-found' ? 404 : 200;
    response.writeHead(status, { 'Content-Type': 'application/json' }).end('{"listConcessionGrouping":[]}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});

afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

describe('providerCheck', () => {
  it('asks §7.4 GetMembershipList of the first cinema, without any token, and is ok when answered', async () => {
    behaviour = 'ok';
    seen.length = 0;
    const check = providerCheck({ providerApiUrl: providerUrl, scope, budgetMs: 500 });
    expect(await check()).toEqual(OK);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/Member/GetMembershipList/2001/?circuitId=1001');
    expect(Object.keys(seen[0]!.headers).filter((name) => /token|authorization|cookie/i.test(name))).toEqual([]);
  });

  it('a 4xx is still the provider answering; a 5xx is not', async () => {
    behaviour = 'not-found';
    expect(await providerCheck({ providerApiUrl: providerUrl, scope, budgetMs: 500 })()).toEqual(OK);
    behaviour = 'error';
    expect(await providerCheck({ providerApiUrl: providerUrl, scope, budgetMs: 500 })()).toEqual({
      ok: false,
      reason: 'error_status',
    });
  });

  it('past its budget the provider is not ready (timeout), and unreachable when nothing listens', async () => {
    behaviour = 'slow';
    const started = Date.now();
    expect(await providerCheck({ providerApiUrl: providerUrl, scope, budgetMs: 200 })()).toEqual({
      ok: false,
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(900);
    expect(await providerCheck({ providerApiUrl: 'http://127.0.0.1:9', scope, budgetMs: 500 })()).toEqual({
      ok: false,
      reason: 'unreachable',
    });
  });

  it('a site without a provider or without a loyalty programme has nothing to ask', async () => {
    seen.length = 0;
    expect(await providerCheck({ providerApiUrl: '', scope, budgetMs: 500 })()).toEqual(NOT_CONFIGURED);
    expect(await providerCheck({ providerApiUrl: providerUrl, scope: null, budgetMs: 500 })()).toEqual(NOT_CONFIGURED);
    expect(seen).toHaveLength(0);
  });
});

describe('storeCheck', () => {
  it('ok when the store answers a read, unreachable when it fails, not configured without one', async () => {
    expect(await storeCheck(createMemoryStore())()).toEqual(OK);
    const down = { get: () => Promise.reject(new Error('The client is closed')) } as unknown as SharedStore;
    expect(await storeCheck(down)()).toEqual({ ok: false, reason: 'unreachable' });
    expect(await storeCheck(null)()).toEqual(NOT_CONFIGURED);
  });
});

describe('catalogueCheck', () => {
  it('ok with a catalogue, missing without its file, failed when it cannot be read', async () => {
    const catalog = { theaters: [], movies: [] } as unknown as Catalog;
    expect(await catalogueCheck(() => Promise.resolve(catalog))()).toEqual(OK);
    expect(await catalogueCheck(() => Promise.reject(new CatalogFileMissingError('/x/catalog.json')))()).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(await catalogueCheck(() => Promise.reject(new SyntaxError('Unexpected token')))()).toEqual({
      ok: false,
      reason: 'failed',
    });
  });
});
