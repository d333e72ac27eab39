// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { focusKeeper } from './consent-adapter.ts';

// §2.7 keyboard use: focus goes into the notice when it appears and back to the page when it goes,
// never left on <body> (where a screen reader loses its place).

// jsdom draws nothing, so it has no checkVisibility: here, an element is shown unless it or an
// ancestor is display:none, as in a browser.
HTMLElement.prototype.checkVisibility ??= function (this: HTMLElement) {
  return !this.closest('[style*="display: none"]');
};

beforeEach(() => {
  document.body.innerHTML = `
    <a href="/movies/" id="link">Films</a>
    <main id="main" tabindex="-1"><p>Programme</p></main>
    <div id="notice"><button type="button" id="answer">Accept</button></div>`;
});

const hide = (id: string) => ((document.getElementById(id) as HTMLElement).style.display = 'none');

describe('focusKeeper (§2.7)', () => {
  it('the notice took focus from nowhere: at the answer, focus goes to the main content', () => {
    const keeper = focusKeeper();
    keeper.enter(document.getElementById('notice'));
    expect(document.activeElement?.id).toBe('answer');
    keeper.leave(document.getElementById('notice'));
    expect(document.activeElement?.id).toBe('main');
  });

  it('focus already lost when the notice goes (hidden at the click): the main content too', () => {
    const keeper = focusKeeper();
    (document.activeElement as HTMLElement | null)?.blur();
    keeper.leave(document.getElementById('notice'));
    expect(document.activeElement?.id).toBe('main');
  });

  it('gives focus back where it was when that is still on screen', () => {
    const keeper = focusKeeper();
    document.getElementById('link')!.focus();
    keeper.remember();
    document.getElementById('answer')!.focus();
    keeper.leave(document.getElementById('notice'));
    expect(document.activeElement?.id).toBe('link');
  });

  it('not where it was once that is hidden (the notice button that opened the preferences)', () => {
    const keeper = focusKeeper();
    document.getElementById('answer')!.focus();
    keeper.remember();
    hide('notice');
    (document.activeElement as HTMLElement | null)?.blur();
    keeper.leave(null);
    expect(document.activeElement?.id).toBe('main');
  });

  it('takes no focus from a visitor who has started elsewhere when the notice appears (a field being typed in)', () => {
    const keeper = focusKeeper();
    document.getElementById('link')!.focus();
    keeper.enter(document.getElementById('notice'));
    expect(document.activeElement?.id).toBe('link');
  });

  it('leaves focus alone when the visitor has moved on elsewhere', () => {
    const keeper = focusKeeper();
    keeper.enter(document.getElementById('notice'));
    document.getElementById('link')!.focus();
    keeper.leave(document.getElementById('notice'));
    expect(document.activeElement?.id).toBe('link');
  });
});
