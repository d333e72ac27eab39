// Data the server wrote into the page as <script type="application/json" id=…> (a plan, a page's
// inputs): read once by the browser code that needs it. Not validated here: the server wrote it
// from the site's validated configuration, and a page without it (or with a broken one) gets null.

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
