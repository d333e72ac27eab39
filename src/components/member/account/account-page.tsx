import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { ACCOUNT_PATH } from '../member-paths.ts';

/** The frame of a member-area page: its heading and the way back to the member home. */
export async function AccountPage({
  title,
  children,
  back = true,
}: {
  title: string;
  children: ReactNode;
  back?: boolean;
}) {
  const t = await getTranslations('member.account');
  // At least a screen tall: the member screen draws after the page, and the footer must not jump
  // as it arrives.
  return (
    <article className="mx-auto flex min-h-dvh w-full max-w-page-md flex-col gap-6">
      {back ? (
        <StaticLink href={ACCOUNT_PATH} className="self-start underline underline-offset-4">
          {t('back')}
        </StaticLink>
      ) : null}
      <h1 className="text-3xl">{title}</h1>
      {children}
    </article>
  );
}
