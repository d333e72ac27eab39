import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_PATH } from './embedding-host.ts';
import { NEWSLETTER_PATH, SUBMISSIONS_PATH } from './form-receiver.ts';
import { startSandbox, type RunningSandbox } from './server.ts';

// The sandbox's receiver for §2.3 post-protocol links (the demo sites' newsletter form).

const directory = mkdtempSync(path.join(tmpdir(), 'fincher-form-receiver-'));
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataFile: path.join(directory, 'sandbox.sqlite'), reset: true, quiet: true });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('sandbox form receiver (§2.3 post protocol)', () => {
  it('shows and records the action query and the posted fields, escaped', async () => {
    const response = await fetch(`${sandbox.url}${NEWSLETTER_PATH}?utm_source=mail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ list: 'weekly', source: '<b>about</b>' }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<span id="method">POST</span>');
    expect(html).toContain('<dt>utm_source</dt><dd>mail</dd>');
    expect(html).toContain('<dt>list</dt><dd>weekly</dd>');
    expect(html).not.toContain('<b>about</b>');

    const { submissions } = (await (await fetch(`${sandbox.url}${SUBMISSIONS_PATH}`)).json()) as {
      submissions: { method: string; query: object; fields: object }[];
    };
    expect(submissions.at(-1)).toMatchObject({
      method: 'POST',
      query: { utm_source: 'mail' },
      fields: { list: 'weekly', source: '<b>about</b>' },
    });
  });

  it('§2.3 embedding host: frames a local URL only', async () => {
    const ok = await fetch(
      `${sandbox.url}${EMBED_PATH}?src=${encodeURIComponent('http://localhost:3101/movies/?a=1&b="x"')}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toContain('frame-src http://localhost:*');
    expect(await ok.text()).toContain('src="http://localhost:3101/movies/?a=1&#38;b=%22x%22"');
    for (const src of ['https://evil.example/', 'javascript:alert(1)', '']) {
      expect((await fetch(`${sandbox.url}${EMBED_PATH}?src=${encodeURIComponent(src)}`)).status, src).toBe(400);
    }
  });
});
