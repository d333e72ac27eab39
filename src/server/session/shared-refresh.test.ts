import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../shared-store/shared-store.ts';
import { createSharedRefresh } from './shared-refresh.ts';

// §4.1: tabs that refresh one session at once share one provider call.

function provider() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    refresh: async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return `new-session-${calls}`;
    },
  };
}

describe('shared refresh', () => {
  it('three tabs at once, one process: one provider call, the same outcome for all', async () => {
    const upstream = provider();
    const shared = createSharedRefresh(createMemoryStore());
    const outcomes = await Promise.all([1, 2, 3].map(() => shared.run('refresh-token-1', upstream.refresh)));
    expect(upstream.calls).toBe(1);
    expect(outcomes).toEqual(['new-session-1', 'new-session-1', 'new-session-1']);
  });

  it('two instances over one store: one provider call; a latecomer with the old token reads the outcome', async () => {
    const upstream = provider();
    const store = createMemoryStore();
    const [first, second] = [createSharedRefresh(store, { pollMs: 5 }), createSharedRefresh(store, { pollMs: 5 })];
    const outcomes = await Promise.all([
      first.run('token-A', upstream.refresh),
      second.run('token-A', upstream.refresh),
      second.run('token-A', upstream.refresh),
    ]);
    expect(new Set(outcomes)).toEqual(new Set(['new-session-1']));
    expect(await first.run('token-A', upstream.refresh)).toBe('new-session-1');
    expect(upstream.calls).toBe(1);
    // Another session refreshes on its own.
    expect(await first.run('token-B', upstream.refresh)).toBe('new-session-2');
  });

  it('a refresh that fails releases the lock: the next caller tries again', async () => {
    const shared = createSharedRefresh(createMemoryStore());
    await expect(shared.run('t', () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(await shared.run('t', async () => 'ok')).toBe('ok');
  });
});
