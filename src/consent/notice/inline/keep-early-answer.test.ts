// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_NOTICE_PARSED_SCRIPT } from '../consent-notice.ts';
import { CONSENT_NOTICE_PARSED_EVENT, CONSENT_REVISION_GLOBAL, EARLY_CHOICE_GLOBAL } from '../notice-start.ts';
import { PENDING_ANSWER_KEY } from '../pending-answer.ts';
import { keepEarlyAnswer } from './keep-early-answer.ts';

// §2.7 the script after the notice, run both as the module and as the inline text every page
// carries (built from it by scripts/build-inline-scripts.ts): the notice's buttons work before
// the page's code has hydrated.

const implementations: [string, () => void][] = [
  ['the module', () => keepEarlyAnswer()],
  ['the inline text', () => new Function(CONSENT_NOTICE_PARSED_SCRIPT)()],
];

const page = window as unknown as Record<string, unknown>;
const html = document.documentElement;
const button = (selector: string) => document.querySelector<HTMLButtonElement>(selector)!;

describe.each(implementations)('§2.7 an answer given on the notice before hydration (%s)', (_, run) => {
  beforeEach(() => {
    document.body.innerHTML =
      '<section id="consent-notice"><button data-consent-action="reject-all"><span>Reject all</span></button>' +
      '<button data-consent-action="preferences">Preferences</button></section>' +
      '<button data-consent-action="accept-all" id="elsewhere">Not the notice</button>';
    html.setAttribute('data-consent', 'ask');
    page[CONSENT_REVISION_GLOBAL] = 3;
  });

  afterEach(() => {
    // The loader's hand-over: the listener steps aside at the next click.
    page[EARLY_CHOICE_GLOBAL] = null;
    document.body.click();
    document.body.innerHTML = '';
    window.sessionStorage.clear();
    html.removeAttribute('data-consent');
    delete page[CONSENT_REVISION_GLOBAL];
    delete page[EARLY_CHOICE_GLOBAL];
  });

  it('says the notice has arrived whole, and that nothing was chosen yet', () => {
    const parsed = vi.fn();
    document.addEventListener(CONSENT_NOTICE_PARSED_EVENT, parsed);
    run();
    document.removeEventListener(CONSENT_NOTICE_PARSED_EVENT, parsed);
    expect(parsed).toHaveBeenCalledOnce();
    expect(page[EARLY_CHOICE_GLOBAL]).toBe('');
  });

  it('hides the notice at an answer and keeps it for the loader and for the tab', () => {
    run();
    const before = Date.now();
    button('#consent-notice [data-consent-action="reject-all"] span').click();
    expect(html.getAttribute('data-consent')).toBe('answering');
    expect(page[EARLY_CHOICE_GLOBAL]).toBe('reject-all');
    const [answer, revision, time] = window.sessionStorage.getItem(PENDING_ANSWER_KEY)!.split('|');
    expect([answer, revision]).toEqual(['reject-all', '3']);
    expect(Number(time)).toBeGreaterThanOrEqual(before);
  });

  it('keeps the preferences button for the loader without hiding the notice', () => {
    run();
    button('[data-consent-action="preferences"]').click();
    expect(page[EARLY_CHOICE_GLOBAL]).toBe('preferences');
    expect(html.getAttribute('data-consent')).toBe('ask');
    expect(window.sessionStorage.getItem(PENDING_ANSWER_KEY)).toBeNull();
  });

  it('hears only the notice’s own buttons, and only while the notice asks', () => {
    run();
    button('#elsewhere').click();
    expect(page[EARLY_CHOICE_GLOBAL]).toBe('');
    expect(html.getAttribute('data-consent')).toBe('ask');
    html.setAttribute('data-consent', 'decided');
    button('[data-consent-action="reject-all"]').click();
    expect(html.getAttribute('data-consent')).toBe('decided');
    expect(window.sessionStorage.getItem(PENDING_ANSWER_KEY)).toBeNull();
  });

  it('keeps nothing for the tab when the page has no revision (no head script ran)', () => {
    delete page[CONSENT_REVISION_GLOBAL];
    run();
    button('[data-consent-action="reject-all"]').click();
    expect(html.getAttribute('data-consent')).toBe('answering');
    expect(window.sessionStorage.getItem(PENDING_ANSWER_KEY)).toBeNull();
  });

  it('steps aside once the loader has taken over', () => {
    run();
    page[EARLY_CHOICE_GLOBAL] = null;
    button('[data-consent-action="reject-all"]').click();
    expect(page[EARLY_CHOICE_GLOBAL]).toBeNull();
    expect(html.getAttribute('data-consent')).toBe('ask');
  });
});
