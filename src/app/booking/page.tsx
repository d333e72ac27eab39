import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingHandoff } from '@/components/booking/booking-handoff.tsx';
import { getSiteFile } from '@/server/site/site.ts';

// §2.1 /{bookingRoute}?theaterCode={theaterCode}&perfCode={perfCode}: where booking links lead in
// embedding mode (§2.3). Pre-rendered once; the codes are read in the browser. Never indexed: the
// page only exists to hand a visitor over to the web-sales booking page.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('booking');
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function BookingPage() {
  const { settings, configuration } = getSiteFile();
  const t = await getTranslations('booking');
  return (
    <article className="mx-auto flex max-w-prose flex-col gap-6">
      <h1 className="text-3xl">{t('title')}</h1>
      <BookingHandoff
        ticketingSiteUrl={settings.ticketingSiteUrl}
        locale={configuration.locale}
        messages={{
          loading: t('loading'),
          invalid: t('invalid'),
          backToMovies: t('backToMovies'),
          continue: t('continue'),
          notFound: t('notFound'),
          film: t('film'),
          theater: t('theater'),
          when: t('when'),
          screen: t('screen'),
          soldOut: t('soldOut'),
          helpOpen: t('helpOpen'),
          helpTitle: t('helpTitle'),
          helpBody: t('helpBody'),
          close: t('close'),
        }}
      />
    </article>
  );
}
