'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { RETURN_PARAM } from '@/lib/loyalty/handoff/handoff-return.ts';
import { captchaResponseOf } from '@/lib/loyalty/member/captcha.ts';
import { isLoggedIn } from '@/lib/loyalty/session/session.ts';
import { Link } from '@/components/ui/link.tsx';
import { AccountHelpLinks } from './account-help-links.tsx';
import { FormMessage, PasswordField, primaryButtonClass, TextField } from './form-fields.tsx';
import { useMemberSession } from './member-session-provider.tsx';
import { ACCOUNT_PATH, FORGOT_PASSWORD_PATH, REGISTER_PATH } from './member-paths.ts';
import { useLoyaltyErrorMessage } from './use-error-message.ts';

/**
 * The sign-in screen of the login page (§4.2): e-mail and password (show/hide), the captcha
 * response when a captcha widget filled one, §8 errors announced, nothing typed lost on error.
 */
export function SignInForm() {
  const session = useMemberSession();
  const t = useTranslations('member.signIn');
  const errorMessage = useLoyaltyErrorMessage();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    // §5 Captcha: a captcha widget, when the site has one, writes its response into this field.
    const result = await session.signIn(email.trim(), password, captchaResponseOf(new FormData(event.currentTarget)));
    setPending(false);
    if (!result.ok) {
      setError(errorMessage(result.rejection, t('failed')));
      return;
    }
    // With ?return=… the hand-off (§4.5) takes over; otherwise the member area.
    if (!new URLSearchParams(window.location.search).has(RETURN_PARAM)) router.push(ACCOUNT_PATH);
  }

  if (isLoggedIn(session) && session.member) {
    return (
      <section aria-labelledby="signed-in-heading" className="flex flex-col gap-3">
        <h2 id="signed-in-heading" className="text-xl">
          {t('alreadySignedIn', { firstName: session.member.firstName })}
        </h2>
        <Link href={ACCOUNT_PATH} className="underline">
          {t('goToAccount')}
        </Link>
      </section>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="sign-in-heading"
      aria-busy={pending}
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
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <FormMessage error={error} />
      <div>
        <button
          type="submit"
          disabled={pending || email.trim() === '' || password === ''}
          className={primaryButtonClass}
        >
          {pending ? t('submitting') : t('submit')}
        </button>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link href={FORGOT_PASSWORD_PATH} className="underline underline-offset-4">
          {t('forgotPassword')}
        </Link>
        <AccountHelpLinks />
        <Link href={REGISTER_PATH} className="underline underline-offset-4">
          {session.config.guestSignupTabButton || t('register')}
        </Link>
      </div>
    </form>
  );
}
