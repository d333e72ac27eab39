// Carried by the inline scripts too, so no imports: docs/decisions/0016-consent-inline-scripts-built-from-modules.md

/** The sessionStorage key of an answer the manager has not stored yet (docs/consent.md, the notice mark). */
export const PENDING_ANSWER_KEY = 'fincher.consentPendingAnswer';

/** How long an answer not stored yet still counts on a next page. */
export const PENDING_ANSWER_TTL_MS = 10 * 60_000;

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

export function pendingAnswerText(answer: NoticeAnswer, revision: number, answeredAt: number): string {
  return answer + '|' + revision + '|' + answeredAt;
}

/** The answer a kept text holds; null for anything else (nothing kept, another action, a stray value). */
export function parsePendingAnswer(text: string | null): PendingAnswer | null {
  const parts = (text || '').split('|');
  const answer = parts[0] || '';
  return isNoticeAnswer(answer) ? { answer: answer, revision: parts[1] || '', answeredAt: Number(parts[2]) } : null;
}

/** Whether a kept answer counts: for this revision, within the TTL (a time in the future does not count). */
export function pendingAnswerCounts(pending: PendingAnswer, revision: number, now: number): boolean {
  const age = now - pending.answeredAt;
  return pending.revision === String(revision) && age >= 0 && age < PENDING_ANSWER_TTL_MS;
}
