import { NO_EXPIRY, type MemberDocument, type SeedMember } from './seed.ts';

// The account-management side of the sandbox's members (§7.5 Edit, MemberSearch; §4.8, §4.10):
// the username a member signs in with (none for members who joined at a box office with a card
// only), the contact preferences of the §3.11 payload, and the demo members these need.

export interface AccountFields {
  /** null: a box-office member with a card and no online account yet (§4.10). Absent: the e-mail. */
  userName?: string | null;
  sendNewsletter?: boolean;
  wishToReceiveSMS?: boolean;
  contactByThirdParty?: boolean;
}

export type AccountDocument = MemberDocument & AccountFields;

const FLAGS = ['sendNewsletter', 'wishToReceiveSMS', 'contactByThirdParty'] as const;

/** The username a member signs in with, or null when they have no online account yet. */
export function usernameOf(document: AccountDocument, email: string): string | null {
  return document.userName === null ? null : (document.userName ?? email);
}

/** The account fields of memberDetails; flags spelt "True" / "False" like the §3.11 payload. */
export function accountDetails(document: AccountDocument, email: string): Record<string, unknown> {
  return {
    userName: usernameOf(document, email),
    ...Object.fromEntries(FLAGS.map((flag) => [flag, document[flag] === true ? 'True' : 'False'])),
  };
}

function readFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return undefined;
}

/** §7.5 Edit: a username (§4.10 sets one) and the preference flags, when the body carries them. */
export function applyAccountEdit(document: AccountDocument, body: Record<string, unknown>): void {
  const username = [body.username, body.userName].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (username) document.userName = username.trim();
  for (const flag of FLAGS) {
    const value = readFlag(body[flag]);
    if (value !== undefined) document[flag] = value;
  }
}

function accountMember(
  base: Omit<SeedMember, 'document' | 'status'>,
  fields: Pick<MemberDocument, 'firstName' | 'lastName' | 'cardNumber'> & Partial<AccountDocument>,
): SeedMember {
  const document: AccountDocument = {
    mobilePhone: '',
    memberLevelId: 1,
    memberLevelName: 'Member',
    memberExpiry: NO_EXPIRY,
    points: 0,
    loyaltyMember: true,
    favoriteCinemas: [],
    favoriteFilmIds: [],
    orders: [],
    transactions: [],
    cards: [{ cardCode: fields.cardNumber, status: 'ACTIVE', isPrimary: true }],
    zipCode: '',
    ...fields,
  };
  return { ...base, status: 'active', document };
}

const WITHOUT_LOYALTY = { loyaltyMember: false, memberLevelId: 0, memberLevelName: 'Account' } as const;

/** Demo members of account management; ids and cards kept apart from the other seeds. */
export const ACCOUNT_SEED_MEMBERS: readonly SeedMember[] = [
  accountMember(
    {
      memberId: '100020',
      circuitId: '1001',
      email: 'lucie.fontaine@example.fr',
      password: 'Popcorn2026',
      demonstrates: 'An online account without loyalty membership: "Join the loyalty programme" runs §4.8',
    },
    {
      firstName: 'Lucie',
      lastName: 'Fontaine',
      cardNumber: 'GE0010000020',
      mobilePhone: '+33611223344',
      ...WITHOUT_LOYALTY,
    },
  ),
  accountMember(
    {
      memberId: '100021',
      circuitId: '1001',
      email: 'marc.girard@example.fr',
      password: 'no-online-access-7c1f',
      demonstrates: 'Joined at the box office: card GE0010000021, no username yet (§4.10 online access)',
    },
    { firstName: 'Marc', lastName: 'Girard', cardNumber: 'GE0010000021', points: 75, userName: null },
  ),
  accountMember(
    {
      memberId: '100022',
      circuitId: '1001',
      email: 'nina.roussel@example.fr',
      password: 'Popcorn2026',
      demonstrates: 'Profile edit and username reminder',
    },
    {
      firstName: 'Nina',
      lastName: 'Roussel',
      cardNumber: 'GE0010000022',
      mobilePhone: '+33655443322',
      zipCode: '75010',
      points: 40,
      sendNewsletter: true,
    },
  ),
  accountMember(
    {
      memberId: '500020',
      circuitId: '5001',
      email: 'ava.nguyen@example.com',
      password: 'Starlight#2026',
      demonstrates: 'An online account without loyalty membership: "Join the loyalty programme" runs §4.8',
    },
    {
      firstName: 'Ava',
      lastName: 'Nguyen',
      cardNumber: 'STAR5001000020',
      mobilePhone: '+12125550120',
      ...WITHOUT_LOYALTY,
    },
  ),
  accountMember(
    {
      memberId: '500021',
      circuitId: '5001',
      email: 'leo.park@example.com',
      password: 'Starlight#2026',
      demonstrates: 'Profile edit',
    },
    {
      firstName: 'Leo',
      lastName: 'Park',
      cardNumber: 'STAR5001000021',
      mobilePhone: '+12125550121',
      zipCode: '10001',
      points: 60,
    },
  ),
];
