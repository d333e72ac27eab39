'use client';

import { useTranslations } from 'next-intl';
import type { WalletPass } from '@/lib/loyalty/member/member-types.ts';
import { applePassPath, isAppleDevice, walletOrder } from '@/lib/loyalty/member/wallet-pass.ts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
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

/**
 * §7.9 both wallets for a pass, the device's own first: Apple Wallet through a plain link to the site's server (the
 * .pkpass file opens in Wallet), Google Wallet through its save link. `film` names an e-ticket's film.
 */
export function WalletButtons({ pass, film }: { pass: WalletPass; film?: string }) {
  const t = useTranslations('member.wallet');
  const order = walletOrder(typeof navigator !== 'undefined' && isAppleDevice(navigator.userAgent));
  const ticket = pass.kind === 'eTicket';
  return (
    <div className="flex flex-wrap items-start gap-2" data-testid="wallet-buttons">
      {order.map((wallet) =>
        wallet === 'Apple' ? (
          <a
            key={wallet}
            href={applePassPath(pass)}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            data-wallet="Apple"
          >
            {ticket ? t('addTicketApple', { film: film ?? '' }) : t('addCardApple')}
          </a>
        ) : (
          <AddToWalletButton
            key={wallet}
            pass={pass}
            label={ticket ? t('addTicket', { film: film ?? '' }) : t('addCard')}
          />
        ),
      )}
    </div>
  );
}
