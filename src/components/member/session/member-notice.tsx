'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LAYERS } from '@/lib/config/browser-constants.ts';

// A message for the page a member lands on after leaving the member area (e.g. after deleting their
// account), kept in sessionStorage to survive the navigation. Mounted on every page, so it imports
// nothing of the member forms (their phone validation is heavy).

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

const MemberNoticeBody = lazy(() =>
  import('./member-notice-body.tsx').then((module) => ({ default: module.MemberNoticeBody })),
);

/** Once a notice waits, the body stays loaded: it decides itself when the notice shows. */
function hasWaitingNotice(): boolean {
  if (!waiting) {
    try {
      waiting = window.sessionStorage.getItem(STORAGE_KEY) !== null;
    } catch {
      // Storage refused: only announceMemberNotice can make a notice wait.
    }
  }
  return waiting;
}

function subscribeToNotices(onChange: () => void): () => void {
  window.addEventListener(NOTICE_EVENT, onChange);
  return () => window.removeEventListener(NOTICE_EVENT, onChange);
}

/** The server and the hydration pass know of no notice: sessionStorage is the browser's. */
const noNoticeOnServer = () => false;

/** The live region is on every page from the start: a region added later is not announced. */
export function MemberNotice({ labels }: { labels: MemberNoticeLabels }) {
  const pending = useSyncExternalStore(subscribeToNotices, hasWaitingNotice, noNoticeOnServer);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 flex justify-center px-4"
      style={{ zIndex: LAYERS.popper }}
    >
      {pending ? (
        <Suspense fallback={null}>
          <MemberNoticeBody labels={labels} />
        </Suspense>
      ) : null}
    </div>
  );
}
