// §3.1: a deferred kind of page renders on its first request (then cached) instead of at build. Standard pages keep
// dynamicParams false, as an unknown slug must not be rendered and cached and Next reads that setting statically.

export type DeferredPageKind = 'deferMoviePages' | 'deferTheaterPages' | 'deferEventPages' | 'deferStandardPages';

export async function paramsToPrerender<T>(
  configuration: Readonly<Record<DeferredPageKind, boolean>>,
  kind: DeferredPageKind,
  params: () => T[] | Promise<T[]>,
): Promise<T[]> {
  return configuration[kind] ? [] : params();
}
