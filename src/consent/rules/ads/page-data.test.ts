import { describe, expect, it } from 'vitest';
import { SELECTED_THEATER_COOKIE } from '../../../lib/config/constants.ts';
import { SESSION_HINT_COOKIE_NAME } from '../../../lib/loyalty/session/session-hint.ts';
import { browserPageData, type StaticPageData } from './page-data.ts';
import { pageTargetingFrom } from './targeting.ts';

const ORIGIN = 'https://www.starlight.example';
const THEATERS = [
  { id: '5101', name: 'Starlight Georgetown', slug: 'starlight-georgetown' },
  { id: '5102', name: 'Starlight Riverside', slug: 'starlight-riverside' },
];
const circuitHome: StaticPageData = {
  theaterSlug: null,
  theaters: THEATERS,
  permalinkOrigin: 'https://starlight.example',
  data: { domain: 'starlight.example', pageType: 'home' },
};

describe('§3.14 isLoggedIn: the browser says whether a member is signed in', () => {
  it('is "true" with the session hint cookie, "false" without', () => {
    const member = browserPageData(circuitHome, { cookies: `a=b; ${SESSION_HINT_COOKIE_NAME}=1`, origin: ORIGIN });
    const guest = browserPageData(circuitHome, { cookies: 'a=b', origin: ORIGIN });
    expect(pageTargetingFrom([member.entry])?.isLoggedIn).toBe('true');
    expect(pageTargetingFrom([guest.entry])?.isLoggedIn).toBe('false');
    // A look-alike cookie is not the hint.
    const lookAlike = browserPageData(circuitHome, { cookies: `x${SESSION_HINT_COOKIE_NAME}=1`, origin: ORIGIN });
    expect(lookAlike.entry.isLoggedIn).toBe('false');
  });

  it('urlOrigin is the page’s own origin', () => {
    expect(browserPageData(circuitHome, { cookies: '', origin: ORIGIN }).entry.urlOrigin).toBe(ORIGIN);
  });
});

describe('§4.14 the current theater of a circuit page without a theater of its own', () => {
  it('is the selected theater: ad path segment and theater fields', () => {
    const result = browserPageData(circuitHome, { cookies: `${SELECTED_THEATER_COOKIE}=5102`, origin: ORIGIN });
    expect(result.theaterSlug).toBe('starlight-riverside');
    expect(result.entry).toMatchObject({
      theaterId: '5102',
      theaterName: 'Starlight Riverside',
      theaterPermalinkOrigin: 'https://starlight.example',
      theaterPermalinkPath: '/theaters/starlight-riverside/',
    });
  });

  it('is none when nothing, or a theater of another site, is selected', () => {
    for (const cookies of ['', `${SELECTED_THEATER_COOKIE}=9999`, `${SELECTED_THEATER_COOKIE}=%E0%A4%A`]) {
      const result = browserPageData(circuitHome, { cookies, origin: ORIGIN });
      expect(result.theaterSlug).toBeNull();
      expect(result.entry.theaterId).toBeUndefined();
    }
  });

  it('a page with a theater of its own keeps it, whatever is selected', () => {
    const theaterPage: StaticPageData = {
      theaterSlug: 'starlight-georgetown',
      data: {
        domain: 'starlight.example',
        pageType: 'theater',
        theaterId: '5101',
        theaterName: 'Starlight Georgetown',
      },
    };
    const result = browserPageData(theaterPage, { cookies: `${SELECTED_THEATER_COOKIE}=5102`, origin: ORIGIN });
    expect(result.theaterSlug).toBe('starlight-georgetown');
    expect(result.entry.theaterId).toBe('5101');
  });
});
