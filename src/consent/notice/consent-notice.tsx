import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button.tsx';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { LAYERS } from '@/lib/config/browser-constants.ts';
import {
  CONSENT_NOTICE_CSS,
  CONSENT_NOTICE_PARSED_SCRIPT,
  consentNoticeBootScript,
} from '@/consent/notice/consent-notice.ts';
import { CONSENT_NOTICE_ID } from '@/consent/notice/notice-start.ts';
import { consentManagerOf, consentManagerOrigin } from '@/consent/rules/third-party-scripts.ts';
import { getSiteFile } from '@/server/site/site.ts';

// §2.7, §4.12 the built-in manager's first layer, drawn by the server (consent-notice.ts). Its buttons are plain:
// the consent runtime carries the choice out through the manager. A Didomi site shows the vendor's notice.
// A labelled region right after the skip link: a screen reader reads it first and lists it among the landmarks, the
// keyboard reaches it at the second Tab stop, and nothing takes focus from the visitor to get there.

export type ConsentNoticeAction = 'accept-all' | 'reject-all' | 'preferences';

/** In <head>: the notice's head script and CSS; with Didomi, a preconnect to its origin. */
export function ConsentNoticeHead() {
  const site = getSiteFile();
  const vendorOrigin = consentManagerOrigin(site);
  if (vendorOrigin) return <link rel="preconnect" href={vendorOrigin} />;
  if (consentManagerOf(site) !== 'cookieconsent') return null;
  return (
    <>
      <script
        dangerouslySetInnerHTML={{
          __html: consentNoticeBootScript(site.configuration.tracking.consentManager.revision),
        }}
      />
      <style dangerouslySetInnerHTML={{ __html: CONSENT_NOTICE_CSS }} />
    </>
  );
}

export async function ConsentNotice() {
  const site = getSiteFile();
  if (consentManagerOf(site) !== 'cookieconsent') return null;
  const t = await getTranslations('trackers.banner');
  // Accept and reject have the same weight (§2.7: refusing is as easy as accepting).
  const choice = buttonClass({ size: 'sm', className: 'flex-1 whitespace-nowrap' });
  const action = (name: ConsentNoticeAction) => ({ 'data-consent-action': name });
  return (
    <>
      <section
        id={CONSENT_NOTICE_ID}
        aria-labelledby={`${CONSENT_NOTICE_ID}-title`}
        aria-describedby={`${CONSENT_NOTICE_ID}-description`}
        style={{ zIndex: LAYERS.popper }}
        className="fixed inset-x-2 bottom-2 flex max-h-[calc(100dvh-1rem)] flex-col gap-3 overflow-y-auto rounded-1 border border-border bg-page-bg p-4 text-text shadow-lg sm:inset-x-auto sm:inset-e-4 sm:bottom-4 sm:max-w-sm"
      >
        <h2 id={`${CONSENT_NOTICE_ID}-title`} className="text-lg font-bold">
          {t('title')}
        </h2>
        <p id={`${CONSENT_NOTICE_ID}-description`} className="text-sm">
          {t('description')}{' '}
          {/* §2.3 through the same rules as every internal link: the page's utm parameters carried on. */}
          <StaticLink href={`/${site.settings.privacyPolicyPage.slug}/`} className="text-readable-primary underline">
            {t('privacyPolicy')}
          </StaticLink>
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" {...action('accept-all')} className={choice}>
            {t('acceptAll')}
          </button>
          <button type="button" {...action('reject-all')} className={choice}>
            {t('rejectAll')}
          </button>
        </div>
        <button
          type="button"
          {...action('preferences')}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'w-full' })}
        >
          {t('managePreferences')}
        </button>
      </section>
      {/* The notice has arrived whole: the head script may show it now (consent-notice.ts). */}
      <script dangerouslySetInnerHTML={{ __html: CONSENT_NOTICE_PARSED_SCRIPT }} />
    </>
  );
}
