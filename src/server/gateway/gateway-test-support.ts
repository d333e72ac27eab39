import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server.ts';
import { createProviderApi as createLoyaltyApi } from '../../lib/loyalty/provider/provider-api.ts';
import type { LoyaltySiteContext } from '../../lib/loyalty/loyalty-config.ts';
import { handleCypherRequest, type GatewayOptions } from './handle-cypher-request.ts';

// Test wiring: a sandbox on a free port with its own data file, and a fetch straight into handleCypherRequest.

export const SITE_ORIGIN = 'http://site.test';

export async function startTestSandbox(extra: Parameters<typeof startSandbox>[0] = {}): Promise<{
  sandbox: RunningSandbox;
  cleanup: () => Promise<void>;
}> {
  const directory = mkdtempSync(path.join(tmpdir(), 'fincher-sandbox-'));
  const sandbox = await startSandbox({
    port: 0,
    dataFile: path.join(directory, 'sandbox.sqlite'),
    reset: true,
    quiet: true,
    ...extra,
  });
  return {
    sandbox,
    cleanup: async () => {
      await sandbox.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export function gatewayFetch(options: GatewayOptions): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) =>
    handleCypherRequest(new Request(new URL(String(input), SITE_ORIGIN), init), options)) as typeof fetch;
}

export function apiThroughGateway(context: LoyaltySiteContext, options: GatewayOptions) {
  return createLoyaltyApi(context, { fetch: gatewayFetch(options) });
}
