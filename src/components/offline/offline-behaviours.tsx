'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { PREVIEW_PATH_PREFIX, SELECTED_THEATER_COOKIE } from '@/lib/config/browser-constants.ts';
import { hasSessionHint } from '@/lib/loyalty/session/session-hint.ts';
import type { KeptETicket, KeptMemberCard } from '@/lib/offline/member-offline.ts';
import { asOfTime } from '@/lib/offline/as-of.ts';
import {
  KEPT_AT_HEADER,
  isBookingPath,
  type KeepPagesMessage,
  type ServedAnswer,
} from '@/lib/offline/offline-protocol.ts';
import { fillPlaceholder } from '@/lib/text/fill.ts';
import { useLinkEnvironment } from '@/components/ui/link/link-context.tsx';
import { whenIdle } from '@/components/browser/when-idle.ts';
import { forgetMemberCard, readKeptMemberCard, readKeptTickets } from './member-offline-store.ts';
import type { OfflineCardLabels } from './offline-member-card.tsx';

// Loaded with the deferred behaviours (after the page is interactive, never in first-load code):
// registers the service worker, asks it to keep the pages wanted offline, and says when the page
// shows a kept copy or the network is gone, and that booking then needs a connection.

export interface OfflineLabels {
  /** "Offline: programme as of {time}" */
  readonly status: string;
  readonly statusNoTime: string;
  readonly bookingLink: string;
  readonly card: OfflineCardLabels;
}

type CardView = {
  Card: ComponentType<{ card: KeptMemberCard | null; tickets: readonly KeptETicket[]; labels: OfflineCardLabels }>;
  card: KeptMemberCard | null;
  tickets: readonly KeptETicket[];
};

/** No worker in a frame (§4.13 live preview, the embedded mode), in the preview, or with the kill switch. */
function mayRegister(embedded: boolean): boolean {
  if (process.env.FINCHER_SERVICE_WORKER === 'off' || embedded) return false;
  if (!('serviceWorker' in navigator) || window.parent !== window || window.opener) return false;
  return !window.location.pathname.startsWith(PREVIEW_PATH_PREFIX);
}

/** Longest wait for an idle moment after the load before registering anyway. */
const REGISTER_IDLE_TIMEOUT_MS = 5000;

function selectedTheaterId(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${SELECTED_THEATER_COOKIE}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** When the kept copy of this page was fetched, if there is one (pages are kept without a query). */
async function keptAt(): Promise<number | null> {
  try {
    const kept = await caches.match(window.location.pathname);
    return Number(kept?.headers.get(KEPT_AT_HEADER)) || null;
  } catch {
    return null;
  }
}

function timeText(asOf: number): string {
  return asOfTime(asOf, Date.now(), document.documentElement.lang || 'en');
}

export function OfflineBehaviours({ labels }: { labels: OfflineLabels }) {
  const { embeddingMode } = useLinkEnvironment();
  const [offline, setOffline] = useState(() => !navigator.onLine);
  // "18:42": when the copy on screen was fetched (told by the worker, or read from the cache offline).
  const [servedAsOf, setServedAsOf] = useState<string | null>(null);
  const [keptAsOf, setKeptAsOf] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [cardView, setCardView] = useState<CardView | null>(null);

  // A session that ended (signed out in another tab, ended by the server) takes the kept card with it.
  useEffect(() => {
    if (!hasSessionHint(document.cookie)) void forgetMemberCard();
  }, []);

  // Offline on the member's pages: the card and e-tickets kept on this device, drawn again.
  useEffect(() => {
    if (!offline || !window.location.pathname.startsWith('/account/') || !hasSessionHint(document.cookie)) return;
    let current = true;
    void Promise.all([readKeptMemberCard(), readKeptTickets(), import('./offline-member-card.tsx')]).then(
      ([card, tickets, module]) => {
        if (current && (card || tickets.length > 0)) setCardView({ Card: module.OfflineMemberCard, card, tickets });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [offline]);

  useEffect(() => {
    if (!mayRegister(embeddingMode !== null)) return;
    const worker = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const answer = event.data as ServedAnswer | null;
      if (answer?.type === 'served-from-cache' && answer.asOf !== null) setServedAsOf(timeText(answer.asOf));
    };
    worker.addEventListener('message', onMessage);
    worker.controller?.postMessage({ type: 'served-from-cache?' });
    // Registered once the page has loaded and the browser is idle again: the worker's install
    // (its precache) never competes with the page's own loading.
    const register = () =>
      worker
        .register('/sw.js', { scope: '/', updateViaCache: 'none' })
        .then(() => worker.ready)
        .then((registration) => {
          const message: KeepPagesMessage = {
            type: 'keep-pages',
            paths: window.location.search === '' ? [window.location.pathname] : [],
            theaterId: selectedTheaterId(),
          };
          registration.active?.postMessage(message);
        })
        // No worker (private mode, storage refused): the site works as without one.
        .catch(() => undefined);
    let cancelIdle = () => {};
    const afterLoad = () => {
      cancelIdle = whenIdle(() => void register(), REGISTER_IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancelIdle();
      worker.removeEventListener('message', onMessage);
    };
  }, [embeddingMode]);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (offline) void keptAt().then((at) => setKeptAsOf(at === null ? null : timeText(at)));
  }, [offline]);

  // Offline, a booking link (ticketing hand-off, another site) says it needs a connection instead of
  // leading to the browser's error page.
  useEffect(() => {
    if (!offline) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin && !isBookingPath(url.pathname)) return;
      event.preventDefault();
      event.stopPropagation();
      setAnnouncement('');
      window.setTimeout(() => setAnnouncement(labels.bookingLink), 50);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [offline, labels.bookingLink]);

  const showing = offline || servedAsOf !== null;
  const asOf = servedAsOf ?? keptAsOf;
  const status = !showing ? '' : asOf !== null ? fillPlaceholder(labels.status, 'time', asOf) : labels.statusNoTime;
  return (
    <>
      {offline && cardView ? (
        <cardView.Card card={cardView.card} tickets={cardView.tickets} labels={labels.card} />
      ) : null}
      <div
        role="status"
        data-offline-status={showing ? '' : undefined}
        className={
          showing
            ? 'fixed inset-x-2 top-2 z-(--z-modal) mx-auto max-w-max rounded bg-text px-3 py-2 text-sm text-page-bg shadow'
            : 'sr-only'
        }
      >
        {status}
        {showing && announcement ? <span> · {announcement}</span> : null}
      </div>
    </>
  );
}
