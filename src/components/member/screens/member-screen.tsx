import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { MemberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { MemberScreenLoader } from './member-screen-loader.tsx';
import type { ScreenName } from './screen-modules.ts';

/**
 * A member-area screen (§3.8, §7): drawn in the browser once its code has arrived, behind the
 * member gate (`gate`, default on) for the provider `feature` it needs. The server gives it the
 * member messages and the words of its loading state.
 */
export async function MemberScreen({
  screen,
  feature,
  gate = true,
  props = {},
}: {
  screen: ScreenName;
  feature?: keyof MemberFeatures;
  gate?: boolean;
  props?: Record<string, unknown>;
}) {
  const locale = await getLocale();
  const { member } = await getMessages();
  const t = await getTranslations('member.account');
  return (
    <MemberScreenLoader
      screen={screen}
      props={props}
      locale={locale}
      messages={{ member }}
      feature={feature}
      gate={gate}
      loadingLabel={t('loading')}
      failedLabel={t('loadFailed')}
    />
  );
}
