// The member notice's state in this tab: what waits for the next page, and who is told.

export const STORAGE_KEY = 'fincher.member-notice';
export const NOTICE_EVENT = 'fincher:member-notice';

export type MemberNoticeKind = 'account-deleted';

export interface StoredNotice {
  readonly kind: MemberNoticeKind;
  readonly path: string;
}

/** The last notice announced in this tab, for when sessionStorage refused it. */
let announced: StoredNotice | null = null;
/** Whether this tab has had a notice waiting (announced, or stored by the page before). */
let waiting = false;

export function lastAnnouncedNotice(): StoredNotice | null {
  return announced;
}

/** Announces `kind` on the page at `path` (the next one the member lands on). */
export function announceMemberNotice(kind: MemberNoticeKind, path: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ kind, path } satisfies StoredNotice));
  } catch {
    // Storage refused (private mode): the notice is still shown through the event below.
  }
  announced = { kind, path };
  waiting = true;
  window.dispatchEvent(new CustomEvent<StoredNotice>(NOTICE_EVENT, { detail: { kind, path } }));
}

/** Translated on the server: the notice of each kind, and the close button. */
export type MemberNoticeLabels = Readonly<Record<MemberNoticeKind | 'dismiss', string>>;

/** Once a notice waits, the body stays loaded: it decides itself when the notice shows. */
export function hasWaitingNotice(): boolean {
  if (!waiting) {
    try {
      waiting = window.sessionStorage.getItem(STORAGE_KEY) !== null;
    } catch {
      // Storage refused: only announceMemberNotice can make a notice wait.
    }
  }
  return waiting;
}

export function subscribeToNotices(onChange: () => void): () => void {
  window.addEventListener(NOTICE_EVENT, onChange);
  return () => window.removeEventListener(NOTICE_EVENT, onChange);
}
