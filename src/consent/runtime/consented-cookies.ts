import { ADVERTISING_COOKIE_PATTERN } from '@/consent/rules/tracking-constants.ts';
import type { StateFollower } from './follow-state.ts';
import type { TrackingState } from './tracking-state.ts';

// §4.12 cookies vendors write on the site's domain live only as long as their consent. The advertising ones are
// erased here, since several scripts write them and none can be unloaded; GA's in google-analytics.ts.

/** Erases the cookies whose names match, on this host and on each parent domain a tag may have set them on. */
export function eraseCookies(pattern: RegExp): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => pattern.test(name));
  const labels = window.location.hostname.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}

/**
 * §4.12, §4.15: erased when advertising consent is withdrawn here, and once per page when the ready manager refuses
 * it; only once while off, so that a stale tab never erases what a tab given consent since has just written.
 */
export function advertisingCookiesFollower(): StateFollower<TrackingState> {
  let allowedHere = false;
  let erasedWhileOff = false;
  return {
    async update(state) {
      if (state.advertisingAllowed) {
        allowedHere = true;
        return;
      }
      if (!state.consentManagerReady || (!allowedHere && erasedWhileOff)) return;
      allowedHere = false;
      erasedWhileOff = true;
      eraseCookies(ADVERTISING_COOKIE_PATTERN);
    },
  };
}
