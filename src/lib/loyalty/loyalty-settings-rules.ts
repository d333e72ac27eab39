import { deriveLoyaltyConfig } from './loyalty-config.ts';
import { CARD_TYPES, isCardType, isScannableCodeFormat, SCANNABLE_CODE_FORMATS } from './member/card-code.ts';

// Checked with the site file at build, so that a loyalty object no member call could work with stops the build
// naming its field, instead of building a site whose every sign-in fails.

export interface LoyaltySettingsProblem {
  /** The field under settings.loyalty. */
  readonly field: string;
  readonly message: string;
}

/** The problems of settings.loyalty (§3.6, §4.11) for a site whose settings.circuit.id is `settingsCircuitId`. */
export function loyaltySettingsProblems(loyalty: unknown, settingsCircuitId: string): LoyaltySettingsProblem[] {
  const config = deriveLoyaltyConfig({ loyalty, settingsCircuitId });
  const problems: LoyaltySettingsProblem[] = [];
  // §4.11: a version 1 programme takes circuitId and cinemaId from the loyalty object alone (no fallback to the
  // site's circuit or theater), and every version 1 call names both.
  if (config.provider !== 'NONE' && config.version === 1) {
    for (const field of ['circuitId', 'cinemaId'] as const) {
      if (config[field].trim() === '')
        problems.push({
          field,
          message: `the provider's ${field}: a programme of provider ${config.provider} uses API version 1, which reads it from settings.loyalty only`,
        });
    }
  }
  // §3.6: the activation flags act on the account activation step, which only version 3 has (§7.5
  // SendMemberActivationCode); the two fields it may ask are asked by that step alone.
  if (config.includeActivation && config.version !== 3)
    problems.push({
      field: 'includeActivation',
      message: `false: the account activation step exists in API version 3 only, and this programme (${config.provider}) uses version 1`,
    });
  for (const field of ['includeActivationPhoneNumber', 'includeActivationCardNumber'] as const) {
    if (config[field] && !config.includeActivation)
      problems.push({
        field,
        message: 'includeActivation true beside it: only the activation step asks for that number',
      });
  }
  // §3.6, §9.2: a format no scanner setting matches would draw nothing at the till; the choices are named.
  if (!isScannableCodeFormat(config.scannableCodeFormat))
    problems.push({
      field: 'scannableCodeFormat',
      message: `one of ${SCANNABLE_CODE_FORMATS.join(', ')} (not "${config.scannableCodeFormat}")`,
    });
  if (!isCardType(config.cardType))
    problems.push({ field: 'cardType', message: `one of ${CARD_TYPES.join(', ')} (not "${config.cardType}")` });
  return problems;
}
