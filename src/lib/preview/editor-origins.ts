// §4.13, §3.1 allowedEmbeddingDomains: the editor windows the site talks to. The CSP
// frame-ancestors (src/lib/security/headers.ts) and the message allowlist are both read from this
// one list, so a domain that may frame the site is exactly a domain whose messages are accepted.

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;

const isLocalHost = (host: string) => host.startsWith('localhost') || host.startsWith('127.');

/**
 * The exact origins of the configured embedding domains: https, except a local editor
 * (localhost, 127.x) which is reached over http. When the site itself is served over https
 * (`httpsOnly`), no http origin is listed.
 */
export function editorOrigins(allowedEmbeddingDomains: readonly string[], httpsOnly = false): string[] {
  const origins = allowedEmbeddingDomains
    .map((domain) => domain.trim().toLowerCase())
    .filter((host) => HOST.test(host) && !(httpsOnly && isLocalHost(host)))
    .map((host) => (isLocalHost(host) ? `http://${host}` : `https://${host}`));
  return [...new Set(origins)];
}

/**
 * §4.13: a message is accepted only from an origin that equals an entry of the allowlist, character
 * for character. No prefix, suffix, case or default-port leniency: "https://editor.example:443",
 * "https://editor.example.evil" and "null" are all refused.
 */
export function isAllowedOrigin(origin: unknown, allowlist: readonly string[]): boolean {
  return typeof origin === 'string' && origin !== 'null' && allowlist.includes(origin);
}

/** The windows a page may hear from: the frame's parent and the window that opened it. */
export interface EditorWindows {
  /** The page's own window (window.self). */
  readonly self: unknown;
  /** window.parent (equal to self when the page is not framed). */
  readonly parent: unknown;
  /** window.opener (null when no window opened this one, or when COOP severed it). */
  readonly opener: unknown;
}

/** §4.13: the window an editor talks through, when the page runs in a frame or was opened. */
export function hasEditorWindow(windows: EditorWindows): boolean {
  return (windows.parent != null && windows.parent !== windows.self) || windows.opener != null;
}

/**
 * §4.13: the sender must be the parent frame or the opener itself, not another frame or window of
 * an allowed origin (a second tab of the editor, an ad frame on the editor's page).
 */
export function isFromEditorWindow(source: unknown, windows: EditorWindows): boolean {
  if (source == null || source === windows.self) return false;
  return (windows.parent !== windows.self && source === windows.parent) || source === windows.opener;
}

/**
 * §4.13, §7.11: the origins the lifeCycle "mounted" message is addressed to. A known origin of the
 * editor window (location.ancestorOrigins of a frame, the referrer of an opened window) narrows the
 * list to that one origin when it is allowed, and to nothing when it is not (the page is framed
 * or opened by a stranger); without one, each allowed origin is addressed in turn: the browser
 * delivers only the one that matches. Never "*".
 */
export function mountedTargetOrigins(allowlist: readonly string[], knownOrigin?: string | null): string[] {
  const targets = allowlist.filter((origin) => origin !== '*');
  if (knownOrigin == null || knownOrigin === '') return targets;
  return targets.includes(knownOrigin) ? [knownOrigin] : [];
}

/** §7.11 the message the site sends once it has mounted. */
export const MOUNTED_MESSAGE = Object.freeze({ type: 'lifeCycle', lifeCycle: 'mounted' } as const);
