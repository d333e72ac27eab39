import { z } from 'zod';
import { CAPTCHA_FIELD, RESPONSE_FORMATS } from '../../lib/loyalty/provider/provider-constants.ts';

// The §7.1 envelope as the gateway accepts it; anything else is refused before route matching.

/** §7.1 reqMetadata {method, route, responseFormat, g-recaptcha-response}; nothing else. */
export const reqMetadataSchema = z.strictObject({
  method: z.enum(['GET', 'POST']),
  route: z.string().min(1).max(4096),
  responseFormat: z.enum(RESPONSE_FORMATS).default('json'),
  [CAPTCHA_FIELD]: z.string().max(8192).nullish(),
});
export type ReqMetadata = z.infer<typeof reqMetadataSchema>;

/** The deepest nesting a payload may have: provider payloads (§3.11, §3.12) are two levels deep. */
export const MAX_PAYLOAD_DEPTH = 16;

/** True when a parsed JSON value nests no deeper than the limit (walked without recursion). */
export function withinDepth(value: unknown, maxDepth = MAX_PAYLOAD_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return false;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return true;
}

/** The payload: a JSON object (never an array or a scalar) whose keys are not reqMetadata. */
export const payloadSchema = z
  .record(z.string().max(128), z.unknown())
  .refine((payload) => withinDepth(payload), { message: 'payload nests too deeply' });

/** Tokens travel in headers (§6): base64 and URL-safe characters only, so never a second header. */
export const providerTokenSchema = z.string().regex(/^[A-Za-z0-9._~+/=-]{1,2048}$/);
