'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { canAffordReward, redemptionOutcome, rewardsBalanceOf } from '@/lib/loyalty/member/member-programme.ts';
import { FormMessage, primaryButtonClass, secondaryButtonClass } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';

const REWARDS_KEY = ['member', 'rewards'] as const;

interface Reward {
  readonly key: string;
  readonly recognitionId: string | null;
  readonly name: string;
  readonly description: string | null;
  readonly pointsCost: number;
}

/**
 * §7.3 rewards listing with the member's balance; in version 3 a reward is redeemed after an
 * explicit confirmation (OrderLoyaltyItem, then ConfirmItemRedemption), and the new balance shown.
 */
export function MemberRewards() {
  const api = useLoyaltyApi();
  const session = useMemberSession();
  const queryClient = useQueryClient();
  const t = useTranslations('member.rewards');
  const tr = useTranslations('member.redemption');
  const errorMessage = useLoyaltyErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const [balanceAfter, setBalanceAfter] = useState<number | null>(null);
  const confirmHeadingId = useId();
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  const rewards = useQuery({
    queryKey: REWARDS_KEY,
    queryFn: async () => {
      const answer = await api.rewards(COOKIE_TOKEN);
      if (!answer.ok) throw new Error('rewards');
      return {
        balance: rewardsBalanceOf(answer.data, session.member?.balances),
        rewards: answer.data.rewards.map((reward, index): Reward => ({
          key: reward.recognitionId ?? reward.itemId ?? String(index),
          recognitionId: reward.recognitionId ?? null,
          name: reward.name,
          description: reward.description ?? null,
          pointsCost: reward.pointsCost,
        })),
      };
    },
  });
  const balance = balanceAfter ?? rewards.data?.balance ?? null;

  const redeem = useMutation({
    mutationFn: async (reward: Reward) => {
      const order = await api.orderLoyaltyItem(COOKIE_TOKEN, {
        recognitionId: reward.recognitionId ?? '',
        quantity: 1,
      });
      if (!order.ok || !order.data.orderId) return { answer: order, reward };
      return { answer: await api.confirmItemRedemption({ orderId: order.data.orderId }), reward };
    },
    onMutate: () => {
      setError(null);
      setSuccess(null);
    },
    onSuccess: ({ answer, reward }) => {
      setConfirming(null);
      if (!answer.ok) return setError(errorMessage(answer));
      const outcome = redemptionOutcome(answer.data, { balance, pointsCost: reward.pointsCost });
      if (outcome.balance !== null) setBalanceAfter(outcome.balance);
      const done =
        outcome.balance === null
          ? tr('doneNoBalance', { name: reward.name })
          : tr('done', { name: reward.name, points: outcome.balance });
      setSuccess(outcome.voucherCode ? `${done} ${tr('voucher', { code: outcome.voucherCode })}` : done);
      void queryClient.invalidateQueries({ queryKey: ['member', 'transactions'] });
      // The header and the member home show the balance of the session's member.
      void session.refresh();
    },
    onError: () => {
      setConfirming(null);
      setError(errorMessage(null));
    },
  });

  // The confirmation replaces nothing on screen: focus goes to it so that it is read at once.
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const canRedeem = memberFeatures(session.config).rewardRedemption;
  return (
    <div className="flex flex-col gap-4" aria-busy={rewards.isLoading || redeem.isPending}>
      {rewards.isLoading ? <p role="status">{t('loading')}</p> : null}
      {rewards.isError ? <p role="alert">{t('error')}</p> : null}
      {balance !== null ? (
        <p className="text-xl" data-testid="rewards-balance">
          {tr('balance', { points: balance })}
        </p>
      ) : null}
      {rewards.data && rewards.data.rewards.length === 0 ? <p>{t('empty')}</p> : null}
      <FormMessage error={error} success={success} />
      {confirming ? (
        <section
          aria-labelledby={confirmHeadingId}
          className="rounded-content flex flex-col gap-3 border border-border p-4"
          data-testid="redeem-confirmation"
        >
          <h2 id={confirmHeadingId} ref={confirmHeading} tabIndex={-1} className="text-xl outline-none">
            {tr('confirmTitle', { name: confirming.name })}
          </h2>
          <p>{tr('confirmText', { points: confirming.pointsCost })}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButtonClass}
              disabled={redeem.isPending}
              onClick={() => redeem.mutate(confirming)}
            >
              {redeem.isPending ? tr('redeeming') : tr('confirm')}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={redeem.isPending}
              onClick={() => setConfirming(null)}
            >
              {tr('cancel')}
            </button>
          </div>
        </section>
      ) : null}
      <ul className="flex flex-col gap-2" data-testid="rewards">
        {(rewards.data?.rewards ?? []).map((reward) => (
          <li key={reward.key} className="flex flex-wrap items-center gap-3 rounded-2 bg-initial-background p-3">
            <span className="font-bold">{reward.name}</span>
            <span>{t('cost', { points: reward.pointsCost })}</span>
            {canRedeem && reward.recognitionId ? (
              canAffordReward(reward, balance) ? (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={redeem.isPending || confirming !== null}
                  onClick={() => {
                    setSuccess(null);
                    setError(null);
                    setConfirming(reward);
                  }}
                >
                  {t('redeem', { name: reward.name })}
                </button>
              ) : (
                <span className="text-sm text-text-alt">{tr('notEnough')}</span>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
