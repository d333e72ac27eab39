// §3.3 settings.logo.src: the site's logo is a file in its own folder (content/sites/{site}/), served by the site at
// the path logo.src names; never another server's address (docs/decisions/0032-site-logo-served-by-the-site.md).
// Its proportions are read from the file, so the header reserves its box before the image arrives.

/** The paths a logo may be served at, each with the type its file must be. */
export const LOGO_TYPES = {
  '/logo.svg': 'image/svg+xml',
  '/logo.png': 'image/png',
  '/logo.webp': 'image/webp',
} as const;

export type LogoSource = keyof typeof LOGO_TYPES;
export const LOGO_SOURCES = Object.keys(LOGO_TYPES) as LogoSource[];

/** A header logo is a few kilobytes; more is a photograph or an unoptimised export, on every page. */
export const LOGO_MAX_BYTES = 100 * 1024;

/** Where a logo.src that is not one of LOGO_SOURCES stands corrected (the schema's message). */
export const LOGO_SOURCE_EXPECTED =
  `one of ${LOGO_SOURCES.map((source) => `"${source}"`).join(', ')}: the file of that name in the site's folder ` +
  `(content/sites/{site}/), served by the site itself (an address on another server is not accepted)`;

export interface SiteLogo {
  readonly src: LogoSource;
  readonly contentType: (typeof LOGO_TYPES)[LogoSource];
  /** The image's own proportions (pixels, or SVG user units): the header's width and height attributes. */
  readonly width: number;
  readonly height: number;
}

export type LogoCheck =
  { readonly ok: true; readonly logo: SiteLogo } | { readonly ok: false; readonly problem: string };

export function isLogoSource(value: string): value is LogoSource {
  return Object.hasOwn(LOGO_TYPES, value);
}

/** The file's name in the site's folder. */
export function logoFileName(src: LogoSource): string {
  return src.slice(1);
}

/** Checks the file logo.src names: its type, its size and its proportions; what is wrong, in one sentence. */
export function checkLogoFile(src: LogoSource, bytes: Uint8Array): LogoCheck {
  const file = logoFileName(src);
  if (bytes.length === 0) return { ok: false, problem: `${file} is empty` };
  if (bytes.length > LOGO_MAX_BYTES) {
    return {
      ok: false,
      problem: `${file} is ${Math.ceil(bytes.length / 1024)} KB: at most ${LOGO_MAX_BYTES / 1024} KB (a header logo loads on every page)`,
    };
  }
  const contentType = LOGO_TYPES[src];
  const measured =
    contentType === 'image/png' ? pngSize(bytes) : contentType === 'image/webp' ? webpSize(bytes) : svgSize(bytes);
  if ('problem' in measured) return { ok: false, problem: `${file}: ${measured.problem}` };
  return { ok: true, logo: { src, contentType, width: measured.width, height: measured.height } };
}

type Measured = { width: number; height: number } | { problem: string };

const sized = (width: number, height: number, what: string): Measured =>
  width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height)
    ? { width, height }
    : { problem: `${what} gives no width and height above zero` };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array): Measured {
  const isPng = PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) && ascii(bytes, 12, 4) === 'IHDR';
  if (!isPng || bytes.length < 24) return { problem: 'not a PNG image (a .png file must hold one)' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return sized(view.getUint32(16), view.getUint32(20), 'its PNG header');
}

function webpSize(bytes: Uint8Array): Measured {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP' || bytes.length < 30) {
    return { problem: 'not a WebP image (a .webp file must hold one)' };
  }
  const b = (index: number) => bytes[index]!;
  switch (ascii(bytes, 12, 4)) {
    case 'VP8X': // extended: the canvas, each side minus one on 24 bits
      return sized(
        1 + (b(24) | (b(25) << 8) | (b(26) << 16)),
        1 + (b(27) | (b(28) << 8) | (b(29) << 16)),
        'its header',
      );
    case 'VP8L': // lossless: after the 0x2f signature, each side minus one on 14 bits
      if (b(20) !== 0x2f) break;
      return sized(
        1 + (b(21) | ((b(22) & 0x3f) << 8)),
        1 + ((b(22) >> 6) | (b(23) << 2) | ((b(24) & 0x0f) << 10)),
        'its header',
      );
    case 'VP8 ': // lossy: after the key frame's start code, each side on 14 bits
      if (b(23) !== 0x9d || b(24) !== 0x01 || b(25) !== 0x2a) break;
      return sized((b(26) | (b(27) << 8)) & 0x3fff, (b(28) | (b(29) << 8)) & 0x3fff, 'its header');
  }
  return { problem: 'a WebP image whose size cannot be read' };
}

/** What an SVG drawn in an <img> never needs and a file opened at its own address could run or fetch. */
const SVG_REFUSED: readonly [RegExp, string][] = [
  [/<script\b/i, 'a script'],
  [/<foreignObject\b/i, 'a foreignObject element'],
  [/<!(?:DOCTYPE|ENTITY)\b/i, 'a DOCTYPE or entity declaration'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/\s(?:xlink:)?href\s*=\s*["']\s*(?!#)/i, 'a link or reference outside the file'],
  [/url\(\s*["']?\s*(?!#)/i, 'a url() outside the file'],
  [/@import\b/i, 'an @import'],
];

function svgSize(bytes: Uint8Array): Measured {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: 'not an SVG image (a .svg file must be UTF-8 text)' };
  }
  const root = /<svg\b([^>]*)>/i.exec(text);
  if (!root || /<[a-z]/i.test(text.slice(0, root.index))) {
    return { problem: 'not an SVG image (a .svg file must have an <svg> root element)' };
  }
  for (const [pattern, what] of SVG_REFUSED) {
    if (pattern.test(text)) return { problem: `an SVG logo may not hold ${what}` };
  }
  const attributes = root[1]!;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(attributes)?.[1];
  const length = (value: string | undefined) => {
    const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:px)?\s*$/.exec(value ?? '');
    return match ? Number(match[1]) : null;
  };
  const width = length(attribute('width'));
  const height = length(attribute('height'));
  if (width !== null && height !== null) return sized(width, height, 'its width and height');
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite)) return sized(box[2]!, box[3]!, 'its viewBox');
  return {
    problem: 'an SVG logo needs a viewBox, or a width and height in pixels, so that its proportions are known',
  };
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}
