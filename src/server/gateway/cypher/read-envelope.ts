import { utf8Text } from '../answer-text.ts';
import { payloadSchema, reqMetadataSchema, type ReqMetadata } from '../envelope-schema.ts';
import { RejectedRequest } from './gateway-answers.ts';
import { BodyTooLargeError, type GatewayCall } from './gateway-call.ts';
import { GATEWAY_DEFAULTS, type GatewayOptions } from './gateway-options.ts';

/** At most `limit` bytes of the body (else 413, whatever Content-Length says), within `timeoutMs` (else 408). */
async function readLimitedBody(call: GatewayCall, limit: number, timeoutMs: number): Promise<Uint8Array> {
  const declared = call.header('content-length');
  if (declared !== null) {
    if (!/^\d+$/.test(declared)) throw new RejectedRequest('invalid_envelope');
    if (Number(declared) > limit) throw new RejectedRequest('payload_too_large');
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const reading = call.readBody(limit, deadline);
  try {
    const read = await Promise.race([reading, deadline]);
    if (read === 'timeout') {
      // The read given up on may still fail later, once the connection closes.
      reading.catch(() => undefined);
      throw new RejectedRequest('request_timeout');
    }
    return read;
  } catch (error) {
    if (error instanceof RejectedRequest) throw error;
    if (error instanceof BodyTooLargeError) throw new RejectedRequest('payload_too_large');
    throw new RejectedRequest('invalid_envelope');
  } finally {
    clearTimeout(timer);
  }
}

export interface Envelope {
  readonly metadata: ReqMetadata;
  readonly payload: Record<string, unknown>;
}

function parseEnvelopeObject(value: unknown): Envelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RejectedRequest('invalid_envelope');
  const { reqMetadata, ...rest } = value as Record<string, unknown>;
  const metadata = reqMetadataSchema.safeParse(reqMetadata);
  const payload = payloadSchema.safeParse(rest);
  if (!metadata.success || !payload.success) throw new RejectedRequest('invalid_envelope');
  return { metadata: metadata.data, payload: payload.data };
}

/** §7.1: JSON bodies, and form data with reqMetadata as a JSON string. */
export async function readEnvelope(call: GatewayCall, options: GatewayOptions): Promise<Envelope> {
  const contentType = (call.header('content-type') ?? '').toLowerCase();
  const isJson = contentType.startsWith('application/json');
  const isForm =
    contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded');
  if (!isJson && !isForm) throw new RejectedRequest('unsupported_media_type');
  const bytes = await readLimitedBody(
    call,
    options.maxBodyBytes ?? GATEWAY_DEFAULTS.maxBodyBytes,
    options.bodyTimeoutMs ?? GATEWAY_DEFAULTS.bodyTimeoutMs,
  );
  if (isJson) {
    let parsed: unknown;
    try {
      const text = utf8Text(bytes);
      if (text === null) throw new RejectedRequest('invalid_envelope');
      parsed = JSON.parse(text);
    } catch {
      throw new RejectedRequest('invalid_envelope');
    }
    return parseEnvelopeObject(parsed);
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new RejectedRequest('invalid_envelope');
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    // Files are not a provider payload, and a repeated field is ambiguous.
    if (typeof value !== 'string' || Object.hasOwn(fields, key)) throw new RejectedRequest('invalid_envelope');
    fields[key] = value;
  }
  const metadataText = fields.reqMetadata;
  if (typeof metadataText !== 'string') throw new RejectedRequest('invalid_envelope');
  try {
    fields.reqMetadata = JSON.parse(metadataText);
  } catch {
    throw new RejectedRequest('invalid_envelope');
  }
  return parseEnvelopeObject(fields);
}
