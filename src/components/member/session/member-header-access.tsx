'use client';

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { showsHeaderAccess } from '@/lib/loyalty/member/programme.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { hasSessionHint } from '@/lib/loyalty/session/session-hint.ts';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
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

// A member's access (label, menu, sign-out) loads once the session says "member": guests' pages
// carry none of it. Its code is asked for as soon as the session hint says a member may be back.
const loadSignedIn = () => import('./member-access-signed-in.tsx');
const SignedInAccess = lazy(() => loadSignedIn().then((module) => ({ default: module.SignedInAccess })));

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
  useEffect(() => {
    if (hasSessionHint(document.cookie)) void loadSignedIn();
  }, []);
  if (!showsHeaderAccess(config)) return null;
  const guest = (
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
  if (isLoggedIn(session) && session.member) {
    const label = config.loggedInHeaderAccessLabel || labels.account.replace('{firstName}', session.member.firstName);
    return (
      <Suspense fallback={guest}>
        <SignedInAccess
          label={label}
          labels={labels}
          accessClass={accessClass}
          menu={menu}
          onSignOut={() => void session.signOut()}
        />
      </Suspense>
    );
  }
  return guest;
}
