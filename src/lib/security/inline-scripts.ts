import { createHash } from 'node:crypto';

// The inline scripts of a page that its CSP lets run, by hash. Next and React write a few kinds of
// inline script into every page: the bundler's bootstrap, the RSC payload pushed in pieces, and
// React's streaming runtime. Their text is known by its shape (a call with JSON arguments) or, for
// React's runtime code, by being in the pages the build itself wrote. Only those are hashed: a
// script of any other shape in a page (an injection) is not listed, so the browser does not run it.

/** A script element of a page: its attributes and its text. */
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

/** The CSP source of a script text: 'sha256-{base64}' of its UTF-8 bytes. */
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

/** `prefix` + one JSON value + `suffix`. */
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

/** Whether a script is one Next or React writes, by its shape (its data varies from page to page). */
export function isFrameworkDataScript(text: string): boolean {
  return (
    text === FLIGHT_INIT ||
    isCallWithJson(text, FLIGHT_PUSH, ')') ||
    isCallWithJson(text, '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');') ||
    REACT_INSTRUCTION.test(text)
  );
}

/**
 * The hash sources of the inline scripts of a page that may run: framework data scripts by
 * shape, and any other script only when its hash is among `knownHashes` (the scripts the build's
 * own pages hold: React's runtime code). The rest are left out and logged by the caller.
 * RSC payload pieces count only after the payload's first script: Next writes it after the page's
 * markup, so a piece inside the markup (an injection that would render its own elements and load
 * any client component of the build) is left out too.
 */
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

/**
 * The hashes of the scripts that are not framework data in the pages the build wrote: React's
 * runtime code, constant for a build. Read once when the server starts.
 */
export function buildTimeScriptHashes(pages: Iterable<string>): Set<string> {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const { text } of inlineScriptsOf(html)) if (!isFrameworkDataScript(text)) hashes.add(scriptHashSource(text));
  }
  return hashes;
}
