'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import type { LoyaltyCard } from '@/lib/loyalty/member/member-types.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useMemberSubmit } from '../forms/use-member-submit.ts';
import { useLoyaltyCards, useMemberCache } from '../member-queries.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';

type CardChange = { readonly kind: 'add' | 'delete'; readonly cardCode: string } | { readonly kind: 'lost' };

/** §7.7 loyalty cards (version 3): list, add (code upper-cased, §5), delete, report lost. */
export function LoyaltyCards() {
  const api = useMemberApi();
  const session = useMemberSession();
  const cache = useMemberCache();
  const t = useTranslations('member.cards');
  const tf = useTranslations('member.form');
  const [cardCode, setCardCode] = useState('');
  const cards = useLoyaltyCards();
  const change = useMemberSubmit(
    (request: CardChange): Promise<LoyaltyCard[]> => {
      if (request.kind === 'add' && request.cardCode.trim() === '') throw MemberError.invalidInput(tf('required'));
      return request.kind === 'add'
        ? api.addCard(request.cardCode)
        : request.kind === 'delete'
          ? api.deleteCard(request.cardCode)
          : api.reportLostCard();
    },
    {
      onSuccess: (list, request) => {
        cache.setCards(list);
        if (request.kind === 'add') setCardCode('');
        void session.refresh();
        return t(request.kind === 'add' ? 'added' : request.kind === 'delete' ? 'deleted' : 'reportedLost');
      },
    },
  );

  return (
    <div className="flex flex-col gap-6" aria-busy={change.pending}>
      {cards.isLoading ? <p role="status">{t('loading')}</p> : null}
      <ul className="flex flex-col gap-2" data-testid="loyalty-cards">
        {(cards.data ?? []).map((card) => (
          <li
            key={card.code}
            className="flex flex-wrap items-center gap-3 rounded-2 bg-initial-background p-3"
            data-card={card.code}
          >
            <span className="font-bold">{card.code}</span>
            <span>{t(`status.${card.status}`)}</span>
            {card.isPrimary ? <span>{t('primary')}</span> : null}
            {!card.isPrimary && card.status === 'active' ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={change.pending}
                onClick={() => change.submit({ kind: 'delete', cardCode: card.code })}
              >
                {t('delete', { card: card.code })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <FormMessage error={change.error} success={change.success} />
      <form
        onSubmit={change.onSubmit(() => ({ kind: 'add', cardCode }))}
        noValidate
        className="flex flex-col gap-3"
        aria-labelledby="add-card-heading"
      >
        <h2 id="add-card-heading" className="text-xl">
          {t('addTitle')}
        </h2>
        <TextField label={t('cardCode')} autoComplete="off" required value={cardCode} onValueChange={setCardCode} />
        <div>
          <Button type="submit" disabled={change.pending || cardCode.trim() === ''}>
            {t('add')}
          </Button>
        </div>
      </form>
      <section aria-labelledby="lost-card-heading" className="flex flex-col gap-3">
        <h2 id="lost-card-heading" className="text-xl">
          {t('lostTitle')}
        </h2>
        <p>{t('lostIntro')}</p>
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={change.pending}
            onClick={() => change.submit({ kind: 'lost' })}
          >
            {t('reportLost')}
          </Button>
        </div>
      </section>
    </div>
  );
}
