import { getTranslations } from 'next-intl/server';
import { MemberMessages } from '@/components/member/session/member-messages.tsx';
import { SignInForm } from '@/components/member/forms/sign-in-form.tsx';
import type { GenericPage } from '@/lib/config/site-schema.ts';
import { PageBody } from './page-body.tsx';

/** The one generic page template (§2.1), shared by the page route and the preview route. */
export async function GenericPageView({ page, isLogin }: { page: GenericPage; isLogin: boolean }) {
  const t = await getTranslations('page');
  return (
    <article className="mx-auto flex max-w-prose flex-col gap-4">
      <h1 className="text-3xl">{page.title}</h1>
      <PageBody body={page.body} />
      {isLogin && page.body.length === 0 ? <p>{t('loginIntro')}</p> : null}
      {isLogin ? (
        <MemberMessages>
          <SignInForm />
        </MemberMessages>
      ) : null}
    </article>
  );
}
