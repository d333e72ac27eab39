import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// §3.1 the build of a site that is not a demo (content/sites/no-loyalty): without a feed, or with a
// feed that is down, prepare-site stops with one line saying why and writes nothing.

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const generatedCss = path.join(root, 'src', 'app', 'site.generated.css');

function prepare(env: { CATALOG_FEED_URL?: string }) {
  return spawnSync(process.execPath, [path.join('scripts', 'prepare-site.ts'), 'no-loyalty'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CATALOG_FEED_URL: env.CATALOG_FEED_URL ?? '' },
    timeout: 60_000,
  });
}

/** A port that refuses connections: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('prepare-site for a site built from its feed (§3.1)', () => {
  it('stops with one line when the feed is down, leaving the stylesheet as it was', async () => {
    const before = existsSync(generatedCss) ? readFileSync(generatedCss, 'utf8') : null;
    const url = `http://127.0.0.1:${await closedPort()}/catalog/no-loyalty/feed.json`;
    const run = prepare({ CATALOG_FEED_URL: url });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([`catalogue feed ${url}: unreachable (fetch failed)`]);
    expect(existsSync(generatedCss) ? readFileSync(generatedCss, 'utf8') : null).toBe(before);
  });

  it('refuses to build it without a feed, saying what to set', () => {
    const run = prepare({});
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'site no-loyalty is not a demo site: set CATALOG_FEED_URL to its programme feed (docs/feed.md)',
    );
  });
});
