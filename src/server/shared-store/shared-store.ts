// Attempt counters and short-lived values (a shared refresh's outcome): in memory for one process,
// Redis (REDIS_URL) for several instances, so limits and shared refreshes hold across all of them.

export interface CounterState {
  /** Hits in the current window, this one included. */
  readonly count: number;
  /** Milliseconds until the window ends and the counter starts again. */
  readonly msLeft: number;
}

export interface SharedStore {
  /**
   * Adds one to `key`'s counter in a fixed window of `windowMs`. A full store drops a `lasting` counter
   * (an account's attempts) last, so a stranger cannot reset it by making counters of their own.
   */
  increment(key: string, windowMs: number, options?: { lasting?: boolean }): Promise<CounterState>;
  /** Sets `key` to `value` for `ttlMs` unless it is set; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  count: number;
  /** Made by increment (an attempt counter), not by set. */
  counter: boolean;
  lasting: boolean;
  expiresAt: number;
}

/** Share of the bound left after an eviction (evicting a tenth at a time keeps it rare). */
const AFTER_EVICTION = 0.9;

/**
 * The store of one process, bounded: when full, expired entries go, then counters before values, other
 * counters before lasting ones, the fewest hits first, then the oldest. A churn of new keys cannot grow
 * it, and pushing out an account's counter takes filling it with account counters of as many hits.
 */
export function createMemoryStore(options: { maxEntries?: number; now?: () => number } = {}): SharedStore {
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const evict = () => {
    const time = now();
    for (const [name, existing] of entries) if (existing.expiresAt <= time) entries.delete(name);
    const target = Math.min(maxEntries - 1, Math.floor(maxEntries * AFTER_EVICTION));
    for (const lasting of [false, true]) {
      for (let hits = 1; entries.size > target && hits <= 1024; hits *= 2) {
        for (const [name, existing] of entries) {
          if (entries.size <= target) break;
          if (existing.counter && existing.lasting === lasting && existing.count <= hits) entries.delete(name);
        }
      }
    }
    for (const name of entries.keys()) {
      if (entries.size <= target) break;
      entries.delete(name);
    }
  };
  const put = (key: string, entry: Entry) => {
    entries.delete(key);
    if (entries.size >= maxEntries) evict();
    entries.set(key, entry);
  };
  return {
    async increment(key, windowMs, { lasting = false } = {}) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, msLeft: entry.expiresAt - now() };
      }
      put(key, { value: '', count: 1, counter: true, lasting, expiresAt: now() + windowMs });
      return { count: 1, msLeft: windowMs };
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      put(key, { value, count: 0, counter: false, lasting: false, expiresAt: now() + ttlMs });
      return true;
    },
    async set(key, value, ttlMs) {
      put(key, { value, count: 0, counter: false, lasting: false, expiresAt: now() + ttlMs });
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
