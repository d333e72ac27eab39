import { whenIdle } from '@/components/browser/when-idle.ts';
import type { AdsRuntime } from './ads-runtime.ts';

// The only ad code in the first-load JavaScript: at idle it imports the consent gate (ads-gate.ts), which imports
// the runtime once consent allows (§4.15); path changes are kept meanwhile.

const IDLE_TIMEOUT_MS = 2000;

let runtime: Promise<AdsRuntime | null> | null = null;
let currentPath: string | null = null;

function start(): void {
  runtime ??= import('./ads-gate.ts')
    .then(({ startAdsAfterConsent }) => startAdsAfterConsent())
    .then((started) => {
      if (started && currentPath) started.pathChanged(currentPath);
      return started;
    })
    .catch((error: unknown) => {
      console.warn('ads did not start', error);
      return null;
    });
}

export function startAdsWhenIdle(): void {
  if (!runtime) whenIdle(start, IDLE_TIMEOUT_MS);
}

/** §4.15: every path change reaches the runtime (which debounces the set-up). */
export function adsPathChanged(path: string): void {
  currentPath = path;
  void runtime?.then((started) => started?.pathChanged(path));
}
