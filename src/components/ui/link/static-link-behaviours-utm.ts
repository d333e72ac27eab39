import { carryUtmParams } from '@/lib/links/utm.ts';

// Apart from StaticLinkBehaviours so that code drawing anchors after the page (the showtime controller) carries the
// parameters the same way without the router and analytics that come with the behaviours.

/**
 * §2.3, §9.7 the visit's utm parameters carried onto the prepared anchors in `scope`. The address as written stays in
 * data-link-href and each run starts again from it, so running twice, or with another query, gives the right address.
 * An anchor without an address (a showtime that started) is left without one.
 */
export function carryUtmParamsOnto(scope: ParentNode, search: string): void {
  for (const anchor of scope.querySelectorAll<HTMLAnchorElement>('a[data-link][href]')) {
    const written = anchor.dataset.linkHref ?? anchor.getAttribute('href') ?? '';
    const carried = carryUtmParams(written, search);
    if (carried !== written || anchor.dataset.linkHref !== undefined) {
      anchor.dataset.linkHref = written;
      anchor.setAttribute('href', carried);
    }
  }
}
