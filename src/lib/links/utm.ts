import { isRelativeHref, isWebHref, joinHref, splitHref } from './href-parts.ts';
import { UTM_KEY_PREFIX } from './link-constants.ts';

/** §2.3, §9.7: the current page's query keys that start with "utm_", in order; others are dropped. */
export function pickUtmParams(currentSearch: string): [string, string][] {
  return [...new URLSearchParams(currentSearch)].filter(([key]) => key.startsWith(UTM_KEY_PREFIX));
}

/**
 * §2.3 UTM parameters: the current page's utm_* keys are carried onto internal and outbound links,
 * so a campaign survives navigation. Only web links are touched (relative paths and http(s) URLs,
 * not mailto:, tel: or fragments of the current page). A key the link already sets is left alone:
 * an editor who wrote a utm value on purpose wins over the visitor's landing campaign.
 * The href is returned unchanged when nothing is added, so its own encoding is preserved.
 */
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
