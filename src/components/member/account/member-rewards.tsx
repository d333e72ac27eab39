'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { canAffordReward } from '@/lib/loyalty/member/member-programme.ts';
import type { Reward } from '@/lib/loyalty/member/member-types.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { useMemberSubmit } from '../forms/use-member-submit.ts';
import { useMemberCache, useRewards } from '../member-queries.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';

/**
 * §7.3 rewards listing with the member's balance; in version 3 a reward is redeemed after an
 * explicit confirmation (OrderLoyaltyItem, then ConfirmItemRedemption), and the new balance shown.
 */
export function MemberRewards() {
  const api = useMemberApi();
  const session = useMemberSession();
  const cache = useMemberCache();
  const t = useTranslations('member.rewards');
  const tr = useTranslations('member.redemption');
  const [confirming, setConfirming] = useState<Reward | null>(null);
  const [balanceAfter, setBalanceAfter] = useState<number | null>(null);
  const confirmHeadingId = useId();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const rewards = useRewards();
  const balance = balanceAfter ?? rewards.data?.balance ?? null;

  const redeem = useMemberSubmit(
    async (reward: Reward) => {
      try {
        return await api.redeemReward(reward, balance);
      } finally {
        setConfirming(null);
      }
    },
    {
      onSuccess: (outcome, reward) => {
        if (outcome.balance !== null) setBalanceAfter(outcome.balance);
        void cache.reload('transactions');
        // The header and the member home show the balance of the session's member.
        void session.refresh();
        const done =
          outcome.balance === null
            ? tr('doneNoBalance', { name: reward.name })
            : tr('done', { name: reward.name, points: outcome.balance });
        return outcome.voucherCode ? `${done} ${tr('voucher', { code: outcome.voucherCode })}` : done;
      },
    },
  );

  // The confirmation replaces nothing on screen: focus goes to it so that it is read at once.
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const canRedeem = memberFeatures(session.config).rewardRedemption;
  return (
    <div className="flex flex-col gap-4" aria-busy={rewards.isLoading || redeem.pending}>
      {rewards.isLoading ? <p role="status">{t('loading')}</p> : null}
      {rewards.isError ? <p role="alert">{t('error')}</p> : null}
      {balance !== null ? (
        <p className="text-xl" data-testid="rewards-balance">
          {tr('balance', { points: balance })}
        </p>
      ) : null}
      {rewards.data && rewards.data.rewards.length === 0 ? <p>{t('empty')}</p> : null}
      <FormMessage error={redeem.error} success={redeem.success} />
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
            <Button disabled={redeem.pending} onClick={() => redeem.submit(confirming)}>
              {redeem.pending ? tr('redeeming') : tr('confirm')}
            </Button>
            <Button variant="secondary" size="sm" disabled={redeem.pending} onClick={() => setConfirming(null)}>
              {tr('cancel')}
            </Button>
          </div>
        </section>
      ) : null}
      <ul className="flex flex-col gap-2" data-testid="rewards">
        {(rewards.data?.rewards ?? []).map((reward) => (
          <li
            key={reward.key}
            className="flex flex-wrap items-center gap-3 rounded-2 bg-initial-background p-3 [overflow-wrap:anywhere]"
          >
            <span className="font-bold">{reward.name}</span>
            <span>{t('cost', { points: reward.pointsCost })}</span>
            {canRedeem && reward.recognitionId ? (
              canAffordReward(reward, balance) ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={redeem.pending || confirming !== null}
                  onClick={() => {
                    redeem.reset();
                    setConfirming(reward);
                  }}
                >
                  {t('redeem', { name: reward.name })}
                </Button>
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
