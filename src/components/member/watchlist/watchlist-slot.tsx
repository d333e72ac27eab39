'use client';

import type { AbstractIntlMessages, Locale } from 'next-intl';
import { lazy, Suspense } from 'react';
import { signInPathFrom } from '@/lib/links/sign-in-path.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { useMemberSession } from '../session/member-session-provider.tsx';

// The movie page is pre-rendered once for everybody, so the watchlist control (§4.7) is decided in
// the browser. Its code (queries, mutations, the §8 catalogue) is fetched only once the session
// says "member": guests, the loading state and the pre-rendered HTML never pay for it. React.lazy
// rather than next/dynamic: the server never renders the member branch, and next/dynamic's loader
// would add about 1.5 KB gzipped to every movie page for nothing.
// The control's messages come with it (the page passes them), for the same reason: no page loads
// the message formatter until a member needs it.
const WatchlistToggle = lazy(() =>
  import('./watchlist-control.tsx').then((module) => ({ default: module.WatchlistControl })),
);

export interface WatchlistSlotProps {
  movieId: string;
  movieTitle: string;
  /** The sign-in invitation shown to guests. */
  signInLabel: string;
  /** The movie page's path: a guest who signs in comes back to it. */
  returnPath: string;
  locale: Locale;
  /** The member messages the control uses (watchlist, watchlistControl, form). */
  messages: AbstractIntlMessages;
}

/**
 * A box of one control's height (44 px) that the pre-rendered HTML already holds, so that whatever
 * appears in it (nothing while loading, a sign-in link for guests, the control's row for members)
 * moves nothing else; only a member's own click adds the line saying what happened.
 * Rendered only on sites that offer the watchlist (the page checks memberFeatures at build).
 */
export function WatchlistSlot({ movieId, movieTitle, signInLabel, returnPath, locale, messages }: WatchlistSlotProps) {
  const session = useMemberSession();
  // The page renders this slot only where the site has the watchlist (memberFeatures, checked at
  // build), so a signed-in member is enough here.
  const member = isLoggedIn(session);
  return (
    <div className="flex min-h-11 flex-col justify-center" data-testid="watchlist-slot">
      {member ? (
        <Suspense fallback={null}>
          <WatchlistToggle movieId={movieId} movieTitle={movieTitle} locale={locale} messages={messages} />
        </Suspense>
      ) : session.status === 'loading' ? null : (
        <RouteLink
          href={signInPathFrom(session.config.loginSlug, returnPath)}
          className="text-sm underline underline-offset-4"
        >
          {signInLabel}
        </RouteLink>
      )}
    </div>
  );
}
