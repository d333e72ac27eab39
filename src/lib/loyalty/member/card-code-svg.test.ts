import { Resvg } from '@resvg/resvg-js';
import zxing from '@zxing/library';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCANNABLE_CODE_FORMATS, type ScannableCodeFormat } from './card-code.ts';
import { cardCodeImageSrc, drawCardCode } from './card-code-svg.ts';

const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } = zxing;

const ZXING_FORMAT: Readonly<Record<ScannableCodeFormat, number>> = {
  QR_CODE: BarcodeFormat.QR_CODE,
  CODE_128: BarcodeFormat.CODE_128,
  CODE_39: BarcodeFormat.CODE_39,
  EAN_13: BarcodeFormat.EAN_13,
  PDF_417: BarcodeFormat.PDF_417,
  AZTEC: BarcodeFormat.AZTEC,
  DATA_MATRIX: BarcodeFormat.DATA_MATRIX,
};
const FORMAT_NAMES = Object.fromEntries(Object.entries(ZXING_FORMAT).map(([name, value]) => [value, name]));

/** Rasterises the SVG as a page would draw it, then reads it as a till's scanner would: any format it knows. */
function decode(svg: string): { text: string; format: string } {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 600 } }).render();
  const { width, height, pixels } = image;
  const luminances = new Uint8ClampedArray(width * height);
  for (let index = 0; index < width * height; index += 1) {
    const [r, g, b] = [pixels[index * 4]!, pixels[index * 4 + 1]!, pixels[index * 4 + 2]!];
    luminances[index] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const reader = new MultiFormatReader();
  const hints = new Map<number, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, Object.values(ZXING_FORMAT)],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  reader.setHints(hints);
  const result = reader.decode(
    new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height))),
  );
  return { text: result.getText(), format: FORMAT_NAMES[result.getBarcodeFormat()]! };
}

const CARD_NUMBERS: Readonly<Record<ScannableCodeFormat, string>> = {
  QR_CODE: 'GE0010000020',
  CODE_128: 'STAR5001000020',
  CODE_39: 'GE0010000021',
  EAN_13: '4006381333931',
  PDF_417: 'GE0010000022',
  AZTEC: 'STAR5001000021',
  DATA_MATRIX: 'GE0010000020',
};

describe('§3.6, §9.2 scannableCodeFormat: the drawn code reads back as the card number', () => {
  // The decoder logs each reader that did not find its format before one does.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each(SCANNABLE_CODE_FORMATS)('%s', (format) => {
    const drawn = drawCardCode(CARD_NUMBERS[format], format);
    expect(drawn).toMatchObject({ format, fallback: null });
    expect(decode(drawn!.svg)).toEqual({ text: CARD_NUMBERS[format], format });
  });

  it('draws black on white only, with the white reaching past the code (the quiet zone)', () => {
    for (const format of SCANNABLE_CODE_FORMATS) {
      const { svg } = drawCardCode(CARD_NUMBERS[format], format)!;
      const colours = new Set(svg.match(/#[0-9A-Fa-f]{6}/g));
      expect([...colours].sort()).toEqual(['#000000', '#FFFFFF']);
      const image = new Resvg(svg, { fitTo: { mode: 'width', value: 400 } }).render();
      // Every pixel of the outer rows and columns is white.
      const { width, height, pixels } = image;
      const white = (x: number, y: number) => pixels[(y * width + x) * 4] === 255;
      for (let x = 0; x < width; x += 1) expect(white(x, 0) && white(x, height - 1)).toBe(true);
      for (let y = 0; y < height; y += 1) expect(white(0, y) && white(width - 1, y)).toBe(true);
    }
  });

  it('EAN-13: a number it cannot carry is drawn in Code 128 and still reads as the card number', () => {
    const drawn = drawCardCode('GE0010000020', 'EAN_13')!;
    expect(drawn).toMatchObject({ format: 'CODE_128', requested: 'EAN_13', fallback: 'ean13-needs-13-digits' });
    expect(decode(drawn.svg)).toEqual({ text: 'GE0010000020', format: 'CODE_128' });
    const badCheck = drawCardCode('4006381333932', 'EAN_13')!;
    expect(badCheck.fallback).toBe('ean13-check-digit');
    expect(decode(badCheck.svg).text).toBe('4006381333932');
  });

  it('Code 39 with lower-case letters, or a non-ASCII number in a linear format: Code 128, then QR', () => {
    const lower = drawCardCode('ge0010000020', 'CODE_39')!;
    expect(lower).toMatchObject({ format: 'CODE_128', fallback: 'code39-characters' });
    expect(decode(lower.svg).text).toBe('ge0010000020');
    const accented = drawCardCode('CARTE-É12', 'CODE_128')!;
    expect(accented).toMatchObject({ format: 'QR_CODE', fallback: 'not-ascii' });
    expect(decode(accented.svg)).toEqual({ text: 'CARTE-É12', format: 'QR_CODE' });
  });

  it('the image address carries the SVG whole', () => {
    const { svg } = drawCardCode('GE0010000020', 'QR_CODE')!;
    const src = cardCodeImageSrc(svg);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(svg);
  });

  it('draws nothing for an empty number', () => {
    expect(drawCardCode('  ', 'QR_CODE')).toBeNull();
  });
});
