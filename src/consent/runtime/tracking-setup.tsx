import { getTranslations } from 'next-intl/server';
import { CONSENT_MANAGERS } from '@/consent/rules/tracking-constants.ts';
import { buildFactsOf, consentManagerOf, type BuildFacts } from '@/consent/rules/third-party-scripts.ts';
import { trackingPlan } from '@/consent/rules/tracking-plan.ts';
import { getSiteFile } from '@/server/site/site.ts';
import { TrackingLoader } from './tracking-loader.tsx';
import { TrackingPlanScript } from './tracking-plan-script.tsx';

// The plan as JSON and its loader, in the root layout; the §2.7 alt text names the site's consent manager.

// The environment does not change while the process runs: read once, not on every render.
let facts: BuildFacts | undefined;

export async function TrackingSetup() {
  const site = getSiteFile();
  const t = await getTranslations('trackers');
  const manager = consentManagerOf(site);
  const provider = manager === 'none' ? CONSENT_MANAGERS.cookieconsent : CONSENT_MANAGERS[manager];
  const plan = trackingPlan(
    site,
    {
      bannerTitle: t('banner.title'),
      bannerDescription: t('banner.description'),
      acceptAll: t('banner.acceptAll'),
      rejectAll: t('banner.rejectAll'),
      managePreferences: t('banner.managePreferences'),
      privacyPolicy: t('banner.privacyPolicy'),
      preferencesTitle: t('preferences.title'),
      savePreferences: t('preferences.save'),
      close: t('preferences.close'),
      necessaryTitle: t('preferences.necessaryTitle'),
      necessaryDescription: t('preferences.necessaryDescription'),
      analyticsTitle: t('preferences.analyticsTitle'),
      analyticsDescription: t('preferences.analyticsDescription'),
      advertisingTitle: t('preferences.advertisingTitle'),
      advertisingDescription: t('preferences.advertisingDescription'),
      privacyImageAlt:
        manager === 'didomi'
          ? t('didomi.preferences.privacy-image-alt-title', { provider: provider.provider })
          : t('cookieconsent.preferences.privacy-image-alt-title', { provider: provider.provider }),
    },
    (facts ??= buildFactsOf(process.env)),
  );
  return (
    <>
      <TrackingPlanScript plan={plan} />
      <TrackingLoader
        consentManager={plan.consentManager.kind}
        enterpriseAnalyticsConfigured={plan.enterpriseAnalytics !== null}
      />
    </>
  );
}
