// The GA4 plugin of the `analytics` package ships no types: the part of it the wrapper uses.
declare module '@analytics/google-analytics' {
  import type { AnalyticsPlugin } from 'analytics';

  export interface GoogleAnalyticsConfig {
    measurementIds: string[];
    dataLayerName?: string;
    gtagName?: string;
    customScriptSrc?: string;
    debug?: boolean;
    gtagConfig?: Record<string, unknown>;
  }

  export type GoogleAnalyticsPlugin = AnalyticsPlugin & {
    initialize: (args: unknown) => unknown;
    loaded: (args?: unknown) => boolean;
    methods: { enable(ids?: string | string[]): void; disable(ids?: string | string[]): void };
  };

  export default function googleAnalytics(config: GoogleAnalyticsConfig): GoogleAnalyticsPlugin;
}
