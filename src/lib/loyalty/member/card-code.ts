// §3.6, §9.2 scannableCodeFormat: the symbologies a point-of-sale scanner reads, and which one a given card number
// is drawn in. The spec names only the default (QR_CODE); the other names follow the same upper-snake spelling.
// Pure rules, no drawing: the drawing (card-code-svg.ts) and the offline copy of the card both start from here.

export const SCANNABLE_CODE_FORMATS = [
  'QR_CODE',
  'CODE_128',
  'CODE_39',
  'EAN_13',
  'PDF_417',
  'AZTEC',
  'DATA_MATRIX',
] as const;
export type ScannableCodeFormat = (typeof SCANNABLE_CODE_FORMATS)[number];

/** The symbology's own name, the same in every language (an image's alternative text names it). */
export const SCANNABLE_CODE_FORMAT_NAMES: Readonly<Record<ScannableCodeFormat, string>> = {
  QR_CODE: 'QR code',
  CODE_128: 'Code 128',
  CODE_39: 'Code 39',
  EAN_13: 'EAN-13',
  PDF_417: 'PDF417',
  AZTEC: 'Aztec',
  DATA_MATRIX: 'Data Matrix',
};

export const DEFAULT_SCANNABLE_CODE_FORMAT: ScannableCodeFormat = 'QR_CODE';

export function isScannableCodeFormat(value: unknown): value is ScannableCodeFormat {
  return typeof value === 'string' && (SCANNABLE_CODE_FORMATS as readonly string[]).includes(value);
}

/** §3.6, §9.2 cardType: DEMATERIALIZED (the default, the phone is the card) or PHYSICAL (a plastic card too). */
export const CARD_TYPES = ['DEMATERIALIZED', 'PHYSICAL'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export function isCardType(value: unknown): value is CardType {
  return typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value);
}

/** The programme's settings as the page gets them: an unknown value (refused at build) reads as the default. */
export function cardSettingsOf(config: { readonly scannableCodeFormat: string; readonly cardType: string }): {
  scannableCodeFormat: ScannableCodeFormat;
  cardType: CardType;
} {
  return {
    scannableCodeFormat: isScannableCodeFormat(config.scannableCodeFormat)
      ? config.scannableCodeFormat
      : DEFAULT_SCANNABLE_CODE_FORMAT,
    cardType: isCardType(config.cardType) ? config.cardType : 'DEMATERIALIZED',
  };
}

/** Linear and two-dimensional codes: a linear one must be shown wide, a 2-D one square. */
export const LINEAR_FORMATS: ReadonlySet<ScannableCodeFormat> = new Set(['CODE_128', 'CODE_39', 'EAN_13']);

/**
 * Past this many characters a linear code needs bars thinner than a phone camera at arm's length resolves on a
 * 320 px wide screen; card numbers are far shorter, so only a malformed one falls back.
 */
export const MAX_LINEAR_LENGTH = 24;
/** Card numbers are short ids; anything longer is not drawn (a screen shows the number alone). */
export const MAX_CARD_NUMBER_LENGTH = 64;

/** Why the code is drawn in another format than the programme's: the card number cannot be carried by it. */
export type CodeFallbackReason =
  /** EAN-13 carries exactly 13 digits, the last being the check digit of the first 12. */
  | 'ean13-needs-13-digits'
  | 'ean13-check-digit'
  /** Code 39 carries upper-case letters, digits, space and - . $ / + % only. */
  | 'code39-characters'
  /** Code 128 carries ASCII only. */
  | 'not-ascii'
  | 'too-long-for-linear';

export interface CardCodePlan {
  /** The text the code carries: the card number, trimmed, exactly as printed under it. */
  readonly text: string;
  readonly format: ScannableCodeFormat;
  readonly requested: ScannableCodeFormat;
  /** Null when drawn in the programme's format. */
  readonly fallback: CodeFallbackReason | null;
}

const CODE_39_TEXT = /^[0-9A-Z .$/+%-]+$/;
const ASCII_PRINTABLE = /^[\x20-\x7e]+$/;

/** The GS1 check digit of the first 12 digits (weights 1 and 3 from the left). */
export function ean13CheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(twelveDigits[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function linearProblem(format: ScannableCodeFormat, text: string): CodeFallbackReason | null {
  if (!LINEAR_FORMATS.has(format)) return null;
  if (!ASCII_PRINTABLE.test(text)) return 'not-ascii';
  if (text.length > MAX_LINEAR_LENGTH) return 'too-long-for-linear';
  if (format === 'EAN_13') {
    if (!/^\d{13}$/.test(text)) return 'ean13-needs-13-digits';
    if (ean13CheckDigit(text) !== Number(text[12])) return 'ean13-check-digit';
  }
  if (format === 'CODE_39' && !CODE_39_TEXT.test(text)) return 'code39-characters';
  return null;
}

/**
 * The code to draw for a card number in the programme's format. A number the format cannot carry is never altered to
 * fit (a scanner would read another number than the card's): it goes to Code 128, which carries any printable
 * ASCII, or, when even that cannot, to a QR code, which carries any text. Null: nothing to draw.
 */
export function cardCodePlan(cardNumber: string, requested: ScannableCodeFormat): CardCodePlan | null {
  const text = cardNumber.trim();
  if (text === '' || text.length > MAX_CARD_NUMBER_LENGTH) return null;
  const problem = linearProblem(requested, text);
  if (problem === null) return { text, format: requested, requested, fallback: null };
  const format: ScannableCodeFormat = linearProblem('CODE_128', text) === null ? 'CODE_128' : 'QR_CODE';
  return { text, format, requested, fallback: problem };
}

/** A drawn code (SVG) as an image address (the page's CSP allows data: images); here, so that showing one needs no drawing code. */
export function cardCodeImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
