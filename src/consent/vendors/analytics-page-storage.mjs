// The `analytics` package's storage in browser bundles (resolveAlias, next.config.ts): its anonymous id lives as
// long as the page, never past a withdrawal (§4.12). Why: docs/decisions/0012-analytics-package-aliases.md

const values = new Map();

export function getItem(key) {
  return values.get(key);
}

export function setItem(key, value) {
  if (key && value !== undefined) values.set(key, value);
}

export function removeItem(key) {
  values.delete(key);
}

const pageStorage = { getItem, setItem, removeItem };
export default pageStorage;
