import {
  azteccode,
  code128,
  code39,
  datamatrix,
  drawingSVG,
  ean13,
  pdf417,
  qrcode,
  type RenderOptions,
} from 'bwip-js/generic';
import { cardCodePlan, LINEAR_FORMATS, type CardCodePlan, type ScannableCodeFormat } from './card-code.ts';

// §3.6, §9.2 the member card's scannable code as SVG, drawn by bwip-js. A pure function of (card number, format), so
// that a card kept for offline use is drawn again from those two alone. Each encoder is imported by name so that the
// bundle carries these seven, not the library's hundred.

type Encoder = (options: RenderOptions, drawing: ReturnType<typeof drawingSVG>) => string;

const ENCODERS: Readonly<Record<ScannableCodeFormat, { readonly bcid: string; readonly encode: Encoder }>> = {
  QR_CODE: { bcid: 'qrcode', encode: qrcode },
  CODE_128: { bcid: 'code128', encode: code128 },
  CODE_39: { bcid: 'code39', encode: code39 },
  EAN_13: { bcid: 'ean13', encode: ean13 },
  PDF_417: { bcid: 'pdf417', encode: pdf417 },
  AZTEC: { bcid: 'azteccode', encode: azteccode },
  DATA_MATRIX: { bcid: 'datamatrix', encode: datamatrix },
};

/**
 * The quiet zone, in bwip-js units at scale 1: a linear module is one unit (10 modules each side, EAN-13 asks 11), a
 * 2-D module two (4 modules, what QR asks; the other 2-D codes ask less).
 */
const LINEAR_PADDING = { paddingwidth: 12, paddingheight: 4 } as const;
const MATRIX_PADDING = { padding: 8 } as const;
/** Bar height of linear codes in bwip-js millimetres: about a third of the code's width for a card number. */
const LINEAR_BAR_HEIGHT = 12;

export interface DrawnCardCode extends CardCodePlan {
  readonly svg: string;
  readonly linear: boolean;
}

/** Black on white whatever the page's theme; null when there is nothing to draw or the encoder refuses the text. */
export function drawCardCode(cardNumber: string, format: ScannableCodeFormat): DrawnCardCode | null {
  const plan = cardCodePlan(cardNumber, format);
  if (!plan) return null;
  const linear = LINEAR_FORMATS.has(plan.format);
  const encoder = ENCODERS[plan.format];
  const options: RenderOptions = {
    bcid: encoder.bcid,
    text: plan.text,
    scale: 1,
    includetext: false,
    barcolor: '000000',
    backgroundcolor: 'FFFFFF',
    ...(linear ? { ...LINEAR_PADDING, height: LINEAR_BAR_HEIGHT } : MATRIX_PADDING),
    // Medium error correction: a scratched phone screen, without the larger code a higher level draws.
    ...(plan.format === 'QR_CODE' ? { eclevel: 'M' } : {}),
  };
  try {
    const svg = encoder.encode(options, drawingSVG());
    return { ...plan, svg, linear };
  } catch {
    return null;
  }
}

export { cardCodeImageSrc } from './card-code.ts';
