import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJsonText, type JsonMember, withoutMembers } from './json-text.ts';

const isJsonContainerText = (bytes: Uint8Array, maxDepth?: number): boolean => checkJsonText(bytes, maxDepth).valid;

const topLevelMembers = (bytes: Uint8Array): readonly JsonMember[] | null => {
  const checked = checkJsonText(bytes);
  return checked.valid ? checked.members : null;
};

// The gateway's answer check must say what JSON.parse would say (issue 5: garbage → 502), for
// every text: the reference is JSON.parse after strict UTF-8 decoding, top level object or array.

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text);

function referenceVerdict(bytes: Uint8Array): boolean {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

/** JSON texts of generated values, in compact and indented layouts. */
const jsonTexts = fc
  .tuple(
    fc.oneof(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 })), fc.array(fc.jsonValue({ maxDepth: 4 }))),
    fc.constantFrom(undefined, 1, '\t', ' \r\n '),
  )
  .map(([value, indent]) => JSON.stringify(value, null, indent));

/** A JSON text with one character inserted, removed or replaced: mostly invalid, sometimes not. */
const mutatedTexts = fc
  .tuple(
    jsonTexts,
    fc.nat(),
    fc.constantFrom('insert', 'remove', 'replace'),
    fc.oneof(
      fc.constantFrom(...'{}[]",:\\-+.0123456789eEtrufalsn \t\n\u0000\u001f\u00e9'.split('')),
      fc.string({ minLength: 1, maxLength: 1 }),
    ),
  )
  .map(([text, at, edit, character]) => {
    const position = text.length === 0 ? 0 : at % text.length;
    if (edit === 'insert') return text.slice(0, position) + character + text.slice(position);
    if (edit === 'remove') return text.slice(0, position) + text.slice(position + 1);
    return text.slice(0, position) + character + text.slice(position + 1);
  });

/** A JSON text whose n-th structural character ({}[],:" or a digit) is replaced by another. */
const anyCharacter = fc.oneof(
  fc.constantFrom(...";='`|/#()<>!?~^&*%$@ _".split('')),
  fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
);
const structurallyBroken = fc.tuple(jsonTexts, fc.nat(), anyCharacter).map(([text, n, character]) => {
  const positions = [...text].flatMap((char, index) => ('{}[],:"0123456789'.includes(char) ? [index] : []));
  if (positions.length === 0) return text;
  const position = positions[n % positions.length] as number;
  return text.slice(0, position) + character + text.slice(position + 1);
});

describe('isJsonContainerText (issue 5: the gateway checks answers without building them)', () => {
  it('agrees with JSON.parse on 6,000 generated JSON texts and their one-character mutations', () => {
    fc.assert(
      fc.property(fc.oneof(jsonTexts, mutatedTexts, structurallyBroken), (text) => {
        const bytes = bytesOf(text);
        expect(isJsonContainerText(bytes)).toBe(referenceVerdict(bytes));
      }),
      { numRuns: 6000 },
    );
  });

  it('agrees with JSON.parse on arbitrary strings and arbitrary bytes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.constantFrom(...'{}[]":,0-1eE.tfn\\u "a'.split('')) }),
        ),
        (text) => {
          const bytes = bytesOf(text);
          expect(isJsonContainerText(bytes)).toBe(referenceVerdict(bytes));
        },
      ),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(isJsonContainerText(bytes)).toBe(referenceVerdict(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('edge cases: scalars at the top level, numbers, escapes, control characters, BOM, broken UTF-8', () => {
    const cases: [string | Uint8Array, boolean][] = [
      ['{}', true],
      [' [ ] ', true],
      ['"text"', false],
      ['12', false],
      ['null', false],
      ['', false],
      ['{"a":1,}', false],
      ['[1,]', false],
      ['{"a" 1}', false],
      ['[01]', false],
      ['[-0.5e+10, 1E3, -0]', true],
      ['[1.]', false],
      ['[.5]', false],
      ['["\\u00e9\\n\\/"]', true],
      ['["\\x"]', false],
      ['["\\u12G4"]', false],
      ['["tab\there"]', false],
      ['[true, false, null]', true],
      ['[tru]', false],
      ['{}{}', false],
      ['{} x', false],
      ['\ufeff{"a":1}', true],
      [new Uint8Array([0x5b, 0x22, 0xc3, 0x28, 0x22, 0x5d]), false],
      ['<html>definitely not json', false],
    ];
    for (const [text, verdict] of cases) {
      const bytes = typeof text === 'string' ? bytesOf(text) : text;
      expect([text, isJsonContainerText(bytes)]).toEqual([text, verdict]);
      if (!(typeof text === 'string' && text.startsWith('\ufeff'))) expect(referenceVerdict(bytes)).toBe(verdict);
    }
  });

  it('refuses nesting deeper than its limit', () => {
    expect(isJsonContainerText(bytesOf(`${'['.repeat(10)}${']'.repeat(10)}`), 10)).toBe(true);
    expect(isJsonContainerText(bytesOf(`${'['.repeat(11)}${']'.repeat(11)}`), 10)).toBe(false);
    expect(isJsonContainerText(bytesOf(`${'{"a":'.repeat(300)}1${'}'.repeat(300)}`))).toBe(false);
  });
});

describe('checkJsonText members and withoutMembers (credentials out of answers, ARCHITECTURE Boundaries)', () => {
  const decoder = new TextDecoder();

  it('removing members from the bytes gives what JSON.parse and delete give (3,000 generated objects and layouts)', () => {
    const names = fc.constantFrom(
      'sessionManagementTokens',
      'userSessionId',
      'memberDetails',
      'peachCode',
      'a"b',
      'é',
      '__proto__',
      '',
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.oneof(names, fc.string()), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }),
        fc.constantFrom(undefined, 2, '\t'),
        fc.subarray(['sessionManagementTokens', 'userSessionId', 'memberDetails', 'a"b', '__proto__', '']),
        (value, indent, removed) => {
          const bytes = encoder.encode(JSON.stringify(value, null, indent));
          const members = topLevelMembers(bytes);
          const reference = JSON.parse(decoder.decode(bytes)) as Record<string, unknown>;
          expect(members?.map((member) => member.name)).toEqual(Object.keys(reference));
          const result = withoutMembers(bytes, members ?? [], new Set(removed));
          for (const name of removed) delete reference[name];
          expect(isJsonContainerText(result)).toBe(true);
          expect(JSON.parse(decoder.decode(result))).toEqual(reference);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads names spelled with escapes, repeated names, a BOM; an array has no members', () => {
    const text = '\ufeff { "\\u0073ession" : {"x":[1,"}"]} , "plain":"v", "session":2 }';
    const bytes = encoder.encode(text);
    expect(isJsonContainerText(bytes)).toBe(true);
    const members = topLevelMembers(bytes);
    expect(members?.map((member) => member.name)).toEqual(['session', 'plain', 'session']);
    expect(decoder.decode(withoutMembers(bytes, members ?? [], new Set(['session'])))).toBe('{"plain":"v"}');
    expect(decoder.decode(withoutMembers(bytes, members ?? [], new Set()))).toBe(
      '{"\\u0073ession" : {"x":[1,"}"]},"plain":"v","session":2}',
    );
    expect(topLevelMembers(encoder.encode('[{"session":1}]'))).toBeNull();
    expect(
      decoder.decode(
        withoutMembers(encoder.encode('{"a":1}'), topLevelMembers(encoder.encode('{"a":1}')) ?? [], new Set(['a'])),
      ),
    ).toBe('{}');
  });
});
