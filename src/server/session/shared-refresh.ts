import { createHash, randomUUID } from 'node:crypto';
import type { SharedStore } from '../shared-store/shared-store.ts';

// One refresh per session at a time (§4.1): the provider rotates the refresh token, so a second
// refresh with the same token would sign the member out. Callers share one call and its outcome: in
// the process through one promise, across instances through a lock and the outcome in the store.

export interface SharedRefreshOptions {
  /** How long the outcome is kept for latecomers that still send the old cookie. */
  readonly outcomeTtlMs?: number;
  /** How long one refresh may hold the lock (the provider call's time budget and some). */
  readonly lockTtlMs?: number;
  readonly pollMs?: number;
}

export interface SharedRefresh {
  /**
   * `refresh` runs once for all callers with `refreshToken` at about the same time; all get its outcome,
   * a string the caller serialises (sealed when it holds tokens).
   */
  run(refreshToken: string, refresh: () => Promise<string>): Promise<string>;
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export function createSharedRefresh(store: SharedStore, options: SharedRefreshOptions = {}): SharedRefresh {
  const outcomeTtlMs = options.outcomeTtlMs ?? 60_000;
  const lockTtlMs = options.lockTtlMs ?? 15_000;
  const pollMs = options.pollMs ?? 50;
  const inProcess = new Map<string, Promise<string>>();

  async function shared(id: string, refresh: () => Promise<string>): Promise<string> {
    const outcomeKey = `refresh:outcome:${id}`;
    const lockKey = `refresh:lock:${id}`;
    const deadline = Date.now() + lockTtlMs * 2;
    for (;;) {
      const known = await store.get(outcomeKey);
      if (known !== null) return known;
      if (await store.setIfAbsent(lockKey, randomUUID(), lockTtlMs)) {
        try {
          const outcome = await refresh();
          await store.set(outcomeKey, outcome, outcomeTtlMs);
          return outcome;
        } finally {
          await store.delete(lockKey).catch(() => undefined);
        }
      }
      // Another instance is refreshing: wait for its outcome (or for its lock to go, then retry).
      if (Date.now() > deadline) throw new Error('the shared refresh took too long');
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  return {
    run(refreshToken, refresh) {
      const id = digest(refreshToken);
      const running = inProcess.get(id);
      if (running) return running;
      const promise = shared(id, refresh).finally(() => inProcess.delete(id));
      inProcess.set(id, promise);
      return promise;
    },
  };
}
