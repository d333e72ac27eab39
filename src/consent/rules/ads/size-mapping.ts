import { CUSTOM_INTERSTITIAL_KEY, SIZE_MAPPING_ENTRY_WARNING, SIZE_MAPPING_PARSE_ERROR } from './ads-constants.ts';

// §3.14, §5, §8.3: settings.adsCustom.sizeMapping, per location name: viewport width → the sizes from that width up.

/** A fixed creative size, [width, height] in CSS pixels, or the ad server's "fluid". */
export type AdSize = readonly [number, number] | 'fluid';

export interface ViewportSizes {
  readonly viewport: number;
  readonly sizes: readonly AdSize[];
}

export interface SizeMapping {
  /** Per location name: viewport entries, largest viewport first. */
  readonly locations: Readonly<Record<string, readonly ViewportSizes[]>>;
  /** §2.6: the mapping has an "interstitial" key (the custom interstitial of CUSTOM_WITHOUT_WRAPPER). */
  readonly customInterstitial: boolean;
}

export interface SizeMappingLogger {
  warn(message: string): void;
  error(message: string): void;
}

export const EMPTY_SIZE_MAPPING: SizeMapping = { locations: {}, customInterstitial: false };

/** Creative sizes are capped well above any real format, so a typo cannot reserve a screen's worth of space. */
const MAX_SIDE = 4000;
/** The JSON string is configuration, but still bounded. */
const MAX_JSON_LENGTH = 64 * 1024;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSize(value: unknown): AdSize | null {
  if (value === 'fluid') return 'fluid';
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [width, height] = value as unknown[];
  const side = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0 && (n as number) <= MAX_SIDE;
  return side(width) && side(height) ? [width, height] : null;
}

const sizeKey = (size: AdSize) => (size === 'fluid' ? 'fluid' : `${size[0]}x${size[1]}`);

/** §5: the sizes of one viewport, invalid ones left out and duplicates removed (first kept). */
function readSizes(value: unknown): AdSize[] {
  const list: unknown[] = Array.isArray(value) ? (readSize(value) ? [value] : value) : [];
  const seen = new Set<string>();
  const sizes: AdSize[] = [];
  for (const item of list) {
    const size = readSize(item);
    if (!size || seen.has(sizeKey(size))) continue;
    seen.add(sizeKey(size));
    sizes.push(size);
  }
  return sizes;
}

/** §5: viewport keys must be numeric; entries sorted from the largest viewport to the smallest. */
function readViewports(entry: Record<string, unknown>): ViewportSizes[] {
  return Object.entries(entry)
    .filter(([viewport]) => /^\d{1,5}$/.test(viewport.trim()))
    .map(([viewport, sizes]) => ({ viewport: Number(viewport.trim()), sizes: readSizes(sizes) }))
    .filter((entry) => entry.sizes.length > 0)
    .sort((a, b) => b.viewport - a.viewport);
}

/** §5, §8.3: non-object entries warned of and skipped, unknown keys ignored, invalid JSON logged and dropped. */
export function parseSizeMapping(
  json: string,
  configuredLocations: readonly string[],
  logger: SizeMappingLogger = console,
): SizeMapping {
  if (!json.trim()) return EMPTY_SIZE_MAPPING;
  let parsed: unknown;
  try {
    if (json.length > MAX_JSON_LENGTH) throw new Error('too long');
    parsed = JSON.parse(json);
  } catch {
    logger.error(SIZE_MAPPING_PARSE_ERROR);
    return EMPTY_SIZE_MAPPING;
  }
  if (!isPlainObject(parsed)) {
    logger.error(SIZE_MAPPING_PARSE_ERROR);
    return EMPTY_SIZE_MAPPING;
  }
  const configured = new Set(configuredLocations);
  const locations: Record<string, ViewportSizes[]> = {};
  let customInterstitial = false;
  for (const [key, value] of Object.entries(parsed)) {
    if (!isPlainObject(value)) {
      logger.warn(SIZE_MAPPING_ENTRY_WARNING.replace('{key}', key));
      continue;
    }
    if (key === CUSTOM_INTERSTITIAL_KEY) customInterstitial = true;
    if (key !== CUSTOM_INTERSTITIAL_KEY && !configured.has(key)) continue;
    locations[key] = readViewports(value);
  }
  return { locations, customInterstitial };
}

/** The sizes for a viewport width: those of the largest mapped viewport not wider than it. */
export function sizesForViewport(entries: readonly ViewportSizes[], width: number): readonly AdSize[] {
  return entries.find((entry) => entry.viewport <= width)?.sizes ?? [];
}

export function allSizes(entries: readonly ViewportSizes[]): AdSize[] {
  return readSizes(entries.flatMap((entry) => entry.sizes));
}

/** The height a slot reserves at a set of sizes: the tallest fixed one (fluid reserves nothing). */
export function reservedHeight(sizes: readonly AdSize[]): number {
  return sizes.reduce((tallest, size) => (size === 'fluid' ? tallest : Math.max(tallest, size[1])), 0);
}

/** Reserved height per min-width breakpoint, written as CSS so that the space is there before any script (§2.6). */
export function reservedHeights(entries: readonly ViewportSizes[]): { minWidth: number; height: number }[] {
  const ascending = [...entries].sort((a, b) => a.viewport - b.viewport);
  const rules = ascending.map((entry) => ({ minWidth: entry.viewport, height: reservedHeight(entry.sizes) }));
  // Below the smallest mapped viewport the slot shows nothing, so it reserves nothing.
  return rules[0] && rules[0].minWidth > 0 ? [{ minWidth: 0, height: 0 }, ...rules] : rules;
}
