import { isUtf8 } from 'node:buffer';

// A provider answer's bytes as text and as JSON. JSON.parse is the obviously correct parser for a
// security check (credentials are removed from what it gives). Why: docs/decisions/0004-gateway-json-parser.md

/** The text of strict UTF-8 bytes without a byte order mark; null for anything else (never U+FFFD). */
export function utf8Text(bytes: Uint8Array): string | null {
  if (!isUtf8(bytes)) return null;
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.byteLength - start).toString('utf8');
}

/** The JSON object or array a text holds; undefined for any other text (scalars included). */
export function jsonContainer(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/** True for application/json and the structured `+json` types (problem+json and the like). */
export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || (mediaType.startsWith('application/') && mediaType.endsWith('+json'));
}
