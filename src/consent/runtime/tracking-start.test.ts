// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_NOTICE_ID, CONSENT_REVISION_GLOBAL, PENDING_ANSWER_KEY } from '@/consent/notice/notice-start.ts';

// §2.7, §4.12 a notice answer carried out by the consent manager once its code has come
// (tracking-start.ts), with the manager's start stood in for: what it finds stored is up to each test.

const noticeChoice = vi.fn();
const startDidomiEarly = vi.fn();
let storedElsewhere = false;
let codeLost = false;

type ChoiceFn = (typeof import('./tracking-start.ts'))['consentNoticeChoice'];

vi.mock('./tracking-runtime.ts', () => ({
  preparePageTracking: () => {
    if (codeLost) throw new Error('the runtime did not arrive');
    return {
      start: async () => {
        // The manager reads what is stored: "decided" when another tab has answered meanwhile.
        if (storedElsewhere) document.documentElement.setAttribute('data-consent', 'decided');
        return { noticeChoice, showPreferences: () => undefined, state: () => null };
      },
    };
  },
}));

vi.mock('../vendors/didomi-start.ts', () => ({ startDidomiEarly }));
let builtInAdapterLoaded = false;
vi.mock('@/consent/vendors/cookieconsent-adapter.ts', () => {
  builtInAdapterLoaded = true;
  return {};
});

beforeEach(() => {
  vi.resetModules();
  startDidomiEarly.mockClear();
  builtInAdapterLoaded = false;
  noticeChoice.mockClear();
  storedElsewhere = false;
  codeLost = false;
  (window as unknown as Record<string, unknown>)[CONSENT_REVISION_GLOBAL] = 3;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('data-consent');
});

describe('§4.12 an answer on the notice, carried out once the manager runs', () => {
  it('is kept for the tab while the manager loads, then carried out and forgotten', async () => {
    const { consentNoticeChoice } = await import('./tracking-start.ts');
    document.documentElement.setAttribute('data-consent', 'ask');
    const choosing = consentNoticeChoice('accept-all');
    expect(document.documentElement.getAttribute('data-consent')).toBe('answering');
    expect(window.sessionStorage.getItem(PENDING_ANSWER_KEY)).toMatch(/^accept-all\|3\|\d+$/);
    await choosing;
    expect(noticeChoice).toHaveBeenCalledWith('accept-all');
    expect(window.sessionStorage.getItem(PENDING_ANSWER_KEY)).toBeNull();
  });

  it('carried from an earlier page, gives way to an answer stored since in another tab', async () => {
    const { consentNoticeChoice } = await import('./tracking-start.ts');
    document.documentElement.setAttribute('data-consent', 'answering');
    storedElsewhere = true;
    await consentNoticeChoice('accept-all', { fromEarlierPage: true });
    expect(noticeChoice).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(PENDING_ANSWER_KEY)).toBeNull();
  });

  it('given on this page, is the visitor’s latest word even over a stored one', async () => {
    const { consentNoticeChoice } = await import('./tracking-start.ts');
    storedElsewhere = true;
    await consentNoticeChoice('reject-all');
    expect(noticeChoice).toHaveBeenCalledWith('reject-all');
  });

  it('carried from an earlier page with nothing stored since, is carried out', async () => {
    const { consentNoticeChoice } = await import('./tracking-start.ts');
    document.documentElement.setAttribute('data-consent', 'answering');
    await consentNoticeChoice('reject-all', { fromEarlierPage: true });
    expect(noticeChoice).toHaveBeenCalledWith('reject-all');
  });
});

