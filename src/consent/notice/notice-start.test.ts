// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { firstFocusableIn, runtimeAwaitsAnswer } from './notice-start.ts';

describe('§4.12 the consent runtime waits for an answer only while nothing could run before it', () => {
  const asked = { consentManager: 'cookieconsent', enterpriseAnalyticsConfigured: false, visitorAsked: true } as const;

  it('waits while the built-in manager asks and no enterprise script is configured', () => {
    expect(runtimeAwaitsAnswer(asked)).toBe(true);
  });

  it('starts at once for a visitor who answered (their tags, or their refusal kept)', () => {
    expect(runtimeAwaitsAnswer({ ...asked, visitorAsked: false })).toBe(false);
  });

  it('starts at once when rule 3 can enable tracking before an answer (enterprise script configured)', () => {
    expect(runtimeAwaitsAnswer({ ...asked, enterpriseAnalyticsConfigured: true })).toBe(false);
  });

  it('starts at once with Didomi (its SDK draws the notice) or with no manager (rule 2: tracking enabled)', () => {
    expect(runtimeAwaitsAnswer({ ...asked, consentManager: 'didomi' })).toBe(false);
    expect(runtimeAwaitsAnswer({ ...asked, consentManager: 'none' })).toBe(false);
  });
});

describe('§2.7 keyboard use: focus enters the notice at its first focusable element, in reading order', () => {
  const notice = (html: string) => {
    const section = document.createElement('section');
    section.innerHTML = html;
    return section;
  };

  it('the privacy-policy link in the description comes before the choices', () => {
    const found = firstFocusableIn(
      notice('<h2>Cookies</h2><p>Text <a href="/privacy/">policy</a></p><button>Accept</button>'),
    );
    expect(found?.textContent).toBe('policy');
  });

  it('skips what cannot take focus: a link without a target, a disabled button, tabindex -1', () => {
    const found = firstFocusableIn(
      notice('<a>no target</a><button disabled>off</button><span tabindex="-1">x</span><button>Reject</button>'),
    );
    expect(found?.textContent).toBe('Reject');
  });

  it('finds nothing in a notice without controls', () => {
    expect(firstFocusableIn(notice('<p>Text</p>'))).toBeNull();
  });
});
