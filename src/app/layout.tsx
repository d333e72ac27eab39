import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ErrorLabelsProvider } from '@/components/layout/error-labels.tsx';
import { PageContextProvider } from '@/components/layout/page-context.tsx';
import { MemberRoot } from '@/components/member/session/member-root.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { DeferredBehaviours } from '@/components/browser/deferred-behaviours.tsx';
import { LinkSettingsProvider } from '@/components/ui/link/link-context.tsx';
import { PageViewTracker } from '@/components/browser/page-view-tracker.tsx';
import { PreviewBoot } from '@/components/preview/preview-boot.tsx';
import { SelectedTheaterHead } from '@/components/theaters/selected-theater-head.tsx';
import { TrackingSetup } from '@/consent/runtime/tracking-setup.tsx';
import { ConsentNotice, ConsentNoticeHead } from '@/consent/notice/consent-notice.tsx';
import { AdsBottom, AdsSetup, AdsTop } from '@/consent/ad-slots/ads-setup.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { MODAL_ROOT_ID } from '@/lib/config/constants.ts';
import { buildPageContext } from '@/lib/config/page-context.ts';
import { designAttributes } from '@/lib/preview/design-settings.ts';
import { getCatalog, getSiteFile, siteEventsOf, siteTheaters } from '@/server/site/site.ts';
import { siteLinkSettings } from '@/server/site/link-settings.ts';
import { siteNameMetadata } from '@/lib/config/site-identity.ts';
import { StaticLinkBehaviours } from '@/components/ui/link/static-link-behaviours.tsx';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = getSiteFile();
  const { settings } = site;
  return {
    // §3.3 the site's name in titles, §3.1 the venue's where link previews and browsers name the site.
    ...siteNameMetadata(site),
    metadataBase: new URL(`https://${settings.domain}`),
    // The site's icon (src/app/icon.svg/route.ts); without a link, browsers ask for /favicon.ico.
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const site = getSiteFile();
  const { configuration, settings } = site;
  const t = await getTranslations();
  const catalog = await getCatalog();
  const venue = configuration.isSingleLocation ? siteTheaters(catalog, site)[0] : undefined;
  const footerPages = site.pages.filter((page) => page.slug !== settings.loginPage.slug);
  return (
    // suppressHydrationWarning: head scripts mark <html> before hydration (the selected theater on a
    // circuit, whether the built-in consent notice asks).
    // The design settings (§3.15) as data attributes: the live preview swaps them (src/app/design-layouts.css).
    <html lang={configuration.locale} suppressHydrationWarning {...designAttributes(configuration.design)}>
      <head>
        <SelectedTheaterHead />
        <ConsentNoticeHead />
      </head>
      <body className="flex min-h-screen flex-col">
        {/* Above the header's layer (§9.5 layers) once focused: the first Tab stop must be seen. */}
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:inset-s-2 focus:top-2 focus:z-(--z-modal) focus:bg-page-bg focus:p-2 focus:text-text"
        >
          {t('common.skipToContent')}
        </a>
        {/* Early in the document: fixed to the viewport, it is painted with the page's first paint
            instead of after the whole page has been parsed, and read first by a screen reader. */}
        <ConsentNotice />
        {/* No NextIntlClientProvider here: client components get translated labels as props; member screens and guest forms bring their messages with their code (MemberScreen, GuestForm). */}
        <ErrorLabelsProvider
          labels={{
            title: t('errors.serverErrorTitle'),
            body: t('errors.serverErrorBody'),
            tryAgain: t('errors.tryAgain'),
            buttonClassName: buttonClass(),
          }}
        >
          <PageContextProvider value={buildPageContext(site, '/')}>
            <LinkSettingsProvider settings={await siteLinkSettings()}>
              <MemberRoot>
                <SiteHeader
                  siteName={settings.name}
                  loginSlug={settings.loginPage.slug}
                  isSingleLocation={configuration.isSingleLocation}
                  venuePath={venue ? `/theaters/${venue.slug}/` : null}
                  hasEvents={siteEventsOf(catalog, site).length > 0}
                />
                <AdsTop />
                <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page-2xl flex-1 px-4 py-6 outline-none">
                  {children}
                </main>
                <AdsBottom />
                <SiteFooter siteName={settings.name} pages={footerPages} year={new Date().getFullYear()} />
                <StaticLinkBehaviours />
                <DeferredBehaviours
                  offlineLabels={{
                    status: t('offline.status', { time: '{time}' }),
                    statusNoTime: t('offline.statusNoTime'),
                    bookingLink: t('offline.bookingLink'),
                    card: {
                      title: t('offline.cardTitle'),
                      codeAlt: t('member.card.codeAlt', { format: '{format}' }),
                      ticketsTitle: t('offline.ticketsTitle'),
                      ticketCode: t('offline.ticketCode', { booking: '{booking}' }),
                      booking: t('offline.booking', { booking: '{booking}' }),
                    },
                  }}
                />
                <PageViewTracker />
                <TrackingSetup />
                <AdsSetup />
                <PreviewBoot />
              </MemberRoot>
            </LinkSettingsProvider>
          </PageContextProvider>
        </ErrorLabelsProvider>
        <div id={MODAL_ROOT_ID} />
      </body>
    </html>
  );
}
