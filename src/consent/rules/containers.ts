import { SITE_CONTAINER_TRACKER_TYPE } from './tracking-constants.ts';

// §9.7: which tag-manager containers a page loads; the container wrapper loads exactly this list.

export interface ContainerSettings {
  /** §3.3 adsDisplay: a mode string, or the boolean reading of the tag-manager rule. */
  readonly adsDisplay: string | boolean;
  readonly enableTargettTracking: boolean;
  /** §3.3 trackers: {type, token}; type "google_tag_manager" carries the site's own container id. */
  readonly trackers: readonly { readonly type: string; readonly token: string }[];
  /** The deployment's advertising and Targett containers (product-ids.ts); null: none to load. */
  readonly productContainers: { readonly ads: string | null; readonly targett: string | null };
}

/** §3.3: adsDisplay read as a boolean: on for true or any mode; off for false, "" or nothing. */
export function isAdsDisplayOn(adsDisplay: string | boolean | undefined): boolean {
  return typeof adsDisplay === 'boolean' ? adsDisplay : Boolean(adsDisplay);
}

export function siteContainerIds(trackers: ContainerSettings['trackers']): string[] {
  const ids = trackers.filter((t) => t.type === SITE_CONTAINER_TRACKER_TYPE).map((t) => t.token.trim());
  return [...new Set(ids.filter(Boolean))];
}

/** §9.7: the advertising and Targett containers also need consent to advertising (§4.15), not analytics alone. */
export function requiredContainers(
  settings: ContainerSettings,
  state: {
    readonly trackingEnabled: boolean;
    readonly webAnalyticsEnabled: boolean;
    readonly advertisingAllowed: boolean;
  },
): string[] {
  if (!state.trackingEnabled) return [];
  const advertising = state.advertisingAllowed;
  const { ads, targett } = settings.productContainers;
  return [
    ...(advertising && ads && isAdsDisplayOn(settings.adsDisplay) ? [ads] : []),
    ...(advertising && targett && settings.enableTargettTracking ? [targett] : []),
    ...(state.webAnalyticsEnabled ? siteContainerIds(settings.trackers) : []),
  ];
}
