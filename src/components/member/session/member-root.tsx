import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getSiteFile } from '@/server/site/site.ts';
import { accountActivationStep } from '@/lib/loyalty/member/account-activation.ts';
import { cardSettingsOf } from '@/lib/loyalty/member/card-code.ts';
import { phoneCountriesOf } from '@/lib/loyalty/member/phone-countries.ts';
import { siteLoyaltyConfig } from '@/server/member/member-context.ts';
import { MemberSessionProvider, type PublicLoyaltyConfig } from './member-session-provider.tsx';
import { MemberNotice } from './member-notice.tsx';
import { TicketingHandoff } from '../handoff/ticketing-handoff.tsx';

/** Server part of the member session: the non-secret loyalty configuration for the page (§3.6). */
export async function MemberRoot({ children }: { children: ReactNode }) {
  // Labels are translated here, so that every page's client code goes without the message formatter.
  const t = await getTranslations('member');
  const site = getSiteFile();
  const loyalty = siteLoyaltyConfig(site);
  const config: PublicLoyaltyConfig = {
    provider: loyalty.provider,
    version: loyalty.version,
    hasTicketing: loyalty.ticketingUrl !== '',
    loginSlug: site.settings.loginPage.slug,
    accessFromHeader: loyalty.accessFromHeader,
    guestHeaderAccessLabel: loyalty.guestHeaderAccessLabel,
    guestSignupTabButton: loyalty.guestSignupTabButton,
    guestSignupTabText: loyalty.guestSignupTabText,
    loggedInHeaderAccessLabel: loyalty.loggedInHeaderAccessLabel,
    includeWatchlist: loyalty.includeWatchlist,
    type: loyalty.type,
    activation: accountActivationStep(loyalty),
    ...cardSettingsOf(loyalty),
    phoneCountries: phoneCountriesOf(site.configuration, site.configuration.locale),
    country: site.configuration.country.iso31661A2,
    cinemaId: loyalty.cinemaId,
    circuitId: loyalty.circuitId,
    clubId: loyalty.clubId,
  };
  return (
    <MemberSessionProvider config={config}>
      {children}
      <TicketingHandoff
        labels={{ title: t('handoff.title'), redirecting: t('handoff.redirecting'), fallback: t('handoff.fallback') }}
      />
      <MemberNotice labels={{ 'account-deleted': t('notice.account-deleted'), dismiss: t('notice.dismiss') }} />
    </MemberSessionProvider>
  );
}
