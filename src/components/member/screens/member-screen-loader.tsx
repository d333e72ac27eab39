'use client';

import type { ComponentType } from 'react';
import { useLoadedAfterPage } from '@/components/browser/use-loaded-after-page.ts';
import type { AbstractIntlMessages, Locale } from 'next-intl';
import type { MemberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { SCREEN_MODULES, type ScreenName } from './screen-modules.ts';

type Loaded = { Frame: typeof import('./member-screen-frame.tsx').MemberScreenFrame; Screen: ComponentType };

/**
 * A member screen, loaded once the page is up: the server cannot know who is signed in and would
 * render the loading state anyway, so the screen, its messages' formatter, the member data cache
 * and the provider's answer schemas stay out of the page's first-load JavaScript. Until they
 * arrive (or if they cannot), the loading state the server drew stays; a failed load says so.
 */
export function MemberScreenLoader({
  screen,
  props,
  locale,
  messages,
  feature,
  gate,
  loadingLabel,
  failedLabel,
}: {
  screen: ScreenName;
  props: Record<string, unknown>;
  locale: Locale;
  messages: AbstractIntlMessages;
  feature?: keyof MemberFeatures;
  gate: boolean;
  loadingLabel: string;
  failedLabel: string;
}) {
  const { loaded, failed } = useLoadedAfterPage<Loaded>(
    () =>
      Promise.all([import('./member-screen-frame.tsx'), SCREEN_MODULES[screen]()]).then(
        ([{ MemberScreenFrame }, Screen]) => ({
          Frame: MemberScreenFrame,
          Screen: Screen as ComponentType,
        }),
      ),
    screen,
  );
  if (loaded) {
    const { Frame, Screen } = loaded;
    return <Frame Screen={Screen} props={props} locale={locale} messages={messages} feature={feature} gate={gate} />;
  }
  return failed ? (
    <p role="alert">{failedLabel}</p>
  ) : (
    <p role="status" aria-live="polite" data-testid="member-loading">
      {loadingLabel}
    </p>
  );
}
