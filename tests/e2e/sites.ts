// The demo sites as the end-to-end tests see them. Ports are fixed: the demo sites' configuration
// points the ticketing site at the sandbox on 4010.
export const SANDBOX_URL = 'http://localhost:4010';

export interface E2ESite {
  name: 'cinema-paris' | 'circuit-demo';
  baseURL: string;
  locale: string;
  loginSlug: string;
  privacySlug: string;
  theaterCount: number;
  /**
   * §5: whether the site is built and served with the sandbox's stand-in captcha (sign-in and the
   * gift-card balance then ask for it); the other site shows the forms without one.
   */
  captcha: boolean;
}

export const E2E_SITES: E2ESite[] = [
  {
    name: 'cinema-paris',
    baseURL: 'http://localhost:3101',
    locale: 'fr-FR',
    loginSlug: 'connexion',
    privacySlug: 'politique-de-confidentialite',
    theaterCount: 1,
    captcha: false,
  },
  {
    name: 'circuit-demo',
    baseURL: 'http://localhost:3102',
    locale: 'en-US',
    loginSlug: 'sign-in',
    privacySlug: 'privacy-policy',
    theaterCount: 9,
    captcha: true,
  },
];

/**
 * §1, §3.3 a site without a loyalty programme (content/sites/no-loyalty: cinema-paris's venue with
 * no loyalty settings): only its own spec runs against it (tests/e2e/no-loyalty.spec.ts).
 */
export const NO_LOYALTY_SITE = {
  name: 'no-loyalty',
  baseURL: 'http://localhost:3103',
  locale: 'fr-FR',
} as const;

/** Every site the end-to-end tests build and serve. */
export const ALL_E2E_SITES: readonly { readonly name: string; readonly baseURL: string; readonly captcha?: boolean }[] =
  [...E2E_SITES, NO_LOYALTY_SITE];

export function siteOf(projectName: string): E2ESite {
  const site = E2E_SITES.find((s) => s.name === projectName);
  if (!site) throw new Error(`No demo site named ${projectName}`);
  return site;
}
