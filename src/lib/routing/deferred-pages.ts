// §3.1 deferred pages: deferMoviePages, deferTheaterPages, deferEventPages, deferStandardPages.
// On, a kind of page is rendered on its first request (then cached) instead of at build; off, it
// is pre-rendered. A page kind's generateStaticParams goes through this. Movie, theater and event
// pages use it; standard pages keep dynamicParams false (an unknown slug must not render and be
// cached, and Next reads that setting statically).

export type DeferredPageKind = 'deferMoviePages' | 'deferTheaterPages' | 'deferEventPages' | 'deferStandardPages';

/** The params to pre-render: none when the configuration defers this kind of page. */
export async function paramsToPrerender<T>(
  configuration: Readonly<Record<DeferredPageKind, boolean>>,
  kind: DeferredPageKind,
  params: () => T[] | Promise<T[]>,
): Promise<T[]> {
  return configuration[kind] ? [] : params();
}
