// The member session routes (§4.1–§4.5), the only code that reads or writes the session cookie. Answers
// carry the member without tokens (§3.8 minus §3.7), typed by the schema the page parses them with
// (session-answer.ts), so the two sides cannot drift apart.

export type { MemberHandlerDeps, TokenArrivalTexts } from './session-routes/handler-deps.ts';
export { sessionOfRequest } from './session-routes/session-answers.ts';
export { handleLogin } from './session-routes/login.ts';
export { handleRefresh } from './session-routes/refresh.ts';
export { handleLogout } from './session-routes/logout.ts';
export { handleTokenLogin } from './session-routes/token-login.ts';
export { TOKEN_ARRIVAL_QUESTION_PATH } from './session-routes/pending-arrival.ts';
export { handleTokenArrivalQuestion } from './session-routes/token-arrival-question.ts';
export { handleHandoffCheck } from './session-routes/handoff-check.ts';
export { handleHandoffRedirect } from './session-routes/handoff-redirect.ts';
