'use client';

import { useTranslations } from 'next-intl';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { FORGOT_USERNAME_PATH, ONLINE_ACCESS_PATH } from '../member-paths.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';

/** Sign-in help next to "Forgot your password?", where the provider offers it (§7.5, §4.10). */
export function AccountHelpLinks() {
  const { config } = useMemberSession();
  const t = useTranslations('member');
  const features = memberFeatures(config);
  return (
    <>
      {features.usernameReminder ? (
        <RouteLink href={FORGOT_USERNAME_PATH} className="underline underline-offset-4">
          {t('usernameReminder.link')}
        </RouteLink>
      ) : null}
      {features.onlineAccess ? (
        <RouteLink href={ONLINE_ACCESS_PATH} className="underline underline-offset-4">
          {t('onlineAccess.link')}
        </RouteLink>
      ) : null}
    </>
  );
}
