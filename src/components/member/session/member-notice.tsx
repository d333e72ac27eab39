'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LAYERS } from '@/lib/config/browser-constants.ts';
import { hasWaitingNotice, subscribeToNotices, type MemberNoticeLabels } from './member-notice-store.ts';

// A message for the page a member lands on after leaving the member area (e.g. after deleting their
// account), kept in sessionStorage to survive the navigation. Mounted on every page, so it imports
// nothing of the member forms (their phone validation is heavy).

const MemberNoticeBody = lazy(() =>
  import('./member-notice-body.tsx').then((module) => ({ default: module.MemberNoticeBody })),
);

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
