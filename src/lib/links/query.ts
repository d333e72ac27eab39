// §2.2: "true" and "false" are read as booleans and numeric strings as numbers.

export type DecodedQueryValue = string | number | boolean;
export type DecodedQuery = Record<string, DecodedQueryValue | DecodedQueryValue[]>;

/** A number only when it prints back as the same text, so codes such as "007" survive a round trip. */
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

/** A key given twice yields an array in order. */
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
