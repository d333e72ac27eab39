'use client';

import type { AbstractIntlMessages, Locale } from 'next-intl';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { SignInIslandBodyProps, TypedSoFar } from './sign-in-island-body.tsx';

// §4.2 once the page is interactive, the sign-in form's code takes over the server's form with what was typed.
// Why: docs/decisions/0023-sign-in-form-drawn-by-the-server.md

/** What the visitor typed into the server's form before its code arrived, and where focus was. */
function typedSoFar(holder: HTMLElement | null): TypedSoFar {
  const field = (name: string) => holder?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
  const email = field('email');
  const password = field('password');
  const active = document.activeElement;
  return {
    email: email?.value ?? '',
    password: password?.value ?? '',
    focus: active === email ? 'email' : active === password ? 'password' : null,
  };
}

export function SignInIsland({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: AbstractIntlMessages;
  /** The server's form, shown until the code arrives. */
  children: ReactNode;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Body: ComponentType<SignInIslandBodyProps>; typed: TypedSoFar } | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('./sign-in-island-body.tsx')
      .then(({ SignInIslandBody }) => {
        if (!cancelled) setLoaded({ Body: SignInIslandBody, typed: typedSoFar(holder.current) });
      })
      // The code could not load: the server's form still signs in on its own.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <div ref={holder} className="contents">
      {loaded ? <loaded.Body locale={locale} messages={messages} typed={loaded.typed} /> : children}
    </div>
  );
}
