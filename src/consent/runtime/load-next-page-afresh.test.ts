// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNextPageAfresh } from './load-next-page-afresh.ts';

// §4.12 a page whose tags can no longer be switched off ends at the next navigation, which the
// browser makes itself.

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
  document.body.innerHTML = '';
});

/** Whether a click on the element reached the page's own (document-level) handlers, like the client router's. */
function routerSees(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let seen = false;
  const listener = () => (seen = true);
  document.addEventListener('click', listener, true);
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', listener, true);
  return seen;
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.append(document.createElement('span'));
  document.body.append(anchor);
  return anchor;
}

describe('loading the next page afresh', () => {
  it('a click on a link of the site goes to the browser, not to the router', () => {
    const movies = link('/movies/');
    expect(routerSees(movies)).toBe(true);
    undo = loadNextPageAfresh();
    expect(routerSees(movies.firstElementChild as HTMLElement)).toBe(false);
  });

  it('leaves alone what is not a navigation to another page of the site', () => {
    undo = loadNextPageAfresh();
    expect(routerSees(link('https://tickets.example.com/'))).toBe(true);
    expect(routerSees(link('#main'))).toBe(true);
    expect(routerSees(link('/movies/', { target: '_blank' }))).toBe(true);
    expect(routerSees(link('/movies/'), { ctrlKey: true })).toBe(true);
    expect(routerSees(document.body.appendChild(document.createElement('button')))).toBe(true);
  });

  it('back or forward: this document is leaving from the Navigation API’s event on, before the router hears the popstate', async () => {
    vi.resetModules();
    const { loadNextPageAfresh, pageIsLeaving } = await import('./load-next-page-afresh.ts');
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    try {
      undo = loadNextPageAfresh(() => {});
      const navigate = (navigationType: string, sameDocument: boolean, signal = new AbortController().signal) =>
        navigation.dispatchEvent(
          Object.assign(new Event('navigate'), { navigationType, destination: { sameDocument }, signal }),
        );
      navigate('push', true);
      navigate('reload', true);
      // Back to another document: the browser loads it, this page does not count it anyway.
      navigate('traverse', false);
      expect(pageIsLeaving()).toBe(false);
      // A traversal within the document that does not happen after all (cancelled, interrupted).
      const cancelled = new AbortController();
      navigate('traverse', true, cancelled.signal);
      expect(pageIsLeaving()).toBe(true);
      cancelled.abort();
      expect(pageIsLeaving()).toBe(false);
      navigate('traverse', true);
      expect(pageIsLeaving()).toBe(true);
    } finally {
      delete (window as { navigation?: unknown }).navigation;
    }
  });

  it('back or forward: the page is loaded afresh there, and this document is leaving (nothing more counted here)', async () => {
    vi.resetModules();
    const { loadNextPageAfresh, pageIsLeaving } = await import('./load-next-page-afresh.ts');
    let reloads = 0;
    undo = loadNextPageAfresh(() => (reloads += 1));
    expect(pageIsLeaving()).toBe(false);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reloads).toBe(1);
    expect(pageIsLeaving()).toBe(true);
  });

  it('undone, links go to the router again', () => {
    undo = loadNextPageAfresh();
    const movies = link('/movies/');
    expect(routerSees(movies)).toBe(false);
    undo();
    undo = null;
    expect(routerSees(movies)).toBe(true);
  });
});
