import { getTranslations } from 'next-intl/server';
import { MemberHeaderAccess } from '@/components/member/session/member-header-access.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { HeaderTheaterPicker } from '@/components/theaters/header-theater-picker.tsx';
import { StaticLink } from '@/components/ui/static-link.tsx';
import { HeaderSearch } from './header-search.tsx';

export interface SiteHeaderProps {
  siteName: string;
  loginSlug: string;
  isSingleLocation: boolean;
  /** A single venue's theater page (address, map, the day's programme): in the navigation. */
  venuePath?: string | null;
}

export async function SiteHeader({ siteName, isSingleLocation, venuePath }: SiteHeaderProps) {
  const t = await getTranslations('common');
  const m = await getTranslations('member.header');
  return (
    <header className="bg-header-bg text-on-header-bg" style={{ zIndex: 'var(--z-header)' }}>
      {/*
        Mobile first, in rows whose height no text width decides: the site name (cut with an
        ellipsis when long) and the member access on the first row, the navigation and the theater
        picker on the second; one row from sm. Nothing moves when the web font replaces the
        fallback font, or when the member label arrives after the session check.
      */}
      {/* data-header-*: the hooks of the §3.15 header layouts and logo sizes (src/app/design-layouts.css). */}
      <div data-header-row className="mx-auto flex max-w-page-2xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <StaticLink
          href="/"
          data-header-logo
          className="order-1 min-w-0 flex-1 truncate text-xl font-bold text-on-header-bg no-underline sm:flex-none"
        >
          {siteName}
        </StaticLink>
        <div
          data-header-nav
          className="order-3 flex w-full min-w-0 items-center gap-x-5 sm:order-2 sm:w-auto sm:flex-1"
        >
          <nav aria-label={t('mainNavigation')} className="min-w-0 flex-1">
            <ul className="flex items-center gap-x-5">
              <li>
                <StaticLink
                  href="/movies/"
                  markCurrent="section"
                  className="text-on-header-bg underline-offset-4 hover:underline"
                >
                  {t('movies')}
                </StaticLink>
              </li>
              {isSingleLocation && venuePath ? (
                <li>
                  <StaticLink
                    href={venuePath}
                    markCurrent="page"
                    className="text-on-header-bg underline-offset-4 hover:underline"
                  >
                    {t('venue')}
                  </StaticLink>
                </li>
              ) : null}
              {isSingleLocation ? null : (
                <li>
                  <StaticLink
                    href="/theaters/"
                    markCurrent="section"
                    className="text-on-header-bg underline-offset-4 hover:underline"
                  >
                    {t('theaters')}
                  </StaticLink>
                </li>
              )}
            </ul>
          </nav>
          <HeaderTheaterPicker />
          <HeaderSearch />
        </div>
        <div className="order-2 shrink-0 sm:order-3">
          <MemberHeaderAccess
            labels={{ signIn: t('signIn'), account: m('account', { firstName: '{firstName}' }), signOut: m('signOut') }}
            accessClass={buttonClass({ variant: 'header', size: 'sm' })}
          />
        </div>
      </div>
    </header>
  );
}
