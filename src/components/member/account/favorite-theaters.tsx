'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FavoriteCinema } from '@/lib/loyalty/member/member-types.ts';
import { frenchOfPlace } from '@/lib/content/french-place.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { useMemberSubmit } from '../forms/use-member-submit.ts';
import { useFavoriteCinemas, useMemberCache } from '../member-queries.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';

export interface TheaterOption {
  readonly id: string;
  readonly name: string;
}

type Change =
  | { readonly kind: 'add' | 'remove'; readonly cinemaId: string }
  | { readonly kind: 'newsletter'; readonly cinemaId: string; readonly subscribe: boolean };

/**
 * §4.6 favourite cinemas with the newsletter flag: version 3 with a session only; each change sets a
 * loading state, replaces the list with the provider's (add and remove also refresh the member),
 * and shows the §8.3 error otherwise.
 */
export function FavoriteTheaters({ theaters }: { theaters: readonly TheaterOption[] }) {
  const session = useMemberSession();
  const api = useMemberApi();
  const cache = useMemberCache();
  const t = useTranslations('member.theaters');
  const headingId = useId();
  const query = useFavoriteCinemas();
  const favorites = query.data ?? [];

  const change = useMemberSubmit(
    async (request: Change): Promise<FavoriteCinema[]> => {
      if (request.kind !== 'newsletter')
        return request.kind === 'add'
          ? api.addFavoriteCinema(request.cinemaId)
          : api.removeFavoriteCinema(request.cinemaId);
      // The newsletter box follows the click at once; a refusal puts it back.
      const previous = cache.favoriteCinemas();
      cache.setFavoriteCinemas(
        previous.map((f) => (f.cinemaId === request.cinemaId ? { ...f, subscribeToNewsletter: request.subscribe } : f)),
      );
      try {
        return await api.setNewsletter(previous, request.cinemaId, request.subscribe);
      } catch (error) {
        cache.setFavoriteCinemas(previous);
        throw error;
      }
    },
    {
      onSuccess: (list, request) => {
        cache.setFavoriteCinemas(list);
        if (request.kind !== 'newsletter') void session.refresh();
      },
    },
  );

  if (query.isLoading) return <p role="status">{t('loading')}</p>;
  // §8.3: the list's own message (the member layer's MemberError carries it).
  const loadError = query.error ? query.error.message : null;
  // Favourite theaters first.
  const ordered = [...theaters].sort(
    (a, b) => Number(!favorites.some((f) => f.cinemaId === a.id)) - Number(!favorites.some((f) => f.cinemaId === b.id)),
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" aria-busy={change.pending}>
      <h2 id={headingId} className="text-xl">
        {t('title')}
      </h2>
      <FormMessage error={change.error ?? loadError} />
      <ul className="flex flex-col gap-3" data-testid="favorite-theaters">
        {ordered.map((theater) => {
          const favorite = favorites.find((f) => f.cinemaId === theater.id);
          return (
            <li
              key={theater.id}
              className="flex flex-wrap items-center gap-4 rounded-2 bg-initial-background p-3 [overflow-wrap:anywhere]"
              data-theater-id={theater.id}
            >
              <span className="max-w-full min-w-48 font-bold">{theater.name}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={change.pending}
                onClick={() => change.submit({ kind: favorite ? 'remove' : 'add', cinemaId: theater.id })}
              >
                {favorite ? t('remove', { name: theater.name }) : t('add', { name: theater.name })}
              </Button>
              {favorite ? (
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={favorite.subscribeToNewsletter}
                    // Not natively disabled while it saves: that would drop keyboard focus (see Button).
                    aria-disabled={change.pending || undefined}
                    onChange={(event) => {
                      if (change.pending) return;
                      change.submit({ kind: 'newsletter', cinemaId: theater.id, subscribe: event.target.checked });
                    }}
                  />
                  {t('newsletter', { name: theater.name, ofName: frenchOfPlace(theater.name) })}
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
