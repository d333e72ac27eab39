import { parse } from 'tldts';
import type { AnalyticsEvent } from '../tracking/analytics.ts';
import { isWebHref, parseWebUrl } from './href-parts.ts';

/**
 * The host name as a URL parser sees it: lower case, IDNs in punycode, no port, so that
 * "Cinéma.FR:8080" and a link to "https://xn--cinma-dsa.fr/" compare equal. Null when unusable.
 */
function normalizeHostname(hostOrHostname: string): string | null {
  try {
    const hostname = new URL(`http://${hostOrHostname.trim()}`).hostname;
    return hostname || null;
  } catch {
    return null;
  }
}

/** Registrable domain and public suffix of a host, only when the suffix is on the public suffix list. */
function listedDomainOf(hostname: string): { domain: string; publicSuffix: string } | null {
  const info = parse(hostname);
  const listed = info.isIcann === true || info.isPrivate === true;
  if (info.isIp || !listed || !info.domain || !info.publicSuffix) return null;
  return { domain: info.domain, publicSuffix: info.publicSuffix };
}

/**
 * §2.3 outbound links, §5 external link check: a link is external when both host names resolve to
 * listed public-suffix domains and either the registrable domain or the top-level domain differs.
 * Relative links, non-web schemes (mailto:, tel:), IP hosts, unlisted hosts such as localhost and
 * anything that fails to parse are not external: when the check fails, the link stays in the tab.
 * siteHostname is the configured domain (settings.domain); it may carry a port or be an IDN.
 */
export function isExternalLink(href: string, siteHostname: string): boolean {
  try {
    if (!isWebHref(href.trim())) return false;
    const linkHost = parseWebUrl(href.trim())?.hostname;
    const siteHost = normalizeHostname(siteHostname);
    if (!linkHost || !siteHost) return false;
    const link = listedDomainOf(linkHost);
    const site = listedDomainOf(siteHost);
    if (!link || !site) return false;
    return link.domain !== site.domain || link.publicSuffix !== site.publicSuffix;
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
