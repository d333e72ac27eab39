import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button.tsx';
import { getCatalog, getSiteFile, siteTheaters } from '@/server/site/site.ts';

/** The header's theater picker on a circuit; nothing on a single venue (§4.14). */
export async function HeaderTheaterPicker() {
  const site = getSiteFile();
  // FINCHER_SINGLE_LOCATION is inlined at build (next.config.ts): on a single venue this branch is
  // dead code, so the picker's client module is never imported and stays out of every page.
  if (process.env.FINCHER_SINGLE_LOCATION !== 'true' && !site.configuration.isSingleLocation) {
    const [{ TheaterPicker }, catalog, t] = await Promise.all([
      import('./theater-picker.tsx'),
      getCatalog(),
      getTranslations('theaterPicker'),
    ]);
    return (
      <TheaterPicker
        // In the header's navigation row: at least 7rem, growing up to its label's width, the
        // theater's name cut when the row is short; under the links when less than 7rem is left.
        buttonClass={buttonClass({
          variant: 'secondary',
          className: 'max-w-max min-w-0 grow basis-28 text-sm text-on-header-bg',
        })}
        theaters={siteTheaters(catalog, site).map((theater) => ({
          id: theater.id,
          name: theater.name,
          city: theater.address.city,
          path: `/theaters/${theater.slug}/`,
        }))}
        labels={{
          button: t('button'),
          choose: t('choose'),
          title: t('title'),
          close: t('close'),
          selected: t('selected'),
          allTheaters: t('allTheaters'),
          details: t('details'),
        }}
      />
    );
  }
  return null;
}
