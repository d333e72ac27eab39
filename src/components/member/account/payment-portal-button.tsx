'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { useResetOnPageRestore } from '@/components/browser/use-reset-on-page-restore.ts';
import { useMemberSubmit } from '../forms/use-member-submit.ts';
import { useMemberApi } from '../session/use-member-api.ts';

/**
 * §7.9 GetPaymentProviderPortalSession: asks for a portal session and goes to its URL, which the
 * member layer has checked (https, or the sandbox on a loopback host; never javascript:). The
 * member comes back to the page they left.
 */
export function PaymentPortalButton() {
  const api = useMemberApi();
  const t = useTranslations('member.paymentPortal');
  const open = useMemberSubmit(() => api.paymentPortalUrl(`${window.location.origin}${window.location.pathname}`), {
    fallback: t('failed'),
    onSuccess: (url) => window.location.assign(url),
  });
  // Back from the payment portal: the button must not stay busy (back/forward cache).
  useResetOnPageRestore(open.reset);
  // Once the URL is accepted the page is leaving: the button stays busy until it has gone.
  const busy = open.pending || open.succeeded;
  return (
    <div className="flex flex-col gap-1">
      <div>
        <Button variant="secondary" size="sm" disabled={busy} aria-busy={busy} onClick={() => open.submit()}>
          {busy ? t('opening') : t('open')}
        </Button>
      </div>
      <FormMessage error={open.error} />
    </div>
  );
}
