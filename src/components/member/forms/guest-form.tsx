import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { memberFeatures, type MemberFeatures } from '@/lib/loyalty/member/member-features.ts';
import { siteLoyaltyConfig } from '@/server/member/member-context.ts';
import { GuestFormLoader } from './guest-form-loader.tsx';
import type { GuestFormName } from './guest-form-modules.ts';

/**
 * A guest form of the member area (§2.5, §3.11, §4.10, §7.4, §7.5), drawn in the browser once its
 * code has arrived; where the site's provider lacks the §7 call it needs (`feature`), the server
 * says so and no code loads.
 */
export async function GuestForm({ form, feature }: { form: GuestFormName; feature?: keyof MemberFeatures }) {
  const t = await getTranslations('member');
  if (feature && !memberFeatures(siteLoyaltyConfig())[feature]) {
    return <p data-testid="feature-unavailable">{t('account.unavailable')}</p>;
  }
  const locale = await getLocale();
  const { member } = await getMessages();
  return (
    <GuestFormLoader
      form={form}
      locale={locale}
      messages={{ member }}
      loadingLabel={t('form.loading')}
      failedLabel={t('account.loadFailed')}
      needsScriptLabel={t('form.needsScript')}
    />
  );
}
