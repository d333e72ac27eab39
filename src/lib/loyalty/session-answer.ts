import { z } from 'zod';

// What /api/member/login, /refresh and /logout answer the page (§4.1–§4.4): the member's public
// details and the state, never a token. The page validates it at this boundary. The session
// provider imports this module lazily, on its first call (about 500 ms after start, §4.1), so
// that zod is not part of every page's first-load JavaScript.

const publicMemberSchema = z.looseObject({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  memberExpiry: z.string().nullable(),
  cypherVersion: z.union([z.literal(1), z.literal(3)]),
});

const sessionAnswerSchema = z.object({
  status: z.enum(['member', 'expired', 'guest']),
  member: publicMemberSchema.nullable(),
  rejection: z
    .object({ peachCode: z.number().nullable(), clientErrorMessage: z.string().nullable() })
    .nullable()
    .optional(),
});

export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** The answer, or null when it does not have the expected shape (treated as a failed call). */
export function parseSessionAnswer(json: unknown): SessionAnswer | null {
  const parsed = sessionAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
