'use client';

import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { useCurrentSearch } from '@/components/browser/current-search.ts';
import { searchMovies, type MovieSearchEntry } from '@/lib/catalog/movie-search.ts';
import { pluralText, type PluralForms } from '@/lib/text/plural.ts';
import { fillPlaceholder } from '@/lib/text/fill.ts';
import { MovieGrid } from './movie-grid.tsx';

export interface MovieListGroup {
  readonly key: string;
  readonly heading: string;
  readonly movieIds: readonly number[];
}

export interface MovieListSearchLabels {
  readonly label: string;
  readonly placeholder: string;
  readonly results: string;
  /** "{count}" is replaced; keyed by Intl plural category. */
  readonly resultCount: PluralForms;
  /** "{query}" is replaced. */
  readonly noResult: string;
  readonly empty: string;
}

/** The query parameter that keeps a search in the address, so it can be shared and survives a reload. */
const QUERY_KEY = 'q';

/**
 * The movie list with its instant search: the cards come rendered from the server and this only
 * picks which show and in which order, so the list works without script and filters with no request.
 */
export function MovieListSearch({
  locale,
  entries,
  cards,
  groups,
  labels,
}: {
  locale: string;
  entries: readonly MovieSearchEntry[];
  cards: Readonly<Record<number, ReactNode>>;
  groups: readonly MovieListGroup[];
  labels: MovieListSearchLabels;
}) {
  // What the visitor typed here; until then the search comes from a shared ?q=, which a static page
  // can only read in the browser (useCurrentSearch is '' on the server and during hydration).
  const [typed, setTyped] = useState<string | null>(null);
  const sharedQuery = queryFromSearch(useCurrentSearch());
  const query = typed ?? sharedQuery;
  const inputId = useId();
  const resultsId = useId();

  const hits = useMemo(() => searchMovies(entries, query), [entries, query]);
  const searching = normalizedIsSearch(query);

  const onChange = (value: string) => {
    setTyped(value);
    const url = new URL(window.location.href);
    if (value.trim() === '') url.searchParams.delete(QUERY_KEY);
    else url.searchParams.set(QUERY_KEY, value);
    window.history.replaceState(window.history.state, '', url);
  };

  const status = !searching
    ? ''
    : hits.length === 0
      ? fillPlaceholder(labels.noResult, 'query', query.trim())
      : pluralText(hits.length, locale, labels.resultCount);

  return (
    <div className="flex flex-col gap-8">
      <form role="search" className="flex flex-col gap-2" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="font-bold">
          {labels.label}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onChange(event.target.value)}
          placeholder={labels.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={resultsId}
          className="h-12 w-full max-w-xl rounded-button border border-border bg-background px-4 text-base"
        />
        <p role="status" aria-live="polite" className="min-h-6 text-sm text-text-alt">
          {status}
        </p>
      </form>
      <div id={resultsId} className="flex flex-col gap-10">
        {searching ? (
          hits.length > 0 ? (
            <section aria-labelledby={`${resultsId}-results`} className="flex flex-col gap-4">
              <h2 id={`${resultsId}-results`} className="text-2xl">
                {labels.results}
              </h2>
              <MovieGrid>
                {hits.map((id) => (
                  <Fragment key={id}>{cards[id]}</Fragment>
                ))}
              </MovieGrid>
            </section>
          ) : null
        ) : groups.length === 0 ? (
          <p>{labels.empty}</p>
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-labelledby={`week-${group.key}`} className="flex flex-col gap-4">
              <h2 id={`week-${group.key}`} className="text-2xl">
                {group.heading}
              </h2>
              <MovieGrid>
                {group.movieIds.map((id) => (
                  <Fragment key={id}>{cards[id]}</Fragment>
                ))}
              </MovieGrid>
            </section>
          ))
        )}
      </div>
    </div>
  );
}

/** The shared search: free text, so read as typed (no number or boolean decoding). */
function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(QUERY_KEY) ?? '';
}

/** Punctuation alone is not a search: the whole list stays. */
function normalizedIsSearch(query: string): boolean {
  return /[\p{L}\p{N}]/u.test(query);
}
