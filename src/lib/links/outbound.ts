import type { AnalyticsEvent } from '../../consent/runtime/analytics.ts';
import { isWebHref, parseWebUrl } from './href-parts.ts';

// §2.3 outbound links, §5 external link check, as the browser runs it. The public suffix list
// decides (tldts): the site's own registrable domain is worked out once on the server
// (siteDomainOf in site-domain.ts) and handed to the page. Whether another host is on the list at
// all is asked of `isListedHost`: the page gets the answers for the hosts the site knows ahead
// (its configuration, its catalogue) from the server, and loads the top of the list
// (public-suffix-check.ts, about 4 KB gzipped) only for a host it has no answer for, so that
// first-load JavaScript goes without it.

/** Whether a host's last labels are on the public suffix list; undefined when there is no answer yet. */
export type ListedHostCheck = (hostname: string) => boolean | undefined;

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * A link is external when its host is on the public suffix list and its registrable domain is not
 * the site's (a different top-level domain is a different registrable domain). Relative links,
 * non-web schemes (mailto:, tel:), IP hosts, unlisted hosts such as localhost, a site whose own
 * domain is unlisted (siteDomain null) and anything that fails to parse are not external: when
 * the check fails, the link stays in the tab. null when the answer rests on a host that
 * `isListedHost` cannot answer for yet.
 */
export function externalLinkVerdict(
  href: string,
  siteDomain: string | null,
  isListedHost: ListedHostCheck,
): boolean | null {
  try {
    if (!siteDomain || !isWebHref(href.trim())) return false;
    const host = parseWebUrl(href.trim())?.hostname;
    if (!host || host.startsWith('[') || IPV4.test(host)) return false;
    // The site's own hosts: its registrable domain is listed (siteDomain is null otherwise).
    if (host === siteDomain || host.endsWith(`.${siteDomain}`)) return false;
    return isListedHost(host) ?? null;
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
