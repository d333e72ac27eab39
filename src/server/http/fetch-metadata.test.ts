import { describe, expect, it } from 'vitest';
import { isRequestFromPageCode } from './fetch-metadata.ts';

const headersOf = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('§4.5, §7.10 fetch metadata: the token goes to navigations only', () => {
  it('page code (fetch, no-cors loads, same-origin requests) is told apart from navigations', () => {
    for (const mode of ['cors', 'no-cors', 'same-origin', 'websocket']) {
      expect(isRequestFromPageCode(headersOf({ 'sec-fetch-mode': mode })), mode).toBe(true);
    }
    expect(isRequestFromPageCode(headersOf({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }))).toBe(
      false,
    );
    // A framed navigation (an embedding site) is a navigation too.
    expect(isRequestFromPageCode(headersOf({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }))).toBe(false);
  });

  it('a navigation into an <object> or <embed> (whose page a script of the site could read) is page code too', () => {
    for (const destination of ['object', 'embed', 'empty', 'script']) {
      expect(
        isRequestFromPageCode(headersOf({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': destination })),
        destination,
      ).toBe(true);
    }
  });

  it('a request without fetch metadata is let through', () => {
    expect(isRequestFromPageCode(headersOf({}))).toBe(false);
  });
});
