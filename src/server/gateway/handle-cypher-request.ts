// POST /api/cypher (§7.1), the browser's only way to the loyalty provider: only a method + route of
// the §7 table is forwarded, on a URL and headers the gateway writes itself. Bad input is a 4xx; a
// 5xx means the upstream (502/504) or our own capacity (503). It works on a GatewayCall, so the site
// server's node:http fast path and Next's route handler share its rules; one step a module, in cypher/.

export { BodyTooLargeError, type GatewayAnswer, type GatewayCall } from './cypher/gateway-call.ts';
export {
  GATEWAY_DEFAULTS,
  type AnswerRedaction,
  type CaptchaVerification,
  type GatewayOptions,
  type InFlightCounter,
  type SessionTokens,
} from './cypher/gateway-options.ts';
export { JSON_HEADERS } from './cypher/gateway-answers.ts';
export { readTokenHeaders } from './cypher/upstream-headers.ts';
export { captchaRefusal } from './cypher/captcha.ts';
export { answerCypherCall } from './cypher/answer-call.ts';
export { handleCypherRequest } from './cypher/web-call.ts';
