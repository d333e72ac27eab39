// The `analytics` package's storage in browser bundles: resolveAlias in next.config.ts sends the
// package's import of `@analytics/storage-utils` here.
//
// The core keeps the visitor's anonymous id (and a user id and traits, which we never set) in that
// storage. The package's own writes them to localStorage, or to a cookie, where the anonymous id
// would outlive a withdrawal of consent: §4.12 erases the analytics cookies, and no plugin we run
// reads that id (the GA4 plugin sends gtag's own client id). Here they live as long as the page.
// Probing localStorage and cookies as that module loads also cost the runtime's chunk a few
// synchronous round trips to the browser.

const values = new Map();

/** The value stored under `key` in this page, or undefined. */
export function getItem(key) {
  return values.get(key);
}

/** Keeps `value` under `key` for the life of the page. */
export function setItem(key, value) {
  if (key && value !== undefined) values.set(key, value);
}

export function removeItem(key) {
  values.delete(key);
}

const pageStorage = { getItem, setItem, removeItem };
export default pageStorage;
