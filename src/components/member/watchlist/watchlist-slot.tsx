'use client';

import type { AbstractIntlMessages, Locale } from 'next-intl';
import { lazy, Suspense } from 'react';
import { signInPathFrom } from '@/lib/links/sign-in-path.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { useMemberSession } from '../session/member-session-provider.tsx';

// The movie page is pre-rendered for everybody, so the watchlist control (§4.7) and its messages
// are fetched only once the session says "member", with React.lazy rather than next/dynamic.
// Why: docs/decisions/0003-watchlist-control-loaded-with-react-lazy.md
const WatchlistToggle = lazy(() =>
  import('./watchlist-control.tsx').then((module) => ({ default: module.WatchlistControl })),
);

export interface WatchlistSlotProps {
  movieId: string;
  movieTitle: string;
  signInLabel: string;
  /** The movie page's path: a guest who signs in comes back to it. */
  returnPath: string;
  locale: Locale;
  /** The member messages the control uses (watchlist, watchlistControl, form). */
  messages: AbstractIntlMessages;
}

/**
 * A box of one control's height (44 px) already in the pre-rendered HTML, so that whatever appears
 * in it moves nothing else; only a member's own click adds the line saying what happened.
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
