/** The ads plan as JSON (data, not code), read by ads-gate.ts, loaded after hydration. */
export const ADS_PLAN_ELEMENT_ID = 'fincher-ads-plan';
/** §3.14 the page's ad inputs (pageTitle, scheduledMovieIds, page targeting data) as JSON. */
export const ADS_PAGE_ELEMENT_ID = 'fincher-ads-page';
/** The attribute a slot frame carries: the §9.6 element id the runtime draws inside it after mount. */
export const AD_SLOT_ATTRIBUTE = 'data-ad-slot';

export interface AdPageInputs {
  readonly pageTitle: string;
  /** §4.15: absent on pages that show no ads. */
  readonly scheduledMovieIds?: readonly number[];
  readonly theaterSlug: string | null;
  /** On a circuit page without a theater of its own: the site's theaters, the selected one is current (§4.14). */
  readonly theaters?: readonly { readonly id: string; readonly name: string; readonly slug: string }[];
  readonly permalinkOrigin?: string;
  /** §3.14 page targeting data, pushed to the data layer (urlOrigin and isLoggedIn are the browser's). */
  readonly data: {
    readonly domain: string;
    readonly pageType: string;
    readonly theaterId?: string;
    readonly theaterName?: string;
    readonly theaterPermalinkOrigin?: string;
    readonly theaterPermalinkPath?: string;
    readonly movieId?: string;
    readonly movieTitle?: string;
    readonly movieReleaseDate?: string;
    readonly moviePermalinkOrigin?: string;
    readonly moviePermalinkPath?: string;
  };
}

/** JSON inside a <script> element: `<` escaped so no text can close the element. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
