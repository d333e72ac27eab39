// The notice's answer kept for the tab until the manager has stored it: written and read by the
// page's code (notice-start.ts) and by the inline scripts (inline/), whose text carries these
// functions (scripts/build-inline-scripts.ts): so they import nothing, and stay small.

/**
 * Where an answer on the notice waits (sessionStorage: this tab) until the manager has stored it,
 * so that a page left before then (a full navigation, a reload) does not lose it: the next page's
 * head script keeps the notice hidden ("answering") and its loader carries the answer out. Kept as
 * "{answer}|{revision}|{epoch ms}": it counts only for the notice revision it answered and for
 * PENDING_ANSWER_TTL_MS (a tab restored days later, or a notice changed since, asks again).
 */
export const PENDING_ANSWER_KEY = 'fincher.consentPendingAnswer';

/** How long an answer not stored yet still counts on a next page. */
export const PENDING_ANSWER_TTL_MS = 10 * 60_000;

/** The notice's answers; its other button opens the preferences. */
export type NoticeAnswer = 'accept-all' | 'reject-all';

/** Whether a notice button answers (accept or reject all) rather than opening the preferences. */
export function isNoticeAnswer(action: string): action is NoticeAnswer {
  return action === 'accept-all' || action === 'reject-all';
}

/** An answer as kept: the revision is kept as text, the way it was written. */
export interface PendingAnswer {
  readonly answer: NoticeAnswer;
  readonly revision: string;
  readonly answeredAt: number;
}

/** The text kept for an answer to the notice of `revision`, given at `answeredAt` (epoch ms). */
export function pendingAnswerText(answer: NoticeAnswer, revision: number, answeredAt: number): string {
  return answer + '|' + revision + '|' + answeredAt;
}

/** The answer a kept text holds; null for anything else (nothing kept, another action, a stray value). */
export function parsePendingAnswer(text: string | null): PendingAnswer | null {
  const parts = (text || '').split('|');
  const answer = parts[0] || '';
  return isNoticeAnswer(answer) ? { answer: answer, revision: parts[1] || '', answeredAt: Number(parts[2]) } : null;
}

/**
 * Whether a kept answer still stands for the notice of `revision` at `now`: given to that notice,
 * and within PENDING_ANSWER_TTL_MS (a time in the future, a clock moved back, does not count).
 */
export function pendingAnswerCounts(pending: PendingAnswer, revision: number, now: number): boolean {
  const age = now - pending.answeredAt;
  return pending.revision === String(revision) && age >= 0 && age < PENDING_ANSWER_TTL_MS;
}