describe('§2.7 keyboard use: the notice asks again when the manager’s code is lost', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  /** The server-drawn notice (its buttons as consent-notice.tsx draws them) and a link of the page. */
  function drawPage(): { notice: HTMLElement; accept: HTMLElement; reject: HTMLElement; link: HTMLElement } {
    document.body.innerHTML = `
      <div id="${CONSENT_NOTICE_ID}"><p>Cookies</p>
        <button type="button" data-consent-action="accept-all">Accept all</button>
        <button type="button" data-consent-action="reject-all">Reject all</button>
        <button type="button" data-consent-action="preferences">Preferences</button>
      </div>
      <a href="/movies/">Movies</a>`;
    const [accept, reject] = [...document.querySelectorAll<HTMLElement>('[data-consent-action]')];
    return {
      notice: document.getElementById(CONSENT_NOTICE_ID)!,
      accept: accept!,
      reject: reject!,
      link: document.querySelector('a')!,
    };
  }

  /** An answer given with the notice's button, which hiding the notice blurs (as browsers do). */
  async function answerWith(button: HTMLElement, action: string, consentNoticeChoice: ChoiceFn): Promise<void> {
    button.focus();
    document.documentElement.setAttribute('data-consent', 'answering');
    const choosing = consentNoticeChoice(action);
    button.blur();
    await choosing;
  }

  it('an answer given here and lost: asked again with focus back on that answer’s button', async () => {
    const { consentNoticeChoice } = await import('./tracking-start.ts');
    const { reject } = drawPage();
    codeLost = true;
    await answerWith(reject, 'reject-all', consentNoticeChoice);
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    expect(document.activeElement).toBe(reject);
  });

  it('a visitor who has gone on in the page meanwhile keeps their place', async () => {
    const { consentNoticeChoice } = await import('./tracking-start.ts');
    const { accept, link } = drawPage();
    codeLost = true;
    accept.focus();
    document.documentElement.setAttribute('data-consent', 'answering');
    const choosing = consentNoticeChoice('accept-all');
    link.focus();
    await choosing;
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    expect(document.activeElement).toBe(link);
  });

  it('an answer carried from an earlier page and lost: asked again, focus left where it is', async () => {
    const { consentNoticeChoice } = await import('./tracking-start.ts');
    drawPage();
    codeLost = true;
    document.documentElement.setAttribute('data-consent', 'answering');
    await consentNoticeChoice('reject-all', { fromEarlierPage: true });
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    expect(document.activeElement).toBe(document.body);
  });

  it('"Preferences" with the code lost: the notice was never hidden, and focus is not moved', async () => {
    const { consentNoticeChoice } = await import('./tracking-start.ts');
    const { notice } = drawPage();
    const preferences = notice.querySelector<HTMLElement>('[data-consent-action="preferences"]')!;
    codeLost = true;
    document.documentElement.setAttribute('data-consent', 'ask');
    preferences.focus();
    await consentNoticeChoice('preferences');
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    expect(document.activeElement).toBe(preferences);
  });
});

describe('§2.7 Didomi draws its notice once its SDK has come', () => {
  const facts = { consentManager: 'didomi', enterpriseAnalyticsConfigured: false } as const;
  /** Lets the dynamic imports started so far settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('so its SDK is requested once the page has hydrated, not when the browser is idle, and once', async () => {
    vi.stubEnv('FINCHER_CONSENT_MANAGER', 'didomi');
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const { startTrackingWhenIdle, startTracking } = await import('./tracking-start.ts');
    startTrackingWhenIdle(facts);
    await settle();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(startDidomiEarly).toHaveBeenCalledTimes(1);
    // The idle moment comes: the runtime starts, and the SDK is not asked for again.
    await startTracking();
    await settle();
    expect(startDidomiEarly).toHaveBeenCalledTimes(1);
  });

  it('the built-in manager’s code still waits for the browser to be idle', async () => {
    vi.stubEnv('FINCHER_CONSENT_MANAGER', 'cookieconsent');
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const { startTrackingWhenIdle } = await import('./tracking-start.ts');
    startTrackingWhenIdle({ ...facts, consentManager: 'cookieconsent' });
    await settle();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(builtInAdapterLoaded).toBe(false);
    expect(startDidomiEarly).not.toHaveBeenCalled();
  });
});
