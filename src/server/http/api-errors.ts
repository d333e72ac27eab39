// Error code to HTTP status for every API answer of the site server, as a JSON `{error}`: bad input
// is always a 4xx, and a 5xx only ever says the provider (502/504) or our own capacity (503) failed.

export const API_ERROR_STATUS = {
  invalid_body: 400,
  invalid_envelope: 400,
  invalid_token: 400,
  invalid_return: 400,
  /** A ticketing redirect whose target is not the configured ticketing site (§2.1, §6). */
  invalid_target: 400,
  malformed_url: 400,
  captcha_required: 400,
  missing_token: 401,
  invalid_secret: 401,
  forbidden_origin: 403,
  /** A request made by page code (fetch) to an endpoint that answers navigations only (the hand-off). */
  navigation_only: 403,
  /** A route outside the §7 table. */
  route_not_allowed: 403,
  /** A circuit, club, cinema or API generation that is not the site's own (§3.6). */
  outside_site_scope: 403,
  /** A §3.13 reset link or root on another host than the site's. */
  foreign_reset_link: 403,
  captcha_failed: 403,
  not_found: 404,
  /** The site has no loyalty programme: no member call is forwarded. */
  loyalty_not_configured: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  length_required: 411,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  upstream_error: 502,
  upstream_redirect: 502,
  upstream_invalid_response: 502,
  upstream_unreachable: 502,
  busy: 503,
  not_configured: 503,
  /** The provider is out of service (sign-in during an outage): monitoring sees it. */
  provider_unavailable: 503,
  upstream_timeout: 504,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export const API_ERROR_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Type': 'application/json; charset=utf-8',
};

export function apiError(code: ApiErrorCode): { status: number; body: string } {
  return { status: API_ERROR_STATUS[code], body: JSON.stringify({ error: code }) };
}

/** An error as a WHATWG Response (route handlers). */
export function apiErrorResponse(code: ApiErrorCode, headers: Readonly<Record<string, string>> = {}): Response {
  const { status, body } = apiError(code);
  return new Response(body, { status, headers: { ...API_ERROR_HEADERS, ...headers } });
}
