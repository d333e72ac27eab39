'use client';

import { useTranslations } from 'next-intl';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { useMemberSubmit } from '../forms/use-member-submit.ts';
import { WATCHLIST_PATH } from '../member-paths.ts';
import { useMemberCache, useWatchlist } from '../member-queries.ts';
import { useMemberApi } from '../session/use-member-api.ts';

/** §4.7 a change: the provider's answer replaces the list; a refusal leaves it (§8.3), code 72 explained. */
function useWatchlistChange(onDone?: (added: boolean) => string | null) {
  const api = useMemberApi();
  const cache = useMemberCache();
  const t = useTranslations('member.watchlist');
  return useMemberSubmit(
    async ({ filmId, add }: { filmId: string; add: boolean }) => {
      try {
        return await (add ? api.addToWatchlist(filmId) : api.removeFromWatchlist(filmId));
      } catch (error) {
        if (error instanceof MemberError && error.reason === 'film-not-yet-addable')
          throw new MemberError(`${error.message} ${t('notYetExplained')}`, {
            reason: error.reason,
            fromCatalogue: true,
          });
        throw error;
      }
    },
    {
      onSuccess: (ids, { add }) => {
        cache.setWatchlist(ids);
        return onDone?.(add) ?? null;
      },
    },
  );
}

/** §4.7 on a movie page: the button says what it will do, the live region below it what happened. */
export function WatchlistToggle({ movieId, movieTitle }: { movieId: string; movieTitle: string }) {
  const t = useTranslations('member.watchlistControl');
  const watchlist = useWatchlist();
  const change = useWatchlistChange((added) => t(added ? 'added' : 'removed', { title: movieTitle }));
  if (!watchlist.enabled) return null;
  const listed = watchlist.ids.includes(movieId);
  const busy = watchlist.loading || change.pending;
  return (
    <div className="flex flex-col gap-1" data-testid="watchlist-toggle">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-busy={change.pending}
          onClick={() => change.submit({ filmId: movieId, add: !listed })}
        >
          {listed ? t('remove') : t('add')}
        </Button>
        <RouteLink href={WATCHLIST_PATH} className="text-sm underline underline-offset-4">
          {t('view')}
        </RouteLink>
      </div>
      <FormMessage error={change.error} success={change.success} reserveLine={false} />
    </div>
  );
}

export interface WatchlistMovie {
  readonly title: string;
  readonly path: string;
}

/**
 * The member's watchlist with a remove button per film. `movies` holds the titles of the films the
 * server found in the list, not the whole catalogue; a film added since is named by its id.
 */
export function WatchlistScreen({ movies }: { movies: Readonly<Record<string, WatchlistMovie>> }) {
  const t = useTranslations('member.watchlist');
  const watchlist = useWatchlist();
  const change = useWatchlistChange();
  if (watchlist.loading) return <p role="status">{t('loading')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <FormMessage error={change.error} />
      {watchlist.ids.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="watchlist">
          {watchlist.ids.map((id) => {
            const movie = Object.hasOwn(movies, id) ? movies[id] : undefined;
            const title = movie?.title ?? t('unknownMovie', { id });
            return (
              <li key={id} className="flex flex-wrap items-center gap-3">
                {movie ? <RouteLink href={movie.path}>{title}</RouteLink> : <span>{title}</span>}
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={change.pending}
                  onClick={() => change.submit({ filmId: id, add: false })}
                >
                  {t('remove', { title })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
