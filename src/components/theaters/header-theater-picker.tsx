import { getTranslations } from 'next-intl/server';
import { getCatalog, getSiteFile, siteTheaters } from '@/server/site/site.ts';
import { TheaterPicker } from './theater-picker.tsx';

/** The header's theater picker on a circuit; nothing on a single venue (§4.14). */
export async function HeaderTheaterPicker() {
  const site = getSiteFile();
  // Inlined at build: on a single venue the picker's code is then left out of every page.
  if (process.env.FINCHER_SINGLE_LOCATION === 'true' || site.configuration.isSingleLocation) return null;
  const theaters = siteTheaters(await getCatalog(), site);
  const t = await getTranslations('theaterPicker');
  return (
    <TheaterPicker
      theaters={theaters.map((theater) => ({
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
