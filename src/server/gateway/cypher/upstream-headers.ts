import { REFRESH_TOKEN_HEADER, SESSION_TOKEN_HEADER } from '../../../lib/loyalty/provider/provider-constants.ts';
import type { ProviderRoute } from '../../../lib/loyalty/provider/route-table.ts';
import { providerTokenSchema, type ReqMetadata } from '../envelope-schema.ts';
import { RejectedRequest } from './gateway-answers.ts';
import type { GatewayCall } from './gateway-call.ts';
import type { SessionTokens } from './gateway-options.ts';

/** The §6 token headers of the call: how server code hands its tokens to the in-process gateway. */
export function readTokenHeaders(call: GatewayCall): SessionTokens {
  return {
    sessionToken: call.header(SESSION_TOKEN_HEADER.toLowerCase()) ?? undefined,
    refreshToken: call.header(REFRESH_TOKEN_HEADER.toLowerCase()) ?? undefined,
  };
}

function checkedToken(token: string | undefined): string | undefined {
  if (token === undefined || token === '') return undefined;
  if (!providerTokenSchema.safeParse(token).success) throw new RejectedRequest('invalid_token');
  return token;
}

/** §6: the gateway writes the upstream headers itself; nothing of the browser's is copied. */
export function upstreamHeaders(
  spec: ProviderRoute,
  metadata: ReqMetadata,
  tokens: SessionTokens,
): Record<string, string> {
  const headers: Record<string, string> = {
    accept:
      metadata.responseFormat === 'json'
        ? 'application/json'
        : metadata.responseFormat === 'raw'
          ? 'text/plain, application/json'
          : '*/*',
    'user-agent': 'fincher-gateway',
  };
  if (spec.body) headers['content-type'] = 'application/json; charset=utf-8';
  const sessionToken = checkedToken(tokens.sessionToken);
  const refreshToken = checkedToken(tokens.refreshToken);
  if (spec.token === 'session' || spec.token === 'session-optional') {
    if (sessionToken) headers[SESSION_TOKEN_HEADER.toLowerCase()] = sessionToken;
    else if (spec.token === 'session') throw new RejectedRequest('missing_token');
  }
  if (spec.token === 'refresh') {
    if (!refreshToken) throw new RejectedRequest('missing_token');
    headers[REFRESH_TOKEN_HEADER.toLowerCase()] = refreshToken;
  }
  return headers;
}
