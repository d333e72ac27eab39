'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { activateLoyaltyMembership } from '@/lib/loyalty/member/membership-activation.ts';
import { Link } from '@/components/ui/link.tsx';
import { FormMessage, primaryButtonClass, secondaryButtonClass } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { ACCOUNT_PATH, LOYALTY_JOIN_PATH } from './member-paths.ts';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';
import { MEMBER_PROFILE_KEY, useMemberProfile } from './use-member-profile.ts';

/**
 * "Join the loyalty programme" (§4.8): for a signed-in member without a loyalty membership, the
 * activation chain runs; a step whose precondition fails stops it silently (§8.3), so the member
 * only learns that nothing changed, never a provider error.
 */
export function JoinLoyalty() {
  const session = useMemberSession();
  const api = useLoyaltyApi();
  const queryClient = useQueryClient();
  const profile = useMemberProfile();
  const t = useTranslations('member.loyaltyJoin');
  const errorMessage = useLoyaltyErrorMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);

  if (profile.isPending) {
    return (
      <p role="status" aria-live="polite" data-testid="member-loading">
        {t('loading')}
      </p>
    );
  }
  if (!profile.data) return <FormMessage error={t('loadError')} />;

  async function join() {
    if (!profile.data) return;
    setError(null);
    setPending(true);
    try {
      const { firstName, lastName, email, mobilePhone } = profile.data;
      const outcome = await activateLoyaltyMembership(api, { firstName, lastName, email, mobilePhone }, COOKIE_TOKEN);
      if (outcome.status !== 'activated') {
        setError(t('notActivated'));
        return;
      }
      setJoined(true);
      // One after the other: the refresh rotates the session (§4.1).
      await session.refresh();
      await queryClient.invalidateQueries({ queryKey: MEMBER_PROFILE_KEY });
    } catch {
      setError(errorMessage(null));
    } finally {
      setPending(false);
    }
  }

  if (joined || profile.data.hasLoyaltyMembership) {
    return (
      <div className="flex flex-col items-start gap-3">
        <div role="status" aria-live="polite">
          <p data-testid={joined ? 'member-success' : 'loyalty-member'}>{joined ? t('joined') : t('alreadyMember')}</p>
        </div>
        <Link href={ACCOUNT_PATH} className="underline underline-offset-4">
          {t('toAccount')}
        </Link>
      </div>
    );
  }

  return (
    <section aria-labelledby="join-loyalty-heading" className="flex flex-col items-start gap-3" aria-busy={pending}>
      <h2 id="join-loyalty-heading" className="text-xl">
        {t('offerTitle')}
      </h2>
      <p>{t('offerText')}</p>
      <FormMessage error={error} />
      <button type="button" className={primaryButtonClass} disabled={pending} onClick={() => void join()}>
        {pending ? t('joining') : t('join')}
      </button>
    </section>
  );
}

/** The member home's invitation to §4.8, shown only to members without a loyalty membership. */
export function LoyaltyJoinOffer() {
  const { config } = useMemberSession();
  const profile = useMemberProfile();
  const t = useTranslations('member.loyaltyJoin');
  if (!memberFeatures(config).loyaltyJoin || !profile.data || profile.data.hasLoyaltyMembership) return null;
  return (
    <aside
      aria-labelledby="loyalty-offer-heading"
      className="flex flex-col items-start gap-2 rounded-2 border border-border p-4"
      data-testid="loyalty-offer"
    >
      <h2 id="loyalty-offer-heading" className="text-xl">
        {t('offerTitle')}
      </h2>
      <p>{t('offerText')}</p>
      <Link href={LOYALTY_JOIN_PATH} className={secondaryButtonClass}>
        {t('offerLink')}
      </Link>
    </aside>
  );
}
