import { isUtf8 } from 'node:buffer';

// Reading a provider answer: its bytes as text, and as a JSON object or array. Parsing is
// JSON.parse's, the obviously correct kind for a security check (tokens are redacted from what it
// gives). It replaced a hand-written byte scanner: `npm run bench:gateway` measured the gateway's
// CPU per call at a 20 ms provider latency at 490 µs (3 runs, mean) against the scanner's 528 µs,
// the same within noise; the limit set for keeping the scanner was 20 % more.

/**
 * The text of strict UTF-8 bytes, a leading byte order mark dropped; null for anything else (a
 * byte sequence that is not text is refused, never patched with U+FFFD).
 */
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
