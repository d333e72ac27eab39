import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button.tsx';

/**
 * §3.15 hasSearch: a search field in the header that leads to the movie list's film-first search
 * (?q= on /movies/). Rendered on every page and shown only when <html data-has-search="true">
 * (published default or an editor message; src/app/design-layouts.css): a plain GET form, no script.
 */
export async function HeaderSearch() {
  const t = await getTranslations('movies.search');
  const common = await getTranslations('common');
  return (
    <form data-header-search role="search" action="/movies/" method="get" className="min-w-0 items-center gap-2">
      <label htmlFor="header-search-query" className="sr-only">
        {t('label')}
      </label>
      <input
        id="header-search-query"
        type="search"
        name="q"
        maxLength={100}
        placeholder={t('placeholder')}
        className="w-44 min-w-0 rounded-1 border border-field-border bg-initial-background px-3 py-1 text-text"
      />
      <Button type="submit" variant="header" size="sm">
        {common('search')}
      </Button>
    </form>
  );
}
