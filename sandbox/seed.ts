// Seed data of the sandbox: circuits of each provider of §9.2 and their demo members. Every value
// here is invented; the README lists the members and their passwords.

export type SandboxProvider = 'RTS' | 'BOOST_POS' | 'BOOST_POS_WITHOUT_LOYALTY' | 'TAPOS' | 'CGR';

export interface SandboxCircuit {
  readonly id: string;
  readonly name: string;
  readonly provider: SandboxProvider;
  /** §9.2: version 3 for BOOST_POS, BOOST_POS_WITHOUT_LOYALTY, TAPOS and CGR; 1 otherwise. */
  readonly version: 1 | 3;
  readonly clubId: string;
  readonly clubName: string;
  readonly cinemas: Readonly<Record<string, string>>;
}

export const SANDBOX_CIRCUITS: readonly SandboxCircuit[] = [
  {
    id: '1001',
    name: 'Le Grand Écran',
    provider: 'RTS',
    version: 1,
    clubId: 'GE-CLUB',
    clubName: 'Club Grand Écran',
    cinemas: { '2001': 'Le Grand Écran Paris' },
  },
  {
    id: '5001',
    name: 'Starlight Cinemas',
    provider: 'BOOST_POS',
    version: 3,
    clubId: 'STAR-REWARDS',
    clubName: 'Starlight Rewards',
    cinemas: {
      '3001': 'Starlight Union Square',
      '3002': 'Starlight Brooklyn Heights',
      '3003': 'Starlight Queens Plaza',
      '3004': 'Starlight Jersey City',
      '3005': 'Starlight Hoboken',
      '3006': 'Starlight Stamford',
      '3007': 'Starlight White Plains',
      '3008': 'Starlight Yonkers',
      '3009': 'Starlight New Rochelle',
    },
  },
  {
    id: '5002',
    name: 'Riverside Screens',
    provider: 'BOOST_POS_WITHOUT_LOYALTY',
    version: 3,
    clubId: 'RIVERSIDE',
    clubName: 'Riverside Account',
    cinemas: { '4001': 'Riverside Screens Portland' },
  },
  {
    id: '6001',
    name: 'Cinémas Lumière',
    provider: 'TAPOS',
    version: 3,
    clubId: 'LUMIERE-PASS',
    clubName: 'Pass Lumière',
    cinemas: { '6101': 'Lumière Lyon Bellecour', '6102': 'Lumière Villeurbanne' },
  },
  {
    id: '7001',
    name: 'CGR Demo',
    provider: 'CGR',
    version: 3,
    clubId: 'CLUB-CGR',
    clubName: 'Le Club CGR',
    cinemas: { '7101': 'CGR Bordeaux Le Français', '7102': 'CGR La Rochelle' },
  },
];

export function findCircuit(circuitId: string | undefined): SandboxCircuit | undefined {
  return SANDBOX_CIRCUITS.find((circuit) => circuit.id === circuitId);
}

export function findCircuitOfCinema(cinemaId: string | undefined): SandboxCircuit | undefined {
  return SANDBOX_CIRCUITS.find((circuit) => cinemaId !== undefined && Object.hasOwn(circuit.cinemas, cinemaId));
}

/** §3.8 memberExpiry placeholder for "no expiry". */
export const NO_EXPIRY = '0001-01-01T00:00:00Z';

export type MemberStatus = 'active' | 'pending';

export interface SeedOrder {
  orderId: string;
  bookingId: string;
  orderDate: string;
  cinemaId: string;
  cinemaName: string;
  filmTitle: string;
  sessionDateTime: string;
  totalValueCents: number;
  pointsEarned: number;
}

export interface SeedTransaction {
  transactionId: string;
  transactionDate: string;
  description: string;
  pointsEarned: number;
  pointsRedeemed: number;
  cinemaName: string;
}

export interface SeedCard {
  cardCode: string;
  status: 'ACTIVE' | 'LOST';
  isPrimary: boolean;
}

