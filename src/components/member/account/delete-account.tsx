'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useMemberSubmit } from '../forms/use-member-submit.ts';
import { announceMemberNotice } from '../session/member-notice-store.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useMemberApi } from '../session/use-member-api.ts';

const HOME_PATH = '/';

/**
 * Account deletion with confirmation (§1, §2.8, §7.5 Delete, version 3): a dialog in #modal-root
 * (§2.2) asks first; after the provider deletes the account the session is closed (§4.3: the cookie
 * goes) and the member lands on the home page with a message.
 */
export function DeleteAccount() {
  const session = useMemberSession();
  const api = useMemberApi();
  const router = useRouter();
  const t = useTranslations('member.deleteAccount');
  const [open, setOpen] = useState(false);
  const remove = useMemberSubmit(() => api.deleteAccount(), {
    onSuccess: async () => {
      announceMemberNotice('account-deleted', HOME_PATH);
      await session.signOut();
      setOpen(false);
      router.push(HOME_PATH);
    },
  });
  // Once deleted, the dialog stays busy until the page has gone.
  const busy = remove.pending || remove.succeeded;

  return (
    <section aria-labelledby="delete-account-heading" className="flex flex-col items-start gap-3">
      <h2 id="delete-account-heading" className="text-xl">
        {t('sectionTitle')}
      </h2>
      <p>{t('explanation')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Modal
        open={open}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
        dismissible={!busy}
        title={t('confirmTitle')}
        className="flex w-full max-w-page-sm flex-col gap-4 rounded-2 bg-initial-background p-6 text-text"
      >
        <p>{t('confirmText')}</p>
        <FormMessage error={remove.error} />
        <div className="flex flex-wrap gap-3" aria-busy={busy}>
          {/* The harmless choice first, so that it has the focus when the dialog opens. */}
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => remove.submit()}>
            {busy ? t('deleting') : t('confirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
