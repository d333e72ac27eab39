import { apiError, type ApiErrorCode } from '../../http/api-errors.ts';
import type { GatewayAnswer } from './gateway-call.ts';

export const BASE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/** The headers of every JSON answer (one object, so that a server can recognise and merge it once). */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_HEADERS,
  'Content-Type': 'application/json; charset=utf-8',
};

export function errorAnswer(code: ApiErrorCode, extraHeaders: Record<string, string> = {}): GatewayAnswer {
  const { status, body } = apiError(code);
  return {
    status,
    headers: Object.keys(extraHeaders).length === 0 ? JSON_HEADERS : { ...JSON_HEADERS, ...extraHeaders },
    body,
  };
}

/** A refusal decided while reading the request; always a 4xx. */
export class RejectedRequest extends Error {
  readonly answer: GatewayAnswer;
  constructor(code: ApiErrorCode) {
    super(code);
    this.answer = errorAnswer(code);
  }
}
