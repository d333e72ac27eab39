// Not validated: the server wrote it from the site's validated configuration.

/** The parsed JSON of the element with this id, or null when it is missing or not JSON. */
export function readJsonElement<T>(id: string): T | null {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
}
