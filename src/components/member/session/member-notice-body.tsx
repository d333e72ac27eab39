'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  lastAnnouncedNotice,
  NOTICE_EVENT,
  STORAGE_KEY,
  type MemberNoticeLabels,
  type StoredNotice,
} from './member-notice-store.ts';

// The notice itself, loaded by MemberNotice only once there is one to show.

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

// The notice of this tab, kept outside React: read from sessionStorage (or the last announcement)
// the first time it is asked for, replaced by each new announcement, cleared once dismissed.
let current: StoredNotice | null | undefined;
const listeners = new Set<() => void>();

function currentNotice(): StoredNotice | null {
  current ??= readNotice() ?? lastAnnouncedNotice();
  return current;
}

function setCurrentNotice(notice: StoredNotice | null): void {
  current = notice;
  for (const listener of listeners) listener();
}

function onAnnounced(event: Event): void {
  setCurrentNotice((event as CustomEvent<StoredNotice>).detail);
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener(NOTICE_EVENT, onAnnounced);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener(NOTICE_EVENT, onAnnounced);
  };
}

const noNoticeOnServer = () => null;

export function MemberNoticeBody({ labels }: { labels: MemberNoticeLabels }) {
  const pathname = usePathname();
  const notice = useSyncExternalStore(subscribe, currentNotice, noNoticeOnServer);
  const shownOn = useRef<string | null>(null);

  const visible = notice !== null && pathname === notice.path;
  useEffect(() => {
    if (visible) {
      // Shown once: a reload of the page does not bring it back.
      shownOn.current = pathname;
      try {
        window.sessionStorage.removeItem(STORAGE_KEY);
      } catch {
        // Storage refused: nothing was stored.
      }
    } else if (shownOn.current !== null && pathname !== shownOn.current) {
      // The member moved on from the page it was shown on.
      shownOn.current = null;
      setCurrentNotice(null);
    }
  }, [visible, pathname]);

  if (!visible) return null;
  return (
    <div
      data-testid="member-notice"
      className="pointer-events-auto flex max-w-page-md items-center gap-4 rounded-1 border border-border bg-initial-background p-4 text-text shadow-lg"
    >
      <p>{labels[notice.kind]}</p>
      <Button variant="secondary" size="sm" onClick={() => setCurrentNotice(null)}>
        {labels.dismiss}
      </Button>
    </div>
  );
}
