'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { FormMessage, secondaryButtonClass } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { announceMemberNotice } from './member-notice.tsx';
import { useLoyaltyErrorMessage } from './use-error-message.ts';
import { COOKIE_TOKEN, useLoyaltyApi } from './use-loyalty-api.ts';

const dangerButtonClass = 'rounded-button border-2 border-text px-4 py-2 font-bold text-text disabled:opacity-70';
const HOME_PATH = '/';

/**
 * Account deletion with confirmation (§1, §2.8, §7.5 Delete, version 3): a dialog in #modal-root
 * (§2.2) asks first; after the provider deletes the account the session is closed (§4.3: the cookie
 * goes) and the member lands on the home page with a message.
 */
export function DeleteAccount() {
  const session = useMemberSession();
  const api = useLoyaltyApi();
  const router = useRouter();
  const t = useTranslations('member.deleteAccount');
  const errorMessage = useLoyaltyErrorMessage();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    setPending(true);
    try {
      const answer = await api.deleteMember(COOKIE_TOKEN);
      if (!answer.ok) {
        setError(errorMessage(answer));
        setPending(false);
        return;
      }
      announceMemberNotice('account-deleted', HOME_PATH);
      await session.signOut();
      setOpen(false);
      router.push(HOME_PATH);
    } catch {
      setError(errorMessage(null));
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="delete-account-heading" className="flex flex-col items-start gap-3">
      <h2 id="delete-account-heading" className="text-xl">
        {t('sectionTitle')}
      </h2>
      <p>{t('explanation')}</p>
      <button type="button" className={dangerButtonClass} onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      <Modal
        open={open}
        onClose={() => {
          if (!pending) setOpen(false);
        }}
        dismissible={!pending}
        title={t('confirmTitle')}
        className="flex w-full max-w-page-sm flex-col gap-4 rounded-2 bg-initial-background p-6 text-text"
      >
        <p>{t('confirmText')}</p>
        <FormMessage error={error} />
        <div className="flex flex-wrap gap-3" aria-busy={pending}>
          {/* The harmless choice first, so that it has the focus when the dialog opens. */}
          <button type="button" className={secondaryButtonClass} disabled={pending} onClick={() => setOpen(false)}>
            {t('cancel')}
          </button>
          <button type="button" className={dangerButtonClass} disabled={pending} onClick={() => void confirm()}>
            {pending ? t('deleting') : t('confirm')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
