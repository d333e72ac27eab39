'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { DELETE_ACCOUNT_PATH, PROFILE_PATH } from './member-paths.ts';
import {
  CARDS_PATH,
  FAVORITE_THEATERS_PATH,
  GIFT_CARD_PATH,
  HISTORY_PATH,
  REWARDS_PATH,
  VOUCHERS_PATH,
  WATCHLIST_PATH,
} from './member-paths.ts';

/** The member area's sections; version 3 only ones are left out for version 1 providers (§7). */
export function AccountNav() {
  const { config } = useMemberSession();
  const t = useTranslations('member.nav');
  const tv = useTranslations('member.vouchers');
  const features = memberFeatures(config);
  const tm = useTranslations('member');
  const v3 = config.version === 3;
  const items = [
    { href: PROFILE_PATH, label: tm('profile.nav'), show: features.profileEdit },
    { href: HISTORY_PATH, label: t('history'), show: true },
    { href: REWARDS_PATH, label: t('rewards'), show: true },
    { href: WATCHLIST_PATH, label: t('watchlist'), show: v3 && config.includeWatchlist },
    { href: FAVORITE_THEATERS_PATH, label: t('theaters'), show: v3 },
    { href: CARDS_PATH, label: t('cards'), show: v3 },
    { href: GIFT_CARD_PATH, label: t('giftCard'), show: true },
    { href: VOUCHERS_PATH, label: tv('nav'), show: features.eVouchers },
    { href: DELETE_ACCOUNT_PATH, label: tm('deleteAccount.nav'), show: features.accountDeletion },
  ].filter((item) => item.show);
  return (
    <nav aria-label={t('label')}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="underline underline-offset-4">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
