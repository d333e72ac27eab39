import { LOYALTY_LOGOUT_HASH } from './link-constants.ts';

// §2.3 logout hash link: "#loyalty-logout" triggers a loyalty logout; it is the only entry in the
// list of special hash links. The value is the app event the link dispatches (src/lib/events).
export const SPECIAL_HASH_LINKS = { [LOYALTY_LOGOUT_HASH]: 'loyalty:logout' } as const;
export type SpecialHashEvent = (typeof SPECIAL_HASH_LINKS)[keyof typeof SPECIAL_HASH_LINKS];

export function specialHashEventFor(href: string): SpecialHashEvent | null {
  return Object.hasOwn(SPECIAL_HASH_LINKS, href) ? SPECIAL_HASH_LINKS[href as keyof typeof SPECIAL_HASH_LINKS] : null;
}
