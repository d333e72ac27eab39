import type { ProviderCode } from '../../config/constants.ts';
import { DISPLAY_ORIGINAL_CYPHER_MESSAGES } from '../loyalty-constants.ts';

// The loyalty error catalogue of §8.1 and the message choice of §8.2, in the two site languages.

export type MessageLocale = 'en' | 'fr';

/** §8.1 codes, named for the code that reads them. */
export const LOYALTY_ERROR_CODES = {
  accountNotActivated: 26,
  emailNotAssociated: 29,
  memberNotFound: 30,
  incorrectPassword: 31,
  emailAlreadyUsed: 34,
  accountExpired: 46,
  invalidGiftCard: 51,
  invalidResetCode: 57,
  incorrectPasswordV3: 58,
  emailAlreadyUsedV3: 60,
  filmNotYetAddable: 72,
  accountAlreadyActive: 76,
  passwordComplexity: 84,
  invalidActivationInfo: 85,
  passwordChangeRequired: 1015,
  accountBlocked: 1019,
  cardAlreadyActive: 1020,
} as const;

type Messages = Readonly<Record<MessageLocale, string>>;

/** §5: the BOOST_POS password rule, also the detailed text of code 84 for that provider. */
const BOOST_POS_COMPLEXITY: Messages = {
  en: 'Your password must be at least 8 characters long and contain at least 1 lowercase letter, 1 uppercase letter, 1 number and 1 special character',
  fr: 'Votre mot de passe doit contenir au moins 8 caractères dont au moins 1 minuscule, 1 majuscule, 1 chiffre et 1 caractère spécial',
};

/** §8.1, keyed as §8.2 looks them up: "{code}_{provider}" first, then "{code}". */
export const LOYALTY_ERROR_MESSAGES: Readonly<Record<string, Messages>> = {
  '26': { en: 'Your account is not activated', fr: "Votre compte n'est pas activé" },
  '29': { en: 'Your email is not associated with a member', fr: "Votre e-mail n'est associé à aucun membre" },
  '30': { en: 'Member not found', fr: 'Membre introuvable' },
  '31': { en: 'Incorrect password', fr: 'Mot de passe incorrect' },
  '34': { en: 'This email is already associated to a member', fr: 'Cet e-mail est déjà associé à un membre' },
  '46': { en: 'Your account has expired', fr: 'Votre compte a expiré' },
  '51': { en: 'Invalid gift card', fr: 'Carte cadeau invalide' },
  '57': { en: 'Invalid reset code', fr: 'Code de réinitialisation invalide' },
  '58': { en: 'Incorrect password', fr: 'Mot de passe incorrect' },
  '60': { en: 'This email is already associated to a member', fr: 'Cet e-mail est déjà associé à un membre' },
  '72': {
    en: "This movie can't be added to your watchlist yet",
    fr: 'Ce film ne peut pas encore être ajouté à votre liste',
  },
  '76': { en: 'Your account is already active', fr: 'Votre compte est déjà actif' },
  '84': { en: 'Password should meet complexity rules', fr: 'Le mot de passe doit respecter les règles de complexité' },
  '84_BOOST_POS': BOOST_POS_COMPLEXITY,
  '85': { en: 'Invalid activation info', fr: "Informations d'activation invalides" },
  '1015': { en: 'You need to change your password', fr: 'Vous devez changer votre mot de passe' },
  '1019': { en: 'Your account is blocked', fr: 'Votre compte est bloqué' },
  '1020': { en: 'This card is already active', fr: 'Cette carte est déjà active' },
};

/** §8.3 and §5 messages that are not peachCode-keyed. */
export const LOYALTY_GENERIC_MESSAGES = {
  genericError: { en: 'An error has occured.', fr: 'Une erreur est survenue.' },
  favoriteTheatersError: {
    en: 'An error has occured while retrieving your favorite theaters.',
    fr: 'Une erreur est survenue lors de la récupération de vos cinémas favoris.',
  },
  invalidToken: { en: 'Invalid token', fr: 'Jeton invalide' },
  passwordComplexityBoostPos: BOOST_POS_COMPLEXITY,
} as const satisfies Record<string, Messages>;

/** §8.3: the site's own rate limit refused an attempt; the wait in whole minutes, or seconds under one. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null, locale: MessageLocale): string {
  const seconds =
    retryAfterSeconds !== null && Number.isFinite(retryAfterSeconds) ? Math.max(1, Math.ceil(retryAfterSeconds)) : null;
  if (seconds === null) {
    return locale === 'fr'
      ? 'Trop de tentatives. Veuillez patienter un moment avant de réessayer.'
      : 'Too many attempts. Please wait a moment before trying again.';
  }
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? locale === 'fr'
        ? `${seconds} seconde${seconds > 1 ? 's' : ''}`
        : `${seconds} second${seconds > 1 ? 's' : ''}`
      : locale === 'fr'
        ? `${minutes} minute${minutes > 1 ? 's' : ''}`
        : `${minutes} minute${minutes > 1 ? 's' : ''}`;
  return locale === 'fr'
    ? `Trop de tentatives. Veuillez réessayer dans ${wait}.`
    : `Too many attempts. Please try again in ${wait}.`;
}

/** §8.1: "Each message is shown followed by "(Code: {code})"". */
export function withCodeSuffix(message: string, code: number): string {
  return `${message} (Code: ${code})`;
}

export interface ErrorMessageInput {
  readonly response: { readonly peachCode?: number | null; readonly clientErrorMessage?: string | null } | null;
  readonly provider: ProviderCode;
  readonly locale: MessageLocale;
  /** Step 4 of §8.2: the caller's own message when the catalogue has none. */
  readonly fallback: string;
  /** §9.1 displayOriginalCypherMessages; off unless a caller says otherwise. */
  readonly displayOriginalMessages?: boolean;
}

/** §8.2: the original message when allowed, then "{code}_{provider}", then "{code}", then the fallback. */
export function chooseErrorMessage(input: ErrorMessageInput): string {
  const displayOriginal = input.displayOriginalMessages ?? DISPLAY_ORIGINAL_CYPHER_MESSAGES;
  const original = input.response?.clientErrorMessage;
  if (displayOriginal && typeof original === 'string' && original.trim() !== '') return original;
  const code = input.response?.peachCode;
  if (typeof code !== 'number' || !Number.isInteger(code)) return input.fallback;
  const entry = LOYALTY_ERROR_MESSAGES[`${code}_${input.provider}`] ?? LOYALTY_ERROR_MESSAGES[String(code)];
  return entry ? withCodeSuffix(entry[input.locale], code) : input.fallback;
}
