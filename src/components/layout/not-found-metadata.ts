import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * The not-found page's title ("Page not found · {site}", the root layout's template): the tab, the history and a
 * screen reader say what happened. Given by not-found.tsx for the page's head and by /status/404/ for its own render
 * data, which the page hydrates from: a title drawn in the body would come after the layout's.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t('notFoundTitle') };
}
