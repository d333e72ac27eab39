'use client';

import { lazy, Suspense, type ReactNode } from 'react';
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
  /** The member area's entry in the configured menu ("My account"). */
  readonly accountPage: string;
}

// §6 loggedInMenu: its code loads for a signed-in member of a site that configures one.
const MemberMenu = lazy(() => import('./member-menu.tsx').then((module) => ({ default: module.MemberMenu })));

/** A person, for a member's access on a phone (the label is kept for screen readers). */
const PERSON_ICON = (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className="shrink-0 sm:hidden">
    <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M3 18c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

// Fixed pages of the site (RouteLink): the header of every page carries no link code.
export function MemberHeaderAccess({
  labels,
  accessClass,
  menu,
}: {
  labels: MemberHeaderAccessLabels;
  /** The kit's header button (buttonClass), worked out by the server header: no button code here. */
  accessClass: string;
  /** §6 loggedInMenu: the configured links as list items, drawn by the server; none when not configured. */
  menu?: ReactNode;
}) {
  const session = useMemberSession();
  const { config } = session;
  if (!showsHeaderAccess(config)) return null;
  if (isLoggedIn(session) && session.member) {
    const label = config.loggedInHeaderAccessLabel || labels.account.replace('{firstName}', session.member.firstName);
    /*
      The label is cut when long; on a phone the link is a person icon named by the label, so that
      the site's name keeps the first row, and signing out is in the member area's menu.
    */
    const accountLink = (
      <RouteLink href={ACCOUNT_PATH} className={`${accessClass} max-w-full min-w-0`}>
        {PERSON_ICON}
        <span className="truncate max-sm:sr-only" dir="auto">
          {label}
        </span>
      </RouteLink>
    );
    const signOut = () => void session.signOut();
    if (menu)
      return (
        <div className="flex min-w-0 items-center whitespace-nowrap" data-member-state="member">
          <Suspense fallback={accountLink}>
            <MemberMenu
              label={label}
              accountLabel={labels.accountPage}
              signOutLabel={labels.signOut}
              items={menu}
              buttonClass={accessClass}
              icon={PERSON_ICON}
              onSignOut={signOut}
            />
          </Suspense>
        </div>
      );
    return (
      <div className="flex min-w-0 items-center gap-3 whitespace-nowrap" data-member-state="member">
        {accountLink}
        {/* §2.3 "#loyalty-logout", signed out here directly (no click does anything in the preview frame). */}
        <a
          href={LOYALTY_LOGOUT_HASH}
          className="hidden shrink-0 text-sm text-on-header-bg underline underline-offset-4 sm:inline"
          onClick={(event) => {
            event.preventDefault();
            if (!isPreviewPath(window.location.pathname)) signOut();
          }}
        >
          {labels.signOut}
        </a>
      </div>
    );
  }
  return (
    <div
      className="flex min-w-0 items-center gap-3 whitespace-nowrap"
      data-member-state={session.status}
      aria-busy={session.status === 'loading'}
    >
      <RouteLink href={`/${config.loginSlug}/`} className={`${accessClass} max-w-full min-w-0`}>
        <span className="truncate">{config.guestHeaderAccessLabel || labels.signIn}</span>
      </RouteLink>
    </div>
  );
}
