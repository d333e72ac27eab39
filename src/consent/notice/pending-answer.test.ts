import { describe, expect, it } from 'vitest';
import {
  isNoticeAnswer,
  parsePendingAnswer,
  pendingAnswerCounts,
  pendingAnswerText,
  PENDING_ANSWER_TTL_MS,
} from './pending-answer.ts';

// §2.7 an answer given on the notice and not stored yet is kept for the tab, for its revision, briefly.

describe('§2.7 the kept answer of the consent notice', () => {
  const now = 1_750_000_000_000;

  it('is read back as it was written', () => {
    expect(pendingAnswerText('reject-all', 3, now)).toBe(`reject-all|3|${now}`);
    expect(parsePendingAnswer(pendingAnswerText('accept-all', 3, now))).toEqual({
      answer: 'accept-all',
      revision: '3',
      answeredAt: now,
    });
  });

  it('is an answer only for accept all or reject all, never the preferences or a stray value', () => {
    expect(isNoticeAnswer('accept-all')).toBe(true);
    expect(isNoticeAnswer('reject-all')).toBe(true);
    expect(isNoticeAnswer('preferences')).toBe(false);
    for (const text of [null, '', 'preferences|3|1', 'accept|3|1', '|3|1']) expect(parsePendingAnswer(text)).toBeNull();
  });

  it('counts only for the revision it answered and within the time kept', () => {
    const kept = parsePendingAnswer(pendingAnswerText('accept-all', 3, now))!;
    expect(pendingAnswerCounts(kept, 3, now)).toBe(true);
    expect(pendingAnswerCounts(kept, 3, now + PENDING_ANSWER_TTL_MS - 1)).toBe(true);
    expect(pendingAnswerCounts(kept, 3, now + PENDING_ANSWER_TTL_MS)).toBe(false);
    expect(pendingAnswerCounts(kept, 4, now)).toBe(false);
    // A time in the future (a clock moved back) or none at all.
    expect(pendingAnswerCounts(kept, 3, now - 60_000)).toBe(false);
    expect(pendingAnswerCounts(parsePendingAnswer('accept-all|3')!, 3, now)).toBe(false);
    expect(pendingAnswerCounts(parsePendingAnswer('accept-all')!, 3, now)).toBe(false);
  });
});
