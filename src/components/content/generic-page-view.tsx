import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { SignInIsland } from '@/components/member/forms/sign-in-island.tsx';
import { StaticSignInForm } from '@/components/member/forms/static-sign-in-form.tsx';
import type { GenericPage } from '@/lib/config/site-schema.ts';
import { hasLoyaltyProgramme } from '@/lib/loyalty/member/programme.ts';
import { siteLoyaltyConfig } from '@/server/member/member-context.ts';
import { PageBody } from './page-body.tsx';

/** The one generic page template (§2.1), shared by the page route and the preview route. */
export async function GenericPageView({ page, isLogin }: { page: GenericPage; isLogin: boolean }) {
  const t = await getTranslations('page');
  return (
    <article className="mx-auto flex max-w-prose flex-col gap-4">
      <h1 className="text-3xl">{page.title}</h1>
      <PageBody body={page.body} />
      {isLogin && page.body.length === 0 ? <p>{t('loginIntro')}</p> : null}
      {/* §1, §3.3: no loyalty programme, no sign-in (the proxy answers the login page 404; the preview draws it). */}
      {isLogin && hasLoyaltyProgramme(siteLoyaltyConfig()) ? <SignIn /> : null}
    </article>
  );
}

/**
 * §4.2 the login page's form: drawn by the server, taken over by its code once the page is
 * interactive (SignInIsland), which gets the member messages it formats as data.
 */
async function SignIn() {
  const locale = await getLocale();
  const { member } = await getMessages();
  return (
    <SignInIsland locale={locale} messages={{ member }}>
      <StaticSignInForm config={siteLoyaltyConfig()} captcha={Boolean(process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY)} />
    </SignInIsland>
  );
}
