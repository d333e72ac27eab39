import { describe, expect, it } from 'vitest';
import { planTicketingRedirect, withMemberToken, type TicketingRedirectSite } from './ticketing-redirect.ts';

const circuit: TicketingRedirectSite = {
  ticketingUrl: 'https://tickets.example.com/ticketing',
  betaFeaturesEnabled: false,
  isSingleLocation: false,
  theaterIds: ['3001', '3002', '3003'],
  tokenParams: ['userSessionId', 'token', 'requestData', 'token_clubcgr'],
};
const link = (to: string, extra = '') => ({ kind: 'link' as const, search: `?to=${encodeURIComponent(to)}${extra}` });

describe('§2.1 server redirect endpoints', () => {
  it('each endpoint leads to its ticketing page, for the current theater (§4.14)', () => {
    const names = ['startticketing', 'launch/ticketing', 'startconcessions', 'refund'] as const;
    for (const name of names) {
      const plan = planTicketingRedirect({ kind: 'endpoint', name, search: '' }, circuit, '3002');
      expect(plan.ok && plan.target.toString()).toBe(`https://tickets.example.com/ticketing/${name}?cinemaId=3002`);
      expect(plan.ok && plan.tokenEligible).toBe(true);
    }
  });

  it('§4.14: the page theater wins over the selected one; a single venue is always its first theater', () => {
    const search = '?theater=3003';
    const plan = planTicketingRedirect({ kind: 'endpoint', name: 'refund', search }, circuit, '3002');
    expect(plan.ok && plan.currentTheaterId).toBe('3003');
    const unknown = planTicketingRedirect({ kind: 'endpoint', name: 'refund', search: '?theater=9' }, circuit, null);
    expect(unknown.ok && [unknown.currentTheaterId, unknown.target.searchParams.has('cinemaId')]).toEqual([
      null,
      false,
    ]);
    const venue = { ...circuit, isSingleLocation: true, theaterIds: ['2001'] };
    const single = planTicketingRedirect({ kind: 'endpoint', name: 'refund', search }, venue, null);
    expect(single.ok && single.currentTheaterId).toBe('2001');
  });

  it('keeps the visitor parameters, never a token parameter someone put in the request', () => {
    const search = '?perf=77&utm_source=x&userSessionId=stolen&token=forged&theater=3001';
    const plan = planTicketingRedirect({ kind: 'endpoint', name: 'startticketing', search }, circuit, null);
    expect(plan.ok && plan.target.toString()).toBe(
      'https://tickets.example.com/ticketing/startticketing?perf=77&utm_source=x&cinemaId=3001',
    );
  });
});

describe('§6 link endpoint: only the configured ticketing site (no open redirect)', () => {
  it('a sub-path link is token-eligible; the ticketing home is reached without a token', () => {
    const plan = planTicketingRedirect(
      link('https://tickets.example.com/ticketing/account/orders?x=1'),
      circuit,
      '3001',
    );
    expect(plan.ok && plan.target.toString()).toBe(
      'https://tickets.example.com/ticketing/account/orders?x=1&cinemaId=3001',
    );
    expect(plan.ok && plan.tokenEligible).toBe(true);
    const home = planTicketingRedirect(link('https://tickets.example.com/ticketing/'), circuit, null);
    expect(home.ok && home.tokenEligible).toBe(false);
    const carried = planTicketingRedirect(link('https://tickets.example.com/ticketing/account?token=t'), circuit, null);
    expect(carried.ok && carried.tokenEligible).toBe(false);
  });

  it('any other target is refused', () => {
    for (const to of [
      'https://evil.example/ticketing/account',
      'https://tickets.example.com.evil.example/ticketing/account',
      'https://tickets.example.com/other/account',
      'https://tickets.example.com/ticketing/../admin',
      'https://x@tickets.example.com/ticketing/account',
      '//evil.example/ticketing/account',
      '/ticketing/account',
      'javascript:alert(1)',
      `https://tickets.example.com/ticketing/account?${'a'.repeat(3000)}`,
    ])
      expect([to, planTicketingRedirect(link(to), circuit, null)]).toEqual([
        to,
        { ok: false, error: 'invalid_target' },
      ]);
    expect(planTicketingRedirect({ kind: 'link', search: '' }, circuit, null).ok).toBe(false);
  });

  it('withMemberToken puts ?{tokenParam}={token} on the target', () => {
    const plan = planTicketingRedirect(link('https://tickets.example.com/ticketing/basket'), circuit, null);
    if (!plan.ok) throw new Error('planned');
    expect(withMemberToken(plan.target, 'userSessionId', 'T 1')).toBe(
      'https://tickets.example.com/ticketing/basket?userSessionId=T+1',
    );
  });
});
