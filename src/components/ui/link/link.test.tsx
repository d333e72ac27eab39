// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_PATH_PREFIX } from '@/lib/config/constants.ts';
import { listedHostVerdicts } from '@/lib/links/public-suffix-check.ts';
import { appEvents } from '@/lib/events/app-events.ts';
import { analytics, type AnalyticsRecord } from '@/consent/runtime/analytics.ts';
import { Link, LinkView, useLinkResolver } from './link.tsx';
import type { LinkSettings } from '@/lib/links/link-settings.ts';
import { LinkSettingsProvider } from './link-context.tsx';

const settings: LinkSettings = {
  siteDomain: 'cinema-lumiere.fr',
  // As the root layout answers for the hosts of the site's own content (§5).
  listedHosts: listedHostVerdicts([
    'https://www.imdb.com/',
    'https://www.instagram.com/',
    'https://tickets.example.com/',
  ]),
  messages: { opensInNewWindow: '(Opens in a new window)' },
};

// A stand-in for the App Router: Link calls push(href, { scroll }) on it, and prefetch(href) ahead.
const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(() => Promise.resolve()) };

function renderLink(ui: ReactNode, linkSettings: LinkSettings = settings) {
  return render(
    <AppRouterContext.Provider value={router as never}>
      <LinkSettingsProvider settings={linkSettings}>{ui}</LinkSettingsProvider>
    </AppRouterContext.Provider>,
  );
}

function visit(pathAndQuery: string) {
  window.history.replaceState(null, '', pathAndQuery);
}

let records: AnalyticsRecord[];
let removeSink: () => void;

beforeEach(() => {
  vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'); // next.config trailingSlash: true (§2.1)
  visit('/movies/');
  records = [];
  removeSink = analytics.registerSink({ name: 'test', record: (record) => records.push(record) });
  router.push.mockClear();
  router.replace.mockClear();
  router.prefetch.mockClear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  removeSink();
  vi.unstubAllEnvs();
});

