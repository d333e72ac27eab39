import { isJsonMediaType, jsonContainer, utf8Text } from '../answer-text.ts';
import type { ReqMetadata } from '../envelope-schema.ts';
import type { UpstreamAnswer } from '../upstream-http.ts';
import { BASE_HEADERS, errorAnswer, JSON_HEADERS } from './gateway-answers.ts';
import type { GatewayAnswer } from './gateway-call.ts';
import type { GatewayOptions } from './gateway-options.ts';

/** Blob content types passed through as they are; anything else becomes octet-stream. */
const SAFE_BLOB_TYPES = new Set([
  'application/pdf',
  'application/vnd.apple.pkpass',
  'image/png',
  'image/jpeg',
  'application/octet-stream',
]);

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function answerWith(status: number, contentType: string, body: string | Uint8Array<ArrayBuffer>): GatewayAnswer {
  return {
    status,
    headers:
      contentType === JSON_HEADERS['Content-Type'] ? JSON_HEADERS : { ...BASE_HEADERS, 'Content-Type': contentType },
    body,
  };
}

/**
 * The upstream answer as ours, per responseFormat (§7.1). Credentials leave every JSON answer whatever
 * format and Content-Type claim; any other answer that names one is refused (502).
 */
export function relay(
  upstream: UpstreamAnswer,
  format: ReqMetadata['responseFormat'],
  options: GatewayOptions,
): GatewayAnswer {
  if (upstream.status >= 300 && upstream.status < 400) return errorAnswer('upstream_redirect');
  if (upstream.status >= 500) return errorAnswer('upstream_error');
  const upstreamType = mediaType(upstream.contentType);
  // Provider errors (4xx) come back as JSON whatever the requested format; so does every json call.
  const answerAsJson = format === 'json' || isJsonMediaType(upstreamType);
  const text = utf8Text(upstream.body);
  const parsed = text === null ? undefined : jsonContainer(text);
  if (answerAsJson && parsed === undefined) return errorAnswer('upstream_invalid_response');
  let body: string | Uint8Array<ArrayBuffer> = upstream.body;
  if (parsed !== undefined) {
    if (options.redaction?.removeFrom(parsed)) {
      try {
        body = JSON.stringify(parsed);
      } catch {
        // Nesting too deep to write back: not an answer the page could use.
        return errorAnswer('upstream_invalid_response');
      }
    }
  } else if (options.redaction?.mentions(text ?? Buffer.from(upstream.body).toString('latin1'))) {
    return errorAnswer('upstream_invalid_response');
  }
  if (answerAsJson) return answerWith(upstream.status, JSON_HEADERS['Content-Type'] as string, body);
  if (format === 'raw') {
    if (text === null) return errorAnswer('upstream_invalid_response');
    return answerWith(upstream.status, 'text/plain; charset=utf-8', typeof body === 'string' ? body : text);
  }
  return answerWith(
    upstream.status,
    SAFE_BLOB_TYPES.has(upstreamType) ? upstreamType : 'application/octet-stream',
    typeof body === 'string' ? new Uint8Array(Buffer.from(body, 'utf8')) : body,
  );
}