export interface MemberDocument {
  firstName: string;
  lastName: string;
  mobilePhone: string;
  cardNumber: string;
  memberLevelId: number;
  memberLevelName: string;
  memberExpiry: string;
  points: number;
  /** A loyalty membership has been activated (§4.8); BOOST_POS_WITHOUT_LOYALTY members start without. */
  loyaltyMember: boolean;
  favoriteCinemas: { boxofficeCinemaId: string; subscribeToNewsletter: boolean }[];
  favoriteFilmIds: string[];
  orders: SeedOrder[];
  transactions: SeedTransaction[];
  cards: SeedCard[];
  zipCode: string;
}

export interface SeedMember {
  readonly memberId: string;
  readonly circuitId: string;
  readonly email: string;
  readonly password: string;
  readonly status: MemberStatus;
  readonly mustChangePassword?: boolean;
  readonly blocked?: boolean;
  /** Why this member exists, for the README. */
  readonly demonstrates: string;
  readonly document: MemberDocument;
}

function history(
  circuit: SandboxCircuit,
  prefix: string,
  films: readonly string[],
): { orders: SeedOrder[]; transactions: SeedTransaction[] } {
  const cinemaEntries = Object.entries(circuit.cinemas);
  const orders = films.map((filmTitle, index): SeedOrder => {
    const [cinemaId, cinemaName] = cinemaEntries[index % cinemaEntries.length] ?? ['0', ''];
    const day = String(3 + index * 6).padStart(2, '0');
    return {
      orderId: `${prefix}-ORD-${1000 + index}`,
      bookingId: `${prefix}-BK-${5000 + index}`,
      orderDate: `2026-10-${day}T18:12:00Z`,
      cinemaId,
      cinemaName,
      filmTitle,
      sessionDateTime: `2026-10-${day}T20:30:00Z`,
      totalValueCents: 1150 + index * 250,
      pointsEarned: 12 + index * 3,
    };
  });
  const transactions = orders.map((order, index): SeedTransaction => ({
    transactionId: `${prefix}-TX-${7000 + index}`,
    transactionDate: order.orderDate,
    description: `Tickets: ${order.filmTitle}`,
    pointsEarned: order.pointsEarned,
    pointsRedeemed: index === 1 ? 50 : 0,
    cinemaName: order.cinemaName,
  }));
  return { orders, transactions };
}

function circuitById(id: string): SandboxCircuit {
  const circuit = findCircuit(id);
  if (!circuit) throw new Error(`seed: unknown circuit ${id}`);
  return circuit;
}

function member(
  base: Omit<SeedMember, 'document'>,
  document: Partial<MemberDocument> & Pick<MemberDocument, 'firstName' | 'lastName' | 'cardNumber'>,
): SeedMember {
  const circuit = circuitById(base.circuitId);
  const firstCinema = Object.keys(circuit.cinemas)[0] ?? '';
  return {
    ...base,
    document: {
      mobilePhone: '',
      memberLevelId: 1,
      memberLevelName: 'Member',
      memberExpiry: NO_EXPIRY,
      points: 0,
      loyaltyMember: circuit.provider !== 'BOOST_POS_WITHOUT_LOYALTY',
      favoriteCinemas: [{ boxofficeCinemaId: firstCinema, subscribeToNewsletter: true }],
      favoriteFilmIds: [],
      orders: [],
      transactions: [],
      cards: [{ cardCode: document.cardNumber, status: 'ACTIVE', isPrimary: true }],
      zipCode: '',
      ...document,
    },
  };
}

const RTS = circuitById('1001');
const BOOST = circuitById('5001');

/** A booking for a screening `daysAhead` days after the sandbox (re)seeds: an e-ticket still to use. */
function upcomingOrder(circuit: SandboxCircuit, prefix: string, filmTitle: string, daysAhead: number): SeedOrder {
  const [cinemaId, cinemaName] = Object.entries(circuit.cinemas)[0] ?? ['0', ''];
  const session = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  session.setUTCHours(19, 45, 0, 0);
  return {
    orderId: `${prefix}-ORD-2000`,
    bookingId: `${prefix}-BK-9000`,
    orderDate: new Date(session.getTime() - 5 * 24 * 60 * 60 * 1000).toISOString(),
    cinemaId,
    cinemaName,
    filmTitle,
    sessionDateTime: session.toISOString(),
    totalValueCents: 1390,
    pointsEarned: 14,
  };
}

