import type { ProviderCode } from '../../config/constants.ts';
import {
  chooseErrorMessage,
  LOYALTY_GENERIC_MESSAGES,
  tooManyAttemptsMessage,
  type MessageLocale,
} from './error-catalogue.ts';

// The one error the member layer throws, carrying the §8 message a screen shows, so that no screen reads a provider
// code; `reason` is for a screen with something to add.

export type MemberErrorReason =
  | 'refused'
  /** §8.3 the provider or the gateway could not be reached, or answered something unreadable. */
  | 'unreachable'
  /** §4.7, §8.1 code 72: the film cannot be added to the watchlist yet. */
  | 'film-not-yet-addable'
  /** §2.5 the reset page's URL carries no usable code (§8.1 code 57's message). */
  | 'invalid-reset-link'
  | 'invalid-input'
  | 'rate-limited';

export class MemberError extends Error {
  readonly reason: MemberErrorReason;
  /** Whether §8.2 found a message for the answer (steps 1–3) rather than using a fallback (step 4). */
  readonly fromCatalogue: boolean;

  constructor(
    message: string,
    options: { reason: MemberErrorReason; fromCatalogue?: boolean; cause?: unknown } = { reason: 'refused' },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'MemberError';
    this.reason = options.reason;
    this.fromCatalogue = options.fromCatalogue ?? false;
  }

  static invalidInput(message: string): MemberError {
    return new MemberError(message, { reason: 'invalid-input' });
  }

  static rateLimited(retryAfterSeconds: number | null, locale: MessageLocale): MemberError {
    return new MemberError(tooManyAttemptsMessage(retryAfterSeconds, locale), { reason: 'rate-limited' });
  }

  /** §8.2 step 4: the screen's own fallback where no catalogue message applies. */
  messageOr(fallback: string): string {
    return this.fromCatalogue || this.reason === 'invalid-input' || this.reason === 'rate-limited'
      ? this.message
      : fallback;
  }
}

export interface ProviderRefusal {
  readonly peachCode?: number | null;
  readonly clientErrorMessage?: string | null;
}

export interface MessageContext {
  readonly provider: ProviderCode;
  readonly locale: MessageLocale;
}

/** §8.2 step 4's fallback when the caller names none: §8.3 "An error has occured." */
export function genericErrorMessage(locale: MessageLocale): string {
  return LOYALTY_GENERIC_MESSAGES.genericError[locale];
}

/** §8.2 for a refused answer, or null when the provider could not be reached (§8.3). */
export function memberErrorOf(
  refusal: ProviderRefusal | null,
  context: MessageContext & { readonly fallback?: string; readonly reason?: MemberErrorReason },
): MemberError {
  const chosen = chooseErrorMessage({
    response: refusal,
    provider: context.provider,
    locale: context.locale,
    fallback: '',
  });
  const fromCatalogue = chosen !== '';
  return new MemberError(fromCatalogue ? chosen : (context.fallback ?? genericErrorMessage(context.locale)), {
    reason: context.reason ?? (refusal ? 'refused' : 'unreachable'),
    fromCatalogue,
  });
}
