'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { LOYALTY_LOGOUT_HASH } from '@/lib/links/link-constants.ts';
import { isPreviewPath } from '@/lib/links/preview-prefix.ts';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { ACCOUNT_PATH } from '../account-path.ts';
import type { MemberHeaderAccessLabels } from './member-header-access.tsx';

// A member's header access (§6): their label linked to the member area and signing out, or the
// configured loggedInMenu. Loaded only once the session says "member".

// §6 loggedInMenu: its code loads for a signed-in member of a site that configures one.
const MemberMenu = lazy(() => import('./member-menu.tsx').then((module) => ({ default: module.MemberMenu })));

/** A person, for a member's access on a phone (the label is kept for screen readers). */
const PERSON_ICON = (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className="shrink-0 sm:hidden">
    <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M3 18c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

export function SignedInAccess({
  label,
  labels,
  accessClass,
  menu,
  onSignOut,
}: {
  /** The member's label: loggedInHeaderAccessLabel, else "My account ({firstName})". */
  label: string;
  labels: MemberHeaderAccessLabels;
  accessClass: string;
  menu?: ReactNode;
  onSignOut: () => void;
}) {
  // On a phone the link is a person icon named by the label and signing out is left to the member
  // area, so that the site's name keeps the first row.
  const accountLink = (
    <RouteLink href={ACCOUNT_PATH} className={`${accessClass} max-w-full min-w-0`}>
      {PERSON_ICON}
      <span className="truncate max-sm:sr-only" dir="auto">
        {label}
      </span>
    </RouteLink>
  );
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
            onSignOut={onSignOut}
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
          if (!isPreviewPath(window.location.pathname)) onSignOut();
        }}
      >
        {labels.signOut}
      </a>
    </div>
  );
}
