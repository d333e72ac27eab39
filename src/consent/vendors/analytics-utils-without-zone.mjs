// The `analytics` core's utilities in the browser: resolveAlias in next.config.ts sends the core's
// import of `analytics-utils` here in browser bundles (the core's server build never asks for the
// time zone). Everything is the package's own except getTimeZone and paramsParse.
//
// The core calls getTimeZone once as its module runs, to fill a `timezone` field of its context,
// and getTimeZone builds an Intl.DateTimeFormat for it. The first DateTimeFormat a page builds
// loads the browser's time-zone data: 100–180 ms in one task on a phone (Lighthouse mobile, the
// runtime's chunk, with everything accepted), for a field no plugin we run reads (the GA4 plugin
// sends gtag's own data). The field stays empty instead.
//
// Nor does the address bar drive it: the core reads `an_uid`, `an_aid`, `an_event`, `an_prop_*`
// and `an_trait_*` from the page's query and acts on them, so that a link such as
// `/movies/?an_uid=jane@example.com` made the GA4 plugin send that address as the `user_id` of
// every hit, and `an_event=` sent an event of the link's choosing. Only the campaign (`utm_*`)
// parameters reach it.
//
// The relative path reaches the file the package's exports map would give for "import"; the
// package name itself would come back to this module.
import { paramsParse as parseEveryParameter } from '../../../node_modules/analytics-utils/dist/analytics-utils.module.js';

export * from '../../../node_modules/analytics-utils/dist/analytics-utils.module.js';

/** The campaign parameters of `url` (the page's address by default): nothing else. */
export function paramsParse(url) {
  return Object.fromEntries(Object.entries(parseEveryParameter(url)).filter(([name]) => /^utm_/.test(name)));
}

/** No time zone for the analytics context: see above. */
export function getTimeZone() {
  return undefined;
}
