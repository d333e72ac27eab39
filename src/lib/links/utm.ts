import { isRelativeHref, isWebHref, joinHref, splitHref } from './href-parts.ts';
import { UTM_KEY_PREFIX } from './link-constants.ts';

/** §2.3, §9.7: the current page's utm_* parameters, in order. */
export function pickUtmParams(currentSearch: string): [string, string][] {
  return [...new URLSearchParams(currentSearch)].filter(([key]) => key.startsWith(UTM_KEY_PREFIX));
}

/** §2.3: a key the link sets wins (an editor's choice); an href with nothing added keeps its own encoding. */
export function carryUtmParams(href: string, currentSearch: string): string {
  if (href.startsWith('#') || !(isRelativeHref(href) || isWebHref(href))) return href;
  const carried = pickUtmParams(currentSearch);
  if (carried.length === 0) return href;

  const parts = splitHref(href);
  const linkParams = new URLSearchParams(parts.query);
  const additions = carried.filter(([key]) => !linkParams.has(key));
  if (additions.length === 0) return href;

  const addedQuery = new URLSearchParams(additions).toString();
  return joinHref({ ...parts, query: parts.query ? `${parts.query}&${addedQuery}` : addedQuery });
}
