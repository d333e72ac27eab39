import { parse } from 'tldts';
import { isWebHref, parseWebUrl } from './href-parts.ts';

// Server side of the §5 external link check: the public suffix list through tldts. The site's
// registrable domain is computed here and passed to the page (LinkSettings.siteDomain), where
// outbound.ts compares link hosts with it. Never import this from a client component: tldts is
// about 48 KB gzipped.

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
 * The registrable domain of the configured site domain (settings.domain, which may carry a port
 * or be an IDN), in punycode; null when it is not on the public suffix list (localhost, an IP).
 */
export function siteDomainOf(siteHostname: string): string | null {
  const host = normalizeHostname(siteHostname);
  return host ? (listedDomainOf(host)?.domain ?? null) : null;
}

/**
 * The §2.3 / §5 rule decided entirely by tldts: external when both hosts are on the public suffix
 * list and the registrable domain or the public suffix differs. The reference the browser's
 * check (outbound.ts with public-suffix-check.ts) is tested against.
 */
export function isExternalByPublicSuffixList(href: string, siteHostname: string): boolean {
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
