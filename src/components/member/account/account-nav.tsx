'use client';

import { useTranslations } from 'next-intl';
import { textLinkClass } from '@/components/ui/button.tsx';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import {
  CARDS_PATH,
  DELETE_ACCOUNT_PATH,
  FAVORITE_THEATERS_PATH,
  GIFT_CARD_PATH,
  HISTORY_PATH,
  PROFILE_PATH,
  REWARDS_PATH,
  VOUCHERS_PATH,
  WATCHLIST_PATH,
} from '../member-paths.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';

/** The member area's sections, each only where its §7 calls exist for the site (memberFeatures). */
export function AccountNav() {
  const session = useMemberSession();
  const t = useTranslations('member.nav');
  const tv = useTranslations('member.vouchers');
  const features = memberFeatures(session.config);
  const tm = useTranslations('member');
  const items = [
    { href: PROFILE_PATH, label: tm('profile.nav'), show: features.profileEdit },
    { href: HISTORY_PATH, label: t('history'), show: true },
    { href: REWARDS_PATH, label: t('rewards'), show: true },
    { href: WATCHLIST_PATH, label: t('watchlist'), show: features.watchlist },
    { href: FAVORITE_THEATERS_PATH, label: t('theaters'), show: features.favoriteCinemas },
    { href: CARDS_PATH, label: t('cards'), show: features.loyaltyCards },
    { href: GIFT_CARD_PATH, label: t('giftCard'), show: true },
    { href: VOUCHERS_PATH, label: tv('nav'), show: features.eVouchers },
    { href: DELETE_ACCOUNT_PATH, label: tm('deleteAccount.nav'), show: features.accountDeletion },
  ].filter((item) => item.show);
  return (
    <nav aria-label={t('label')}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {items.map((item) => (
          <li key={item.href}>
            <RouteLink href={item.href} className="underline underline-offset-4">
              {item.label}
            </RouteLink>
          </li>
        ))}
        {/* Signing out from the member area too: on a phone the header shows only the account icon. */}
        <li>
          <button type="button" className={textLinkClass('cursor-pointer')} onClick={() => void session.signOut()}>
            {tm('header.signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
