'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMessage, secondaryButtonClass } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';

/** §7.3 rewards listing; version 3 redeems (OrderLoyaltyItem, then ConfirmItemRedemption). */
export function MemberRewards() {
  const api = useLoyaltyApi();
  const session = useMemberSession();
  const queryClient = useQueryClient();
  const t = useTranslations('member.rewards');
  const errorMessage = useLoyaltyErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const rewards = useQuery({
    queryKey: ['member', 'rewards'],
    queryFn: async () => {
      const answer = await api.rewards(COOKIE_TOKEN);
      if (!answer.ok) throw new Error('rewards');
      return answer.data.rewards;
    },
  });
  const redeem = useMutation({
    mutationFn: async (recognitionId: string) => {
      const order = await api.orderLoyaltyItem(COOKIE_TOKEN, { recognitionId, quantity: 1 });
      if (!order.ok || !order.data.orderId) return order;
      return api.confirmItemRedemption({ orderId: order.data.orderId });
    },
    onMutate: () => {
      setError(null);
      setSuccess(null);
    },
    onSuccess: (answer) => {
      if (!answer.ok) return setError(errorMessage(answer));
      setSuccess(t('redeemed'));
      void queryClient.invalidateQueries({ queryKey: ['member', 'transactions'] });
      void session.refresh();
    },
    onError: () => setError(errorMessage(null)),
  });
  const canRedeem = session.config.version === 3;
  return (
    <div className="flex flex-col gap-4" aria-busy={rewards.isLoading || redeem.isPending}>
      {rewards.isLoading ? <p role="status">{t('loading')}</p> : null}
      {rewards.isError ? <p role="alert">{t('error')}</p> : null}
      {rewards.data && rewards.data.length === 0 ? <p>{t('empty')}</p> : null}
      <FormMessage error={error} success={success} />
      <ul className="flex flex-col gap-2" data-testid="rewards">
        {(rewards.data ?? []).map((reward, index) => (
          <li key={reward.recognitionId ?? reward.itemId ?? index} className="flex flex-wrap items-center gap-3 rounded-2 bg-initial-background p-3">
            <span className="font-bold">{reward.name}</span>
            <span>{t('cost', { points: reward.pointsCost })}</span>
            {canRedeem && reward.recognitionId ? (
              <button type="button" className={secondaryButtonClass} disabled={redeem.isPending} onClick={() => redeem.mutate(reward.recognitionId!)}>
                {t('redeem', { name: reward.name })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
