import { ADVERTISING_COOKIE_PATTERN } from '@/consent/rules/tracking-constants.ts';
import type { StateFollower } from './follow-state.ts';
import type { TrackingState } from './tracking-state.ts';

// §4.12 the cookies vendors' scripts write on the site's own domain live only as long as the
// consent they were written under. The web-analytics wrapper erases GA's (google-analytics.ts);
// the advertising ones are erased here, since several scripts write them (the ad server's tag,
// the advertising containers) and none of them can be unloaded from a running page.

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
 * §4.12, §4.15 advertising cookies: erased when this page's consent to advertising is withdrawn,
 * and once per page when the ready manager says advertising is not allowed (cookies written under
 * a consent that has since lapsed, or been withdrawn in another tab). Not before the manager is
 * ready (the stored answer may still allow them), and only once while off: a later evaluation in a
 * stale tab must not erase what a tab given consent since has just written.
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
