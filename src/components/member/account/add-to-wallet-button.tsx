'use client';

import { useTranslations } from 'next-intl';
import type { WalletPass } from '@/lib/loyalty/member/member-types.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { useResetOnPageRestore } from '@/components/browser/use-reset-on-page-restore.ts';
import { useMemberSubmit } from '../forms/use-member-submit.ts';
import { useMemberApi } from '../session/use-member-api.ts';

/**
 * §7.9 "Add to wallet": the member layer fetches the signed pass and builds the wallet's save-pass
 * URL; the browser then goes there, which on a phone opens the wallet app. The pass is fetched on
 * the click, so a page never holds passes it does not need.
 */
export function AddToWalletButton({ pass, label }: { pass: WalletPass; label: string }) {
  const api = useMemberApi();
  const t = useTranslations('member.wallet');
  const add = useMemberSubmit(() => api.walletPassUrl(pass), {
    fallback: t('failed'),
    onSuccess: (url) => window.location.assign(url),
  });
  // Back from the wallet: the button must not stay busy (back/forward cache).
  useResetOnPageRestore(add.reset);
  if (!api.offersWallet) return null;
  // Once the URL is known the page is leaving: the button stays busy until it has gone.
  const busy = add.pending || add.succeeded;
  return (
    <div className="flex flex-col gap-1">
      <div>
        <Button variant="secondary" size="sm" disabled={busy} aria-busy={busy} onClick={() => add.submit()}>
          {busy ? t('preparing') : label}
        </Button>
      </div>
      <FormMessage error={add.error} />
    </div>
  );
}
