'use client';

import { LOYALTY_LOGOUT_HASH } from '@/lib/links/link-constants.ts';
import { showsHeaderAccess } from '@/lib/loyalty/member/member-features.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { ACCOUNT_PATH } from '../account-path.ts';
import { useMemberSession } from './member-session-provider.tsx';

/** The header's access link, drawn as the kit's header button. */
const accessClass = buttonClass({ variant: 'header', size: 'sm' });

/**
 * §6 header labels: guests see guestHeaderAccessLabel (else "Sign in"), members see
 * loggedInHeaderAccessLabel (else "My account") and a sign-out link ("#loyalty-logout", §2.3).
 */
export interface MemberHeaderAccessLabels {
  readonly signIn: string;
  /** "{firstName}" is replaced with the member's first name. */
  readonly account: string;
  readonly signOut: string;
}

export function MemberHeaderAccess({ labels }: { labels: MemberHeaderAccessLabels }) {
  const session = useMemberSession();
  const { config } = session;
  if (!showsHeaderAccess(config)) return null;
  if (isLoggedIn(session) && session.member) {
    return (
      <div className="flex items-center gap-3 whitespace-nowrap" data-member-state="member">
        <Link href={ACCOUNT_PATH} className={accessClass}>
          {config.loggedInHeaderAccessLabel || labels.account.replace('{firstName}', session.member.firstName)}
        </Link>
        <Link href={LOYALTY_LOGOUT_HASH} className="text-sm text-on-header-bg underline underline-offset-4">
          {labels.signOut}
        </Link>
      </div>
    );
  }
  return (
    <div
      className="flex items-center gap-3 whitespace-nowrap"
      data-member-state={session.status}
      aria-busy={session.status === 'loading'}
    >
      <Link href={`/${config.loginSlug}/`} className={accessClass}>
        {config.guestHeaderAccessLabel || labels.signIn}
      </Link>
    </div>
  );
}
