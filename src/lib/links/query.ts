// §2.2: query-string parameters are decoded; "true" and "false" are read as booleans and numeric
// strings as numbers. Every page reads its query through decodeQueryString.

export type DecodedQueryValue = string | number | boolean;
export type DecodedQuery = Record<string, DecodedQueryValue | DecodedQueryValue[]>;

/**
 * A value becomes a number only when the number prints back as the same text. Codes such as
 * "007" (a theater code) or "12345678901234567890" (a long performance code) must survive a round
 * trip, so leading zeros, exponents, "+1", spaces and unsafe integers stay strings.
 */
export function decodeQueryValue(raw: string): DecodedQueryValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^-?\d+(?:\.\d+)?$/.test(raw)) {
    const asNumber = Number(raw);
    const roundTrips = String(asNumber) === raw;
    const isSafe = !Number.isInteger(asNumber) || Number.isSafeInteger(asNumber);
    if (roundTrips && isSafe) return asNumber;
  }
  return raw;
}

/** Accepts "?a=1&b=true", "a=1" or URLSearchParams; a key given twice yields an array in order. */
export function decodeQueryString(search: string | URLSearchParams): DecodedQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const decoded: DecodedQuery = {};
  for (const [key, raw] of params) {
    const value = decodeQueryValue(raw);
    const existing = decoded[key];
    if (existing === undefined) decoded[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else decoded[key] = [existing, value];
  }
  return decoded;
}
