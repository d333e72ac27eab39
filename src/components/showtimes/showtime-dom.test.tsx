// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticMarkup } from '@/server/render/static-markup.ts';
import type { ChipContext, ChipData, ChipTexts } from './chip-data.ts';
import { ShowtimeChips } from './showtime-chips.tsx';
import { chipList, movieGroups } from './showtime-dom.ts';
import { MovieGroups } from './showtime-movie-groups.tsx';

// §2.2 the days the server leaves out are drawn in the browser: the two renderers must give the
// same markup for the same showtimes, or a visitor would see (and a screen reader say) a different
// chip on another day.

const texts: ChipTexts = {
  soldOut: 'Sold out',
  almostFull: 'Almost full',
  addToCalendar: 'Add {time} to your calendar',
  newWindow: '(Opens in a new window)',
  classes: { chip: 'chip flex-1', closedChip: 'closed border-dashed', calendar: 'calendar absolute' },
};

const base: ChipData = {
  id: '1-7-20991201-2030',
  startsAtMs: Date.parse('2099-12-01T19:30:00Z'),
  date: '2099-12-01',
  time: '8:30 PM',
  detail: '',
  version: 'NONE',
  format: '2D',
  accessibility: '',
  availability: 'AVAILABLE',
  link: { href: '/booking/?perfCode=1', route: true, outbound: false },
};

const chips: ChipData[] = [
  base,
  {
    ...base,
    id: '2',
    detail: 'Subtitled · 3D · Audio description',
    version: 'ORIGINAL_SUBTITLED',
    format: '3D',
    accessibility: 'AUDIO_DESCRIPTION',
    availability: 'ALMOST_FULL',
    link: {
      href: 'https://tickets.example.com/book?perfcode=2',
      route: false,
      outbound: true,
      rel: 'noopener noreferrer',
      event: JSON.stringify({ action: 'click', category: 'Navigation', label: 'out: https://tickets.example.com' }),
      embeddedHref: '/booking/?perfCode=2',
    },
  },
  { ...base, id: '3', availability: 'SOLD_OUT', detail: 'Dubbed', version: 'DUBBED' },
  { ...base, id: '4', link: null },
];

/** Both renderers' markup as DOM nodes: equal nodes have the same elements, attributes (in any order) and text. */
function nodeOf(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild!;
}

/** Adjacent text nodes merged, as the HTML parser gives them. */
function normalized<T extends Node>(node: T): T {
  node.normalize();
  return node;
}

describe('§2.2 the browser draws later days as the server drew the first', () => {
  it.each<[string, ChipContext]>([
    ['a movie page', { day: 'Today', tail: 'Dune, Le Rex' }],
    ['a film named before the day', { lead: 'Dune', day: 'Tue, Dec 1', tail: 'Le Rex' }],
    ['the day alone', { day: 'Tue, Dec 1' }],
  ])('gives the same chips on %s: bookable, outbound, almost full, sold out, no destination', (_, context) => {
    const server = nodeOf(renderToStaticMarkup(<ShowtimeChips chips={chips} texts={texts} context={context} />));
    const browser = normalized(chipList(chips, texts, context)!);
    expect(browser.outerHTML.length).toBeGreaterThan(500);
    expect(browser.isEqualNode(server), `${browser.outerHTML}\n!=\n${server.outerHTML}`).toBe(true);
  });

  it('gives the same film groups on a theater page, and nothing for no showtimes', () => {
    const movies = { 7: { title: 'Alien', path: '/movies/7-alien/' }, 8: { title: 'Babe', path: '/movies/8-babe/' } };
    const withFilms = chips.map((chip, index) => ({ ...chip, movieId: index % 2 ? 8 : 7 }));
    const context = { day: 'Today', tail: 'Le Rex' };
    const server = nodeOf(
      renderToStaticMarkup(<MovieGroups chips={withFilms} movies={movies} texts={texts} context={context} />),
    );
    const browser = normalized(movieGroups(withFilms, movies, texts, context)!);
    expect(browser.querySelectorAll('li[data-film]')).toHaveLength(2);
    expect(browser.isEqualNode(server), `${browser.outerHTML}\n!=\n${server.outerHTML}`).toBe(true);
    expect(chipList([], texts, context)).toBeNull();
    expect(renderToStaticMarkup(<ShowtimeChips chips={[]} texts={texts} context={context} />)).toBe('');
  });
});

describe('§2.2 the first day sent as HTML React does not hydrate', () => {
  const movies = { 7: { title: 'Alien', path: '/movies/7-alien/' }, 8: { title: 'Babe', path: '/movies/8-babe/' } };
  const withFilms = chips.map((chip, index) => ({ ...chip, movieId: index % 2 ? 8 : 7 }));
  const context = { lead: 'Dune', day: 'Tue, Dec 1', tail: 'Le Rex' };

  it.each([
    ['chips', <ShowtimeChips key="chips" chips={chips} texts={texts} context={context} />],
    ['film groups', <MovieGroups key="films" chips={withFilms} movies={movies} texts={texts} context={context} />],
  ])('draws the %s byte for byte as React does', async (_, tree) => {
    const drawn = await staticMarkup(tree);
    expect(drawn.length).toBeGreaterThan(500);
    expect(drawn).toBe(renderToStaticMarkup(tree));
  });
});
