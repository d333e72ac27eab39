import { isUtf8 } from 'node:buffer';

// JSON text handled as bytes, without building it: the check that an answer is a JSON text
// (RFC 8259) whose top level is an object or an array, and the removal of top-level members. The
// gateway checks every provider answer and takes the credentials out of some; doing both through
// JSON.parse and JSON.stringify cost about 20 µs of CPU per call in the server (allocation and
// collection), against a few µs for these scans. Verdicts and results match JSON.parse's
// (property tests).

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * The text of strict UTF-8 bytes, a leading byte order mark dropped; null for anything else (a
 * byte sequence that is not text is refused, never patched with U+FFFD).
 */
export function utf8Text(bytes: Uint8Array): string | null {
  if (!isUtf8(bytes)) return null;
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.byteLength - start).toString('utf8');
}

/** Deepest nesting accepted; provider answers are a few levels deep. */
export const MAX_JSON_DEPTH = 256;

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= ZERO && byte <= NINE;
}

function isHexDigit(byte: number | undefined): boolean {
  return byte !== undefined && (isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66));
}

function skipWhitespace(bytes: Uint8Array, at: number): number {
  const length = bytes.length;
  let index = at;
  while (index < length) {
    const byte = bytes[index] as number;
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) break;
    index += 1;
  }
  return index;
}

/** `at` is an opening quote; the index after the closing quote, or -1. */
function scanString(bytes: Uint8Array, at: number): number {
  const length = bytes.length;
  let index = at + 1;
  while (index < length) {
    const byte = bytes[index] as number;
    index += 1;
    if (byte === QUOTE) return index;
    if (byte === BACKSLASH) {
      if (index >= length) return -1;
      const escaped = bytes[index] as number;
      if (escaped === 0x75) {
        // \uXXXX
        if (index + 4 >= length) return -1;
        for (let offset = 1; offset < 5; offset += 1) if (!isHexDigit(bytes[index + offset])) return -1;
        index += 5;
      } else if (
        escaped === QUOTE ||
        escaped === BACKSLASH ||
        escaped === 0x2f || // /
        escaped === 0x62 || // b
        escaped === 0x66 || // f
        escaped === 0x6e || // n
        escaped === 0x72 || // r
        escaped === 0x74 // t
      ) {
        index += 1;
      } else {
        return -1;
      }
    } else if (byte < 0x20) {
      return -1;
    }
  }
  return -1;
}

/** -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?; the index after it, or -1. */
function scanNumber(bytes: Uint8Array, at: number): number {
  let index = at;
  if (bytes[index] === MINUS) index += 1;
  if (bytes[index] === ZERO) index += 1;
  else if (isDigit(bytes[index])) while (isDigit(bytes[index])) index += 1;
  else return -1;
  if (bytes[index] === DOT) {
    index += 1;
    if (!isDigit(bytes[index])) return -1;
    while (isDigit(bytes[index])) index += 1;
  }
  if (bytes[index] === 0x65 || bytes[index] === 0x45) {
    index += 1;
    if (bytes[index] === PLUS || bytes[index] === MINUS) index += 1;
    if (!isDigit(bytes[index])) return -1;
    while (isDigit(bytes[index])) index += 1;
  }
  return index;
}

const TRUE = [0x74, 0x72, 0x75, 0x65] as const;
const FALSE = [0x66, 0x61, 0x6c, 0x73, 0x65] as const;
const NULL = [0x6e, 0x75, 0x6c, 0x6c] as const;

function scanLiteral(bytes: Uint8Array, at: number): number {
  const first = bytes[at];
  const literal = first === 0x74 ? TRUE : first === 0x66 ? FALSE : first === 0x6e ? NULL : null;
  if (literal === null || at + literal.length > bytes.length) return -1;
  for (let offset = 1; offset < literal.length; offset += 1) if (bytes[at + offset] !== literal[offset]) return -1;
  return at + literal.length;
}

/** A scalar value (string, number, literal) starting at `at`; the index after it, or -1. */
function scanScalar(bytes: Uint8Array, at: number): number {
  const byte = bytes[at];
  if (byte === QUOTE) return scanString(bytes, at);
  if (byte === MINUS || isDigit(byte)) return scanNumber(bytes, at);
  return scanLiteral(bytes, at);
}

