'use client';

import { NextIntlClientProvider, type AbstractIntlMessages, type Locale } from 'next-intl';
import { SignInForm } from './sign-in-form.tsx';

/** What was typed into the server's sign-in form before the form's code took over (SignInIsland). */
export interface TypedSoFar {
  readonly email: string;
  readonly password: string;
  readonly focus: 'email' | 'password' | null;
}

export interface SignInIslandBodyProps {
  readonly locale: Locale;
  readonly messages: AbstractIntlMessages;
  readonly typed: TypedSoFar;
}

/** The sign-in form with the member messages it formats: loaded by SignInIsland after the page is interactive. */
export function SignInIslandBody({ locale, messages, typed }: SignInIslandBodyProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <SignInForm typed={typed} />
    </NextIntlClientProvider>
  );
}
