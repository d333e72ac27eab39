'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { LOYALTY_GENERIC_MESSAGES } from '@/lib/loyalty/member/error-catalogue.ts';
import type { FavoriteCinema } from '@/lib/loyalty/member/member-types.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { FormMessage, secondaryButtonClass } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';

const FAVORITES_KEY = ['member', 'favorite-theaters'] as const;

export interface TheaterOption {
  readonly id: string;
  readonly name: string;
}

type Change =
  | { readonly kind: 'add'; readonly cinemaId: string }
  | { readonly kind: 'remove'; readonly cinemaId: string }
  | { readonly kind: 'newsletter'; readonly cinemaId: string; readonly subscribe: boolean };

/**
 * §4.6 favourite cinemas with the newsletter flag: version 3 with a token only; each change sets a
 * loading state, replaces the list on peachCode 0 (add and remove also refresh the member), and
 * exposes the §8.3 error otherwise.
 */
export function FavoriteTheaters({ theaters }: { theaters: readonly TheaterOption[] }) {
  const session = useMemberSession();
  const api = useLoyaltyApi();
  const queryClient = useQueryClient();
  const t = useTranslations('member.theaters');
  const locale = useLocale() === 'fr' ? 'fr' : 'en';
  const errorMessage = useLoyaltyErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const enabled = isLoggedIn(session) && session.config.version === 3;

  const query = useQuery({
    queryKey: FAVORITES_KEY,
    enabled,
    queryFn: async (): Promise<FavoriteCinema[]> => {
      const answer = await api.getFavoriteCinemas(COOKIE_TOKEN);
      if (!answer.ok) throw new Error('favorite theaters');
      return answer.data.favoriteCinemas.map((c) => ({
        cinemaId: c.boxofficeCinemaId,
        subscribeToNewsletter: c.subscribeToNewsletter,
      }));
    },
  });
  const favorites = query.data ?? [];

  const mutation = useMutation({
    mutationFn: async (change: Change) => {
      if (change.kind === 'add') return api.addFavoriteCinema(COOKIE_TOKEN, change.cinemaId);
      if (change.kind === 'remove') return api.removeFavoriteCinema(COOKIE_TOKEN, change.cinemaId);
      const current = queryClient.getQueryData<FavoriteCinema[]>(FAVORITES_KEY) ?? favorites;
      return api.updateFavoriteCinemaSubscriptions(
        COOKIE_TOKEN,
        current.map((f) => (f.cinemaId === change.cinemaId ? { ...f, subscribeToNewsletter: change.subscribe } : f)),
      );
    },
    onMutate: (change) => {
      setError(null);
      const previous = queryClient.getQueryData<FavoriteCinema[]>(FAVORITES_KEY);
      // The newsletter box follows the click at once; a refusal puts it back.
      if (change.kind === 'newsletter' && previous) {
        queryClient.setQueryData(
          FAVORITES_KEY,
          previous.map((f) => (f.cinemaId === change.cinemaId ? { ...f, subscribeToNewsletter: change.subscribe } : f)),
        );
      }
      return { previous };
    },
    onSuccess: (answer, change, context) => {
      if (!answer.ok) {
        if (context?.previous) queryClient.setQueryData(FAVORITES_KEY, context.previous);
        setError(errorMessage(answer, LOYALTY_GENERIC_MESSAGES.genericError[locale]));
        return;
      }
      queryClient.setQueryData(
        FAVORITES_KEY,
        answer.data.favoriteCinemas.map((c) => ({
          cinemaId: c.boxofficeCinemaId,
          subscribeToNewsletter: c.subscribeToNewsletter,
        })),
      );
      if (change.kind !== 'newsletter') void session.refresh();
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(FAVORITES_KEY, context.previous);
      setError(LOYALTY_GENERIC_MESSAGES.genericError[locale]);
    },
  });

  if (query.isLoading) return <p role="status">{t('loading')}</p>;
  const loadError = query.isError ? LOYALTY_GENERIC_MESSAGES.favoriteTheatersError[locale] : null;
  // §4.14 / issue 6: favourite theaters first.
  const ordered = [...theaters].sort(
    (a, b) => Number(!favorites.some((f) => f.cinemaId === a.id)) - Number(!favorites.some((f) => f.cinemaId === b.id)),
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" aria-busy={mutation.isPending}>
      <h2 id={headingId} className="text-xl">
        {t('title')}
      </h2>
      <FormMessage error={error ?? loadError} />
      <ul className="flex flex-col gap-3" data-testid="favorite-theaters">
        {ordered.map((theater) => {
          const favorite = favorites.find((f) => f.cinemaId === theater.id);
          return (
            <li
              key={theater.id}
              className="flex flex-wrap items-center gap-4 rounded-2 bg-initial-background p-3"
              data-theater-id={theater.id}
            >
              <span className="min-w-48 font-bold">{theater.name}</span>
              <button
                type="button"
                aria-pressed={Boolean(favorite)}
                disabled={mutation.isPending}
                onClick={() => mutation.mutate({ kind: favorite ? 'remove' : 'add', cinemaId: theater.id })}
                className={secondaryButtonClass}
              >
                {favorite ? t('remove', { name: theater.name }) : t('add', { name: theater.name })}
              </button>
              {favorite ? (
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={favorite.subscribeToNewsletter}
                    disabled={mutation.isPending}
                    onChange={(event) =>
                      mutation.mutate({ kind: 'newsletter', cinemaId: theater.id, subscribe: event.target.checked })
                    }
                  />
                  {t('newsletter', { name: theater.name })}
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
