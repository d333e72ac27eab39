'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { memberFeatures, type MemberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';

/** Guest screens of account management: shown only where their §7 call exists for the site. */
export function AccountFeatureGate({ feature, children }: { feature: keyof MemberFeatures; children: ReactNode }) {
  const { config } = useMemberSession();
  const t = useTranslations('member.account');
  if (!memberFeatures(config)[feature]) return <p data-testid="feature-unavailable">{t('unavailable')}</p>;
  return <>{children}</>;
}
