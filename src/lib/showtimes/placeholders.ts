export const LIST_SEPARATOR = '|';
export const THEATER_NAME_PLACEHOLDER = '[theaterName]';

export interface PlaceholderValues {
  /** Values for {0}, {1}, … in order. */
  args?: readonly (string | number)[];
  /** Replaces [theaterName]; when absent the placeholder is removed with its surrounding space. */
  theaterName?: string | null;
}

/** §9.3 fills a catalogue text's placeholders; an index without a value is left out rather than shown as "{3}". */
export function fillPlaceholders(text: string, { args = [], theaterName }: PlaceholderValues = {}): string {
  let removed = false;
  let filled = text.replace(/\{(\d+)\}/g, (_match, index: string) => {
    const value = args[Number(index)];
    if (value !== undefined) return String(value);
    removed = true;
    return '';
  });
  if (filled.includes(THEATER_NAME_PLACEHOLDER)) {
    if (!theaterName) removed = true;
    filled = filled.split(THEATER_NAME_PLACEHOLDER).join(theaterName ?? '');
  }
  return removed ? filled.replace(/\s{2,}/g, ' ').trim() : filled;
}

/** "Drama| Comedy||" → ["Drama", "Comedy"]: trimmed, empty entries dropped. */
export function splitCatalogList(text: string): string[] {
  return text
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Each value of a list field, where an entry may itself hold several values joined by "|". */
export function flattenCatalogList(values: readonly string[]): string[] {
  return values.flatMap(splitCatalogList);
}
