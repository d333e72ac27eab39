// §3.1: a deferred kind of page renders on its first request (then cached) instead of at build. Each of these routes
// has dynamicParams on, so an unknown id or slug is stopped before it renders (src/lib/routing/page-guard.ts).

export type DeferredPageKind = 'deferMoviePages' | 'deferTheaterPages' | 'deferEventPages' | 'deferStandardPages';

export async function paramsToPrerender<T>(
  configuration: Readonly<Record<DeferredPageKind, boolean>>,
  kind: DeferredPageKind,
  params: () => T[] | Promise<T[]>,
): Promise<T[]> {
  return configuration[kind] ? [] : params();
}
