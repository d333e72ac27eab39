import { createHash } from 'node:crypto';

// Only the inline scripts Next and React write are hashed for the CSP, known by their shape or by being in the pages
// the build wrote, so that an injected script of any other shape does not run.

export interface InlineScript {
  readonly attributes: string;
  readonly text: string;
}

/** Script elements without src whose type the browser runs as JavaScript. */
export function inlineScriptsOf(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  // Script text ends at the first "</script" (HTML tokenizer); Next and React escape "<" inside.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || text === '') continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript')
      continue;
    scripts.push({ attributes, text });
  }
  return scripts;
}

export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function isCallWithJson(text: string, prefix: string, suffix: string): boolean {
  return (
    text.startsWith(prefix) &&
    text.endsWith(suffix) &&
    text.length > prefix.length + suffix.length &&
    parsesAsJson(text.slice(prefix.length, text.length - suffix.length))
  );
}

const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = 'self.__next_f.push(';
/** React's streaming instructions: $RC("B:0","S:0") and the like, string arguments only. */
const REACT_INSTRUCTION = /^\$R[A-Z]\((?:"[A-Za-z0-9:_$-]*")(?:,"[A-Za-z0-9:_$-]*")*\);?$/;

export function isFrameworkDataScript(text: string): boolean {
  return (
    text === FLIGHT_INIT ||
    isCallWithJson(text, FLIGHT_PUSH, ')') ||
    isCallWithJson(text, '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');') ||
    REACT_INSTRUCTION.test(text)
  );
}

/** Framework scripts by shape, others by `knownHashes`; RSC pieces before the payload's start are refused (injected). */
export function allowedScriptHashes(
  html: string,
  knownHashes: ReadonlySet<string>,
): { allowed: string[]; refused: number } {
  const allowed = new Set<string>();
  let refused = 0;
  let payloadStarted = false;
  for (const { text } of inlineScriptsOf(html)) {
    if (text === FLIGHT_INIT) payloadStarted = true;
    const hash = scriptHashSource(text);
    const inPlace = payloadStarted || !text.startsWith(FLIGHT_PUSH);
    if ((isFrameworkDataScript(text) && inPlace) || knownHashes.has(hash)) allowed.add(hash);
    else refused += 1;
  }
  return { allowed: [...allowed], refused };
}

/** React's runtime scripts in the pages the build wrote, constant for a build: read once at start. */
export function buildTimeScriptHashes(pages: Iterable<string>): Set<string> {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const { text } of inlineScriptsOf(html)) if (!isFrameworkDataScript(text)) hashes.add(scriptHashSource(text));
  }
  return hashes;
}
