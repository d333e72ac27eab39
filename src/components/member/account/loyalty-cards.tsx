'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import type { LoyaltyCard } from '@/lib/loyalty/member/member-types.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { useMemberSubmit } from '../forms/use-member-submit.ts';
import { useLoyaltyCards, useMemberCache } from '../member-queries.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';
import { MemberCard, prepareMemberCard } from './member-card.tsx';
import { WalletButtons } from './add-to-wallet-button.tsx';

type CardChange = { readonly kind: 'add' | 'delete'; readonly cardCode: string } | { readonly kind: 'lost' };

/**
 * §7.7 loyalty cards: the member's card to show at the till (§3.6 scannableCodeFormat) and in a wallet (§7.9), then
 * what the programme allows: version 3 lists the cards (delete one), and with plastic cards (§3.6 cardType PHYSICAL)
 * adds one (code upper-cased, §5) and reports the main one lost; version 1 removes a card the member names.
 */
export function LoyaltyCards() {
  const session = useMemberSession();
  const t = useTranslations('member.cards');
  const features = memberFeatures(session.config);
  const cardNumber = session.member?.cardNumber ?? '';
  // The card's worker and view start loading now, while the member's details are on their way.
  useEffect(prepareMemberCard, []);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="my-card-heading" className="flex flex-col gap-3" data-testid="my-card">
        <h2 id="my-card-heading" className="text-xl">
          {t('myCard')}
        </h2>
        <p data-testid="card-type-note">{t(features.physicalCard ? 'physicalIntro' : 'dematerializedIntro')}</p>
        {cardNumber ? (
          <MemberCard cardNumber={cardNumber} format={session.config.scannableCodeFormat ?? 'QR_CODE'} />
        ) : null}
        {cardNumber && features.wallet ? <WalletButtons pass={{ kind: 'card', cardNumber }} /> : null}
      </section>
      {features.cardList ? <CardList physical={features.physicalCard} /> : null}
      {features.cardDeleteByNumber ? <RemoveCardByNumber /> : null}
    </div>
  );
}

/** §7.7 version 3: the cards GetCards answers, a non-main active one deletable; a plastic card added or reported lost. */
function CardList({ physical }: { physical: boolean }) {
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
      {physical ? (
        <>
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
        </>
      ) : null}
    </div>
  );
}

/** §7.7 DeleteCard version 1: no list exists, so the member types the number of the card to remove. */
function RemoveCardByNumber() {
  const api = useMemberApi();
  const session = useMemberSession();
  const t = useTranslations('member.cards');
  const tf = useTranslations('member.form');
  const [cardCode, setCardCode] = useState('');
  const remove = useMemberSubmit(
    async (code: string): Promise<void> => {
      if (code.trim() === '') throw MemberError.invalidInput(tf('required'));
      await api.deleteCard(code);
    },
    {
      onSuccess: () => {
        setCardCode('');
        void session.refresh();
        return t('deleted');
      },
    },
  );
  return (
    <form
      onSubmit={remove.onSubmit(() => cardCode)}
      noValidate
      className="flex flex-col gap-3"
      aria-labelledby="remove-card-heading"
      aria-busy={remove.pending}
    >
      <h2 id="remove-card-heading" className="text-xl">
        {t('removeTitle')}
      </h2>
      <p>{t('removeIntro')}</p>
      <TextField label={t('cardCode')} autoComplete="off" required value={cardCode} onValueChange={setCardCode} />
      <FormMessage error={remove.error} success={remove.success} />
      <div>
        <Button type="submit" variant="secondary" disabled={remove.pending || cardCode.trim() === ''}>
          {t('remove')}
        </Button>
      </div>
    </form>
  );
}
