'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LAYERS } from '@/lib/config/constants.ts';

// A message for the page a member lands on after leaving the member area, e.g. the home page after
// deleting their account. Kept in sessionStorage (no secret in it) so it survives the navigation,
// and shown once, on the page it was meant for. Mounted on every page, so it imports nothing of the
// member forms (their phone validation is heavy).

const dismissButtonClass = 'rounded-button border border-border px-3 py-1 text-sm';

const STORAGE_KEY = 'fincher.member-notice';
const NOTICE_EVENT = 'fincher:member-notice';

export type MemberNoticeKind = 'account-deleted';

interface StoredNotice {
  readonly kind: MemberNoticeKind;
  readonly path: string;
}

function readNotice(): StoredNotice | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { kind, path } = value as Record<string, unknown>;
    return kind === 'account-deleted' && typeof path === 'string' ? { kind, path } : null;
  } catch {
    return null;
  }
}

/** Announces `kind` on the page at `path` (the next one the member lands on). */
export function announceMemberNotice(kind: MemberNoticeKind, path: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ kind, path } satisfies StoredNotice));
  } catch {
    // Storage refused (private mode): the notice is still shown through the event below.
  }
  window.dispatchEvent(new CustomEvent<StoredNotice>(NOTICE_EVENT, { detail: { kind, path } }));
}

/** Translated on the server: the notice of each kind, and the close button. */
export type MemberNoticeLabels = Readonly<Record<MemberNoticeKind | 'dismiss', string>>;

export function MemberNotice({ labels }: { labels: MemberNoticeLabels }) {
  const pathname = usePathname();
  const [notice, setNotice] = useState<StoredNotice | null>(null);
  const shownOn = useRef<string | null>(null);

  useEffect(() => {
    setNotice(readNotice());
    const listener = (event: Event) => setNotice((event as CustomEvent<StoredNotice>).detail);
    window.addEventListener(NOTICE_EVENT, listener);
    return () => window.removeEventListener(NOTICE_EVENT, listener);
  }, []);

  const visible = notice !== null && pathname === notice.path;
  useEffect(() => {
    if (visible) {
      // Shown once: a reload of the page does not bring it back.
      shownOn.current = pathname;
      window.sessionStorage.removeItem(STORAGE_KEY);
    } else if (shownOn.current !== null && pathname !== shownOn.current) {
      shownOn.current = null;
      setNotice(null);
    }
  }, [visible, pathname]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 flex justify-center px-4"
      style={{ zIndex: LAYERS.popper }}
    >
      {visible ? (
        <div
          data-testid="member-notice"
          className="pointer-events-auto flex max-w-page-md items-center gap-4 rounded-1 border border-border bg-initial-background p-4 text-text shadow-lg"
        >
          <p>{labels[notice.kind]}</p>
          <button type="button" className={dismissButtonClass} onClick={() => setNotice(null)}>
            {labels.dismiss}
          </button>
        </div>
      ) : null}
    </div>
  );
}
