import {
  MEMBER_OFFLINE_CACHE,
  MEMBER_OFFLINE_KEY,
  MEMBER_TICKETS_KEY,
  parseKeptMemberCard,
  parseKeptTickets,
  type KeptETicket,
  type KeptMemberCard,
} from '@/lib/offline/member-offline.ts';

// The member's card kept on the device for offline use (src/lib/offline/member-offline.ts). Every
// call fails quietly: without Cache Storage (private mode, an old browser) nothing is kept.

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

async function keep(key: string, value: unknown): Promise<void> {
  try {
    const cache = await cacheStorage()?.open(MEMBER_OFFLINE_CACHE);
    await cache?.put(key, new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // Storage refused or full: shown online only.
  }
}

async function read(key: string): Promise<unknown> {
  try {
    const kept = await cacheStorage()?.match(key, { cacheName: MEMBER_OFFLINE_CACHE });
    return kept ? await kept.json() : null;
  } catch {
    return null;
  }
}

export function keepMemberCard(card: KeptMemberCard): Promise<void> {
  return keep(MEMBER_OFFLINE_KEY, card);
}

export function keepMemberTickets(tickets: readonly KeptETicket[]): Promise<void> {
  return keep(MEMBER_TICKETS_KEY, tickets);
}

export async function readKeptTickets(): Promise<KeptETicket[]> {
  return parseKeptTickets(await read(MEMBER_TICKETS_KEY));
}

export async function readKeptMemberCard(): Promise<KeptMemberCard | null> {
  return parseKeptMemberCard(await read(MEMBER_OFFLINE_KEY));
}

export async function forgetMemberCard(): Promise<void> {
  try {
    await cacheStorage()?.delete(MEMBER_OFFLINE_CACHE);
  } catch {
    // Nothing to delete.
  }
}
