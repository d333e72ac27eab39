'use client';

import { useTranslations } from 'next-intl';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { MemberError } from '@/lib/loyalty/member/member-error.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { useMemberSubmit } from '../forms/use-member-submit.ts';
import { ACCOUNT_PATH, LOYALTY_JOIN_PATH } from '../member-paths.ts';
import { useMemberCache, useMemberProfile } from '../member-queries.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';

/**
 * "Join the loyalty programme" (§4.8): for a signed-in member without a loyalty membership, the
 * activation chain runs; a step whose precondition fails stops it silently (§8.3), so the member
 * only learns that nothing changed, never a provider error.
 */
export function JoinLoyalty() {
  const session = useMemberSession();
  const api = useMemberApi();
  const cache = useMemberCache();
  const profile = useMemberProfile();
  const t = useTranslations('member.loyaltyJoin');
  const join = useMemberSubmit(
    async () => {
      if (!profile.data) throw MemberError.invalidInput(t('loadError'));
      const { firstName, lastName, email, mobilePhone } = profile.data;
      if ((await api.joinLoyalty({ firstName, lastName, email, mobilePhone })) !== 'activated')
        throw MemberError.invalidInput(t('notActivated'));
    },
    {
      // Joined: said at once; the session and the profile then catch up, one after the other
      // because the refresh rotates the session (§4.1).
      onSuccess: () => {
        void session.refresh().then(() => cache.reload('profile'));
      },
    },
  );

  if (profile.isPending) {
    return (
      <p role="status" aria-live="polite" data-testid="member-loading">
        {t('loading')}
      </p>
    );
  }
  if (!profile.data) return <FormMessage error={t('loadError')} />;

  if (join.succeeded || profile.data.hasLoyaltyMembership) {
    return (
      <div className="flex flex-col items-start gap-3">
        <div role="status" aria-live="polite">
          <p data-testid={join.succeeded ? 'member-success' : 'loyalty-member'}>
            {join.succeeded ? t('joined') : t('alreadyMember')}
          </p>
        </div>
        <RouteLink href={ACCOUNT_PATH} className="underline underline-offset-4">
          {t('toAccount')}
        </RouteLink>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="join-loyalty-heading"
      className="flex flex-col items-start gap-3"
      aria-busy={join.pending}
    >
      <h2 id="join-loyalty-heading" className="text-xl">
        {t('offerTitle')}
      </h2>
      <p>{t('offerText')}</p>
      <FormMessage error={join.error} />
      <Button disabled={join.pending} onClick={() => join.submit()}>
        {join.pending ? t('joining') : t('join')}
      </Button>
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
      <RouteLink href={LOYALTY_JOIN_PATH} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {t('offerLink')}
      </RouteLink>
    </aside>
  );
}
