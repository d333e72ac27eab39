import type { AnalyticsRecord } from '../runtime/analytics.ts';
import { DATA_LAYER_NAME } from './tracking-constants.ts';

// §9.7: the container wrapper's sink pushes the facade's records here, in the shape tag managers read.

export { DATA_LAYER_NAME };

export type DataLayerEntry =
  { event: string; eventCategory: string; eventLabel: string } | { event: 'page_view'; page_path: string };

export function toDataLayerEntry(record: AnalyticsRecord): DataLayerEntry {
  return record.type === 'pageView'
    ? { event: 'page_view', page_path: record.path }
    : { event: record.event.action, eventCategory: record.event.category, eventLabel: record.event.label };
}

/** The page's data layer, created when missing; null outside a browser. */
export function browserDataLayer(): unknown[] | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, unknown>;
  const existing = holder[DATA_LAYER_NAME];
  if (Array.isArray(existing)) return existing;
  const created: unknown[] = [];
  holder[DATA_LAYER_NAME] = created;
  return created;
}

/** Pushes a record to the data layer; a data layer replaced by a script with a non-array is left alone. */
export function pushToDataLayer(
  record: AnalyticsRecord,
  dataLayer: { push(entry: unknown): unknown } | null = browserDataLayer(),
): void {
  dataLayer?.push(toDataLayerEntry(record));
}
