// The `analytics` core's utilities in browser bundles (resolveAlias, next.config.ts), the package's own except
// getTimeZone (no time zone: building one is a long task) and paramsParse (utm_* only: no an_uid from a link).
// Why: docs/decisions/0012-analytics-package-aliases.md. Imported by path: the package name would resolve back here.
import { paramsParse as parseEveryParameter } from '../../../node_modules/analytics-utils/dist/analytics-utils.module.js';

export * from '../../../node_modules/analytics-utils/dist/analytics-utils.module.js';

/** The campaign parameters of `url` (the page's address by default): nothing else. */
export function paramsParse(url) {
  return Object.fromEntries(Object.entries(parseEveryParameter(url)).filter(([name]) => /^utm_/.test(name)));
}

export function getTimeZone() {
  return undefined;
}
