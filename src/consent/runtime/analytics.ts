// The analytics facade: components record events here and never talk to an analytics vendor.
// The vendor wrappers (src/consent/vendors/) register sinks once the visitor's consent allows
// it (§4.12, §7.11); until then records wait in memory, and nothing is pushed anywhere, not even
// to window.dataLayer. §2.2 page views on route change and §2.3 outbound-click events go through
// this module.

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
 * Records made while the visitor's answer may still set up a sink (the first page view fires
 * before the visitor has answered; the analytics tag is set up after the containers, its package
 * still loading while the visitor navigates) are kept here, capped so a visitor who never answers
 * does not grow memory without bound. Every sink registered while they are kept receives them in
 * order (web analytics and the containers both see the landing page view and the pages seen while
 * the tag was loading), and never twice: a record is handed either live or at registration. They
 * are dropped once waiting is switched off (consent refused or withdrawn) or a sink is removed, so a
 * later consent never sends them twice or late.
 */
export const ANALYTICS_PENDING_LIMIT = 50;

export interface AnalyticsFacade {
  trackEvent(event: AnalyticsEvent): void;
  trackPageView(path: string): void;
  /** Registers a sink; returns a function that removes it (e.g. when consent is withdrawn, §4.12). */
  registerSink(sink: AnalyticsSink): () => void;
  /**
   * Whether records are kept for the sinks set up later (the default: the visitor has not
   * answered yet). Off once consent is denied or analytics is off: waiting records are dropped and
   * new ones are not kept, so a later consent does not send what happened while it was refused.
   */
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

/** The page's one facade. */
export const analytics: AnalyticsFacade = createAnalytics();
export const trackEvent = (event: AnalyticsEvent): void => analytics.trackEvent(event);
export const trackPageView = (path: string): void => analytics.trackPageView(path);
export const registerAnalyticsSink = (sink: AnalyticsSink): (() => void) => analytics.registerSink(sink);
