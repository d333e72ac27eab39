import type { ProviderCode } from '../../src/lib/config/constants.ts';

// The provider matrix (tests/e2e/provider-matrix.spec.ts): one site per provider code of §9.2. RTS and
// BOOST_POS are the demo sites' providers and NONE the site without a loyalty programme: their builds,
// already made for the other specs, serve the matrix too. TAPOS, CGR and BOOST_POS_WITHOUT_LOYALTY have
// a small configuration of their own under tests/sites, built with FINCHER_SITES_DIR (one build each:
// the provider is read at build, into every page).

/** The folder of the test-only sites (src/lib/config/load-site.ts, FINCHER_SITES_DIR). */
export const TEST_SITES_DIR = 'tests/sites';

export interface MatrixMember {
  readonly email: string;
  readonly password: string;
  /** Shown on the account home and by the ticketing stand-in. */
  readonly firstName: string;
  readonly lastName: string;
  readonly cardNumber: string;
  /** Set through the reset link, then used to sign in again. */
  readonly newPassword: string;
}

export interface ProviderSite {
  readonly provider: ProviderCode;
  /** The Playwright project's name. */
  readonly project: string;
  /** The site folder: content/sites/{site}, or tests/sites/{site} when testSite. */
  readonly site: string;
  readonly testSite: boolean;
  readonly baseURL: string;
  readonly locale: string;
  readonly loginSlug: string;
  /** §5 the site is built and served with the sandbox's captcha. */
  readonly captcha: boolean;
  /** §6 loggedInMenu: the header's member access is a menu button, the sign-out inside it. */
  readonly memberMenu: boolean;
  /** §3.6, §7.10 the token parameter the ticketing site must receive. */
  readonly tokenParam: string | null;
  readonly handoffMethod: 'GET' | 'POST' | null;
  /** §2.5 whether the reset link carries the member's e-mail. */
  readonly resetLinkHasEmail: boolean;
  readonly member: MatrixMember | null;
}

export const PROVIDER_SITES: readonly ProviderSite[] = [
  {
    provider: 'RTS',
    project: 'provider-rts',
    site: 'cinema-paris',
    testSite: false,
    baseURL: 'http://localhost:3101',
    locale: 'fr-FR',
    loginSlug: 'connexion',
    captcha: false,
    memberMenu: false,
    tokenParam: 'userSessionId',
    handoffMethod: 'GET',
    resetLinkHasEmail: true,
    member: {
      email: 'matrix.member@example.fr',
      password: 'Popcorn2026',
      firstName: 'Inès',
      lastName: 'Marchand',
      cardNumber: 'GE0010000091',
      newPassword: 'Popcorn2029',
    },
  },
  {
    provider: 'BOOST_POS',
    project: 'provider-boost-pos',
    site: 'circuit-demo',
    testSite: false,
    baseURL: 'http://localhost:3102',
    locale: 'en-US',
    loginSlug: 'sign-in',
    captcha: true,
    memberMenu: true,
    tokenParam: 'token',
    handoffMethod: 'POST',
    resetLinkHasEmail: false,
    member: {
      email: 'matrix.member@example.com',
      password: 'Starlight#2026',
      firstName: 'Maya',
      lastName: 'Okafor',
      cardNumber: 'STAR5001000091',
      newPassword: 'Starlight#2029',
    },
  },
  {
    provider: 'BOOST_POS_WITHOUT_LOYALTY',
    project: 'provider-boost-pos-without-loyalty',
    site: 'provider-boost-pos-without-loyalty',
    testSite: true,
    baseURL: 'http://localhost:3104',
    locale: 'en-US',
    loginSlug: 'sign-in',
    captcha: false,
    memberMenu: false,
    tokenParam: 'token',
    handoffMethod: 'POST',
    resetLinkHasEmail: false,
    member: {
      email: 'sam.lee@example.com',
      password: 'Riverside#2026',
      firstName: 'Sam',
      lastName: 'Lee',
      cardNumber: 'RIV5002000001',
      newPassword: 'Riverside#2029',
    },
  },
  {
    provider: 'TAPOS',
    project: 'provider-tapos',
    site: 'provider-tapos',
    testSite: true,
    baseURL: 'http://localhost:3105',
    locale: 'fr-FR',
    loginSlug: 'connexion',
    captcha: false,
    memberMenu: false,
    tokenParam: 'requestData',
    handoffMethod: 'POST',
    resetLinkHasEmail: false,
    member: {
      email: 'lea.martin@example.fr',
      password: 'Lumiere2026',
      firstName: 'Léa',
      lastName: 'Martin',
      cardNumber: 'LUM6001000001',
      newPassword: 'Lumiere2029',
    },
  },
  {
    provider: 'CGR',
    project: 'provider-cgr',
    site: 'provider-cgr',
    testSite: true,
    baseURL: 'http://localhost:3106',
    locale: 'fr-FR',
    loginSlug: 'connexion',
    captcha: false,
    memberMenu: false,
    tokenParam: 'token_clubcgr',
    handoffMethod: 'POST',
    resetLinkHasEmail: true,
    member: {
      email: 'hugo.bernard@example.fr',
      password: 'ClubCgr2026',
      firstName: 'Hugo',
      lastName: 'Bernard',
      cardNumber: 'CGR7001000001',
      newPassword: 'ClubCgr2029',
    },
  },
  {
    provider: 'NONE',
    project: 'provider-none',
    site: 'no-loyalty',
    testSite: false,
    baseURL: 'http://localhost:3103',
    locale: 'fr-FR',
    loginSlug: 'connexion',
    captcha: false,
    memberMenu: false,
    tokenParam: null,
    handoffMethod: null,
    resetLinkHasEmail: false,
    member: null,
  },
];

/** The sites the matrix alone builds and serves (tests/sites). */
export const MATRIX_TEST_SITES = PROVIDER_SITES.filter((site) => site.testSite);

export function providerSiteOf(project: string): ProviderSite {
  const site = PROVIDER_SITES.find((s) => s.project === project);
  if (!site) throw new Error(`No provider site for the project ${project}`);
  return site;
}
