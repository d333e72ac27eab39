// Components record here and never talk to a vendor: wrappers register sinks once consent allows (§4.12, §7.11);
// until then records wait in memory, pushed nowhere, not even to window.dataLayer.

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
 * Records kept for sinks set up later (the landing page view comes before any answer), capped for a visitor who
 * never answers; each sink gets them once, in order. Dropped once waiting is off or a sink is removed.
 */
export const ANALYTICS_PENDING_LIMIT = 50;

export interface AnalyticsFacade {
  trackEvent(event: AnalyticsEvent): void;
  trackPageView(path: string): void;
  /** Registers a sink; returns a function that removes it (e.g. when consent is withdrawn, §4.12). */
  registerSink(sink: AnalyticsSink): () => void;
  /** Keep records for later sinks (the default); off once consent is refused, dropping what waits. */
  setWaiting(waiting: boolean): void;
}

export interface AnalyticsOptions {
  /** Sees every record as it is made, sinks or not (tests). */
  mirror?: (record: AnalyticsRecord) => void;
}

export function createAnalytics(options: AnalyticsOptions = {}): AnalyticsFacade {
  const sinks = new Set<AnalyticsSink>();
  let pending: AnalyticsRecord[] = [];
  let waiting = true;

  function dispatch(record: AnalyticsRecord): void {
    if (options.mirror) deliver({ name: 'mirror', record: options.mirror }, record);
    for (const sink of sinks) deliver(sink, record);
    if (!waiting) return;
    if (pending.length >= ANALYTICS_PENDING_LIMIT) pending.shift();
    pending.push(record);
  }

  return {
    trackEvent: (event) => dispatch({ type: 'event', event: { ...event } }),
    trackPageView: (path) => dispatch({ type: 'pageView', path }),
    registerSink(sink) {
      sinks.add(sink);
      for (const record of pending) deliver(sink, record);
      return () => {
        sinks.delete(sink);
        pending = [];
      };
    },
    setWaiting(next) {
      waiting = next;
      if (!next) pending = [];
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

export const analytics: AnalyticsFacade = createAnalytics();
export const trackEvent = (event: AnalyticsEvent): void => analytics.trackEvent(event);
export const trackPageView = (path: string): void => analytics.trackPageView(path);
export const registerAnalyticsSink = (sink: AnalyticsSink): (() => void) => analytics.registerSink(sink);
