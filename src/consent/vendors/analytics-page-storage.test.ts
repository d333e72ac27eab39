// @vitest-environment jsdom
// §4.12 and §9.7: the browser's `@analytics/storage-utils` (aliased in next.config.ts) keeps the
// analytics core's ids in the page only, so that nothing of the core outlives a withdrawal.
import original from '@analytics/storage-utils';
import { Analytics } from 'analytics';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pageStorage, { getItem, removeItem, setItem } from './analytics-page-storage.mjs';

function clearBrowserStorage() {
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(clearBrowserStorage);
afterEach(clearBrowserStorage);

function browserStorageIsEmpty() {
  return { localStorage: localStorage.length, sessionStorage: sessionStorage.length, cookie: document.cookie };
}

describe('analytics page storage', () => {
  it('keeps values for the page and writes nothing to the browser', () => {
    setItem('__anon_id', 'abc');
    setItem('__user_traits', { plan: 'x' });
    expect(getItem('__anon_id')).toBe('abc');
    expect(pageStorage.getItem('__user_traits')).toEqual({ plan: 'x' });
    removeItem('__anon_id');
    expect(getItem('__anon_id')).toBeUndefined();
    expect(browserStorageIsEmpty()).toEqual({ localStorage: 0, sessionStorage: 0, cookie: '' });
  });

  it('the analytics core given it keeps its anonymous id in the page only', async () => {
    const analytics = Analytics({ app: 'fincher', plugins: [], storage: pageStorage } as Parameters<
      typeof Analytics
    >[0]);
    await analytics.page();
    expect(analytics.user('anonymousId')).toEqual(expect.any(String));
    expect(browserStorageIsEmpty()).toEqual({ localStorage: 0, sessionStorage: 0, cookie: '' });
  });

  it('the package’s own storage writes the anonymous id to the browser: the reason for the alias', async () => {
    const analytics = Analytics({ app: 'fincher', plugins: [], storage: original } as Parameters<typeof Analytics>[0]);
    await analytics.page();
    const anonymousId = analytics.user('anonymousId') as string;
    expect(localStorage.getItem('__anon_id') ?? document.cookie).toContain(anonymousId);
  });
});
