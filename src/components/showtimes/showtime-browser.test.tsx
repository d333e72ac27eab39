// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkSettingsProvider } from '@/components/ui/link/link-context.tsx';
import { prepareLink } from '@/lib/links/static-link.ts';
import type { ShowtimeView } from '@/lib/showtimes/showtime-view.ts';
import { ShowtimeBrowser } from './showtime-browser.tsx';
import { testShowtimeLabels } from './showtime-test-support.ts';

const labels = testShowtimeLabels();

// Far in the future, so that the browser's clock never drops them.
function showtime(id: string, date: string, time: string, version: ShowtimeView['version']): ShowtimeView {
  return {
    id,
    startsAtMs: Date.parse(`${date}T${time}:00Z`),
    date,
    time,
    version,
    format: '2D',
    accessibility: [],
    // As the server prepares it (prepareLink): the links of the list are decided there.
    booking: prepareLink(`https://tickets.example.com/websales/sales/T1/book?perfcode=${id}`, {
      siteDomain: 'cinema.example.fr',
      isListedHost: () => true,
      newWindowSuffix: '(new window)',
      ticketing: null,
      pageTheaterId: null,
    }),
    availability: 'AVAILABLE',
  };
}

const showtimes = [
  showtime('1', '2999-01-01', '14:00', 'DUBBED'),
  showtime('2', '2999-01-01', '20:00', 'ORIGINAL_SUBTITLED'),
  showtime('3', '2999-01-02', '14:00', 'DUBBED'),
  showtime('4', '2999-01-02', '17:00', 'DUBBED'),
  showtime('5', '2999-01-02', '20:00', 'ORIGINAL_SUBTITLED'),
  showtime('6', '2999-01-03', '20:00', 'ORIGINAL_SUBTITLED'),
];
const days = [
  { date: '2999-01-01', label: 'Tue 1' },
  { date: '2999-01-02', label: 'Wed 2' },
  { date: '2999-01-03', label: 'Thu 3' },
];

/** Waits for the controls (loaded when the browser is idle) to be attached. */
async function controlled() {
  await waitFor(() => expect(document.querySelector<HTMLElement>('[data-showtimes]')?.dataset.controlled).toBe(''));
}

/** The browser on a page with no site domain (every link outbound), props as each test needs. */
function plainBrowser(props: Partial<ComponentProps<typeof ShowtimeBrowser>> = {}) {
  return (
    <LinkSettingsProvider settings={{ siteDomain: null, messages: { opensInNewWindow: '(new window)' } }}>
      <ShowtimeBrowser idPrefix="st" locale="en-US" showtimes={showtimes} days={days} labels={labels} {...props} />
    </LinkSettingsProvider>
  );
}

async function renderBrowser(list: ShowtimeView[] = showtimes, dayList = days, context?: string, embedding = false) {
  const rendered = render(
    <LinkSettingsProvider
      settings={{
        siteDomain: 'cinema.example.fr',
        listedHosts: { 'tickets.example.com': true },
        messages: { opensInNewWindow: '(new window)' },
        configuredEmbeddingMode: embedding ? 'tapos_embedded' : null,
      }}
    >
      <ShowtimeBrowser
        idPrefix="st"
        locale="en-US"
        showtimes={list}
        days={dayList}
        labels={labels}
        {...(context ? { context } : {})}
      />
    </LinkSettingsProvider>,
  );
  await controlled();
  return rendered;
}

const panel = (date: string) => document.getElementById(`st-${date}`)!;
const bookingLinks = (element: HTMLElement) => element.querySelectorAll('a[href*="/websales/"]');
/** The booking links a visitor can see: filters hide the others (hidden, out of the accessibility tree). */
const shownLinks = (element: HTMLElement) => [...bookingLinks(element)].filter((link) => !link.closest('[hidden]'));

afterEach(() => {
  cleanup();
  // An embedding visit is remembered for the tab (§2.3): each test starts a new visit.
  window.sessionStorage.clear();
});

