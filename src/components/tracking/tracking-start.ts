import { whenIdle } from '@/components/ui/when-idle.ts';
import type { TrackingRuntime } from './tracking-runtime.ts';

// The only tracking code in the first-load JavaScript: imports the runtime (a separate chunk,
// which reads the plan the server wrote into the page) when the browser is idle, or at once when
// the visitor asks for the consent preferences (footer link).

/** Longest wait for an idle moment before starting anyway. */
const IDLE_TIMEOUT_MS = 2000;

let runtime: Promise<TrackingRuntime | null> | null = null;

export function startTracking(): Promise<TrackingRuntime | null> {
  runtime ??= import('./tracking-runtime.ts')
    .then(({ startPageTracking }) => startPageTracking())
    .catch((error: unknown) => {
      console.warn('consent and tracking did not start', error);
      return null;
    });
  return runtime;
}

export function startTrackingWhenIdle(): void {
  if (!runtime) whenIdle(() => void startTracking(), IDLE_TIMEOUT_MS);
}

/** A button of the server-drawn consent notice: carried out by the manager once it runs. */
export async function consentNoticeChoice(action: string): Promise<void> {
  const started = await startTracking();
  started?.noticeChoice(action);
}

/** §2.7 "Cookie preferences": opens the consent manager's preferences popup. */
export async function openConsentPreferences(): Promise<void> {
  const started = await startTracking();
  started?.showPreferences();
}
