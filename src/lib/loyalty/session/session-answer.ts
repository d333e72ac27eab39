import * as z from 'zod/mini';

// What the member session routes answer the page (§4.1–§4.5), never a token; one schema for both sides. Imported
// lazily on the first session call. Why: docs/decisions/0001-member-code-out-of-first-load.md

/** §3.8 the member as the page sees it: memberDetails without token or refreshToken (§3.7). */
export const publicMemberSchema = z.object({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userName: z.string(),
  mobilePhone: z.string(),
  cardNumber: z.string(),
  clubId: z.string(),
  clubName: z.string(),
  levelName: z.string(),
  /** Loyalty balances (§4.11 balanceTypes), in points. */
  balances: z.array(z.object({ type: z.string(), points: z.number() })),
  /** ISO datetime, or null for the "no expiry" placeholder of §3.8. */
  memberExpiry: z.nullable(z.string()),
  cypherVersion: z.union([z.literal(1), z.literal(3)]),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

/** §4.2 step 4: a rejected login carries the provider's code, for the §8.2 message. */
export const loginRejectionSchema = z.object({
  peachCode: z.nullable(z.number()),
  clientErrorMessage: z.nullable(z.string()),
});
export type LoginRejection = z.infer<typeof loginRejectionSchema>;

/** POST /api/member/login, /refresh and /logout; "expired" (§4.4) is shown as a guest who is told why. */
export const sessionAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('member'), member: publicMemberSchema }),
  z.object({ status: z.literal('expired'), member: publicMemberSchema }),
  z.object({
    status: z.literal('guest'),
    member: z.null(),
    /** Present on a refused login; null when the provider could not be reached (§4.2, §8.3). */
    rejection: z.optional(z.nullable(loginRejectionSchema)),
  }),
]);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export function parseSessionAnswer(json: unknown): SessionAnswer | null {
  const parsed = sessionAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** POST /api/member/handoff/check (§4.5): valid, or the member, now signed out, goes to sign in (§8.3). */
export const handoffCheckAnswerSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true) }),
  // A path of this site only: the page navigates to it.
  z.object({ valid: z.literal(false), location: z.string().check(z.regex(/^\/(?![/\\])/)) }),
]);
export type HandoffCheckAnswer = z.infer<typeof handoffCheckAnswerSchema>;

export function parseHandoffCheckAnswer(json: unknown): HandoffCheckAnswer | null {
  const parsed = handoffCheckAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
