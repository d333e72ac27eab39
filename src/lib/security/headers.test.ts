import { describe, expect, it } from 'vitest';
import { frameAncestors, securityHeaders } from './headers.ts';

describe('framing (issue 4, §2.3 allowedEmbeddingDomains)', () => {
  it('denies every frame when no domain is allowed', () => {
    expect(frameAncestors([])).toBe("frame-ancestors 'none'");
    const headers = securityHeaders({ allowedEmbeddingDomains: [] });
    expect(headers.find((h) => h.key === 'X-Frame-Options')?.value).toBe('DENY');
  });

  it('allows exactly the listed domains over https', () => {
    expect(frameAncestors(['kiosk.example.com', 'Partner.example.org:8443'])).toBe(
      "frame-ancestors 'self' https://kiosk.example.com https://partner.example.org:8443",
    );
    expect(
      securityHeaders({ allowedEmbeddingDomains: ['kiosk.example.com'] }).some((h) => h.key === 'X-Frame-Options'),
    ).toBe(false);
  });

  it('allows a local editor over http and drops anything that is not a host', () => {
    expect(frameAncestors(['localhost:4010', "evil.com; script-src 'unsafe-inline'"])).toBe(
      "frame-ancestors 'self' http://localhost:4010",
    );
  });
});

describe('form-action', () => {
  it('allows https targets and the http origins it is given (a local ticketing site), nothing else', () => {
    const csp = securityHeaders({
      allowedEmbeddingDomains: [],
      formOrigins: ['http://localhost:4010/ticketing', 'not a url', 'https://t.example/x'],
    })[0]!.value;
    expect(csp).toContain("form-action 'self' https: http://localhost:4010");
    expect(csp).not.toContain('not a url');
  });
});
