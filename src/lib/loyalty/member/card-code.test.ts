import { describe, expect, it } from 'vitest';
import {
  cardCodePlan,
  ean13CheckDigit,
  isCardType,
  isScannableCodeFormat,
  MAX_CARD_NUMBER_LENGTH,
  MAX_LINEAR_LENGTH,
  SCANNABLE_CODE_FORMATS,
} from './card-code.ts';

describe('§3.6, §9.2 scannableCodeFormat: which code a card number is drawn in', () => {
  it('keeps the programme format for a number it carries, trimmed as printed', () => {
    for (const format of SCANNABLE_CODE_FORMATS.filter((name) => name !== 'EAN_13'))
      expect(cardCodePlan(' GE0010000020 ', format)).toEqual({
        text: 'GE0010000020',
        format,
        requested: format,
        fallback: null,
      });
    expect(cardCodePlan('4006381333931', 'EAN_13')?.fallback).toBeNull();
  });

  it('EAN-13 takes 13 digits whose last is the check digit, and never alters a number to fit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(cardCodePlan('400638133393', 'EAN_13')).toMatchObject({
      text: '400638133393',
      format: 'CODE_128',
      fallback: 'ean13-needs-13-digits',
    });
    expect(cardCodePlan('4006381333930', 'EAN_13')).toMatchObject({
      format: 'CODE_128',
      fallback: 'ean13-check-digit',
    });
  });

  it('a linear code too long to read on a phone, or not ASCII, goes to QR', () => {
    const long = 'A'.repeat(MAX_LINEAR_LENGTH + 1);
    expect(cardCodePlan(long, 'CODE_128')).toMatchObject({ format: 'QR_CODE', fallback: 'too-long-for-linear' });
    expect(cardCodePlan(long, 'PDF_417')).toMatchObject({ format: 'PDF_417', fallback: null });
    expect(cardCodePlan('CARTE-É12', 'CODE_39')).toMatchObject({ format: 'QR_CODE', fallback: 'not-ascii' });
  });

  it('draws nothing for an empty or absurdly long number', () => {
    expect(cardCodePlan('', 'QR_CODE')).toBeNull();
    expect(cardCodePlan('1'.repeat(MAX_CARD_NUMBER_LENGTH + 1), 'QR_CODE')).toBeNull();
  });

  it('names the formats and card types it knows', () => {
    expect(isScannableCodeFormat('QR_CODE')).toBe(true);
    expect(isScannableCodeFormat('qr')).toBe(false);
    expect(isCardType('PHYSICAL')).toBe(true);
    expect(isCardType('PLASTIC')).toBe(false);
  });
});
