// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOYALTY_CONFIG_DEFAULTS, type LoyaltyConfig } from '@/lib/loyalty/loyalty-config.ts';
import { isListedHost } from '@/lib/links/public-suffix-check.ts';
import { SIGN_IN_FORM_ERRORS, signInErrorAnchor } from '@/lib/loyalty/session/sign-in-form-post.ts';
import messages from '../../../../messages/en.json';
import type { PublicLoyaltyConfig } from '../session/member-session-provider.tsx';

// §4.2 the sign-in page draws its form twice: the server's (StaticSignInForm, before the form's
// code arrives) and the form's own (SignInForm), which takes the same place with what was typed.
// Nothing may move when it does, so the two must draw the same elements with the same classes,
// words and label ties; only what the takeover itself changes may differ (how the form is sent,
// the toggle waiting for its code, the ids React gives, the values typed).

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'member') => createTranslator({ locale: 'en', messages, namespace }),
}));
vi.mock('@/server/site/link-settings.ts', () => ({
  staticLinkContext: async () => ({
    siteDomain: 'cinema-lumiere.fr',
    isListedHost,
    newWindowSuffix: '(Opens in a new window)',
    ticketing: null,
  }),
}));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => '/sign-in/',
}));

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

/** A v1 site says the most (the username reminder and online access links) and has its own words. */
const SITES: [string, LoyaltyConfig][] = [
  [
    'a version 1 site with its own register words',
    {
      ...LOYALTY_CONFIG_DEFAULTS,
      provider: 'RTS',
      version: 1,
      guestSignupTabText: 'New here? Join the club.',
      guestSignupTabButton: 'Join the club',
    },
  ],
  ['a version 3 site with the default words', { ...LOYALTY_CONFIG_DEFAULTS, provider: 'RTS', version: 3 }],
];

/** As the root layout hands it to the browser (MemberRoot). */
function publicConfig(loyalty: LoyaltyConfig): PublicLoyaltyConfig {
  return {
    provider: loyalty.provider,
    version: loyalty.version,
    hasTicketing: loyalty.ticketingUrl !== '',
    loginSlug: 'sign-in',
    accessFromHeader: loyalty.accessFromHeader,
    guestHeaderAccessLabel: loyalty.guestHeaderAccessLabel,
    guestSignupTabButton: loyalty.guestSignupTabButton,
    guestSignupTabText: loyalty.guestSignupTabText,
    loggedInHeaderAccessLabel: loyalty.loggedInHeaderAccessLabel,
    includeWatchlist: loyalty.includeWatchlist,
    type: loyalty.type,
    activation: null,
    phoneCountries: [{ code: 'FR', name: 'France' }],
    country: 'FR',
    cinemaId: loyalty.cinemaId,
    circuitId: loyalty.circuitId,
    clubId: loyalty.clubId,
  };
}

/** The modules afresh: the captcha's site key is read when its module loads. */
async function forms({ captchaKey }: { captchaKey: string }) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_CAPTCHA_SITE_KEY', captchaKey);
  const [{ StaticSignInForm }, { SignInForm }, { MemberSessionProvider }, { NextIntlClientProvider }] =
    await Promise.all([
      import('./static-sign-in-form.tsx'),
      import('./sign-in-form.tsx'),
      import('../session/member-session-provider.tsx'),
      import('next-intl'),
    ]);

  /** The server's form, as the page's HTML carries it. */
  const server = async (config: LoyaltyConfig): Promise<HTMLFormElement> => {
    const stream = await renderToReadableStream(await StaticSignInForm({ config, captcha: captchaKey !== '' }));
    await stream.allReady;
    const holder = document.createElement('div');
    holder.innerHTML = await new Response(stream).text();
    return holder.querySelector('form')!;
  };

  /** The form's own, as it first draws itself in the browser (a copy: the captcha widget comes later). */
  const browser = (config: LoyaltyConfig): HTMLFormElement => {
    const tree: ReactElement = (
      <NextIntlClientProvider locale="en" messages={{ member: messages.member }}>
        <MemberSessionProvider config={publicConfig(config)}>
          <SignInForm />
        </MemberSessionProvider>
      </NextIntlClientProvider>
    );
    const { container } = render(tree);
    return container.querySelector('form')!.cloneNode(true) as HTMLFormElement;
  };
  return { server, browser };
}

