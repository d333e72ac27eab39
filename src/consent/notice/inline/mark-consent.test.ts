// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { consentNoticeBootScript } from '../consent-notice.ts';
import { CONSENT_NOTICE_PARSED_EVENT, CONSENT_REVISION_GLOBAL } from '../notice-start.ts';
import { PENDING_ANSWER_KEY, PENDING_ANSWER_TTL_MS } from '../pending-answer.ts';
import { markConsentBeforePaint, type MarkConsentConfig } from './mark-consent.ts';

// §2.7, §4.12 the head mark, run both as the module and as the inline text every page carries
// (built from it by scripts/build-inline-scripts.ts): the two must not tell a visitor apart.

const implementations: [string, (config: MarkConsentConfig) => void][] = [
  ['the module', (config) => markConsentBeforePaint(config)],
  ['the inline text', (config) => new Function(consentNoticeBootScript(config.revision))()],
];

function clearCookies(): void {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

const storedAnswer = (value: unknown) => `cc_cookie=${encodeURIComponent(JSON.stringify(value))}`;
const valid = { categories: ['necessary'], revision: 3, expirationTime: Date.now() + 86_400_000 };
const html = document.documentElement;

describe.each(implementations)('§2.7 the head script marks the page before its first paint (%s)', (_, run) => {
  function markWith(cookies: string[], revision = 3): string | null {
    clearCookies();
    for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
    html.removeAttribute('data-consent');
    run({ revision });
    return html.getAttribute('data-consent');
  }

  afterEach(() => {
    clearCookies();
    window.sessionStorage.clear();
    html.removeAttribute('data-consent');
    delete (window as unknown as Record<string, unknown>)[CONSENT_REVISION_GLOBAL];
  });

  it('hides the notice for a valid stored answer, and tells the page its revision', () => {
    expect(markWith([storedAnswer(valid)])).toBe('decided');
    expect(markWith(['theme=dark', storedAnswer({ ...valid, expirationTime: undefined })])).toBe('decided');
    expect((window as unknown as Record<string, unknown>)[CONSENT_REVISION_GLOBAL]).toBe(3);
  });

  it('asks for an expired answer, one of another revision, and anything unreadable', () => {
    expect(markWith([storedAnswer({ ...valid, expirationTime: Date.now() - 1000 })])).toBe('ask');
    expect(markWith([storedAnswer({ ...valid, revision: 2 })])).toBe('ask');
    expect(markWith([storedAnswer(valid)], 4)).toBe('ask');
    expect(markWith([storedAnswer({ revision: 3 })])).toBe('ask');
    expect(markWith([storedAnswer(null)])).toBe('ask');
    expect(markWith(['cc_cookie=%7Bnot-json'])).toBe('ask');
    expect(markWith([])).toBe('ask');
  });

  it('keeps the notice hidden for an answer given on an earlier page, within its time', () => {
    const keep = (text: string) => window.sessionStorage.setItem(PENDING_ANSWER_KEY, text);
    keep(`reject-all|3|${Date.now() - 1000}`);
    expect(markWith([])).toBe('answering');
    // Another revision of the notice, or kept too long.
    expect(markWith([], 4)).toBe('ask');
    keep(`reject-all|3|${Date.now() - PENDING_ANSWER_TTL_MS - 1000}`);
    expect(markWith([])).toBe('ask');
    keep(`preferences|3|${Date.now()}`);
    expect(markWith([])).toBe('ask');
    // A stored answer wins over the one kept.
    keep(`reject-all|3|${Date.now()}`);
    expect(markWith([storedAnswer(valid)])).toBe('decided');
  });

  it('asks only once the notice has arrived whole, or at the document’s end', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      expect(markWith([])).toBeNull();
      document.dispatchEvent(new Event(CONSENT_NOTICE_PARSED_EVENT));
      expect(html.getAttribute('data-consent')).toBe('ask');
      expect(markWith([])).toBeNull();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(html.getAttribute('data-consent')).toBe('ask');
      // Hiding never waits.
      expect(markWith([storedAnswer(valid)])).toBe('decided');
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });
});

describe('§2.7 the inline head script', () => {
  it('is the same text for every page of a site, and carries a bad revision as 0', () => {
    expect(consentNoticeBootScript(3)).toBe(consentNoticeBootScript(3));
    expect(consentNoticeBootScript(3)).toMatch(/\)\(\{"revision":3\}\)$/);
    expect(consentNoticeBootScript(Number.NaN)).toMatch(/\)\(\{"revision":0\}\)$/);
  });
});
