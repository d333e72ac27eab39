import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore } from './redis-store.ts';
import { createMemoryStore, type SharedStore } from './shared-store.ts';

// One contract, two stores: what the rate limits and the shared session refresh rely on holds in
// memory and in Redis (a local redis-server, from Debian's redis-server package).

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let redis: ChildProcess;
let redisUrl = '';
beforeAll(async () => {
  const port = await freePort();
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  redis.on('error', (error) => {
    throw new Error(`redis-server could not start (apt-get install -y redis-server): ${error.message}`);
  });
  redisUrl = `redis://127.0.0.1:${port}`;
  const probe = createRedisStore(redisUrl, 'probe:');
  for (let attempt = 0; ; attempt += 1) {
    try {
      await probe.get('x');
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await probe.close();
});
afterAll(() => {
  redis.kill();
});

const stores: [string, () => SharedStore][] = [
  ['memory', () => createMemoryStore()],
  ['redis', () => createRedisStore(redisUrl, `test:${Math.random().toString(36).slice(2)}:`)],
];

describe.each(stores)('shared store (%s)', (_name, make) => {
  it('counts hits in a fixed window, then starts again', async () => {
    const store = make();
    expect(await store.increment('a', 200)).toMatchObject({ count: 1 });
    expect(await store.increment('a', 200)).toMatchObject({ count: 2 });
    const third = await store.increment('a', 200);
    expect(third.count).toBe(3);
    expect(third.msLeft).toBeGreaterThan(0);
    expect(third.msLeft).toBeLessThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 260));
    expect(await store.increment('a', 200)).toMatchObject({ count: 1 });
    await store.delete('a');
    expect(await store.increment('a', 200)).toMatchObject({ count: 1 });
    await store.close();
  });

  it('counts concurrent hits exactly (no lost update)', async () => {
    const store = make();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment('burst', 5000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await store.close();
  });

  it('sets a value once (first caller wins), reads and expires it', async () => {
    const store = make();
    const winners = await Promise.all([1, 2, 3].map((n) => store.setIfAbsent('lock', `owner-${n}`, 200)));
    expect(winners.filter(Boolean)).toHaveLength(1);
    expect(await store.get('lock')).toMatch(/^owner-[123]$/);
    await store.set('lock', 'replaced', 200);
    expect(await store.get('lock')).toBe('replaced');
    await new Promise((resolve) => setTimeout(resolve, 260));
    expect(await store.get('lock')).toBeNull();
    expect(await store.setIfAbsent('lock', 'again', 200)).toBe(true);
    await store.close();
  });
});

describe('memory store bound', () => {
  it('never holds more than its maximum, whatever the churn', async () => {
    const store = createMemoryStore({ maxEntries: 100 });
    for (let index = 0; index < 1000; index += 1) await store.increment(`k${index}`, 60_000);
    expect(await store.get('k0')).toBeNull();
    expect(await store.increment('k999', 60_000)).toMatchObject({ count: 2 });
  });

  it('a churn of new keys cannot push out a counter that holds someone back', async () => {
    const store = createMemoryStore({ maxEntries: 100 });
    for (let hit = 0; hit < 5; hit += 1) await store.increment('locked-account', 60_000);
    await store.set('shared-refresh', 'result', 60_000);
    // An attacker names a new account in each of 10,000 requests: one hit per key.
    for (let index = 0; index < 10_000; index += 1) await store.increment(`churn-${index}`, 60_000);
    expect(await store.increment('locked-account', 60_000)).toMatchObject({ count: 6 });
    expect(await store.get('shared-refresh')).toBe('result');
  });

  it('counters of several hits each (new clients, no captcha needed) still go before an account’s', async () => {
    const store = createMemoryStore({ maxEntries: 1000 });
    for (let hit = 0; hit < 4; hit += 1) await store.increment('jane-account', 60_000, { lasting: true });
    for (let index = 0; index < 1000; index += 1)
      for (let hit = 0; hit < 5; hit += 1) await store.increment(`client-${index}`, 60_000);
    expect(await store.increment('jane-account', 60_000, { lasting: true })).toMatchObject({ count: 5 });
  });
});
