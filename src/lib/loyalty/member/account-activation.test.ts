import { describe, expect, it } from 'vitest';
import { accountActivationStep, activationAsks, activationCodeRequest } from './account-activation.ts';

const off = { includeActivation: false, includeActivationCardNumber: false, includeActivationPhoneNumber: false };

describe('§3.6 includeActivation: the account activation step (§7.5 SendMemberActivationCode)', () => {
  it('is offered on a version 3 programme that includes it, and nowhere else (the §3.6 default is off)', () => {
    expect(accountActivationStep({ version: 3, ...off })).toBeNull();
    expect(accountActivationStep({ version: 1, ...off, includeActivation: true })).toBeNull();
    expect(accountActivationStep({ version: 3, ...off, includeActivation: true })).toEqual({
      phoneNumber: false,
      cardNumber: false,
    });
  });

  it('§3.6 includeActivationPhoneNumber and includeActivationCardNumber: what it asks besides the e-mail', () => {
    expect(
      accountActivationStep({
        version: 3,
        includeActivation: true,
        includeActivationPhoneNumber: true,
        includeActivationCardNumber: true,
      }),
    ).toEqual({ phoneNumber: true, cardNumber: true });
  });

  it('sends the e-mail and only what the step asked, the card number upper-cased (§5)', () => {
    const given = { email: ' ada@example.com ', phoneNumber: '+12125550188', cardNumber: ' ab-12 ' };
    expect(activationCodeRequest({ phoneNumber: false, cardNumber: false }, given)).toEqual({
      email: 'ada@example.com',
    });
    expect(activationCodeRequest({ phoneNumber: true, cardNumber: false }, given)).toEqual({
      email: 'ada@example.com',
      phoneNumber: '+12125550188',
    });
    expect(activationCodeRequest({ phoneNumber: false, cardNumber: true }, given)).toEqual({
      email: 'ada@example.com',
      cardNumber: 'AB-12',
    });
  });
  it('says what the step asks, for its introduction', () => {
    expect(activationAsks({ phoneNumber: true, cardNumber: false })).toBe('phone');
    expect(activationAsks({ phoneNumber: false, cardNumber: true })).toBe('card');
    expect(activationAsks({ phoneNumber: true, cardNumber: true })).toBe('phone-and-card');
    expect(activationAsks({ phoneNumber: false, cardNumber: false })).toBe('email');
  });
});
