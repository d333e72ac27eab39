import type { ApiVersion } from '../loyalty-constants.ts';
import { normalizeCardCode } from './member-text-input.ts';

// §3.6 includeActivation, includeActivationCardNumber, includeActivationPhoneNumber: whether a new account is
// activated on the site (§7.5 SendMemberActivationCode, version 3: the provider creates accounts pending) and what the
// member proves it with besides the account's e-mail.

/** What the activation step asks; null when the site offers no activation step. */
export interface AccountActivationStep {
  readonly phoneNumber: boolean;
  readonly cardNumber: boolean;
}

export interface AccountActivationSettings {
  readonly version: ApiVersion;
  readonly includeActivation: boolean;
  readonly includeActivationCardNumber: boolean;
  readonly includeActivationPhoneNumber: boolean;
}

export function accountActivationStep(config: AccountActivationSettings): AccountActivationStep | null {
  if (config.version !== 3 || !config.includeActivation) return null;
  return { phoneNumber: config.includeActivationPhoneNumber, cardNumber: config.includeActivationCardNumber };
}

/** What the step asks besides the e-mail, as its introduction says it. */
export function activationAsks(step: AccountActivationStep): 'phone' | 'card' | 'phone-and-card' | 'email' {
  if (step.phoneNumber && step.cardNumber) return 'phone-and-card';
  if (step.phoneNumber) return 'phone';
  return step.cardNumber ? 'card' : 'email';
}

/** §7.5 SendMemberActivationCode's fields: the e-mail, and only what the step asked (the card upper-cased, §5). */
export function activationCodeRequest(
  step: AccountActivationStep,
  given: { readonly email: string; readonly phoneNumber?: string; readonly cardNumber?: string },
): { email: string; phoneNumber?: string; cardNumber?: string } {
  return {
    email: given.email.trim(),
    ...(step.phoneNumber && given.phoneNumber ? { phoneNumber: given.phoneNumber } : {}),
    ...(step.cardNumber && given.cardNumber ? { cardNumber: normalizeCardCode(given.cardNumber) } : {}),
  };
}
