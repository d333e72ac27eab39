// bench:pages' account home: a member signed in before the visit. The session is opened the way the
// sign-in form opens it (POST /api/member/login, with a stand-in captcha token where the site asks for
// one), and its cookies are handed to the browser with the consent answer before each run.

import { SANDBOX_CAPTCHA_SITE_KEY } from '../sandbox/captcha.ts';

/** The sandbox's members whose accounts the benchmark only reads (tests/e2e/fixtures.ts READING_MEMBER). */
const READING_MEMBERS = {
  'cinema-paris': { email: 'ticketing.member@example.fr', password: 'Popcorn2026' },
  'circuit-demo': { email: 'ticketing.member@example.com', password: 'Starlight#2026' },
};

/** Set-Cookie lines as DevTools protocol cookies for the browser's origin. */
function browserCookies(response, browserOrigin) {
  const { hostname } = new URL(browserOrigin);
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const flags = attributes.map((attribute) => attribute.toLowerCase());
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: hostname,
      path: '/',
      httpOnly: flags.includes('httponly'),
      sameSite: 'Lax',
    };
  });
}

/**
 * Signs the site's reading member in at `origin` (the site server itself) and returns the session's
 * cookies for the browser, which loads the site from `browserOrigin` (cookies ignore the port).
 */
export async function memberSessionCookies(site, origin, browserOrigin, sandboxUrl, captcha) {
  const member = READING_MEMBERS[site];
  if (!member) throw new Error(`no reading member for ${site}: the account page cannot be measured`);
  let captchaResponse;
  if (captcha) {
    const answer = await fetch(`${sandboxUrl}/captcha/token`, {
      method: 'POST',
      body: new URLSearchParams({ sitekey: SANDBOX_CAPTCHA_SITE_KEY }),
    });
    captchaResponse = (await answer.json()).token;
  }
  const response = await fetch(`${origin}/api/member/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email: member.email, password: member.password, captchaResponse }),
  });
  if (response.status !== 200) {
    throw new Error(`signing ${member.email} in on ${site} answered ${response.status}: ${await response.text()}`);
  }
  const cookies = browserCookies(response, browserOrigin);
  if (cookies.length === 0) throw new Error(`signing in on ${site} set no cookie`);
  return cookies;
}
