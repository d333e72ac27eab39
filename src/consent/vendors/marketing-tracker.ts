import { mayIdentifyMemberToMarketing } from '@/consent/rules/enabling.ts';
import { marketingIdentity, marketingLoginEvent } from '@/consent/rules/member-identity.ts';
import { loadScript } from '../runtime/load-script.ts';
import type { TrackingState } from '../runtime/tracking-state.ts';

// The marketing webtracker (§7.11, §3.15), loaded on consent, never on the enterprise rule alone. Calls wait in
// window.webtrackerQueue, which a withdrawal empties (a script already requested still runs).

type QueueWindow = Window & { webtrackerQueue?: { push(call: unknown[]): unknown } };

export interface MarketingTrackerWrapper {
  update(state: TrackingState): Promise<void>;
  memberSignedIn(memberId: string, at: Date): Promise<void>;
}

export function marketingTrackerWrapper(config: { scriptUrl: string }): MarketingTrackerWrapper {
  let state: TrackingState | null = null;
  let loading: Promise<void> | null = null;

  function mayIdentify(current: TrackingState): boolean {
    if (!current.consentedTracking) return false;
    const consent = current.consentManagerReady ? current.consent.state : 'undecided';
    return mayIdentifyMemberToMarketing({ trackerEnabled: true, anyPurposeDenied: current.anyPurposeDenied, consent });
  }

  function queue(call: unknown[]): void {
    const page = window as QueueWindow;
    page.webtrackerQueue ??= [] as unknown[][];
    page.webtrackerQueue.push(call);
  }

  return {
    async update(next) {
      state = next;
      // Only the sign-in is queued for the script: not told after all if the answer changed first.
      const pending = (window as QueueWindow).webtrackerQueue;
      if (!mayIdentify(next) && Array.isArray(pending)) pending.length = 0;
      if (!next.consentedTracking || loading) return;
      // Not waited for: a stalled script must not hold back the next consent change.
      loading = loadScript(config.scriptUrl).catch(() => {
        loading = null;
      });
    },
    async memberSignedIn(memberId, at) {
      if (!state || !mayIdentify(state)) return;
      const identity = await marketingIdentity(memberId);
      // The answer may have changed while the id was hashed: a withdrawal since is not overtaken.
      if (!mayIdentify(state)) return;
      const event = marketingLoginEvent(at);
      queue(['identify', identity]);
      queue(['track', event.name, event.properties]);
    },
  };
}