/** One top-level member of a JSON object text: its decoded name and the span of `"name": value`. */
export interface JsonMember {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/** A checked JSON text: its top-level members in order (repeated names included), or null for an array. */
export type JsonTextCheck =
  { readonly valid: false } | { readonly valid: true; readonly members: readonly JsonMember[] | null };

const INVALID: JsonTextCheck = { valid: false };

/** A member name between `start` (its opening quote) and `end` (after its closing quote). */
function memberName(bytes: Uint8Array, start: number, end: number): string {
  let name = '';
  for (let index = start + 1; index < end - 1; index += 1) {
    const byte = bytes[index] as number;
    // Escapes (\u0061, \") and characters beyond ASCII are JSON's to decode.
    if (byte >= 0x80 || byte === BACKSLASH) return JSON.parse(utf8Text(bytes.subarray(start, end)) ?? '""') as string;
    name += String.fromCharCode(byte);
  }
  return name;
}

/**
 * Checks that `bytes` are well-formed UTF-8 holding one JSON object or array (surrounding
 * whitespace and a leading byte order mark allowed), nested at most `maxDepth` deep, and notes the
 * top-level members on the way: one pass over the text.
 */
export function checkJsonText(bytes: Uint8Array, maxDepth: number = MAX_JSON_DEPTH): JsonTextCheck {
  if (!isUtf8(bytes)) return INVALID;
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let index = skipWhitespace(bytes, start);
  const first = bytes[index];
  if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) return INVALID;
  const members: JsonMember[] | null = first === OPEN_OBJECT ? [] : null;
  // The top-level member being read: where its name starts and ends, -1 between members.
  let memberStart = -1;
  let nameEnd = -1;
  // Open containers, innermost last: true for an object, false for an array.
  const open: boolean[] = [];
  // Inside an object, a value comes after `"name" :`.
  let expectName = false;
  for (;;) {
    index = skipWhitespace(bytes, index);
    if (expectName) {
      if (bytes[index] !== QUOTE) return INVALID;
      const afterName = scanString(bytes, index);
      if (afterName === -1) return INVALID;
      if (open.length === 1 && members) {
        memberStart = index;
        nameEnd = afterName;
      }
      index = skipWhitespace(bytes, afterName);
      if (bytes[index] !== COLON) return INVALID;
      index = skipWhitespace(bytes, index + 1);
      expectName = false;
    }
    // A value at `index`: containers open here, scalars are consumed whole.
    const byte = bytes[index];
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (open.length >= maxDepth) return INVALID;
      const isObject = byte === OPEN_OBJECT;
      open.push(isObject);
      index = skipWhitespace(bytes, index + 1);
      if (bytes[index] !== (isObject ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        expectName = isObject;
        continue;
      }
      open.pop();
      index += 1;
    } else {
      index = scanScalar(bytes, index);
      if (index === -1) return INVALID;
    }
    // After a complete value: a comma, the close of the container, or the end of the text.
    for (;;) {
      if (memberStart !== -1 && open.length === 1 && members) {
        members.push({ name: memberName(bytes, memberStart, nameEnd), start: memberStart, end: index });
        memberStart = -1;
      }
      index = skipWhitespace(bytes, index);
      if (open.length === 0) return index === bytes.length ? { valid: true, members } : INVALID;
      const inObject = open[open.length - 1] as boolean;
      const next = bytes[index];
      if (next === (inObject ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        open.pop();
        index += 1;
        continue;
      }
      if (next !== COMMA) return INVALID;
      index += 1;
      expectName = inObject;
      break;
    }
  }
}

/** The object text again without the members whose name is listed; the others keep their bytes. */
export function withoutMembers(
  bytes: Uint8Array,
  members: readonly JsonMember[],
  names: ReadonlySet<string>,
): Uint8Array<ArrayBuffer> {
  const kept = members.filter((member) => !names.has(member.name));
  const length = kept.reduce((total, member) => total + member.end - member.start, 2 + Math.max(0, kept.length - 1));
  const out = new Uint8Array(length);
  out[0] = OPEN_OBJECT;
  let offset = 1;
  kept.forEach((member, position) => {
    if (position > 0) out[offset++] = COMMA;
    out.set(bytes.subarray(member.start, member.end), offset);
    offset += member.end - member.start;
  });
  out[offset] = CLOSE_OBJECT;
  return out;
}
