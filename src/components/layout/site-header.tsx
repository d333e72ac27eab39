import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PreparedAnchor } from '@/components/ui/link/prepared-anchor.tsx';
import { memberMenuItems } from '@/lib/config/member-menu.ts';
import { anchorOfPrepared } from '@/lib/links/static-link.ts';
import { siteLoyaltyConfig } from '@/server/member/member-context.ts';
import { linkPreparer } from '@/server/site/link-settings.ts';
import { getSiteFile } from '@/server/site/site.ts';
import { siteLogo } from '@/server/site/site-logo.ts';
import { MemberHeaderAccess } from '@/components/member/session/member-header-access.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { HeaderTheaterPicker } from '@/components/theaters/header-theater-picker.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { EVENTS_PATH } from '@/lib/catalog/events.ts';
import { HeaderSearch } from './header-search.tsx';

export interface SiteHeaderProps {
  siteName: string;
  loginSlug: string;
  isSingleLocation: boolean;
  /** A single venue's theater page (address, map, the day's programme): in the navigation. */
  venuePath?: string | null;
  /** §1 events: the catalogue holds an event with films on the programme. */
  hasEvents?: boolean;
}

/**
 * §6 loggedInMenu: the configured links as list items, each decided by the server by the §2.3
 * rules (a ticketing account page goes through the §6 endpoint that adds the member's token), so
 * that the header carries no link code; undefined when the site configures none.
 */
async function memberMenu(): Promise<ReactNode | undefined> {
  const items = memberMenuItems(siteLoyaltyConfig(getSiteFile()).loggedInMenu);
  if (items.length === 0) return undefined;
  const [prepare, links] = await Promise.all([linkPreparer(null), getTranslations('links')]);
  const anchors = items.flatMap((item) => {
    const anchor = anchorOfPrepared(prepare(item.href), {
      embedding: false,
      newWindowSuffix: links('opensInNewWindow'),
    });
    return anchor ? [{ item, anchor }] : [];
  });
  if (anchors.length === 0) return undefined;
  return anchors.map(({ item, anchor }, index) => (
    <li key={index}>
      <PreparedAnchor
        anchor={anchor}
        dir="auto"
        className="block px-3 py-2 text-start underline-offset-4 hover:underline focus-visible:underline"
      >
        {item.label}
      </PreparedAnchor>
    </li>
  ));
}

export async function SiteHeader({ siteName, isSingleLocation, venuePath, hasEvents = false }: SiteHeaderProps) {
  const t = await getTranslations('common');
  const m = await getTranslations('member.header');
  const logo = siteLogo();
  const navigation: { href: string; label: string; markCurrent: 'page' | 'section' }[] = [
    { href: '/movies/', label: t('movies'), markCurrent: 'section' },
    ...(isSingleLocation && venuePath ? [{ href: venuePath, label: t('venue'), markCurrent: 'page' as const }] : []),
    ...(isSingleLocation ? [] : [{ href: '/theaters/', label: t('theaters'), markCurrent: 'section' as const }]),
    ...(hasEvents ? [{ href: EVENTS_PATH, label: t('events'), markCurrent: 'section' as const }] : []),
  ];
  return (
    <header className="bg-header-bg text-on-header-bg" style={{ zIndex: 'var(--z-header)' }}>
      {/*
        Rows whose height no text width decides (two on a phone, one from lg): the theater picker
        and member label are cut rather than grown, so nothing moves when the web font or the
        member label arrives.
      */}
      {/* data-header-*: the hooks of the §3.15 header layouts and logo sizes (src/app/design-layouts.css). */}
      <div data-header-row className="mx-auto flex max-w-page-2xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <StaticLink
          href="/"
          data-header-logo
          dir="auto"
          className="order-1 min-w-0 flex-1 truncate text-xl font-bold text-on-header-bg no-underline lg:max-w-[30%] lg:flex-none"
        >
          {/* §3.3 logo.src: the site's name is the image's text alternative, so the link keeps it as its name. */}
          {logo ? (
            <img src={logo.src} alt={siteName} width={logo.width} height={logo.height} data-header-logo-image />
          ) : (
            siteName
          )}
        </StaticLink>
        <div
          data-header-nav
          className="order-3 flex w-full min-w-0 flex-wrap items-center gap-x-5 gap-y-2 lg:order-2 lg:w-auto lg:flex-1"
        >
          <nav aria-label={t('mainNavigation')} className="shrink-0">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
              {navigation.map((entry) => (
                <li key={entry.href}>
                  <StaticLink
                    href={entry.href}
                    markCurrent={entry.markCurrent}
                    className="text-on-header-bg underline-offset-4 hover:underline"
                  >
                    {entry.label}
                  </StaticLink>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderTheaterPicker />
          <HeaderSearch />
        </div>
        <div className="order-2 max-w-full min-w-0 lg:order-3 lg:max-w-[30%]">
          <MemberHeaderAccess
            labels={{
              signIn: t('signIn'),
              account: m('account', { firstName: '{firstName}' }),
              signOut: m('signOut'),
              accountPage: m('accountPage'),
            }}
            accessClass={buttonClass({ variant: 'header', size: 'sm' })}
            menu={await memberMenu()}
          />
        </div>
      </div>
    </header>
  );
}
