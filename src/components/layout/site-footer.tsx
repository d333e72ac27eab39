import { getTranslations } from 'next-intl/server';
import { CookiePreferencesButton } from '@/consent/notice/cookie-preferences-button.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { consentManagerOf } from '@/consent/rules/third-party-scripts.ts';
import { getSiteFile } from '@/server/site/site.ts';

export interface SiteFooterProps {
  siteName: string;
  pages: { slug: string; title: string }[];
  year: number;
}

export async function SiteFooter({ siteName, pages, year }: SiteFooterProps) {
  const t = await getTranslations('common');
  const trackers = await getTranslations('trackers');
  // §2.7: the link reopens the consent manager's preferences; a site that runs none has none to open.
  const consentPreferences = consentManagerOf(getSiteFile()) !== 'none';
  return (
    <footer data-site-footer className="mt-16 bg-footer-bg text-on-footer-bg">
      {/* data-footer-*: the hooks of the §3.15 footer layouts and mobile-links toggle (src/app/design-layouts.css). */}
      <div
        data-footer-row
        className="mx-auto flex max-w-page-2xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between"
      >
        <nav data-footer-links aria-label={t('footerNavigation')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {pages.map((page) => (
              <li key={page.slug}>
                <StaticLink
                  href={`/${page.slug}/`}
                  markCurrent="page"
                  className="text-on-footer-bg underline underline-offset-4"
                >
                  {page.title}
                </StaticLink>
              </li>
            ))}
            {consentPreferences && (
              <li>
                <CookiePreferencesButton label={trackers('footerLink')} />
              </li>
            )}
          </ul>
        </nav>
        <p>{t('allRightsReserved', { year, name: siteName })}</p>
      </div>
    </footer>
  );
}
