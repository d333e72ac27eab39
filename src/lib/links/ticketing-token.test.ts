import { describe, expect, it } from 'vitest';
import { resolveLink, type LinkContext } from './resolve-link.ts';
import { TICKETING_BETA_TOKEN_SUBPATHS, TICKETING_TOKEN_SUBPATHS } from './ticketing-paths.ts';
import {
  isTokenEligibleTicketingLink,
  routeTicketingLinkForMember,
  ticketingBaseUrl,
  type TicketingLinkContext,
} from './ticketing-token.ts';

const context: TicketingLinkContext = {
  ticketingUrl: 'https://tickets.example.com/ticketing',
  tokenParam: 'userSessionId',
  betaFeaturesEnabled: false,
};

describe('§6 ticketing links: the sub-path rule', () => {
  it('about 16 sub-paths, two more behind the feature flag, in one list', () => {
    expect(TICKETING_TOKEN_SUBPATHS).toHaveLength(16);
    expect(TICKETING_BETA_TOKEN_SUBPATHS).toHaveLength(2);
  });

  it('a link to {ticketingUrl}/{sub-path}… without the parameter gets the token', () => {
    for (const sub of TICKETING_TOKEN_SUBPATHS)
      expect(isTokenEligibleTicketingLink(`https://tickets.example.com/ticketing/${sub}/x?a=1`, context)).toBe(true);
    expect(isTokenEligibleTicketingLink('https://tickets.example.com/ticketing/account', context)).toBe(true);
  });

  it('not when the link already has the parameter, or is not a sub-path of the ticketing URL', () => {
    for (const href of [
      'https://tickets.example.com/ticketing/account?userSessionId=abc',
      'https://tickets.example.com/ticketing/',
      'https://tickets.example.com/ticketing/programme',
      'https://tickets.example.com/ticketing/accounting',
      'https://tickets.example.com/ticketingaccount',
      'https://tickets.example.com/account',
      'https://evil.example/ticketing/account',
      'http://tickets.example.com/ticketing/account',
      'https://user@tickets.example.com/ticketing/account',
      // Encoded separators a server might decode into another path after our check.
      'https://tickets.example.com/ticketing/account/..%2f..%2fother',
      'https://tickets.example.com/ticketing/account/%2E%2E%2Fother',
      'https://tickets.example.com/ticketing/account/..%5C..%5Cother',
      '/ticketing/account',
      'mailto:x@tickets.example.com',
    ])
      expect([href, isTokenEligibleTicketingLink(href, context)]).toEqual([href, false]);
  });

  it('the feature flag adds its two sub-paths', () => {
    const href = `https://tickets.example.com/ticketing/${TICKETING_BETA_TOKEN_SUBPATHS[0]}/`;
    expect(isTokenEligibleTicketingLink(href, context)).toBe(false);
    expect(isTokenEligibleTicketingLink(href, { ...context, betaFeaturesEnabled: true })).toBe(true);
  });

  it('an eligible link goes through the same-origin endpoint (the page never holds the token)', () => {
    const href = 'https://tickets.example.com/ticketing/orders?utm_source=news';
    const routed = routeTicketingLinkForMember(href, { ...context, pageTheaterId: '3002' });
    const url = new URL(routed, 'https://site.example');
    expect(url.origin).toBe('https://site.example');
    expect(url.pathname).toBe('/api/ticketing/redirect');
    expect(url.searchParams.get('to')).toBe(href);
    expect(url.searchParams.get('theater')).toBe('3002');
    expect(routed).not.toContain('userSessionId');
    expect(routeTicketingLinkForMember('https://tickets.example.com/ticketing/', context)).toBe(
      'https://tickets.example.com/ticketing/',
    );
    expect(routeTicketingLinkForMember(href, null)).toBe(href);
  });

  it('the base is the loyalty ticketingUrl, else the site ticketing URL', () => {
    expect(ticketingBaseUrl('https://a.example/ticketing/', 'https://b.example')).toBe('https://a.example/ticketing');
    expect(ticketingBaseUrl('', 'https://b.example/')).toBe('https://b.example');
  });
});

describe('§2.3, §6 through resolveLink', () => {
  const linkContext: LinkContext = {
    siteDomain: 'example.fr',
    isListedHost: () => true,
    currentPath: '/',
    currentSearch: '',
    newWindowSuffix: '(new window)',
    ticketing: context,
  };
  it('an eligible link is a full page load to the endpoint, still announced as outbound', () => {
    const resolved = resolveLink({ href: 'https://tickets.example.com/ticketing/basket' }, linkContext);
    expect(resolved).toMatchObject({ kind: 'anchor', clientNavigation: false, external: true, newWindow: true });
    expect(resolved.kind === 'anchor' && resolved.href.startsWith('/api/ticketing/redirect?to=')).toBe(true);
  });
  it('other links are untouched', () => {
    const resolved = resolveLink({ href: 'https://tickets.example.com/ticketing/' }, linkContext);
    expect(resolved).toMatchObject({ kind: 'anchor', href: 'https://tickets.example.com/ticketing/' });
  });
});
