import {
  MEMBER_OFFLINE_CACHE,
  MEMBER_OFFLINE_KEY,
  parseKeptMemberCard,
  type KeptMemberCard,
} from '@/lib/offline/member-offline.ts';

// The member's card kept on the device for offline use (src/lib/offline/member-offline.ts). Every
// call fails quietly: without Cache Storage (private mode, an old browser) nothing is kept.

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

export async function keepMemberCard(card: KeptMemberCard): Promise<void> {
  try {
    const cache = await cacheStorage()?.open(MEMBER_OFFLINE_CACHE);
    await cache?.put(
      MEMBER_OFFLINE_KEY,
      new Response(JSON.stringify(card), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // Storage refused or full: the card is only shown online.
  }
}

export async function readKeptMemberCard(): Promise<KeptMemberCard | null> {
  try {
    const kept = await cacheStorage()?.match(MEMBER_OFFLINE_KEY, { cacheName: MEMBER_OFFLINE_CACHE });
    return kept ? parseKeptMemberCard(await kept.json()) : null;
  } catch {
    return null;
  }
}

export async function forgetMemberCard(): Promise<void> {
  try {
    await cacheStorage()?.delete(MEMBER_OFFLINE_CACHE);
  } catch {
    // Nothing to delete.
  }
}