/**
 * What the takeover changes by design: how the form is sent, the values typed, the toggle's code.
 * The server's fields carry maxlength: the login route's bounds, which the plain post has no code
 * to check.
 */
const DIFFER_BY_DESIGN: Record<string, readonly string[]> = {
  form: ['method', 'action', 'novalidate', 'aria-busy', 'data-sign-in-static', 'data-sign-in-ready'],
  input: ['value', 'maxlength'],
  button: ['disabled'],
};
/** Attributes that name an element by id: compared by which element they name, not by the id. */
const ID_REFERENCES = ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby'];

/**
 * The form's shape as comparable text, one element a line: tags, attributes (classes as a set), and
 * words. Ids are numbered in order of appearance, so a label tied to another field shows.
 */
function shape(form: Element): string {
  const ids = new Map<string, string>();
  const idOf = (id: string) => {
    if (!ids.has(id)) ids.set(id, `id-${ids.size}`);
    return ids.get(id)!;
  };
  for (const element of form.querySelectorAll('[id]')) idOf(element.id);
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    const indent = '  '.repeat(depth);
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent) lines.push(`${indent}"${node.textContent}"`);
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName.toLowerCase();
    const ignored = DIFFER_BY_DESIGN[tag] ?? [];
    const attributes = [...node.attributes]
      .filter(({ name }) => !ignored.includes(name))
      .map(({ name, value }) => {
        if (name === 'class') return `class="${value.split(/\s+/).filter(Boolean).sort().join(' ')}"`;
        if (name === 'id') return `id=${idOf(value)}`;
        if (ID_REFERENCES.includes(name)) return `${name}=${value.split(' ').map(idOf).join(' ')}`;
        return `${name}="${value}"`;
      })
      .sort();
    lines.push(`${indent}<${[tag, ...attributes].join(' ')}>`);
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  const copy = form.cloneNode(true) as Element;
  copy.normalize();
  walk(copy, 0);
  return lines.join('\n');
}

/** The status line, emptied: the server's holds its posted reasons (compared on their own), the other none yet. */
function withoutMessages(form: HTMLFormElement): HTMLFormElement {
  const copy = form.cloneNode(true) as HTMLFormElement;
  copy.querySelector('[role="status"]')!.replaceChildren();
  return copy;
}

describe('§4.2 the server’s sign-in form is drawn as the form’s code draws it', () => {
  it.each(SITES)('draws the same form on %s', async (_, config) => {
    const { server, browser } = await forms({ captchaKey: '' });
    const drawn = { server: await server(config), browser: browser(config) };
    expect(drawn.server.querySelectorAll('input, button, a').length).toBeGreaterThanOrEqual(6);
    expect(shape(withoutMessages(drawn.server))).toBe(shape(withoutMessages(drawn.browser)));
  });

  it('keeps the captcha widget’s place on a site with one', async () => {
    const [, config] = SITES[0]!;
    const { server, browser } = await forms({ captchaKey: 'site-key' });
    const drawn = { server: await server(config), browser: browser(config) };
    expect(drawn.server.querySelector('.min-h-14')).not.toBeNull();
    expect(shape(withoutMessages(drawn.server))).toBe(shape(withoutMessages(drawn.browser)));
  });

  it('says a posted sign-in’s reason in the same box, the same words', async () => {
    const [, config] = SITES[0]!;
    const { server, browser } = await forms({ captchaKey: '' });
    const serverForm = await server(config);
    for (const error of SIGN_IN_FORM_ERRORS) {
      window.history.replaceState(null, '', `/sign-in/?signInError=${error}`);
      const said = browser(config).querySelector('[role="status"] > p')!;
      await act(async () => cleanup());
      // The server's box: every reason there, shown by CSS alone when the address names it.
      const posted = serverForm.querySelector(`#${signInErrorAnchor(error)}`)!.cloneNode(true) as Element;
      posted.removeAttribute('id');
      posted.classList.remove('hidden', 'target:block');
      said.removeAttribute('data-testid');
      expect(posted.textContent).not.toBe('');
      expect(shape(posted), error).toBe(shape(said));
    }
  });
});
