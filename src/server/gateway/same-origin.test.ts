import { describe, expect, it } from 'vitest';
import { isCrossOriginCall } from './same-origin.ts';

const call = (headers: Record<string, string>) => ({ header: (name: string) => headers[name] ?? null });

describe('isCrossOriginCall (gateway CSRF guard, §7.1 with the §4.4 session cookie)', () => {
  it('lets the site’s own pages through, by Host or by the proxy’s X-Forwarded-Host', () => {
    expect(isCrossOriginCall(call({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(false);
    expect(isCrossOriginCall(call({ origin: 'https://Cinema.example', host: 'cinema.example' }))).toBe(false);
    expect(
      isCrossOriginCall(
        call({ origin: 'https://cinema.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'cinema.example, edge' }),
      ),
    ).toBe(false);
  });

  it('refuses another site, another port, a sibling subdomain and the opaque "null" origin', () => {
    const host = { host: 'cinema.example' };
    expect(isCrossOriginCall(call({ ...host, origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossOriginCall(call({ ...host, origin: 'https://cinema.example:8443' }))).toBe(true);
    expect(isCrossOriginCall(call({ ...host, origin: 'https://shop.cinema.example' }))).toBe(true);
    expect(isCrossOriginCall(call({ ...host, origin: 'null' }))).toBe(true);
    expect(isCrossOriginCall(call({ ...host, origin: 'file:///tmp/form.html' }))).toBe(true);
  });

  it('without Origin, trusts Sec-Fetch-Site: only same-origin passes', () => {
    expect(isCrossOriginCall(call({ host: 'cinema.example', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossOriginCall(call({ host: 'cinema.example', 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossOriginCall(call({ host: 'cinema.example', 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });

  it('passes a call that no browser marked (server-to-server, curl)', () => {
    expect(isCrossOriginCall(call({ host: 'cinema.example' }))).toBe(false);
  });

  it('accepts the configured public origins exactly, for a proxy that rewrites Host', () => {
    const behindProxy = { host: '127.0.0.1:3000', origin: 'https://cinema.example' };
    expect(isCrossOriginCall(call(behindProxy))).toBe(true);
    expect(isCrossOriginCall(call(behindProxy), ['https://cinema.example'])).toBe(false);
    expect(
      isCrossOriginCall(call({ ...behindProxy, origin: 'http://cinema.example' }), ['https://cinema.example']),
    ).toBe(true);
    expect(
      isCrossOriginCall(call({ ...behindProxy, origin: 'https://cinema.example.evil' }), ['https://cinema.example']),
    ).toBe(true);
  });
});
