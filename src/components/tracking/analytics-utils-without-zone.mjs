// The `analytics` core's utilities in the browser: resolveAlias in next.config.ts sends the core's
// import of `analytics-utils` here in browser bundles (the core's server build never asks for the
// time zone). Everything is the package's own except getTimeZone.
//
// The core calls getTimeZone once as its module runs, to fill a `timezone` field of its context,
// and getTimeZone builds an Intl.DateTimeFormat for it. The first DateTimeFormat a page builds
// loads the browser's time-zone data: 100–180 ms in one task on a phone (Lighthouse mobile, the
// runtime's chunk, with everything accepted), for a field no plugin we run reads (the GA4 plugin
// sends gtag's own data). The field stays empty instead.
// The relative path reaches the file the package's exports map would give for "import"; the
// package name itself would come back to this module.
export * from '../../../node_modules/analytics-utils/dist/analytics-utils.module.js';

/** No time zone for the analytics context: see above. */
export function getTimeZone() {
  return undefined;
}