describe('<Link> (§2.3)', () => {
  it('renders no destination as a disabled, non-navigating role=button element', () => {
    renderLink(<Link href="">Coming soon</Link>);
    const disabled = screen.getByRole('button', { name: 'Coming soon' });
    expect(disabled.tagName).toBe('SPAN');
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    expect(disabled.hasAttribute('href')).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('navigation links say aria-current: page on their own page, true under their section', () => {
    visit('/movies/123-dune/');
    renderLink(
      <>
        <Link href="/movies/" markCurrent="section">
          Movies
        </Link>
        <Link href="/theaters/" markCurrent="section">
          Theaters
        </Link>
        <Link href="/movies/123-dune/" markCurrent="page">
          Dune
        </Link>
        <Link href="/movies/123-dune/">Unmarked</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Movies' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Theaters' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Dune' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Unmarked' }).hasAttribute('aria-current')).toBe(false);
  });

  it('turns an e-mail-like destination into a mailto link', () => {
    renderLink(<Link href="contact@cinema-lumiere.fr">Write to us</Link>);
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      'mailto:contact@cinema-lumiere.fr',
    );
  });

  it('navigates internally with the client router, carrying only utm_* of the current page', async () => {
    visit('/movies/?utm_source=newsletter&theater=2');
    renderLink(<Link href="/theaters/">Theaters</Link>);
    const link = screen.getByRole('link', { name: 'Theaters' });
    expect(link.getAttribute('href')).toBe('/theaters/?utm_source=newsletter');
    expect(link.hasAttribute('target')).toBe(false);

    await userEvent.click(link);
    expect(router.push).toHaveBeenCalledWith('/theaters/?utm_source=newsletter', { scroll: true });
  });

  it('fetches a page ahead when pointed at, and leaves modified clicks (new tab) to the browser', async () => {
    renderLink(<Link href="/theaters/">Theaters</Link>);
    const link = screen.getByRole('link', { name: 'Theaters' });
    expect(router.prefetch).not.toHaveBeenCalled();
    await userEvent.hover(link);
    expect(router.prefetch).toHaveBeenCalledWith('/theaters/');

    const cancelNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', cancelNavigation);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', cancelNavigation);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('replaces the history entry when asked, and never fetches ahead with prefetch false', async () => {
    renderLink(
      <Link href="/movies/?page=2" replace prefetch={false}>
        Next page
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Next page' });
    await userEvent.hover(link);
    await userEvent.click(link);
    expect(router.prefetch).not.toHaveBeenCalled();
    expect(router.replace).toHaveBeenCalledWith('/movies/?page=2', { scroll: true });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('§2.2 shouldUpdateScroll false keeps the scroll position on that navigation', async () => {
    renderLink(
      <Link href="/movies/?sort=az" shouldUpdateScroll={false}>
        Sort
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sort' }));
    expect(router.push).toHaveBeenCalledWith('/movies/?sort=az', { scroll: false });
  });

  it('opens outbound links in a new window with no referrer, labelled and tracked', async () => {
    visit('/movies/?utm_campaign=summer');
    renderLink(<Link href="https://www.imdb.com/title/tt1/">IMDb</Link>);
    const link = screen.getByRole('link', { name: 'IMDb (Opens in a new window)' });
    expect(link.getAttribute('href')).toBe('https://www.imdb.com/title/tt1/?utm_campaign=summer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('title')).toBe('IMDb (Opens in a new window)');

    // jsdom cannot open windows: cancel the navigation after React's handler has run.
    const cancelNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', cancelNavigation);
    await userEvent.click(link);
    document.removeEventListener('click', cancelNavigation);
    expect(records).toContainEqual({
      type: 'event',
      event: {
        action: 'click',
        category: 'Navigation',
        label: 'out: https://www.imdb.com/title/tt1/?utm_campaign=summer',
      },
    });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('adds the new-window text to a given title, and to the accessible name of non-text content', () => {
    renderLink(
      <Link href="https://www.instagram.com/cinema" title="Instagram">
        <svg aria-hidden="true" />
        <span>Follow us</span>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Follow us (Opens in a new window)' });
    expect(link.getAttribute('title')).toBe('Instagram (Opens in a new window)');
  });

  it('moves keyboard focus to the target of a fragment link', async () => {
    renderLink(
      <>
        <Link href="#showtimes">Showtimes</Link>
        <section id="showtimes">Today</section>
        <button id="already-focusable">x</button>
        <Link href="#already-focusable">Button</Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Showtimes' }));
    const section = screen.getByText('Today');
    expect(document.activeElement).toBe(section);
    expect(section.getAttribute('tabindex')).toBe('-1');

    await userEvent.click(screen.getByRole('link', { name: 'Button' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'x' }));
    expect(screen.getByRole('button', { name: 'x' }).hasAttribute('tabindex')).toBe(false);
  });

  it('dispatches the logout event for "#loyalty-logout" and does not navigate', async () => {
    const onLogout = vi.fn();
    const off = appEvents.on('loyalty:logout', onLogout);
    renderLink(<Link href="#loyalty-logout">Sign out</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('');
    off();
  });

  it('triggers the configured in-app action instead of navigating', async () => {
    const onAction = vi.fn();
    const off = appEvents.on('app:action', onAction);
    renderLink(<Link href="#theater-picker">Choose your cinema</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Choose your cinema' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ action: 'openTheaterPicker' });
    expect(window.location.hash).toBe('');
    off();
  });

  it('suppresses clicks under the preview prefix', async () => {
    visit(`${PREVIEW_PATH_PREFIX}/home/`);
    const onLogout = vi.fn();
    const off = appEvents.on('loyalty:logout', onLogout);
    renderLink(
      <>
        <Link href="/theaters/">Theaters</Link>
        <Link href="#loyalty-logout">Sign out</Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Theaters' }));
    await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    off();
  });

  it('sends a post-protocol link as a form with hidden inputs and a link-styled submit button', () => {
    visit('/movies/?utm_source=fb');
    renderLink(
      <Link href="/newsletter/?email=a%40b.fr&list=7" sendAsForm className="link">
        Subscribe
      </Link>,
    );
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toBe('link');
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/newsletter/?utm_source=fb');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
      input.name,
      input.value,
    ]);
    expect(hidden).toEqual([
      ['email', 'a@b.fr'],
      ['list', '7'],
    ]);
  });

  it('rewrites web-sales booking links when the visit switched embedding mode on by query parameter', async () => {
    visit('/movies/?embeddingMode=tapos_embedded');
    renderLink(<Link href="https://tickets.example.com/websales/sales/LUM01/book?perfcode=42">Book</Link>);
    const link = await screen.findByRole('link', { name: 'Book' });
    expect(link.getAttribute('href')).toBe('/booking/?theaterCode=LUM01&perfCode=42');
    expect(window.sessionStorage.getItem('fincher.embeddingMode')).toBe('tapos_embedded');
  });

  it('rewrites booking links when embedding mode is configured', () => {
    renderLink(<Link href="https://tickets.example.com/websales/sales/LUM01/book?perfcode=42">Book</Link>, {
      ...settings,
      configuredEmbeddingMode: 'tapos_embedded',
    });
    expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(
      '/booking/?theaterCode=LUM01&perfCode=42',
    );
  });

  it('lets a caller onClick that prevents default take over', async () => {
    const onLogout = vi.fn();
    const off = appEvents.on('loyalty:logout', onLogout);
    renderLink(
      <Link href="#loyalty-logout" onClick={(event) => event.preventDefault()}>
        Sign out
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
    expect(onLogout).not.toHaveBeenCalled();
    off();
  });

  it('never routes a download (a showtime .ics) through the client router', async () => {
    renderLink(
      <Link href="/api/calendar/st-1.ics" download>
        Add to calendar
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link.getAttribute('href')).toBe('/api/calendar/st-1.ics');
    const cancelNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', cancelNavigation);
    await userEvent.click(link);
    document.removeEventListener('click', cancelNavigation);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('renders a list of links with one resolver, under the same rules as <Link>', async () => {
    visit('/movies/?utm_medium=email&embeddingMode=tapos_embedded');
    function Showtimes({ urls }: { urls: string[] }) {
      const resolve = useLinkResolver();
      return (
        <ul>
          {urls.map((url, index) => (
            <li key={url}>
              <LinkView resolved={resolve({ href: url })}>{`Showtime ${index + 1}`}</LinkView>
            </li>
          ))}
        </ul>
      );
    }
    renderLink(
      <Showtimes
        urls={[
          'https://tickets.example.com/websales/sales/LUM01/book?perfcode=1',
          'https://tickets.example.com/websales/sales/LUM01/book?perfcode=2',
        ]}
      />,
    );
    expect((await screen.findByRole('link', { name: 'Showtime 1' })).getAttribute('href')).toBe(
      '/booking/?theaterCode=LUM01&perfCode=1&utm_medium=email',
    );
    expect(screen.getByRole('link', { name: 'Showtime 2' }).getAttribute('href')).toBe(
      '/booking/?theaterCode=LUM01&perfCode=2&utm_medium=email',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Showtime 2' }));
    expect(router.push).toHaveBeenCalledWith('/booking/?theaterCode=LUM01&perfCode=2&utm_medium=email', {
      scroll: true,
    });
  });

  it('fails loudly without a LinkSettingsProvider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Link href="/a/">A</Link>)).toThrow(/LinkSettingsProvider/);
    error.mockRestore();
  });
});
