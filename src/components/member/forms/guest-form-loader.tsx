'use client';

import type { ComponentType } from 'react';
import { useLoadedAfterPage } from '@/components/browser/use-loaded-after-page.ts';
import type { AbstractIntlMessages, Locale } from 'next-intl';
import { GUEST_FORM_MODULES, type GuestFormName } from './guest-form-modules.ts';

type Loaded = { Frame: typeof import('./guest-form-frame.tsx').GuestFormFrame; Form: ComponentType };

/**
 * A guest form of the member area, loaded once the page is up: the form, the member API with the
 * provider's answer schemas (zod) and the message formatter stay out of the page's first-load
 * JavaScript. Until they arrive the page shows a loading state and no field, so nothing can be
 * typed that the form would then lose; a failed load says so.
 */
// Why: docs/decisions/0046-guest-forms-loaded-after-the-page.md
export function GuestFormLoader({
  form,
  locale,
  messages,
  loadingLabel,
  failedLabel,
  needsScriptLabel,
}: {
  form: GuestFormName;
  locale: Locale;
  messages: AbstractIntlMessages;
  loadingLabel: string;
  failedLabel: string;
  /** Said only where scripts do not run: the form would never arrive. */
  needsScriptLabel: string;
}) {
  const { loaded, failed } = useLoadedAfterPage<Loaded>(
    () =>
      Promise.all([import('./guest-form-frame.tsx'), GUEST_FORM_MODULES[form]()]).then(
        ([{ GuestFormFrame }, Form]) => ({
          Frame: GuestFormFrame,
          Form,
        }),
      ),
    form,
  );
  if (loaded) return <loaded.Frame Form={loaded.Form} locale={locale} messages={messages} />;
  return failed ? (
    <p role="alert">{failedLabel}</p>
  ) : (
    <>
      <p role="status" aria-live="polite" data-testid="guest-form-loading">
        {loadingLabel}
      </p>
      <noscript>
        <p data-testid="guest-form-needs-script">{needsScriptLabel}</p>
      </noscript>
    </>
  );
}
