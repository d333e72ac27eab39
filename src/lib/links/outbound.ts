import type { AnalyticsEvent } from '../tracking/analytics.ts';
import { isWebHref, parseWebUrl } from './href-parts.ts';
import { PARTIAL_PUBLIC_SUFFIX_TLDS, PUBLIC_SUFFIX_TLDS } from './public-suffix-tlds.ts';

// §2.3 outbound links, §5 external link check, as the browser runs it. The public suffix list
// decides (tldts): the site's own registrable domain is worked out once on the server
// (siteDomainOf in site-domain.ts) and handed to the page; here only the top of the list is
// needed, about 5 KB instead of tldts's 48 KB gzipped. site-domain.test.ts checks this against
// tldts on generated hosts; they differ only for a host that is itself a public suffix
// ("co.uk", "example.pg" under "*.pg"), which no real link points at.

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host's last labels are on the public suffix list, so that it has a registrable domain. */
function isListedHost(hostname: string): boolean {
  const labels = hostname.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return false;
  const tld = labels.at(-1)!;
  if (PUBLIC_SUFFIX_TLDS.has(tld)) return true;
  const below = PARTIAL_PUBLIC_SUFFIX_TLDS.get(tld);
  return below !== undefined && labels.length >= 3 && (below.has('*') || below.has(labels.at(-2)!));
}

/**
 * A link is external when its host is on the public suffix list and its registrable domain is not
 * the site's (a different top-level domain is a different registrable domain). Relative links,
 * non-web schemes (mailto:, tel:), IP hosts, unlisted hosts such as localhost, a site whose own
 * domain is unlisted (siteDomain null) and anything that fails to parse are not external: when
 * the check fails, the link stays in the tab.
 */
export function isExternalLink(href: string, siteDomain: string | null): boolean {
  try {
    if (!siteDomain || !isWebHref(href.trim())) return false;
    const host = parseWebUrl(href.trim())?.hostname;
    if (!host || host.startsWith('[') || IPV4.test(host) || !isListedHost(host)) return false;
    return host !== siteDomain && !host.endsWith(`.${siteDomain}`);
  } catch {
    return false;
  }
}

/** §2.3: the analytics event an outbound click records. */
export function outboundClickEvent(href: string): AnalyticsEvent {
  return { action: 'click', category: 'Navigation', label: `out: ${href}` };
}

/**
 * §2.3, §9.7: "(Opens in a new window)" (already translated by the caller) appended to a title or
 * an accessible label; the suffix alone when there is no text to append it to.
 */
export function withNewWindowSuffix(text: string | null | undefined, suffix: string): string {
  const base = text?.trim();
  return base ? `${base} ${suffix}` : suffix;
}
