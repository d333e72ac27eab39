'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { portalUrlOf } from '@/lib/loyalty/member/member-programme.ts';
import { FormMessage, secondaryButtonClass } from './form-fields.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { useResetOnPageRestore } from '@/components/ui/use-reset-on-page-restore.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';

/**
 * §7.9 GetPaymentProviderPortalSession: asks the gateway for a portal session and goes to its URL,
 * after checking it (https, or the sandbox on a loopback host; never javascript:). The member comes
 * back to the page they left.
 */
export function PaymentPortalButton() {
  const api = useLoyaltyApi();
  const t = useTranslations('member.paymentPortal');
  const errorMessage = useLoyaltyErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: () =>
      api.getPaymentProviderPortalSession(COOKIE_TOKEN, {
        returnUrl: `${window.location.origin}${window.location.pathname}`,
      }),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      if (!answer.ok) return setError(errorMessage(answer, t('failed')));
      const url = portalUrlOf(answer.data);
      if (!url) return setError(t('failed'));
      window.location.assign(url);
    },
    onError: () => setError(errorMessage(null, t('failed'))),
  });
  // Back from the payment portal: the button must not stay busy (back/forward cache).
  useResetOnPageRestore(open.reset);
  // Once the URL is accepted the page is leaving: the button stays busy until it has gone.
  const busy = open.isPending || (open.isSuccess && error === null && open.data.ok);
  return (
    <div className="flex flex-col gap-1">
      <div>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          aria-busy={busy}
          onClick={() => open.mutate()}
        >
          {busy ? t('opening') : t('open')}
        </button>
      </div>
      <FormMessage error={error} />
    </div>
  );
}
