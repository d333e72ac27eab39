// A switch that makes the provider stand-in stop answering, as a provider that hangs does: its
// calls are held without a word until the switch is turned back, then answered as usual. The
// rest of the sandbox (feeds, pages, /health) answers throughout.

export const PROVIDER_OUTAGE_PATH = '/sandbox/provider-outage';

export interface ProviderOutage {
  readonly down: boolean;
  set(down: boolean): void;
  /** Resolves at once while the provider is up; while it is down, when it is back. */
  pass(): Promise<void>;
}

export function createProviderOutage(): ProviderOutage {
  let down = false;
  const held = new Set<() => void>();
  return {
    get down() {
      return down;
    },
    set(value) {
      down = value;
      if (down) return;
      for (const release of held) release();
      held.clear();
    },
    pass() {
      return down ? new Promise<void>((resolve) => held.add(resolve)) : Promise.resolve();
    },
  };
}
