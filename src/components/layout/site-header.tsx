import { getTranslations } from 'next-intl/server';
import { MemberHeaderAccess } from '@/components/member/member-header-access.tsx';
import { HeaderTheaterPicker } from '@/components/theaters/header-theater-picker.tsx';
import { Link } from '@/components/ui/link.tsx';

export interface SiteHeaderProps {
  siteName: string;
  loginSlug: string;
  isSingleLocation: boolean;
}

export async function SiteHeader({ siteName, isSingleLocation }: SiteHeaderProps) {
  const t = await getTranslations('common');
  return (
    <header className="bg-header-bg text-on-header-bg" style={{ zIndex: 'var(--z-header)' }}>
      <div className="mx-auto flex max-w-page-2xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="text-xl font-bold text-on-header-bg no-underline">
          {siteName}
        </Link>
        <nav aria-label={t('mainNavigation')} className="flex-1">
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
            <li>
              <Link href="/movies/" className="text-on-header-bg underline-offset-4 hover:underline">
                {t('movies')}
              </Link>
            </li>
            {isSingleLocation ? null : (
              <li>
                <Link href="/theaters/" className="text-on-header-bg underline-offset-4 hover:underline">
                  {t('theaters')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <HeaderTheaterPicker />
        <MemberHeaderAccess fallbackSignInLabel={t('signIn')} />
      </div>
    </header>
  );
}
