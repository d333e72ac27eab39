import { schemeOf } from './href-parts.ts';

// §5 e-mail-like link pattern: a local part of letters, digits and . _ + -, then @, then a domain
// of letters, digits, . and -, then a dot and a letters-only ending.
const EMAIL_LIKE = /^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+\.[A-Za-z]+$/;

export function isEmailLike(destination: string): boolean {
  return EMAIL_LIKE.test(destination);
}

/**
 * §2.3 e-mail destinations: "info@cinema.fr" becomes "mailto:info@cinema.fr". A destination that
 * already has a mailto scheme (in any case) keeps its address and parameters, with the scheme
 * written in lower case; anything else is returned as is.
 */
export function toMailtoIfEmailLike(destination: string): string {
  if (schemeOf(destination) === 'mailto') return `mailto:${destination.slice('mailto:'.length)}`;
  return isEmailLike(destination) ? `mailto:${destination}` : destination;
}
