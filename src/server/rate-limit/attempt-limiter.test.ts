import { describe, expect, it } from 'vitest';
import { createMemoryStore, type SharedStore } from '../shared-store/shared-store.ts';
import { ATTEMPT_LIMITS, createAttemptLimiter } from './attempt-limiter.ts';
import { scaledLimits } from './site-limiter.ts';

// Per client and per account, 429 with Retry-After; sign-in stays under the
// provider's lockout of 5 wrong passwords (§8.1 code 1019).

describe('attempt limiter', () => {
  it('sign-in: an account gets 4 attempts whatever the clients, so the provider never sees a 5th wrong password', async () => {
    const limiter = createAttemptLimiter(createMemoryStore());
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, index) => limiter.take('sign-in', `client-${index % 7}`, 'jane@example.com')),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(4);
    const refused = verdicts.filter((v) => !v.ok);
    expect(refused).toHaveLength(16);
    for (const verdict of refused) expect(verdict).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    // Another account is not held back by this one.
    expect(await limiter.take('sign-in', 'client-0', 'other@example.com')).toEqual({ ok: true });
  });

  it('sign-in: a success starts the account again', async () => {
    const limiter = createAttemptLimiter(createMemoryStore());
    for (let index = 0; index < 3; index += 1) await limiter.take('sign-in', 'c', 'a@b.co');
    await limiter.succeeded('sign-in', 'a@b.co');
    for (let index = 0; index < 4; index += 1) expect((await limiter.take('sign-in', 'c', 'a@b.co')).ok).toBe(true);
    expect((await limiter.take('sign-in', 'c', 'a@b.co')).ok).toBe(false);
  });

  it('per client: past its limit a client is refused with the seconds left in its window', async () => {
    let now = 1_000_000;
    const limiter = createAttemptLimiter(createMemoryStore({ now: () => now }));
    const { limit, windowMs } = ATTEMPT_LIMITS.registration.client;
    for (let index = 0; index < limit; index += 1)
      expect((await limiter.take('registration', '1.2.3.4', null)).ok).toBe(true);
    expect(await limiter.take('registration', '1.2.3.4', null)).toEqual({
      ok: false,
      retryAfterSeconds: Math.ceil(windowMs / 1000),
    });
    expect((await limiter.take('registration', '5.6.7.8', null)).ok).toBe(true);
    now += windowMs;
    expect((await limiter.take('registration', '1.2.3.4', null)).ok).toBe(true);
  });

  it('a client past its own limit spends nothing of the account: a stranger cannot hold a member back with refused attempts', async () => {
    const limiter = createAttemptLimiter(createMemoryStore());
    const { limit } = ATTEMPT_LIMITS['sign-in'].client;
    for (let index = 0; index < limit; index += 1) await limiter.take('sign-in', '9.9.9.9', `someone-${index}@b.co`);
    // Refused by the stranger's own limit, each of these leaves Jane's account alone.
    for (let index = 0; index < 20; index += 1)
      expect((await limiter.take('sign-in', '9.9.9.9', 'jane@b.co')).ok).toBe(false);
    for (let index = 0; index < 4; index += 1)
      expect((await limiter.take('sign-in', '1.1.1.1', 'jane@b.co')).ok).toBe(true);
  });

  it('IPv6 clients count by their /64, an IPv4 address the same written either way', async () => {
    const limiter = createAttemptLimiter(createMemoryStore());
    const { limit } = ATTEMPT_LIMITS.registration.client;
    for (let index = 0; index < limit; index += 1)
      expect((await limiter.take('registration', `2001:db8:1:2::${(index + 1).toString(16)}`, null)).ok).toBe(true);
    expect((await limiter.take('registration', '2001:db8:1:2:ffff:1:2:3', null)).ok).toBe(false);
    expect((await limiter.take('registration', '2001:db8:1:3::1', null)).ok).toBe(true);
    for (let index = 0; index < limit; index += 1) await limiter.take('registration', '203.0.113.7', null);
    expect((await limiter.take('registration', '::ffff:203.0.113.7', null)).ok).toBe(false);
  });

  it('gift cards: 10,000 PINs of one card cannot be tried (5 an hour per card, whatever the client)', async () => {
    const limiter = createAttemptLimiter(createMemoryStore());
    let passed = 0;
    for (let pin = 0; pin < 200; pin += 1)
      if ((await limiter.take('gift-card', `client-${pin}`, '6035710000000001')).ok) passed += 1;
    expect(passed).toBe(5);
  });

  it('a store that fails lets the attempt through and says so', async () => {
    const failing = { increment: () => Promise.reject(new Error('down')) } as unknown as SharedStore;
    const errors: unknown[] = [];
    const limiter = createAttemptLimiter(failing, { onStoreError: (error) => errors.push(error) });
    expect(await limiter.take('sign-in', 'c', 'a@b.co')).toEqual({ ok: true });
    // Both counters (the client's, the account's) were tried, and each failure is reported.
    expect(errors).toHaveLength(2);
  });

  it('the client factor scales per-client limits only', () => {
    const scaled = scaledLimits(100);
    expect(scaled['sign-in'].client.limit).toBe(ATTEMPT_LIMITS['sign-in'].client.limit * 100);
    expect(scaled['sign-in'].account).toEqual(ATTEMPT_LIMITS['sign-in'].account);
  });
});
