import { describe, expect, it } from 'vitest';
import {
  chooseErrorMessage,
  LOYALTY_ERROR_CODES,
  LOYALTY_ERROR_MESSAGES,
  tooManyAttemptsMessage,
} from './error-catalogue.ts';

describe('§8 error catalogue', () => {
  it('§8.1 every code has an English and a French message', () => {
    for (const code of Object.values(LOYALTY_ERROR_CODES)) {
      const entry = LOYALTY_ERROR_MESSAGES[String(code)];
      expect(entry?.en, String(code)).toBeTruthy();
      expect(entry?.fr, String(code)).toBeTruthy();
    }
  });

  it('§8.1 messages are followed by "(Code: N)"', () => {
    expect(chooseErrorMessage({ response: { peachCode: 31 }, provider: 'RTS', locale: 'en', fallback: 'x' })).toBe(
      'Incorrect password (Code: 31)',
    );
    expect(chooseErrorMessage({ response: { peachCode: 1019 }, provider: 'CGR', locale: 'fr', fallback: 'x' })).toBe(
      'Votre compte est bloqué (Code: 1019)',
    );
  });

  it('§8.2 "{code}_{provider}" wins over the code alone (84 with BOOST_POS gives the §5 rule)', () => {
    const boost = chooseErrorMessage({
      response: { peachCode: 84 },
      provider: 'BOOST_POS',
      locale: 'en',
      fallback: 'x',
    });
    expect(boost).toMatch(/at least 8 characters.*1 lowercase.*1 uppercase.*1 number.*1 special.*\(Code: 84\)$/);
    const tapos = chooseErrorMessage({ response: { peachCode: 84 }, provider: 'TAPOS', locale: 'en', fallback: 'x' });
    expect(tapos).toBe('Password should meet complexity rules (Code: 84)');
  });

  it('§8.2 unknown codes and missing codes fall back to the caller', () => {
    expect(chooseErrorMessage({ response: { peachCode: 999 }, provider: 'RTS', locale: 'en', fallback: 'Oops' })).toBe(
      'Oops',
    );
    expect(chooseErrorMessage({ response: null, provider: 'RTS', locale: 'en', fallback: 'Oops' })).toBe('Oops');
  });

  it('§8.2 §9.1 original messages only when displayOriginalCypherMessages is on (off by default)', () => {
    const response = { peachCode: 31, clientErrorMessage: 'Wrong pw from provider' };
    expect(chooseErrorMessage({ response, provider: 'RTS', locale: 'en', fallback: 'x' })).toBe(
      'Incorrect password (Code: 31)',
    );
    expect(
      chooseErrorMessage({ response, provider: 'RTS', locale: 'en', fallback: 'x', displayOriginalMessages: true }),
    ).toBe('Wrong pw from provider');
  });
});

describe('§8.3 too many attempts (429)', () => {
  it('says the wait in seconds under a minute, whole minutes above, in fr and en', () => {
    expect(tooManyAttemptsMessage(1, 'en')).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyAttemptsMessage(45, 'fr')).toBe('Trop de tentatives. Veuillez réessayer dans 45 secondes.');
    expect(tooManyAttemptsMessage(61, 'en')).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(60, 'fr')).toBe('Trop de tentatives. Veuillez réessayer dans 1 minute.');
  });

  it('without a usable Retry-After it asks for a moment', () => {
    expect(tooManyAttemptsMessage(null, 'en')).toBe('Too many attempts. Please wait a moment before trying again.');
    expect(tooManyAttemptsMessage(Number.NaN, 'fr')).toMatch(/^Trop de tentatives\./);
  });
});
