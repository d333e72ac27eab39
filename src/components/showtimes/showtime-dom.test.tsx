// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticMarkup } from '@/server/render/static-markup.ts';
import type { ChipContext, ChipData, ChipTexts } from './chip-data.ts';
import { ShowtimeBrowser, type ShowtimeBrowserProps, type ShowtimeListing } from './showtime-browser.tsx';
import { ShowtimeChips } from './showtime-chips.tsx';
import { chipList, movieGroups } from './showtime-dom.ts';
import { testShowtimeLabels } from './showtime-test-support.ts';
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

describe('§2.2 the day strip, the filters and the day panels sent as HTML React does not hydrate', () => {
  // Quotes and an ampersand, which both renderers must escape alike.
  const labels = testShowtimeLabels({
    accessibility: { AUDIO_DESCRIPTION: 'Audio description', SDH_SUBTITLES: 'Subtitles for the "deaf" & HoH' },
    newWindow: '(Opens in a new window)',
  });

  const view = (id: string, date: string, overrides: Partial<ShowtimeListing> = {}): ShowtimeListing => ({
    id,
    startsAtMs: Date.parse(`${date}T19:30:00Z`),
    date,
    time: '8:30 PM',
    version: 'DUBBED',
    format: '2D',
    accessibility: [],
    booking: { href: `https://tickets.example.com/book?perfcode=${id}`, external: true },
    availability: 'AVAILABLE',
    ...overrides,
  });
  const showtimes: ShowtimeListing[] = [
    view('1', '2099-12-01', { movieId: 7 }),
    view('2', '2099-12-01', {
      movieId: 8,
      version: 'ORIGINAL_SUBTITLED',
      format: 'IMAX',
      accessibility: ['AUDIO_DESCRIPTION'],
      availability: 'ALMOST_FULL',
      booking: { href: '/booking/?perfCode=2', route: true },
    }),
    view('3', '2099-12-01', { movieId: 7, availability: 'SOLD_OUT', accessibility: ['SDH_SUBTITLES'] }),
    view('4', '2099-12-02', { movieId: 8, format: '3D', booking: { href: null } }),
    view('5', '2099-12-04', { movieId: 7 }),
  ];
  const days = [
    { date: '2099-12-01', label: 'Tue, Dec 1' },
    { date: '2099-12-02', label: 'Wed, Dec 2' },
    { date: '2099-12-04', label: 'Fri, Dec 4' },
  ];
  const movies = {
    7: { title: 'Alien & <Co>', path: '/movies/7-alien/' },
    8: { title: 'Babe', path: '/movies/8-babe/' },
  };

  /** The regions the browser hands to drawStatic, as the pages draw it. */
  function regionsOf(props: Partial<ShowtimeBrowserProps>): ReactNode[] {
    const regions: ReactNode[] = [];
    ShowtimeBrowser({
      idPrefix: 'st',
      locale: 'en-US',
      showtimes,
      days,
      labels,
      calendar: { today: '2099-12-01', timeZone: 'Europe/Paris' },
      ...props,
      drawStatic: (content) => {
        regions.push(content);
        return null;
      },
    });
    return regions;
  }

  it.each([
    ['a movie page', { context: 'Dune, Le Rex' }],
    ['a theater page', { context: 'Le Rex', movies }],
  ])('draws the strip, the filters and the panels of %s byte for byte as React does', async (_, props) => {
    const regions = regionsOf(props);
    expect(regions).toHaveLength(3);
    const [strip, filters, panels] = await Promise.all(regions.map((region) => staticMarkup(region)));
    expect(strip).toContain('role="tablist"');
    expect(filters).toContain('data-filter-group="accessibility"');
    expect(panels).toContain('role="tabpanel"');
    expect([strip, filters, panels]).toEqual(regions.map((region) => renderToStaticMarkup(region)));
  });
});
