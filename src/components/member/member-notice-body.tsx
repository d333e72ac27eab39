'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  lastAnnouncedNotice,
  NOTICE_EVENT,
  STORAGE_KEY,
  type MemberNoticeLabels,
  type StoredNotice,
} from './member-notice.tsx';

// The notice itself, loaded by MemberNotice only once there is one to show.

const dismissButtonClass = 'rounded-button border border-border px-3 py-1 text-sm';

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

export function MemberNoticeBody({ labels }: { labels: MemberNoticeLabels }) {
  const pathname = usePathname();
  const [notice, setNotice] = useState<StoredNotice | null>(null);
  const shownOn = useRef<string | null>(null);

  useEffect(() => {
    setNotice(readNotice() ?? lastAnnouncedNotice());
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

  if (!visible) return null;
  return (
    <div
      data-testid="member-notice"
      className="pointer-events-auto flex max-w-page-md items-center gap-4 rounded-1 border border-border bg-initial-background p-4 text-text shadow-lg"
    >
      <p>{labels[notice.kind]}</p>
      <button type="button" className={dismissButtonClass} onClick={() => setNotice(null)}>
        {labels.dismiss}
      </button>
    </div>
  );
}
