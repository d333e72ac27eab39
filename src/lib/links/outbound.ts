import type { AnalyticsEvent } from '../../consent/runtime/analytics.ts';
import { isWebHref, parseWebUrl } from './href-parts.ts';

// §2.3 outbound links, §5 external link check, as the browser runs it: the site's registrable domain and the
// answers for known hosts come from the server, the list itself only for another host.
// Why: docs/decisions/0008-outbound-check-without-tldts-in-the-browser.md

/** Whether a host's last labels are on the public suffix list; undefined when there is no answer yet. */
export type ListedHostCheck = (hostname: string) => boolean | undefined;

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** A listed host outside the site's registrable domain; what it cannot judge stays in the tab; null: no answer yet. */
export function externalLinkVerdict(
  href: string,
  siteDomain: string | null,
  isListedHost: ListedHostCheck,
): boolean | null {
  try {
    if (!siteDomain || !isWebHref(href.trim())) return false;
    const host = parseWebUrl(href.trim())?.hostname;
    if (!host || host.startsWith('[') || IPV4.test(host)) return false;
    if (host === siteDomain || host.endsWith(`.${siteDomain}`)) return false;
    return isListedHost(host) ?? null;
  } catch {
    return false;
  }
}

export function outboundClickEvent(href: string): AnalyticsEvent {
  return { action: 'click', category: 'Navigation', label: `out: ${href}` };
}

/** §2.3, §9.7: the translated "(Opens in a new window)" after a title or label, or alone. */
export function withNewWindowSuffix(text: string | null | undefined, suffix: string): string {
  const base = text?.trim();
  return base ? `${base} ${suffix}` : suffix;
}
