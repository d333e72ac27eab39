import { describe, expect, it } from 'vitest';
import { followState, type StateFollower } from './follow-state.ts';

// §4.12: a withdrawal reaches every wrapper at once, whatever another one is still doing.

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

// Two tasks: the one each wrapper's step waits for, then the step's own promise chain.
const settle = () => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));

describe('§4.12 handing tracking states to the wrappers', () => {
  it('a wrapper still setting up holds back no other, and never applies an older state after a newer one', async () => {
    const setUp = deferred();
    const slowSeen: string[] = [];
    const fastSeen: string[] = [];
    const slow: StateFollower<string> = {
      async update(state) {
        slowSeen.push(state);
        if (state === 'granted') await setUp.promise;
      },
    };
    const fast: StateFollower<string> = {
      async update(state) {
        fastSeen.push(state);
      },
    };
    const hand = followState([slow, fast], () => {});
    hand('granted');
    await settle();
    hand('analytics only');
    await settle();
    hand('withdrawn');
    await settle();
    // The fast wrapper followed every answer while the slow one was still setting up.
    expect(fastSeen).toEqual(['granted', 'analytics only', 'withdrawn']);
    expect(slowSeen).toEqual(['granted']);
    setUp.release();
    await settle();
    await settle();
    // Then the slow one goes straight to the visitor's last answer.
    expect(slowSeen.slice(1)).toEqual(['withdrawn', 'withdrawn']);
  });

  it('a failing wrapper is reported and keeps following', async () => {
    const errors: unknown[] = [];
    const seen: string[] = [];
    const flaky: StateFollower<string> = {
      async update(state) {
        seen.push(state);
        if (state === 'a') throw new Error('vendor failed');
      },
    };
    const hand = followState([flaky], (error) => errors.push(error));
    hand('a');
    await settle();
    hand('b');
    await settle();
    expect(seen).toEqual(['a', 'b']);
    expect(errors).toHaveLength(1);
  });

  it('each wrapper starts its step in a task of its own, so their setups never add up to one long task', async () => {
    const started: string[] = [];
    let secondStartedDuringFirst = false;
    const first: StateFollower<string> = {
      async update() {
        started.push('first');
        // Setup work chained through microtasks, as a vendor's initialisation is.
        for (let step = 0; step < 20; step++) await Promise.resolve();
        secondStartedDuringFirst = started.includes('second');
      },
    };
    const second: StateFollower<string> = {
      async update() {
        started.push('second');
      },
    };
    const hand = followState([first, second], () => {});
    hand('granted');
    // Nothing runs in the task that handed the state over.
    for (let step = 0; step < 5; step++) await Promise.resolve();
    expect(started).toEqual([]);
    await settle();
    expect(started).toEqual(['first', 'second']);
    expect(secondStartedDuringFirst).toBe(false);
  });
});
