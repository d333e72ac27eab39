'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OFFERED_WALLETS, walletSaveUrl } from '@/lib/loyalty/member/wallet-pass.ts';
import { FormMessage, secondaryButtonClass } from './form-fields.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { useResetOnPageRestore } from '@/components/ui/use-reset-on-page-restore.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';

export type WalletPass =
  { readonly kind: 'card'; readonly cardNumber: string } | { readonly kind: 'eTicket'; readonly bookingId: string };

/**
 * §7.9 "Add to wallet": the gateway returns the signed pass token as raw text; the browser then
 * goes to the wallet's save-pass URL built from it (wallet-pass.ts), which on a phone opens the
 * wallet app. The token is fetched on the click, so a page never holds passes it does not need.
 */
export function AddToWalletButton({ pass, label }: { pass: WalletPass; label: string }) {
  const api = useLoyaltyApi();
  const t = useTranslations('member.wallet');
  const errorMessage = useLoyaltyErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const wallet = OFFERED_WALLETS[0];
  const add = useMutation({
    mutationFn: async () => {
      if (!wallet) return null;
      const raw =
        pass.kind === 'card'
          ? await api.walletLoyaltyCard(COOKIE_TOKEN, wallet, pass.cardNumber)
          : await api.walletETicket(COOKIE_TOKEN, wallet, pass.bookingId);
      return walletSaveUrl(wallet, raw);
    },
    onMutate: () => setError(null),
    onSuccess: (url) => {
      if (!url) return setError(t('failed'));
      window.location.assign(url);
    },
    onError: () => setError(errorMessage(null, t('failed'))),
  });
  // Back from the wallet: the button must not stay busy (back/forward cache).
  useResetOnPageRestore(add.reset);
  if (!wallet) return null;
  const busy = add.isPending || (add.isSuccess && add.data !== null);
  return (
    <div className="flex flex-col gap-1">
      <div>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          aria-busy={busy}
          onClick={() => add.mutate()}
        >
          {busy ? t('preparing') : label}
        </button>
      </div>
      <FormMessage error={error} />
    </div>
  );
}
