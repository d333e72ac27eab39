import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button.tsx';
import { INPUT_CLASS } from '@/components/ui/field-classes.ts';
import { StaticLink } from '@/components/ui/link/static-link.tsx';
import { memberFeatures } from '@/lib/loyalty/member/member-features.ts';
import type { LoyaltyConfig } from '@/lib/loyalty/loyalty-config.ts';
import { SIGN_IN_FORM_ERRORS, signInErrorAnchor } from '@/lib/loyalty/session/sign-in-form-post.ts';
import { FORGOT_PASSWORD_PATH, FORGOT_USERNAME_PATH, ONLINE_ACCESS_PATH, REGISTER_PATH } from '../member-paths.ts';

/** The sign-in route a form posts to without page JavaScript (src/server/member/member-handlers.ts). */
const LOGIN_ROUTE = '/api/member/login';

/** §4.2 the sign-in form, working without its code; drawn as SignInForm draws itself, so nothing moves at takeover. */
// Why: docs/decisions/0023-sign-in-form-drawn-by-the-server.md
export async function StaticSignInForm({ config, captcha }: { config: LoyaltyConfig; captcha: boolean }) {
  const t = await getTranslations('member');
  const features = memberFeatures(config);
  const linkClass = 'underline underline-offset-4';
  return (
    <form
      method="post"
      action={LOGIN_ROUTE}
      className="flex flex-col gap-4"
      aria-labelledby="sign-in-heading"
      data-sign-in-static=""
    >
      <h2 id="sign-in-heading" className="text-xl">
        {t('signIn.title')}
      </h2>
      {config.guestSignupTabText ? <p>{config.guestSignupTabText}</p> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="sign-in-email" className="font-bold">
          {t('signIn.email')}
        </label>
        <input
          id="sign-in-email"
          type="email"
          name="email"
          autoComplete="username"
          required
          maxLength={254}
          className={INPUT_CLASS}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="sign-in-password" className="font-bold">
          {t('signIn.password')}
        </label>
        <div className="flex gap-2">
          <input
            id="sign-in-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={256}
            className={INPUT_CLASS}
          />
          {/* The show/hide toggle works once the form's code has arrived; its place is kept. */}
          <button
            type="button"
            disabled
            aria-controls="sign-in-password"
            className={buttonClass({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
          >
            {t('form.showPassword')}
          </button>
        </div>
      </div>
      {captcha ? (
        // The widget's place (CaptchaField keeps the same height while its script loads).
        <div className="min-h-14" />
      ) : null}
      <div aria-live="polite" role="status" className="min-h-6">
        {/* Without JavaScript, why a posted sign-in failed: the login route's redirect points at
            one of these (signInErrorPath), which CSS alone shows (:target, also where reading starts). */}
        {SIGN_IN_FORM_ERRORS.map((error) => (
          <p
            key={error}
            id={signInErrorAnchor(error)}
            tabIndex={-1}
            className="hidden rounded-1 border border-border bg-initial-background p-3 font-bold text-readable-primary-on-initial-background outline-none target:block"
          >
            {t(`signIn.posted.${error}`)}
          </p>
        ))}
      </div>
      <div>
        <button type="submit" className={buttonClass()}>
          {t('signIn.submit')}
        </button>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <StaticLink href={FORGOT_PASSWORD_PATH} className={linkClass}>
          {t('signIn.forgotPassword')}
        </StaticLink>
        {features.usernameReminder ? (
          <StaticLink href={FORGOT_USERNAME_PATH} className={linkClass}>
            {t('usernameReminder.link')}
          </StaticLink>
        ) : null}
        {features.onlineAccess ? (
          <StaticLink href={ONLINE_ACCESS_PATH} className={linkClass}>
            {t('onlineAccess.link')}
          </StaticLink>
        ) : null}
        <StaticLink href={REGISTER_PATH} className={linkClass}>
          {config.guestSignupTabButton || t('signIn.register')}
        </StaticLink>
      </div>
    </form>
  );
}
