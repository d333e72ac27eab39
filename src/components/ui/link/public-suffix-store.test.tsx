// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './link.tsx';
import { LinkSettingsProvider } from './link-context.tsx';

// A file of its own: the list, once loaded, stays loaded for the module's life.

afterEach(cleanup);

describe('§5 the public suffix list, loaded only for a host the server gave no answer for', () => {
  it('keeps such a link in the tab until the list is loaded, then opens it in a new window', async () => {
    render(
      <LinkSettingsProvider
        settings={{
          siteDomain: 'cinema-lumiere.fr',
          listedHosts: { 'www.imdb.com': true },
          messages: { opensInNewWindow: '(Opens in a new window)' },
        }}
      >
        <Link href="https://www.imdb.com/title/tt1/">IMDb</Link>
        <Link href="https://www.allocine.fr/film/1/">AlloCiné</Link>
      </LinkSettingsProvider>,
    );
    // Known ahead: outside at once. Unknown: in the tab first, outside once the list has answered.
    expect(screen.getByRole('link', { name: 'IMDb (Opens in a new window)' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'AlloCiné' }).hasAttribute('target')).toBe(false);
    const outside = await screen.findByRole('link', { name: 'AlloCiné (Opens in a new window)' });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
