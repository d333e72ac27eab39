import { getTranslations } from 'next-intl/server';
import { adsPlan, serializeAdsPlan, type AdsPlan } from '@/consent/rules/ads/ads-plan.ts';
import type { SiteFile } from '@/lib/config/site-schema.ts';
import { getSiteFile } from '@/server/site/site.ts';
import { CustomAdSlot, FooterAdSlot, HeaderAdSlot, InterstitialAdSlot, PulseAdSlot } from './ad-slots.tsx';
import { ADS_PLAN_ELEMENT_ID } from './ads-elements.ts';
import { AdsLoader } from './ads-loader.tsx';

// The ads of the root layout; nothing at all on a site without ads (§9.6).

const plans = new WeakMap<SiteFile, AdsPlan | null>();

/** The site's ads plan, read once per configuration; the §8.3 size-mapping messages go to the server log. */
export function siteAdsPlan(site: SiteFile = getSiteFile()): AdsPlan | null {
  if (!plans.has(site)) plans.set(site, adsPlan(site, console));
  return plans.get(site) ?? null;
}

export async function AdsTop() {
  const header = siteAdsPlan()?.slots.find((slot) => slot.kind === 'header');
  if (!header) return null;
  const t = await getTranslations('ads');
  return <HeaderAdSlot slot={header} label={t('labelTop')} />;
}

export async function AdsBottom() {
  const slots = siteAdsPlan()?.slots ?? [];
  if (!slots.some((slot) => slot.kind === 'custom' || slot.kind === 'footer')) return null;
  const t = await getTranslations('ads');
  const custom = slots.filter((slot) => slot.kind === 'custom');
  // Each ad region has its own name (a screen reader's list of landmarks tells them apart).
  const customLabel = (index: number) =>
    custom.length > 1 ? t('labelInPageNumbered', { number: index + 1 }) : t('labelInPage');
  return (
    <>
      {custom.map((slot, index) => (
        <CustomAdSlot key={slot.elementId} slot={slot} label={customLabel(index)} />
      ))}
      {slots
        .filter((slot) => slot.kind === 'footer')
        .map((slot) => (
          <FooterAdSlot key={slot.elementId} slot={slot} label={t('labelBottom')} />
        ))}
    </>
  );
}

export async function AdsSetup() {
  const plan = siteAdsPlan();
  if (!plan) return null;
  const t = await getTranslations('ads');
  return (
    <>
      {plan.slots.map((slot) =>
        slot.kind === 'pulse' ? (
          <PulseAdSlot key={slot.elementId} slot={slot} label={t('labelCorner')} closeLabel={t('closePulse')} />
        ) : slot.kind === 'interstitial' ? (
          <InterstitialAdSlot key={slot.elementId} slot={slot} />
        ) : null,
      )}
      <script
        id={ADS_PLAN_ELEMENT_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: serializeAdsPlan(plan) }}
      />
      <AdsLoader />
    </>
  );
}
