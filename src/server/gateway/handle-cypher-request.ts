// POST /api/cypher (§7.1): the only way from the browser to the loyalty provider. It accepts the
// envelope, forwards only a method + route of the §7 table (ARCHITECTURE "Boundaries"), rebuilds
// the upstream URL and headers itself, and bounds size, time and concurrency. Bad input is a 4xx;
// a 5xx only ever means the upstream (502/504) or our own capacity (503).
//
// The gateway works on a GatewayCall and gives a GatewayAnswer, so that two servers can carry it
// with the same rules: the site server's node:http fast path (node-gateway.ts, what production
// runs) and Next's route handler (handleCypherRequest, for `next dev` and in-process calls).
//
// One step a module, in cypher/: reading the envelope (read-envelope.ts), the route's checks and the
// upstream request (forward.ts, upstream-headers.ts, captcha.ts), the answer relayed (relay.ts).

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