/** Past bookings plus one upcoming, newest first. */
function historyWithUpcoming(circuit: SandboxCircuit, prefix: string, upcoming: string, past: readonly string[]) {
  const { orders, transactions } = history(circuit, prefix, past);
  return { orders: [upcomingOrder(circuit, prefix, upcoming, 3), ...orders], transactions };
}

export const SEED_MEMBERS: readonly SeedMember[] = [
  // RTS, version 1 (cinema-paris)
  member(
    {
      memberId: '100001',
      circuitId: '1001',
      email: 'claire.dubois@example.fr',
      password: 'Popcorn2026',
      status: 'active',
      demonstrates: 'A regular member with points, history and favourites, no expiry',
    },
    {
      firstName: 'Claire',
      lastName: 'Dubois',
      mobilePhone: '+33612345678',
      cardNumber: 'GE0010000001',
      memberLevelName: 'Cinéphile',
      points: 1240,
      favoriteFilmIds: ['550', '680'],
      cards: [
        { cardCode: 'GE0010000001', status: 'ACTIVE', isPrimary: true },
        { cardCode: 'GE0010000091', status: 'ACTIVE', isPrimary: false },
      ],
      zipCode: '75005',
      ...history(RTS, 'GE', [
        'Anatomie d’une chute',
        'Le Comte de Monte-Cristo',
        'Dune : Deuxième partie',
        'Emilia Pérez',
      ]),
    },
  ),
  member(
    {
      memberId: '100007',
      circuitId: '1001',
      email: 'margaux.leroy@example.fr',
      password: 'Popcorn2026',
      status: 'active',
      demonstrates: 'Programme features (rewards, e-vouchers, wallet, payment portal) with an upcoming booking',
    },
    {
      firstName: 'Margaux',
      lastName: 'Leroy',
      cardNumber: 'GE0010000007',
      points: 640,
      zipCode: '75014',
      ...historyWithUpcoming(RTS, 'GM', 'Le Comte de Monte-Cristo', ['Emilia Pérez']),
    },
  ),
  member(
    {
      memberId: '100002',
      circuitId: '1001',
      email: 'julien.moreau@example.fr',
      password: 'Popcorn2026',
      status: 'active',
      demonstrates: 'Membership expiring in 2027',
    },
    {
      firstName: 'Julien',
      lastName: 'Moreau',
      cardNumber: 'GE0010000002',
      memberExpiry: '2027-06-30T23:59:59Z',
      points: 310,
      zipCode: '75011',
    },
  ),
  member(
    {
      memberId: '100003',
      circuitId: '1001',
      email: 'expired.member@example.fr',
      password: 'Popcorn2026',
      status: 'active',
      demonstrates: 'Expired account: sign-in gives code 46',
    },
    {
      firstName: 'Odile',
      lastName: 'Perrin',
      cardNumber: 'GE0010000003',
      memberExpiry: '2025-12-31T23:59:59Z',
      points: 80,
    },
  ),
  member(
    {
      memberId: '100004',
      circuitId: '1001',
      email: 'pending.member@example.fr',
      password: 'Popcorn2026',
      status: 'pending',
      demonstrates: 'Not activated: sign-in gives code 26',
    },
    { firstName: 'Hugo', lastName: 'Lambert', cardNumber: 'GE0010000004' },
  ),
  member(
    {
      memberId: '100005',
      circuitId: '1001',
      email: 'change.password@example.fr',
      password: 'Popcorn2026',
      status: 'active',
      mustChangePassword: true,
      demonstrates: 'Password change required: sign-in gives code 1015',
    },
    { firstName: 'Inès', lastName: 'Garnier', cardNumber: 'GE0010000005' },
  ),
  member(
    {
      memberId: '100006',
      circuitId: '1001',
      email: 'blocked.member@example.fr',
      password: 'Popcorn2026',
      status: 'active',
      blocked: true,
      demonstrates: 'Blocked after repeated failed sign-ins: code 1019 (a password reset unblocks)',
    },
    { firstName: 'Paul', lastName: 'Renaud', cardNumber: 'GE0010000006' },
  ),

  // BOOST_POS, version 3 (circuit-demo)
  member(
    {
      memberId: '500001',
      circuitId: '5001',
      email: 'jane.doe@example.com',
      password: 'Starlight#2026',
      status: 'active',
      demonstrates: 'A regular member with points, history, rewards, favourite cinemas and films',
    },
    {
      firstName: 'Jane',
      lastName: 'Doe',
      mobilePhone: '+12125550143',
      cardNumber: 'STAR5001000001',
      memberLevelId: 2,
      memberLevelName: 'Gold',
      points: 2380,
      favoriteCinemas: [
        { boxofficeCinemaId: '3001', subscribeToNewsletter: true },
        { boxofficeCinemaId: '3002', subscribeToNewsletter: false },
      ],
      favoriteFilmIds: ['550', '603'],
      zipCode: '10003',
      ...history(BOOST, 'SL', ['Oppenheimer', 'Past Lives', 'Dune: Part Two', 'The Holdovers', 'Wicked']),
    },
  ),
  member(
    {
      memberId: '500005',
      circuitId: '5001',
      email: 'riley.chen@example.com',
      password: 'Starlight#2026',
      status: 'active',
      demonstrates:
        'Programme features (watchlist, reward redemption, e-vouchers, wallet, payment portal) with an upcoming booking',
    },
    {
      firstName: 'Riley',
      lastName: 'Chen',
      cardNumber: 'STAR5001000005',
      points: 1500,
      favoriteCinemas: [],
      zipCode: '10011',
      ...historyWithUpcoming(BOOST, 'SR', 'Dune: Part Two', ['Past Lives']),
    },
  ),
  member(
    {
      memberId: '500002',
      circuitId: '5001',
      email: 'marcus.reed@example.com',
      password: 'Starlight#2026',
      status: 'active',
      demonstrates: 'Membership expiring in 2027, no favourites yet',
    },
    {
      firstName: 'Marcus',
      lastName: 'Reed',
      cardNumber: 'STAR5001000002',
      memberExpiry: '2027-03-31T23:59:59Z',
      points: 120,
      favoriteCinemas: [],
    },
  ),
  member(
    {
      memberId: '100090',
      circuitId: '1001',
      email: 'ticketing.member@example.fr',
      password: 'Popcorn2026',
      status: 'active',
      demonstrates: 'Ticketing links and reserved paths (§2.1, §6): the token reaches the ticketing site',
    },
    { firstName: 'Théo', lastName: 'Garnier', cardNumber: 'GE0010000090', points: 90 },
  ),
  member(
    {
      memberId: '500090',
      circuitId: '5001',
      email: 'ticketing.member@example.com',
      password: 'Starlight#2026',
      status: 'active',
      demonstrates: 'Ticketing links and reserved paths (§2.1, §6): the token reaches the ticketing site',
    },
    { firstName: 'Tess', lastName: 'Walker', cardNumber: 'STAR5001000090', points: 90 },
  ),
  member(
    {
      memberId: '100091',
      circuitId: '1001',
      email: 'matrix.member@example.fr',
      password: 'Popcorn2026',
      status: 'active',
      demonstrates: "The provider matrix's journey on RTS (tests/e2e/provider-matrix.spec.ts)",
    },
    { firstName: 'Inès', lastName: 'Marchand', cardNumber: 'GE0010000091', points: 120 },
  ),
  member(
    {
      memberId: '500091',
      circuitId: '5001',
      email: 'matrix.member@example.com',
      password: 'Starlight#2026',
      status: 'active',
      demonstrates: "The provider matrix's journey on BOOST_POS (tests/e2e/provider-matrix.spec.ts)",
    },
    { firstName: 'Maya', lastName: 'Okafor', cardNumber: 'STAR5001000091', points: 310 },
  ),
  member(
    {
      memberId: '500003',
      circuitId: '5001',
      email: 'expired@example.com',
      password: 'Starlight#2026',
      status: 'active',
      demonstrates: 'Expired account: sign-in gives code 46',
    },
    { firstName: 'Nora', lastName: 'Blake', cardNumber: 'STAR5001000003', memberExpiry: '2025-09-30T23:59:59Z' },
  ),
  member(
    {
      memberId: '500004',
      circuitId: '5001',
      email: 'pending@example.com',
      password: 'Starlight#2026',
      status: 'pending',
      demonstrates: 'Not activated: sign-in gives 26; SendMemberActivationCode activates it',
    },
    { firstName: 'Omar', lastName: 'Haddad', mobilePhone: '+12125550188', cardNumber: 'STAR5001000004' },
  ),

  // BOOST_POS_WITHOUT_LOYALTY, version 3
  member(
    {
      memberId: '520001',
      circuitId: '5002',
      email: 'sam.lee@example.com',
      password: 'Riverside#2026',
      status: 'active',
      demonstrates: 'An account without loyalty membership (activation chain of §4.8)',
    },
    {
      firstName: 'Sam',
      lastName: 'Lee',
      cardNumber: 'RIV5002000001',
      memberLevelId: 0,
      memberLevelName: 'Account',
      favoriteCinemas: [],
    },
  ),

  // TAPOS, version 3
  member(
    {
      memberId: '600001',
      circuitId: '6001',
      email: 'lea.martin@example.fr',
      password: 'Lumiere2026',
      status: 'active',
      demonstrates: 'A TAPOS member',
    },
    {
      firstName: 'Léa',
      lastName: 'Martin',
      mobilePhone: '+33698765432',
      cardNumber: 'LUM6001000001',
      points: 540,
      ...history(circuitById('6001'), 'LU', ['La Chimère', 'Les Trois Mousquetaires']),
    },
  ),

  // CGR, version 3
  member(
    {
      memberId: '700001',
      circuitId: '7001',
      email: 'hugo.bernard@example.fr',
      password: 'ClubCgr2026',
      status: 'active',
      demonstrates: 'A CGR member (favourite films come back as numeric brand ids)',
    },
    {
      firstName: 'Hugo',
      lastName: 'Bernard',
      cardNumber: 'CGR7001000001',
      points: 95,
      favoriteFilmIds: ['872585'],
      ...history(circuitById('7001'), 'CG', ['Le Règne animal']),
    },
  ),
];

