'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { afterSignInPath } from '@/lib/links/after-sign-in.ts';
import { RETURN_PARAM } from '@/lib/loyalty/handoff/handoff-param.ts';
import { captchaResponseOf } from '@/lib/loyalty/member/captcha.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { SIGN_IN_ERROR_PARAM, signInFormErrorOf } from '@/lib/loyalty/session/sign-in-form-post.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { RouteLink } from '@/components/ui/link/route-link.tsx';
import { PasswordField, TextField } from '@/components/ui/text-field.tsx';
import { AccountHelpLinks } from '../account/account-help-links.tsx';
import { ACCOUNT_PATH, FORGOT_PASSWORD_PATH, REGISTER_PATH } from '../member-paths.ts';
import { useMemberSession } from '../session/member-session-provider.tsx';
import { useSignInError } from '../session/use-sign-in-error.ts';
import { CaptchaField, useCaptchaRule } from './captcha-field.tsx';
import type { TypedSoFar } from './sign-in-island-body.tsx';
import { useMemberSubmit } from './use-member-submit.ts';

/**
 * The sign-in screen of the login page (§4.2): e-mail and password (show/hide), the captcha
 * response when a captcha widget filled one, §8 errors announced, nothing typed lost on error.
 */
export function SignInForm({ typed }: { typed?: TypedSoFar } = {}) {
  const session = useMemberSession();
  const signInError = useSignInError();
  const t = useTranslations('member.signIn');
  const tf = useTranslations('member.form');
  const captcha = useCaptchaRule();
  const router = useRouter();
  const [email, setEmail] = useState(typed?.email ?? '');
  const [password, setPassword] = useState(typed?.password ?? '');
  // Why a sign-in posted before this code arrived failed (the login route sent the visitor back here).
  const [posted, setPosted] = useState(() =>
    typeof window === 'undefined' ? null : signInFormErrorOf(window.location.search),
  );
  const form = useRef<HTMLFormElement>(null);
  const postedMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The field that had focus in the server's form keeps it, the caret after what was typed.
    if (typed?.focus) form.current?.querySelector<HTMLInputElement>(`input[name="${typed.focus}"]`)?.focus();
    // A reason sent back with the page is there from the first drawing, which a live region does not announce: it
    // takes the focus, unless the visitor is already typing.
    else if (document.activeElement === document.body) postedMessage.current?.focus();
    // The reason is said once: a reload or a shared link does not repeat it.
    const url = new URL(window.location.href);
    if (url.searchParams.has(SIGN_IN_ERROR_PARAM)) {
      url.searchParams.delete(SIGN_IN_ERROR_PARAM);
      // The server form's message it pointed at is gone with that form.
      if (url.hash.startsWith('#sign-in-error-')) url.hash = '';
      window.history.replaceState(window.history.state, '', url);
    }
  }, [typed]);
  const signIn = useMemberSubmit(
    async (captchaResponse: string | undefined) => {
      setPosted(null);
      const result = await session.signIn(email.trim(), password, captcha.require(captchaResponse));
      if (!result.ok && result.captchaRefused) throw captcha.refused();
      if (!result.ok) throw signInError(result, t('failed'));
    },
    {
      // With ?return=… the hand-off (§4.5) takes over; otherwise the page that sent the visitor
      // here (?from=…), else the member area.
      onSuccess: () => {
        const search = window.location.search;
        if (!new URLSearchParams(search).has(RETURN_PARAM))
          router.push(afterSignInPath(search, session.config.loginSlug));
      },
    },
  );

  if (isLoggedIn(session) && session.member) {
    return (
      <section aria-labelledby="signed-in-heading" className="flex flex-col gap-3">
        <h2 id="signed-in-heading" className="text-xl">
          {t('alreadySignedIn', { firstName: session.member.firstName })}
        </h2>
        <RouteLink href={ACCOUNT_PATH} className="underline">
          {t('goToAccount')}
        </RouteLink>
      </section>
    );
  }

  return (
    <form
      ref={form}
      data-sign-in-ready=""
      // §5 Captcha: a captcha widget, when the site has one, writes its response into this form.
      onSubmit={signIn.onSubmit((form) => captchaResponseOf(new FormData(form)))}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="sign-in-heading"
      aria-busy={signIn.pending}
    >
      <h2 id="sign-in-heading" className="text-xl">
        {t('title')}
      </h2>
      {session.config.guestSignupTabText ? <p>{session.config.guestSignupTabText}</p> : null}
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onValueChange={setEmail}
        error={signIn.fieldErrors.email}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        error={signIn.fieldErrors.password}
        toggleLabels={{ show: tf('showPassword'), hide: tf('hidePassword') }}
      />
      <CaptchaField />
      <FormMessage
        error={signIn.error ?? (posted ? t(`posted.${posted}`) : null)}
        errorRef={posted && !signIn.error ? postedMessage : undefined}
      />
      <div>
        {/* Never disabled while empty: Enter and the button submit, and the empty fields are named (§5). */}
        <Button type="submit" disabled={signIn.pending}>
          {signIn.pending ? t('submitting') : t('submit')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <RouteLink href={FORGOT_PASSWORD_PATH} className="underline underline-offset-4">
          {t('forgotPassword')}
        </RouteLink>
        <AccountHelpLinks />
        <RouteLink href={REGISTER_PATH} className="underline underline-offset-4">
          {session.config.guestSignupTabButton || t('register')}
        </RouteLink>
      </div>
    </form>
  );
}
