'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { normalizeCardCode } from '@/lib/loyalty/member/member-input.ts';
import { FormMessage, primaryButtonClass, secondaryButtonClass, TextField } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';

const CARDS_KEY = ['member', 'cards'] as const;
interface Card {
  readonly cardCode: string;
  readonly status: string;
  readonly isPrimary: boolean;
}

/** §7.7 loyalty cards (version 3): list, add (code upper-cased, §5), delete, report lost. */
export function LoyaltyCards() {
  const api = useLoyaltyApi();
  const session = useMemberSession();
  const queryClient = useQueryClient();
  const t = useTranslations('member.cards');
  const errorMessage = useLoyaltyErrorMessage();
  const [cardCode, setCardCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const query = useQuery({
    queryKey: CARDS_KEY,
    queryFn: async (): Promise<Card[]> => {
      const answer = await api.getCards(COOKIE_TOKEN);
      if (!answer.ok) throw new Error('cards');
      return answer.data.cards;
    },
  });
  const mutation = useMutation({
    mutationFn: async (change: { kind: 'add' | 'delete'; cardCode: string } | { kind: 'lost' }) =>
      change.kind === 'add'
        ? api.addCard(COOKIE_TOKEN, normalizeCardCode(change.cardCode))
        : change.kind === 'delete'
          ? api.deleteCard(COOKIE_TOKEN, change.cardCode)
          : api.reportLostCard(COOKIE_TOKEN),
    onMutate: () => {
      setError(null);
      setSuccess(null);
    },
    onSuccess: (answer, change) => {
      if (!answer.ok) return setError(errorMessage(answer));
      queryClient.setQueryData(CARDS_KEY, answer.data.cards);
      if (change.kind === 'add') setCardCode('');
      setSuccess(t(change.kind === 'add' ? 'added' : change.kind === 'delete' ? 'deleted' : 'reportedLost'));
      void session.refresh();
    },
    onError: () => setError(errorMessage(null)),
  });

  function add(event: FormEvent) {
    event.preventDefault();
    if (cardCode.trim()) mutation.mutate({ kind: 'add', cardCode });
  }

  return (
    <div className="flex flex-col gap-6" aria-busy={mutation.isPending}>
      {query.isLoading ? <p role="status">{t('loading')}</p> : null}
      <ul className="flex flex-col gap-2" data-testid="loyalty-cards">
        {(query.data ?? []).map((card) => (
          <li
            key={card.cardCode}
            className="flex flex-wrap items-center gap-3 rounded-2 bg-initial-background p-3"
            data-card={card.cardCode}
          >
            <span className="font-bold">{card.cardCode}</span>
            <span>
              {t(`status.${card.status === 'LOST' ? 'lost' : card.status === 'ACTIVE' ? 'active' : 'other'}`)}
            </span>
            {card.isPrimary ? <span>{t('primary')}</span> : null}
            {!card.isPrimary && card.status === 'ACTIVE' ? (
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={mutation.isPending}
                onClick={() => mutation.mutate({ kind: 'delete', cardCode: card.cardCode })}
              >
                {t('delete', { card: card.cardCode })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <FormMessage error={error} success={success} />
      <form onSubmit={add} noValidate className="flex flex-col gap-3" aria-labelledby="add-card-heading">
        <h2 id="add-card-heading" className="text-xl">
          {t('addTitle')}
        </h2>
        <TextField label={t('cardCode')} autoComplete="off" value={cardCode} onValueChange={setCardCode} />
        <div>
          <button type="submit" disabled={mutation.isPending || cardCode.trim() === ''} className={primaryButtonClass}>
            {t('add')}
          </button>
        </div>
      </form>
      <section aria-labelledby="lost-card-heading" className="flex flex-col gap-3">
        <h2 id="lost-card-heading" className="text-xl">
          {t('lostTitle')}
        </h2>
        <p>{t('lostIntro')}</p>
        <div>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ kind: 'lost' })}
          >
            {t('reportLost')}
          </button>
        </div>
      </section>
    </div>
  );
}
