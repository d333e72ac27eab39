import { isWebHref, parseWebUrl } from './href-parts.ts';
import { externalLinkVerdict } from './outbound.ts';
import { PARTIAL_PUBLIC_SUFFIX_TLDS, PUBLIC_SUFFIX_TLDS } from './public-suffix-tlds.ts';

// §5 external link check with the top of the public suffix list at hand (public-suffix-tlds.ts,
// generated from tldts). The server uses it to answer ahead for the hosts a site knows; the browser
// loads it on demand, for a host the server gave no answer for (see outbound.ts).

/** The host's last labels are on the public suffix list, so that it has a registrable domain. */
export function isListedHost(hostname: string): boolean {
  const labels = hostname.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return false;
  const tld = labels.at(-1)!;
  if (PUBLIC_SUFFIX_TLDS.has(tld)) return true;
  const below = PARTIAL_PUBLIC_SUFFIX_TLDS.get(tld);
  return below !== undefined && labels.length >= 3 && (below.has('*') || below.has(labels.at(-2)!));
}

/** The §5 decision for any link, as the browser makes it once the list is loaded. */
export function isExternalLink(href: string, siteDomain: string | null): boolean {
  return externalLinkVerdict(href, siteDomain, isListedHost) === true;
}

/**
 * The answers for the hosts of these links (web links only; relative links, mailto: and the like
 * have no host to ask about), for the page to use without the list.
 */
export function listedHostVerdicts(hrefs: Iterable<string>): Record<string, boolean> {
  const verdicts: Record<string, boolean> = {};
  for (const href of hrefs) {
    if (!isWebHref(href.trim())) continue;
    const host = parseWebUrl(href.trim())?.hostname;
    if (host) verdicts[host] ??= isListedHost(host);
  }
  return verdicts;
}

/** Every web link (http: or https:) written anywhere in a JSON-like value: a site file, a catalogue. */
export function webHrefsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/^https?:\/\//i.test(value.trim())) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) webHrefsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) webHrefsIn(item, found);
  }
  return found;
}
