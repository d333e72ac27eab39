import { isWebHref, parseWebUrl } from './href-parts.ts';
import { externalLinkVerdict } from './outbound.ts';
import { PARTIAL_PUBLIC_SUFFIX_TLDS, PUBLIC_SUFFIX_TLDS } from './public-suffix-tlds.ts';

// §5 external link check with the top of the public suffix list at hand: the server answers ahead with it, the
// browser loads it on demand (docs/decisions/0008-outbound-check-without-tldts-in-the-browser.md).

/** The host's last labels are on the public suffix list, so it has a registrable domain. */
export function isListedHost(hostname: string): boolean {
  const labels = hostname.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return false;
  const tld = labels.at(-1)!;
  if (PUBLIC_SUFFIX_TLDS.has(tld)) return true;
  const below = PARTIAL_PUBLIC_SUFFIX_TLDS.get(tld);
  return below !== undefined && labels.length >= 3 && (below.has('*') || below.has(labels.at(-2)!));
}

export function isExternalLink(href: string, siteDomain: string | null): boolean {
  return externalLinkVerdict(href, siteDomain, isListedHost) === true;
}

/** The answers for the hosts of these web links, for the page to use without the list. */
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
