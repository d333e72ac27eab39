// Types of observed-handler.mjs (plain JavaScript: Next loads the cache handler without compiling it).

export interface CacheLayer {
  readonly name: string;
  get(key: string, meta: unknown): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete?(key: string): Promise<void>;
}

/** What the cache handler library treats as a hit: a value whose lifespan has not ended. */
export function isLiveEntry(value: unknown, nowSeconds?: number): boolean;

/** The layer with its lookups counted (fincher_page_cache_lookups_total) and Redis traced. */
export function observedHandler<Layer extends CacheLayer>(handler: Layer, layer: 'redis' | 'memory'): Layer;