/** Rewards each circuit offers, with point costs (§7.3). */
export const SANDBOX_REWARDS = [
  {
    recognitionId: 'RW-POPCORN',
    itemId: 'POP-M',
    name: 'Medium popcorn',
    description: 'One medium popcorn',
    pointsCost: 150,
    qtyAvailable: 99,
  },
  {
    recognitionId: 'RW-TICKET',
    itemId: 'TKT-2D',
    name: 'Free 2D ticket',
    description: 'One standard ticket',
    pointsCost: 600,
    qtyAvailable: 99,
  },
  {
    recognitionId: 'RW-COMBO',
    itemId: 'CMB-DUO',
    name: 'Duo combo',
    description: 'Two drinks and a large popcorn',
    pointsCost: 900,
    qtyAvailable: 20,
  },
] as const;

/** Gift cards (§7.4). */
export const SANDBOX_GIFT_CARDS = [
  { cardNumber: '6035710000000001', pin: '1234', balanceInCents: 5000, currency: 'EUR', expiryDate: '2027-12-31' },
  { cardNumber: '6035710000000002', pin: '4321', balanceInCents: 1250, currency: 'USD', expiryDate: '2027-06-30' },
  { cardNumber: '6035710000000003', pin: '0000', balanceInCents: 0, currency: 'EUR', expiryDate: '2026-01-31' },
] as const;

/** E-voucher concessions (§7.9). */
export const SANDBOX_EVOUCHERS = [
  { id: 'EV-KIDS', description: 'Kids menu e-voucher', priceInCents: 650 },
  { id: 'EV-DRINK', description: 'Large soft drink e-voucher', priceInCents: 450 },
] as const;

/**
 * §8.1 code 72: films announced but not yet open to watchlists. Ids starting with "9" are those,
 * and so are ids ending in "99", so that the demo catalogue (ids 10000 and up) has some (10099,
 * 10199, …); every other numeric id is addable.
 */
export function isFilmAddable(filmId: string): boolean {
  return /^\d{1,10}$/.test(filmId) && !filmId.startsWith('9') && !filmId.endsWith('99');
}
