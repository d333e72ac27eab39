import { parse } from 'tldts';
import { isWebHref, parseWebUrl } from './href-parts.ts';

// Server side of the §5 external link check (tldts). Never import it from a client component.
// Why: docs/decisions/0008-outbound-check-without-tldts-in-the-browser.md

/** As a URL parser sees it (lower case, punycode, no port), so "Cinéma.FR:8080" equals a link's host. */
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

/** The registrable domain of settings.domain, in punycode; null when unlisted (localhost, an IP). */
export function siteDomainOf(siteHostname: string): string | null {
  const host = normalizeHostname(siteHostname);
  return host ? (listedDomainOf(host)?.domain ?? null) : null;
}

/** The §2.3, §5 rule decided entirely by tldts: the reference the browser's check is tested against. */
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
