import { z } from 'zod';
import { hasLoyaltyProgramme } from '../../../lib/loyalty/member/programme.ts';
import { CAPTCHA_FORM_FIELD } from '../../../lib/loyalty/member/captcha.ts';
import {
  returnPathOfFormPost,
  signInErrorPath,
  type SignInFormError,
} from '../../../lib/loyalty/session/sign-in-form-post.ts';
import { loginFlow } from '../../../lib/loyalty/session/session-flows.ts';
import { DEFAULT_AFTER_SIGN_IN } from '../../../lib/links/after-sign-in.ts';
import { isCrossOriginCall } from '../../gateway/same-origin.ts';
import { apiErrorResponse } from '../../http/api-errors.ts';
import { clientAddressFromHeaders } from '../../http/client-address.ts';
import { isJsonPost, readFormBody, readJsonBody } from '../../http/read-body.ts';
import { refusedAttempt } from '../../rate-limit/limited-answer.ts';
import type { MemberHandlerDeps } from './handler-deps.ts';
import { guestAnswer, json, NO_STORE, signedInAnswer } from './session-answers.ts';

const loginBodySchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  captchaResponse: z.string().max(8192).optional(),
});

/** A sign-in form posted by the browser itself (no page JavaScript): urlencoded, never JSON. */
function isFormPost(request: Request): boolean {
  return (
    request.method === 'POST' &&
    (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
  );
}

type LoginOutcome =
  | { readonly ok: true; readonly response: Response }
  | { readonly ok: false; readonly response: Response; readonly formError: SignInFormError };

/**
 * §4.2 login: 401 with the provider's peachCode on a rejection, 429 past the limits, 503 when the
 * provider is unreachable (§8.3). The sign-in form also posts here before its JavaScript loads, from
 * the site's own origin only (no other site may sign a visitor in to an account of its choosing): a 303.
 */
export async function handleLogin(request: Request, deps: MemberHandlerDeps): Promise<Response> {
  if (!hasLoyaltyProgramme(deps.loyalty)) return apiErrorResponse('not_found');
  if (isFormPost(request)) {
    if (isCrossOriginCall({ header: (name) => request.headers.get(name) }, deps.trustedOrigins ?? []))
      return apiErrorResponse('forbidden_origin');
    const form = await readFormBody(request);
    const fields = form.ok
      ? loginBodySchema.safeParse({
          email: form.value.get('email') ?? '',
          password: form.value.get('password') ?? '',
          ...(form.value.get(CAPTCHA_FORM_FIELD) ? { captchaResponse: form.value.get(CAPTCHA_FORM_FIELD) } : {}),
        })
      : null;
    const outcome = fields?.success ? await login(request, deps, fields.data) : null;
    // Back to the page that asked for the sign-in, as the sign-in page's address names it, counted
    // only from the origin the post came from (checked above).
    const postOrigin = request.headers.get('origin') ?? new URL(request.url).origin;
    const returnPath = returnPathOfFormPost(request.headers.get('referer'), postOrigin, deps.loginSlug);
    const location = outcome?.ok
      ? (returnPath ?? DEFAULT_AFTER_SIGN_IN)
      : signInErrorPath(deps.loginSlug, outcome?.formError ?? 'invalid', returnPath);
    const headers = new Headers({ ...NO_STORE, Location: location });
    for (const cookie of outcome?.response.headers.getSetCookie() ?? []) headers.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers });
  }
  if (!isJsonPost(request)) return json({ error: 'unsupported_media_type' }, 415);
  const body = await readJsonBody(request);
  if (!body.ok) return apiErrorResponse(body.error);
  const parsed = loginBodySchema.safeParse(body.value);
  if (!parsed.success) return json({ error: 'invalid_body' }, 400);
  return (await login(request, deps, parsed.data)).response;
}

async function login(
  request: Request,
  deps: MemberHandlerDeps,
  { email, password, captchaResponse }: z.infer<typeof loginBodySchema>,
): Promise<LoginOutcome> {
  const account = email.toLowerCase();
  // The client's limit, the captcha, then the account's limit (kept under the provider's lockout).
  const client = clientAddressFromHeaders((name) => request.headers.get(name));
  const byClient = deps.attempts && refusedAttempt(await deps.attempts.takeClient('sign-in', client));
  if (byClient) return { ok: false, formError: 'rate-limited', response: byClient };
  const captchaRefused = await deps.captcha?.(captchaResponse);
  if (captchaRefused) return { ok: false, formError: 'captcha', response: apiErrorResponse(captchaRefused) };
  const byAccount = deps.attempts && refusedAttempt(await deps.attempts.takeAccount('sign-in', account));
  if (byAccount) return { ok: false, formError: 'rate-limited', response: byAccount };
  const result = await loginFlow(deps.api, { email, password }, captchaResponse);
  if (!result.ok) {
    // §5: a missing or refused captcha is the visitor's to fix (400/403), not a provider failure.
    if (result.captcha) return { ok: false, formError: 'captcha', response: apiErrorResponse(result.captcha) };
    if (result.response === null)
      return {
        ok: false,
        formError: 'unavailable',
        response: apiErrorResponse('provider_unavailable', { 'Retry-After': '30' }),
      };
    return { ok: false, formError: 'refused', response: guestAnswer(request, deps, { rejection: result.response }) };
  }
  await deps.attempts?.succeeded('sign-in', account);
  return { ok: true, response: signedInAnswer(request, deps, result.session, result.member) };
}
