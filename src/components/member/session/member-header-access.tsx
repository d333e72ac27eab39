'use client';

import { LOYALTY_LOGOUT_HASH } from '@/lib/links/link-constants.ts';
import { isPreviewPath } from '@/lib/links/preview-prefix.ts';
import { carryUtmParams } from '@/lib/links/utm.ts';
import { showsHeaderAccess } from '@/lib/loyalty/member/member-features.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { useCurrentSearch } from '@/components/ui/current-search.ts';
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

// Plain anchors: the client router takes them through StaticLinkBehaviours (data-link), so that
// the header of every page carries no link code (§2.3 rules of these two paths are known here).
export function MemberHeaderAccess({ labels }: { labels: MemberHeaderAccessLabels }) {
  const session = useMemberSession();
  const search = useCurrentSearch();
  const { config } = session;
  if (!showsHeaderAccess(config)) return null;
  if (isLoggedIn(session) && session.member) {
    return (
      <div className="flex items-center gap-3 whitespace-nowrap" data-member-state="member">
        <a href={carryUtmParams(ACCOUNT_PATH, search)} data-link="route" className={accessClass}>
          {config.loggedInHeaderAccessLabel || labels.account.replace('{firstName}', session.member.firstName)}
        </a>
        {/* §2.3 "#loyalty-logout", signed out here directly (no click does anything in the preview frame). */}
        <a
          href={LOYALTY_LOGOUT_HASH}
          className="text-sm text-on-header-bg underline underline-offset-4"
          onClick={(event) => {
            event.preventDefault();
            if (!isPreviewPath(window.location.pathname)) void session.signOut();
          }}
        >
          {labels.signOut}
        </a>
      </div>
    );
  }
  return (
    <div
      className="flex items-center gap-3 whitespace-nowrap"
      data-member-state={session.status}
      aria-busy={session.status === 'loading'}
    >
      <a href={carryUtmParams(`/${config.loginSlug}/`, search)} data-link="route" className={accessClass}>
        {config.guestHeaderAccessLabel || labels.signIn}
      </a>
    </div>
  );
}
