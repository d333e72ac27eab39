'use client';

import { LOYALTY_LOGOUT_HASH } from '@/lib/links/link-constants.ts';
import { isPreviewPath } from '@/lib/links/preview-prefix.ts';
import { showsHeaderAccess } from '@/lib/loyalty/member/programme.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { RouteLink } from '@/components/ui/route-link.tsx';
import { ACCOUNT_PATH } from '../account-path.ts';
import { useMemberSession } from './member-session-provider.tsx';

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

// Fixed pages of the site (RouteLink): the header of every page carries no link code.
export function MemberHeaderAccess({
  labels,
  accessClass,
}: {
  labels: MemberHeaderAccessLabels;
  /** The kit's header button (buttonClass), worked out by the server header: no button code here. */
  accessClass: string;
}) {
  const session = useMemberSession();
  const { config } = session;
  if (!showsHeaderAccess(config)) return null;
  if (isLoggedIn(session) && session.member) {
    return (
      <div className="flex items-center gap-3 whitespace-nowrap" data-member-state="member">
        <RouteLink href={ACCOUNT_PATH} className={accessClass}>
          {config.loggedInHeaderAccessLabel || labels.account.replace('{firstName}', session.member.firstName)}
        </RouteLink>
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
      <RouteLink href={`/${config.loginSlug}/`} className={accessClass}>
        {config.guestHeaderAccessLabel || labels.signIn}
      </RouteLink>
    </div>
  );
}
