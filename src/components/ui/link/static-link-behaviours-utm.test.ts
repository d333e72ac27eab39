// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { carryUtmParamsOnto } from './static-link-behaviours-utm.ts';

// §2.3, §9.7 the visit's utm parameters on the prepared anchors, however often and with whatever query it runs.

function anchors(): HTMLElement {
  const scope = document.createElement('div');
  scope.innerHTML = [
    '<a data-link="route" href="/movies/">Movies</a>',
    '<a data-link="page" href="https://tickets.example.com/book?perfcode=1&amp;utm_source=ours">Book</a>',
    '<a data-link="page">Started</a>',
    '<a href="/plain/">Not prepared</a>',
  ].join('');
  return scope;
}

const hrefs = (scope: HTMLElement) => [...scope.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('carryUtmParamsOnto', () => {
  it('adds the visit’s parameters to prepared anchors, a link’s own key winning, and keeps the written address', () => {
    const scope = anchors();
    carryUtmParamsOnto(scope, '?utm_source=mail&utm_medium=news&page=2');
    expect(hrefs(scope)).toEqual([
      '/movies/?utm_source=mail&utm_medium=news',
      'https://tickets.example.com/book?perfcode=1&utm_source=ours&utm_medium=news',
      null,
      '/plain/',
    ]);
    expect(scope.querySelector('a')!.dataset.linkHref).toBe('/movies/');
  });

  it('starts again from the written address: run twice or with another query, the address is right', () => {
    const scope = anchors();
    carryUtmParamsOnto(scope, '?utm_source=mail');
    carryUtmParamsOnto(scope, '?utm_source=mail');
    expect(hrefs(scope)[0]).toBe('/movies/?utm_source=mail');
    carryUtmParamsOnto(scope, '?utm_campaign=winter');
    expect(hrefs(scope)[0]).toBe('/movies/?utm_campaign=winter');
    carryUtmParamsOnto(scope, '');
    expect(hrefs(scope)[0]).toBe('/movies/');
  });

  it('gives no address back to an anchor that lost its own (a showtime that started)', () => {
    const scope = anchors();
    carryUtmParamsOnto(scope, '?utm_source=mail');
    const booking = scope.querySelectorAll('a')[1]!;
    booking.removeAttribute('href');
    carryUtmParamsOnto(scope, '?utm_source=other');
    expect(booking.hasAttribute('href')).toBe(false);
  });
});
