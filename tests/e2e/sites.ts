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

export function siteOf(projectName: string): E2ESite {
  const site = E2E_SITES.find((s) => s.name === projectName);
  if (!site) throw new Error(`No demo site named ${projectName}`);
  return site;
}
