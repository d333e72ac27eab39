import { schemeOf } from './href-parts.ts';

// §5 e-mail-like link pattern.
const EMAIL_LIKE = /^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+\.[A-Za-z]+$/;

export function isEmailLike(destination: string): boolean {
  return EMAIL_LIKE.test(destination);
}

/** §2.3: "info@cinema.fr" becomes "mailto:info@cinema.fr"; a MAILTO: scheme is written in lower case. */
export function toMailtoIfEmailLike(destination: string): string {
  if (schemeOf(destination) === 'mailto') return `mailto:${destination.slice('mailto:'.length)}`;
  return isEmailLike(destination) ? `mailto:${destination}` : destination;
}