describe('ShowtimeBrowser: the selected day first, another day when it is chosen', () => {
  it('renders the first day at once and another day, from its data, when the visitor chooses it', async () => {
    render(plainBrowser());
    // What the server's HTML holds, before the controls load (when the browser is idle).
    expect(bookingLinks(panel('2999-01-01'))).toHaveLength(2);
    expect(panel('2999-01-01').hidden).toBe(false);
    expect(bookingLinks(panel('2999-01-03'))).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('2 showtimes');
    // Every day tab controls a panel that exists from the start.
    for (const tab of within(screen.getByRole('tablist', { name: 'Days' })).getAllByRole('tab')) {
      expect(document.getElementById(tab.getAttribute('aria-controls')!)).not.toBeNull();
    }
    await controlled();
    // Nothing drawn ahead: a day nobody looks at costs the phone nothing.
    expect(panel('2999-01-02').childElementCount).toBe(0);
    expect(panel('2999-01-03').childElementCount).toBe(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    expect(bookingLinks(panel('2999-01-02'))).toHaveLength(3);
    expect(panel('2999-01-02').hidden).toBe(false);
    expect(panel('2999-01-01').hidden).toBe(true);
    expect(panel('2999-01-03').childElementCount).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('3 showtimes');
    // Back to a day already there: drawn once, not twice.
    await userEvent.click(screen.getByRole('tab', { name: 'Tue 1' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    expect(bookingLinks(panel('2999-01-02'))).toHaveLength(3);
  });

  it('leaves the server’s drawing alone when a day it drew becomes the first (today’s last showtime gone)', async () => {
    const { rerender } = render(plainBrowser());
    await controlled();
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    expect(bookingLinks(panel('2999-01-02'))).toHaveLength(3);
    // Renewed: Tuesday is over, Wednesday is the first day, which the server draws.
    rerender(plainBrowser({ showtimes: showtimes.filter((s) => s.date !== '2999-01-01'), days: days.slice(1) }));
    await controlled();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
    expect(bookingLinks(panel('2999-01-02'))).toHaveLength(3);
    expect(panel('2999-01-02').hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('3 showtimes');
  });

  it('draws the day on screen again from renewed data (a showtime added since)', async () => {
    const tree = (list: ShowtimeView[]) => plainBrowser({ showtimes: list });
    const { rerender } = render(tree(showtimes));
    await controlled();
    await userEvent.click(screen.getByRole('tab', { name: 'Thu 3' }));
    expect(bookingLinks(panel('2999-01-03'))).toHaveLength(1);
    // Focus has moved on (a click elsewhere on the page): the day strip no longer says which day.
    (document.activeElement as HTMLElement).blur();
    rerender(tree([...showtimes, showtime('7', '2999-01-03', '22:00', 'DUBBED')]));
    // The visitor stays on Thursday, which shows the new showtime without another click.
    await waitFor(() => expect(bookingLinks(panel('2999-01-03'))).toHaveLength(2));
    await controlled();
    expect(panel('2999-01-03').hidden).toBe(false);
    expect(screen.getByRole('tab', { name: 'Thu 3' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 showtimes');
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    expect(bookingLinks(panel('2999-01-02'))).toHaveLength(3);
  });

  it('with its regions sent as HTML, as the pages send them, keeps the chosen day and filters through renewed data', async () => {
    // What StaticHtml gives on a page: React's markup of the region, which React leaves alone while it is unchanged.
    const asHtml = (content: ReactNode) => (
      <div className="contents" dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(content) }} />
    );
    const tree = (list: ShowtimeView[]) => plainBrowser({ showtimes: list, drawStatic: asHtml });
    const { rerender } = render(tree(showtimes));
    await controlled();
    expect(bookingLinks(panel('2999-01-01'))).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dubbed' }));
    expect(shownLinks(panel('2999-01-02'))).toHaveLength(2);
    const wednesday = screen.getByRole('tab', { name: 'Wed 2' });
    (document.activeElement as HTMLElement).blur();
    rerender(tree([...showtimes, showtime('7', '2999-01-02', '22:00', 'DUBBED')]));
    await waitFor(() => expect(shownLinks(panel('2999-01-02'))).toHaveLength(3));
    await controlled();
    // The same day strip and filters, not redrawn: the visitor's choices stand.
    expect(screen.getByRole('tab', { name: 'Wed 2' })).toBe(wednesday);
    expect(wednesday.getAttribute('aria-selected')).toBe('true');
    expect(panel('2999-01-02').hidden).toBe(false);
    expect(panel('2999-01-01').hidden).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Dubbed' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('3 showtimes');
    // A showtime added to the first day: the panels' HTML is new, the chosen day is drawn again from the data.
    const renewed = [...showtimes, showtime('7', '2999-01-02', '22:00', 'DUBBED')];
    rerender(tree([...renewed, showtime('8', '2999-01-01', '22:00', 'DUBBED')]));
    await waitFor(() => expect(bookingLinks(panel('2999-01-01'))).toHaveLength(3));
    await waitFor(() => expect(shownLinks(panel('2999-01-02'))).toHaveLength(3));
    expect(panel('2999-01-02').hidden).toBe(false);
    expect(panel('2999-01-01').hidden).toBe(true);
    expect(screen.getByRole('tab', { name: 'Wed 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('3 showtimes');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownLinks(panel('2999-01-02'))).toHaveLength(4);
  });

  /** The browser with its regions sent as HTML, as the pages send them (StaticHtml: React's markup of the region). */
  const htmlBrowser = (list: ShowtimeView[], dayList = days) =>
    plainBrowser({
      showtimes: list,
      days: dayList,
      drawStatic: (content: ReactNode) => (
        <div className="contents" dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(content) }} />
      ),
    });
  const withFormat = (view: ShowtimeView, format: ShowtimeView['format']): ShowtimeView => ({ ...view, format });
  const root = () => document.querySelector<HTMLElement>('[data-showtimes]')!;
  const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

  it('keeps the chosen day and filters, at once, when renewed data replaces the strip and the filters', async () => {
    const { rerender } = render(htmlBrowser(showtimes));
    await controlled();
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    await userEvent.click(checkbox('Dubbed'));
    const strip = screen.getByRole('tablist');
    (document.activeElement as HTMLElement).blur();
    // Renewed: a fourth day, in 3D: the strip's and the filters' HTML change and React replaces both blocks.
    const fourth = withFormat(showtime('9', '2999-01-04', '20:00', 'DUBBED'), '3D');
    rerender(htmlBrowser([...showtimes, fourth], [...days, { date: '2999-01-04', label: 'Fri 4' }]));
    expect(screen.getByRole('tablist')).not.toBe(strip);
    // Before the browser is next idle (no waiting here): the controller already loaded takes over the new blocks.
    expect(root().dataset.controlled).toBe('');
    expect(screen.getByRole('tab', { name: 'Wed 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Tue 1' }).getAttribute('aria-selected')).toBe('false');
    expect(panel('2999-01-02').hidden).toBe(false);
    expect(panel('2999-01-01').hidden).toBe(true);
    expect(checkbox('Dubbed').checked).toBe(true);
    expect(checkbox('3D').checked).toBe(false);
    expect(shownLinks(panel('2999-01-02'))).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 showtimes');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    // The controller is the new blocks': another day and another filter still answer.
    await userEvent.click(screen.getByRole('tab', { name: 'Fri 4' }));
    expect(shownLinks(panel('2999-01-04'))).toHaveLength(1);
    await userEvent.click(checkbox('3D'));
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    expect(shownLinks(panel('2999-01-02'))).toHaveLength(0);
  });

  it('falls back to the first day when the chosen one is gone, and drops a filter no longer offered', async () => {
    const formats = [
      ...showtimes.slice(0, 5),
      withFormat(showtime('6', '2999-01-03', '20:00', 'ORIGINAL_SUBTITLED'), 'IMAX'),
      withFormat(showtime('7', '2999-01-01', '22:00', 'DUBBED'), '3D'),
    ];
    const { rerender } = render(htmlBrowser(formats));
    await controlled();
    await userEvent.click(screen.getByRole('tab', { name: 'Thu 3' }));
    await userEvent.click(checkbox('IMAX'));
    await userEvent.click(checkbox('3D'));
    (document.activeElement as HTMLElement).blur();
    // Renewed: Thursday's one showing (the IMAX one) is no longer sold.
    rerender(htmlBrowser(formats.slice(0, 5).concat(formats[6]!), days.slice(0, 2)));
    expect(screen.queryByRole('tab', { name: 'Thu 3' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'IMAX' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Tue 1' }).getAttribute('aria-selected')).toBe('true');
    expect(panel('2999-01-01').hidden).toBe(false);
    expect(checkbox('3D').checked).toBe(true);
    expect(checkbox('2D').checked).toBe(false);
    expect(shownLinks(panel('2999-01-01'))).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 showtime');
  });

  it('gives focus back to the same day tab, or the same filter, in a block a render replaced', async () => {
    const added = (list: ShowtimeView[], date: string) => [...list, showtime(date, date, '20:00', 'DUBBED')];
    const fourDays = [...days, { date: '2999-01-04', label: 'Fri 4' }];
    const { rerender } = render(htmlBrowser(showtimes));
    await controlled();
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Wed 2' }));
    rerender(htmlBrowser(added(showtimes, '2999-01-04'), fourDays));
    const wednesday = screen.getByRole('tab', { name: 'Wed 2' });
    expect(wednesday.isConnected).toBe(true);
    expect(document.activeElement).toBe(wednesday);
    expect(wednesday.tabIndex).toBe(0);

    await userEvent.click(checkbox('Subtitled'));
    const before = checkbox('Subtitled');
    // A showing in 3D: the filters' HTML changes (a format group).
    const threeD = withFormat(showtime('3d', '2999-01-04', '22:00', 'DUBBED'), '3D');
    rerender(htmlBrowser([...added(showtimes, '2999-01-04'), threeD], fourDays));
    expect(checkbox('Subtitled')).not.toBe(before);
    expect(document.activeElement).toBe(checkbox('Subtitled'));
    expect(checkbox('Subtitled').checked).toBe(true);
  });

  it('§2.3 carries the visit’s utm parameters onto the links of a first day a render replaced', async () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter&page=2');
    try {
      const { rerender } = render(htmlBrowser(showtimes));
      await controlled();
      // A showing added to the first day: the panels' HTML changes, its links are the server's again.
      rerender(htmlBrowser([...showtimes, showtime('8', '2999-01-01', '22:00', 'DUBBED')]));
      const links = [...bookingLinks(panel('2999-01-01'))];
      expect(links).toHaveLength(3);
      for (const link of links) expect(link.getAttribute('href')).toMatch(/\?perfcode=\d&utm_source=newsletter$/);
      const calendar = panel('2999-01-01').querySelector('a[download]');
      expect(calendar?.getAttribute('href')).toMatch(/\.ics\?utm_source=newsletter$/);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('switches days at once', async () => {
    await renderBrowser();
    const thursday = screen.getByRole('tab', { name: 'Thu 3' });
    await userEvent.click(thursday);
    expect(thursday.getAttribute('aria-selected')).toBe('true');
    expect(panel('2999-01-03').hidden).toBe(false);
    expect(bookingLinks(panel('2999-01-03'))).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 showtime');
  });

  it('filters the showtimes out of the page, counts the day, and clears', async () => {
    await renderBrowser();
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dubbed' }));
    expect(shownLinks(panel('2999-01-02'))).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 showtimes');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownLinks(panel('2999-01-02'))).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    // Focus stays in the filters, not lost with the button.
    expect((document.activeElement as HTMLInputElement | null)?.type).toBe('checkbox');
  });

  it('keeps a showtime that started too long ago in place, not bookable, and leaves it out of the count', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const earlier = { ...showtime('past', today, '00:00', 'DUBBED'), startsAtMs: Date.now() - 3_600_000 };
    const later = { ...showtime('next', today, '23:59', 'DUBBED'), startsAtMs: Date.now() + 3_600_000 };
    await renderBrowser([earlier, later], [{ date: today, label: 'Today' }]);
    await waitFor(() => expect(screen.getByText('Started · Dubbed')).toBeTruthy());
    // Its link is out of sight and no longer a link: only the other one can be followed.
    expect(screen.getAllByRole('link', { name: /Dubbed/ })).toHaveLength(1);
    expect(bookingLinks(panel(today))).toHaveLength(1);
    expect(panel(today).querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('1 showtime');
  });

  it('links each showtime to its booking page, outbound, with its calendar file', async () => {
    await renderBrowser();
    const link = screen.getByRole('link', { name: /^14:00/ });
    expect(link.getAttribute('href')).toBe('https://tickets.example.com/websales/sales/T1/book?perfcode=1');
    expect(link.getAttribute('target')).toBe('_blank');
    const calendar = screen.getByRole('link', { name: 'Add 14:00 to your calendar' });
    expect(calendar.getAttribute('href')).toBe('/api/calendar/1.ics');
    expect(calendar.hasAttribute('download')).toBe(true);
  });

  it('§2.3 a visit in embedding mode books through the booking route, in the same window', async () => {
    await renderBrowser(showtimes, days, undefined, true);
    const link = screen.getByRole('link', { name: /^14:00/ });
    expect(link.getAttribute('href')).toBe('/booking/?theaterCode=T1&perfCode=1');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.getAttribute('data-link')).toBe('route');
    // A day drawn in the browser, when it is chosen, books the same way.
    await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
    const drawn = within(panel('2999-01-02')).getByRole('link', { name: /^14:00/ });
    expect(drawn.getAttribute('href')).toBe('/booking/?theaterCode=T1&perfCode=3');
    expect(drawn.hasAttribute('target')).toBe(false);
    expect(drawn.getAttribute('data-link')).toBe('route');
  });

  it('§2.3 carries the visit’s utm parameters onto the links of a day drawn in the browser', async () => {
    window.history.replaceState(null, '', '/?utm_source=newsletter&page=2');
    try {
      await renderBrowser();
      await userEvent.click(screen.getByRole('tab', { name: 'Wed 2' }));
      const drawn = within(panel('2999-01-02')).getByRole('link', { name: /^14:00/ });
      expect(drawn.getAttribute('href')).toBe(
        'https://tickets.example.com/websales/sales/T1/book?perfcode=3&utm_source=newsletter',
      );
      // The written address stays beside it, as StaticLinkBehaviours keeps it for the server's links.
      expect(drawn.getAttribute('data-link-href')).toBe(
        'https://tickets.example.com/websales/sales/T1/book?perfcode=3',
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('ShowtimeBrowser for screen readers', () => {
  it('names each booking link by its visible text, then its day, film and theater', async () => {
    await renderBrowser(showtimes, days, 'Dune, Le Rex');
    const link = screen.getByRole('link', { name: /^14:00.*Dubbed, Tue 1, Dune, Le Rex/ });
    expect(link.getAttribute('href')).toContain('perfcode=1');
  });
});

describe('ShowtimeBrowser with the keyboard alone (§2.2: WAI-ARIA tabs and toolbar, one stop per showtime)', () => {
  it('gives the day strip one Tab stop, arrows move and select the day, Home and End go to the ends', async () => {
    await renderBrowser();
    const tabs = within(screen.getByRole('tablist', { name: 'Days' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(tabs[0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(panel('2999-01-02').hidden).toBe(false);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tabs[2]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[0]);
    expect(panel('2999-01-01').hidden).toBe(false);
  });

  it('gives each filter group one Tab stop, arrows inside, Space toggles; then one stop per showtime', async () => {
    await renderBrowser();
    await userEvent.tab(); // the day strip
    await userEvent.tab(); // the version group
    const dubbed = screen.getByRole('checkbox', { name: 'Dubbed' });
    const subtitled = screen.getByRole('checkbox', { name: 'Subtitled' });
    const first = document.activeElement;
    expect([dubbed, subtitled]).toContain(first);
    await userEvent.keyboard('{ArrowRight}');
    const second = document.activeElement;
    expect(second).not.toBe(first);
    expect([dubbed, subtitled]).toContain(second);
    await userEvent.keyboard(' ');
    expect((second as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard(' ');
    expect((second as HTMLInputElement).checked).toBe(false);
    // Out of the group: the next stop is the first showtime's booking link; its calendar link is
    // not a stop of its own but one arrow away.
    await userEvent.tab();
    const booking = document.activeElement as HTMLElement;
    expect(booking.getAttribute('href')).toContain('/websales/');
    await userEvent.tab();
    expect(document.activeElement).not.toBe(booking);
    expect(document.activeElement?.getAttribute('href')).not.toMatch(/\/api\/calendar\//);
    expect(document.activeElement?.getAttribute('href')).toContain('/websales/');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('href')).toMatch(/^\/api\/calendar\/.+\.ics$/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('href')).toContain('/websales/');
  });
});

describe('A theater page groups each day by film', () => {
  it('lists each film of the day under its title, linked to its page, with its showtimes; filters hide a film left empty', async () => {
    const withFilms = [
      { ...showtime('1', '2999-01-01', '14:00', 'DUBBED'), movieId: 7 },
      { ...showtime('2', '2999-01-01', '16:00', 'ORIGINAL_SUBTITLED'), movieId: 8 },
      { ...showtime('3', '2999-01-01', '20:00', 'DUBBED'), movieId: 7 },
    ];
    const movies = { 7: { title: 'Alien', path: '/movies/7-alien/' }, 8: { title: 'Babe', path: '/movies/8-babe/' } };
    render(
      plainBrowser({ idPrefix: 'programme', showtimes: withFilms, days: days.slice(0, 1), context: 'Le Rex', movies }),
    );
    await controlled();
    const groups = document.querySelectorAll<HTMLElement>('#programme-2999-01-01 > ul > li');
    expect([...groups].map((group) => group.querySelector('h3')?.textContent)).toEqual(['Alien', 'Babe']);
    expect(screen.getByRole('link', { name: 'Alien' }).getAttribute('href')).toBe('/movies/7-alien/');
    expect(bookingLinks(groups[0]!)).toHaveLength(2);
    expect(bookingLinks(groups[1]!)).toHaveLength(1);
    // The film first, then the day and the theater.
    expect(screen.getByRole('link', { name: /^16:00.*, Babe, Tue 1, Le Rex/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dubbed' }));
    expect(groups[1]!.hidden).toBe(true);
    expect(groups[0]!.hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('2 showtimes');
  });
});

describe('§2.2 the day strip says "today" and "tomorrow" by the theater’s clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the browser’s today and tomorrow in the theater’s zone, even on a page drawn the day before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in UTC is already the next day in Paris.
    vi.setSystemTime(new Date('2999-01-01T23:30:00Z'));
    render(
      <LinkSettingsProvider
        settings={{
          siteDomain: 'cinema.example.fr',
          listedHosts: { 'tickets.example.com': true },
          messages: { opensInNewWindow: '(new window)' },
          configuredEmbeddingMode: null,
        }}
      >
        <ShowtimeBrowser
          idPrefix="st"
          locale="en-US"
          showtimes={showtimes}
          days={days}
          labels={labels}
          // The page was drawn on Jan 1st (Paris): the browser's clock says Jan 2nd there.
          calendar={{ today: '2999-01-01', timeZone: 'Europe/Paris' }}
        />
      </LinkSettingsProvider>,
    );
    // The server drew the page's own today (Jan 1st).
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Today', 'Tomorrow', 'Thu 3']);
    await controlled();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tue 1', 'Today', 'Tomorrow']);
    // The booking links' names carry the same day words.
    const names = [...bookingLinks(panel('2999-01-01'))].map((link) => link.textContent ?? '');
    expect(names.every((name) => name.includes('Tue 1'))).toBe(true);
  });

  /** The browser with a calendar, the page drawn on `today` in Paris. */
  const renderWithCalendar = (today: string) => render(plainBrowser({ calendar: { today, timeZone: 'Europe/Paris' } }));

  it('tells the theater’s date from the day starts the server sent, with no date formatting in the browser', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2999-01-02T09:00:00Z'));
    renderWithCalendar('2999-01-01');
    // A phone pays tens of milliseconds for its first DateTimeFormat: the controller builds none.
    const formatting = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const constructing = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await controlled();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tue 1', 'Today', 'Tomorrow']);
      expect(formatting).not.toHaveBeenCalled();
      expect(constructing).not.toHaveBeenCalled();
    } finally {
      formatting.mockRestore();
      constructing.mockRestore();
    }
  });

  it('asks the time zone when the clock is outside those days (a browser a day behind the page)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The page was drawn on Jan 3rd; the browser says Jan 1st, before the days the page carries.
    vi.setSystemTime(new Date('2999-01-01T12:00:00Z'));
    renderWithCalendar('2999-01-03');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tue 1', 'Wed 2', 'Today']);
    await controlled();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Today', 'Tomorrow', 'Thu 3']);
  });
});
