// The demo film list stores accented titles as Windows-1252 bytes decoded as Mac OS Roman
// ("AstÈrix"); re-encoding to Mac OS Roman and decoding as Windows-1252 restores them.

// Windows-1252 bytes 0x80–0x9F (Node's TextDecoder treats this range as Latin-1 control codes).
const WINDOWS_1252_C1 = [
  '€',
  '',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '',
  'Ž',
  '',
  '',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '',
  'ž',
  'Ÿ',
];

let macRomanBytes: Map<string, number> | undefined;

function macRomanTable(): Map<string, number> {
  if (!macRomanBytes) {
    const decoder = new TextDecoder('macintosh');
    macRomanBytes = new Map();
    for (let byte = 0x80; byte <= 0xff; byte += 1) {
      macRomanBytes.set(decoder.decode(new Uint8Array([byte])), byte);
    }
  }
  return macRomanBytes;
}

/** Repairs Mac-Roman-decoded Windows-1252 text; returns the input unchanged when it is not such text. */
export function repairMacRomanMojibake(text: string): string {
  if (!/[^\x00-\x7f]/.test(text)) return text;
  const table = macRomanTable();
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const byte = table.get(char);
    if (byte === undefined) return text;
    bytes.push(byte);
  }
  let repaired = '';
  for (const byte of bytes) {
    if (byte >= 0x80 && byte <= 0x9f) {
      const char = WINDOWS_1252_C1[byte - 0x80];
      // Windows-1252 leaves five bytes undefined: then the guess was wrong.
      if (!char) return text;
      repaired += char;
    } else {
      repaired += String.fromCharCode(byte);
    }
  }
  return repaired;
}
