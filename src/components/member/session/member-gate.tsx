'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { memberFeatures, type MemberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { signInPathFrom } from '@/lib/links/sign-in-path.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { useMemberSession } from './member-session-provider.tsx';

/**
 * Member screens: a visible loading state, a sign-in invitation for guests, else the screen; a
 * screen of a feature the site's provider does not offer (memberFeatures) says so instead.
 */
export function MemberGate({ children, feature }: { children: ReactNode; feature?: keyof MemberFeatures }) {
  const session = useMemberSession();
  const t = useTranslations('member.account');
  if (session.status === 'loading') {
    return (
      <p role="status" aria-live="polite" data-testid="member-loading">
        {t('loading')}
      </p>
    );
  }
  if (!isLoggedIn(session)) return <MemberGuestPrompt />;
  if (feature && !memberFeatures(session.config)[feature]) return <p>{t('unavailable')}</p>;
  return <>{children}</>;
}

/** What a guest (or an expired member) sees on a member screen: why, and the way to sign in. */
export function MemberGuestPrompt() {
  const session = useMemberSession();
  const t = useTranslations('member.account');
  // Signing in brings the visitor back to the screen they asked for.
  const pathname = usePathname();
  return (
    <div className="flex flex-col gap-3" data-testid="member-guest">
      <p>{session.status === 'expired' ? t('expired') : t('guest')}</p>
      <RouteLink href={signInPathFrom(session.config.loginSlug, pathname)} className="underline">
        {t('signIn')}
      </RouteLink>
    </div>
  );
}
