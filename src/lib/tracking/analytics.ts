// The analytics facade: components record events here and never talk to an analytics vendor.
// A later issue registers real, consent-gated sinks (§4.12, §7.11); until then nothing is sent.
// §2.2 page views on route change and §2.3 outbound-click events go through this module.

import { pushToDataLayer } from './data-layer.ts';

export interface AnalyticsEvent {
  action: string;
  category: string;
  label: string;
}

export type AnalyticsRecord = { type: 'event'; event: AnalyticsEvent } | { type: 'pageView'; path: string };

/** A destination for records: a vendor wrapper that owns its own consent check. */
export interface AnalyticsSink {
  readonly name: string;
  record(record: AnalyticsRecord): void;
}

/**
 * Records made before any sink is registered (the first page view fires before analytics is set
 * up) wait here, capped so a visitor who never consents does not grow memory without bound. The
 * first registered sink receives them in order; a sink that is consent-gated filters them itself.
 */
export const ANALYTICS_PENDING_LIMIT = 50;

export interface AnalyticsFacade {
  trackEvent(event: AnalyticsEvent): void;
  trackPageView(path: string): void;
  /** Registers a sink; returns a function that removes it (e.g. when consent is withdrawn, §4.12). */
  registerSink(sink: AnalyticsSink): () => void;
}

export interface AnalyticsOptions {
  /** Sees every record as it is made, sinks or not (the page's facade mirrors to the §9.7 data layer). */
  mirror?: (record: AnalyticsRecord) => void;
}

export function createAnalytics(options: AnalyticsOptions = {}): AnalyticsFacade {
  const sinks = new Set<AnalyticsSink>();
  let pending: AnalyticsRecord[] = [];

  function dispatch(record: AnalyticsRecord): void {
    if (options.mirror) deliver({ name: 'mirror', record: options.mirror }, record);
    if (sinks.size === 0) {
      if (pending.length >= ANALYTICS_PENDING_LIMIT) pending.shift();
      pending.push(record);
      return;
    }
    for (const sink of sinks) deliver(sink, record);
  }

  return {
    trackEvent: (event) => dispatch({ type: 'event', event: { ...event } }),
    trackPageView: (path) => dispatch({ type: 'pageView', path }),
    registerSink(sink) {
      sinks.add(sink);
      const waiting = pending;
      pending = [];
      for (const record of waiting) deliver(sink, record);
      return () => {
        sinks.delete(sink);
      };
    },
  };
}

// A failing vendor script must not break a click or a navigation.
function deliver(sink: AnalyticsSink, record: AnalyticsRecord): void {
  try {
    sink.record(record);
  } catch (error) {
    console.warn(`analytics sink "${sink.name}" failed`, error);
  }
}

/** The page's one facade; its records also go to window.dataLayer (§9.7). */
export const analytics: AnalyticsFacade = createAnalytics({ mirror: (record) => pushToDataLayer(record) });
export const trackEvent = (event: AnalyticsEvent): void => analytics.trackEvent(event);
export const trackPageView = (path: string): void => analytics.trackPageView(path);
export const registerAnalyticsSink = (sink: AnalyticsSink): (() => void) => analytics.registerSink(sink);
