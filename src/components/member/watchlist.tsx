'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LOYALTY_ERROR_CODES } from '@/lib/loyalty/member/error-catalogue.ts';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { favoriteFilmIdsOf } from '@/lib/loyalty/member/member-mapping.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { Link } from '@/components/ui/link.tsx';
import { FormMessage, secondaryButtonClass } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { WATCHLIST_PATH } from './member-paths.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';

const WATCHLIST_KEY = ['member', 'watchlist'] as const;

/** §4.7: the watchlist exists for version 3 members of a site that includes it. */
function useWatchlistEnabled(): boolean {
  const session = useMemberSession();
  return isLoggedIn(session) && memberFeatures(session.config).watchlist;
}

/** §4.7: loaded when a session exists; updated locally only on peachCode 0. */
export function useWatchlist() {
  const api = useLoyaltyApi();
  const enabled = useWatchlistEnabled();
  const queryClient = useQueryClient();
  const errorMessage = useLoyaltyErrorMessage();
  const t = useTranslations('member.watchlist');
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: WATCHLIST_KEY,
    enabled,
    queryFn: async () => {
      const answer = await api.getFavoriteFilms(COOKIE_TOKEN);
      return answer.ok ? favoriteFilmIdsOf(answer.data) : [];
    },
  });
  const mutation = useMutation({
    mutationFn: async ({ filmId, add }: { filmId: string; add: boolean }) =>
      add ? api.addFavoriteFilm(COOKIE_TOKEN, filmId) : api.removeFavoriteFilm(COOKIE_TOKEN, filmId),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      if (answer.ok) {
        queryClient.setQueryData(WATCHLIST_KEY, favoriteFilmIdsOf(answer.data));
        return;
      }
      // §4.7, §8.3: the failure is logged and the list stays; code 72 is explained to the member.
      console.error('watchlist change refused', answer.peachCode);
      setError(
        answer.peachCode === LOYALTY_ERROR_CODES.filmNotYetAddable
          ? `${errorMessage(answer)} ${t('notYetExplained')}`
          : errorMessage(answer),
      );
    },
    onError: () => setError(errorMessage(null)),
  });
  return {
    enabled,
    ids: query.data ?? [],
    loading: query.isLoading,
    pending: mutation.isPending,
    change: mutation.mutate,
    error,
  };
}

/**
 * The watchlist control of a movie page (§4.7), loaded only for signed-in members (WatchlistSlot).
 * The button says what it will do; the aria-live region below it says what happened, including
 * why code 72 refused the film.
 */
export function WatchlistToggle({ movieId, movieTitle }: { movieId: string; movieTitle: string }) {
  const t = useTranslations('member.watchlistControl');
  const watchlist = useWatchlist();
  const [done, setDone] = useState<string | null>(null);
  if (!watchlist.enabled) return null;
  const listed = watchlist.ids.includes(movieId);
  const busy = watchlist.loading || watchlist.pending;
  function toggle() {
    setDone(null);
    watchlist.change(
      { filmId: movieId, add: !listed },
      { onSuccess: (answer) => answer.ok && setDone(t(listed ? 'removed' : 'added', { title: movieTitle })) },
    );
  }
  return (
    <div className="flex flex-col gap-1" data-testid="watchlist-toggle">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <button
          type="button"
          disabled={busy}
          aria-busy={watchlist.pending}
          onClick={toggle}
          className={secondaryButtonClass}
        >
          {listed ? t('remove') : t('add')}
        </button>
        <Link href={WATCHLIST_PATH} className="text-sm underline underline-offset-4">
          {t('view')}
        </Link>
      </div>
      <FormMessage error={watchlist.error} success={done} />
    </div>
  );
}

export interface WatchlistMovie {
  readonly id: string;
  readonly title: string;
  readonly path: string;
}

/** The member's watchlist with a remove button per film. */
export function WatchlistScreen({ movies }: { movies: readonly WatchlistMovie[] }) {
  const t = useTranslations('member.watchlist');
  const watchlist = useWatchlist();
  if (watchlist.loading) return <p role="status">{t('loading')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <FormMessage error={watchlist.error} />
      {watchlist.ids.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="watchlist">
          {watchlist.ids.map((id) => {
            const movie = movies.find((m) => m.id === id);
            const title = movie?.title ?? t('unknownMovie', { id });
            return (
              <li key={id} className="flex flex-wrap items-center gap-3">
                {movie ? <Link href={movie.path}>{title}</Link> : <span>{title}</span>}
                <button
                  type="button"
                  disabled={watchlist.pending}
                  onClick={() => watchlist.change({ filmId: id, add: false })}
                  className={secondaryButtonClass}
                >
                  {t('remove', { title })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
