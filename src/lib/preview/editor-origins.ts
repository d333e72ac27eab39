// §4.13, §3.1: the CSP frame-ancestors and the message allowlist are read from this one list, so that a domain that
// may frame the site is exactly one whose messages are accepted.

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;

const isLocalHost = (host: string) => host.startsWith('localhost') || host.startsWith('127.');

/** https origins of the embedding domains; a local editor over http, unless the site itself is (`httpsOnly`). */
export function editorOrigins(allowedEmbeddingDomains: readonly string[], httpsOnly = false): string[] {
  const origins = allowedEmbeddingDomains
    .map((domain) => domain.trim().toLowerCase())
    .filter((host) => HOST.test(host) && !(httpsOnly && isLocalHost(host)))
    .map((host) => (isLocalHost(host) ? `http://${host}` : `https://${host}`));
  return [...new Set(origins)];
}

/** §4.13: character for character, so "https://editor.example:443" or "https://editor.example.evil" is refused. */
export function isAllowedOrigin(origin: unknown, allowlist: readonly string[]): boolean {
  return typeof origin === 'string' && origin !== 'null' && allowlist.includes(origin);
}

export interface EditorWindows {
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

/** §4.13: the parent frame or the opener itself, not another window of an allowed origin (a second editor tab). */
export function isFromEditorWindow(source: unknown, windows: EditorWindows): boolean {
  if (source == null || source === windows.self) return false;
  return (windows.parent !== windows.self && source === windows.parent) || source === windows.opener;
}

/** §7.11: the editor window's known origin if allowed (else none), or each allowed origin in turn; never "*". */
export function mountedTargetOrigins(allowlist: readonly string[], knownOrigin?: string | null): string[] {
  const targets = allowlist.filter((origin) => origin !== '*');
  if (knownOrigin == null || knownOrigin === '') return targets;
  return targets.includes(knownOrigin) ? [knownOrigin] : [];
}

/** §7.11 the message the site sends once it has mounted. */
export const MOUNTED_MESSAGE = Object.freeze({ type: 'lifeCycle', lifeCycle: 'mounted' } as const);
