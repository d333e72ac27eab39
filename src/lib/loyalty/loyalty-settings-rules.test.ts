import { describe, expect, it } from 'vitest';
import { loyaltySettingsProblems } from './loyalty-settings-rules.ts';

describe('§4.11 the loyalty object a build accepts', () => {
  it('refuses an RTS (version 1) programme without circuitId or cinemaId, naming each field', () => {
    expect(loyaltySettingsProblems({ provider: 'RTS' }, '1001').map((p) => p.field)).toEqual(['circuitId', 'cinemaId']);
    expect(loyaltySettingsProblems({ provider: 'RTS', circuitId: '1001', cinemaId: ' ' }, '1001')).toEqual([
      { field: 'cinemaId', message: expect.stringContaining('API version 1') },
    ]);
  });

  it('accepts an RTS programme with both, numbers included', () => {
    expect(loyaltySettingsProblems({ provider: 'RTS', circuitId: 1001, cinemaId: '2001' }, '1001')).toEqual([]);
  });

  it('asks nothing of version 3 programmes (their circuit falls back, their cinema is the current theater) nor of NONE', () => {
    for (const provider of ['BOOST_POS', 'BOOST_POS_WITHOUT_LOYALTY', 'TAPOS', 'CGR', 'NONE'])
      expect(loyaltySettingsProblems({ provider }, '5001')).toEqual([]);
    expect(loyaltySettingsProblems({}, '5001')).toEqual([]);
  });
  it('§3.6 refuses activation flags that would do nothing: on version 1, or a number without the step', () => {
    expect(
      loyaltySettingsProblems({ provider: 'RTS', circuitId: '1', cinemaId: '2', includeActivation: true }, '1'),
    ).toEqual([{ field: 'includeActivation', message: expect.stringContaining('version 3 only') }]);
    expect(
      loyaltySettingsProblems(
        { provider: 'BOOST_POS', includeActivationPhoneNumber: true, includeActivationCardNumber: true },
        '5001',
      ).map((problem) => problem.field),
    ).toEqual(['includeActivationPhoneNumber', 'includeActivationCardNumber']);
    expect(
      loyaltySettingsProblems(
        {
          provider: 'BOOST_POS',
          includeActivation: true,
          includeActivationPhoneNumber: true,
          includeActivationCardNumber: true,
        },
        '5001',
      ),
    ).toEqual([]);
  });
});

describe('§3.6, §9.2 scannableCodeFormat and cardType a build accepts', () => {
  it('refuses an unknown value, naming the choices', () => {
    expect(loyaltySettingsProblems({ provider: 'BOOST_POS', scannableCodeFormat: 'QR' }, '5001')).toEqual([
      {
        field: 'scannableCodeFormat',
        message: 'one of QR_CODE, CODE_128, CODE_39, EAN_13, PDF_417, AZTEC, DATA_MATRIX (not "QR")',
      },
    ]);
    expect(loyaltySettingsProblems({ provider: 'BOOST_POS', cardType: 'PLASTIC' }, '5001')).toEqual([
      { field: 'cardType', message: 'one of DEMATERIALIZED, PHYSICAL (not "PLASTIC")' },
    ]);
  });

  it('accepts every listed value, and the defaults', () => {
    for (const scannableCodeFormat of ['QR_CODE', 'CODE_128', 'CODE_39', 'EAN_13', 'PDF_417', 'AZTEC', 'DATA_MATRIX'])
      expect(loyaltySettingsProblems({ provider: 'TAPOS', scannableCodeFormat, cardType: 'PHYSICAL' }, '5001')).toEqual(
        [],
      );
    expect(loyaltySettingsProblems({ provider: 'TAPOS' }, '5001')).toEqual([]);
  });
});
