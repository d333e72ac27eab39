'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ariaCurrentOf, type MarkCurrent } from '@/lib/links/aria-current.ts';
import { isPreviewPath } from '@/lib/links/preview-prefix.ts';
import { trackEvent, type AnalyticsEvent } from '@/consent/runtime/analytics.ts';
import { useCurrentSearch } from '@/components/browser/current-search.ts';
import { opensElsewhere } from './opens-elsewhere.ts';
import { carryUtmParamsOnto } from './static-link-behaviours-utm.ts';

// One listener for every prepared anchor instead of a client component per link (§2.3): client routing, fetching
// ahead on intent, analytics, preview-frame clicks, utm carry-over (§9.7), aria-current (§2.2). See README.md.

const SELECTOR = 'a[data-link]';

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null;
}

/** The href StaticLink wrote, before any utm parameters were carried onto it. */
function writtenHref(anchor: HTMLAnchorElement): string {
  return anchor.dataset.linkHref ?? anchor.getAttribute('href') ?? '';
}

export function StaticLinkBehaviours(): null {
  const router = useRouter();
  const pathname = usePathname();
  const search = useCurrentSearch();

  useEffect(() => {
    carryUtmParamsOnto(document, search);
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>(`${SELECTOR}[data-mark-current]`)) {
      const mark = anchor.dataset.markCurrent as MarkCurrent | undefined;
      if (!mark) continue;
      const current = ariaCurrentOf(writtenHref(anchor), pathname, mark);
      if (current) anchor.setAttribute('aria-current', current);
      else anchor.removeAttribute('aria-current');
    }
  }, [pathname, search]);

  useEffect(() => {
    const fetchedAhead = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      if (!anchor || event.defaultPrevented) return;
      if (isPreviewPath(window.location.pathname)) {
        event.preventDefault();
        return;
      }
      const recorded = anchor.dataset.linkEvent;
      if (recorded) trackEvent(JSON.parse(recorded) as AnalyticsEvent);
      if (anchor.dataset.link !== 'route' || opensElsewhere(anchor, event)) return;
      event.preventDefault();
      router.push(anchor.getAttribute('href') ?? '/', { scroll: anchor.dataset.linkScroll !== 'keep' });
    };
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (!anchor || anchor.dataset.link !== 'route' || anchor.dataset.linkPrefetch === 'off') return;
      const href = anchor.getAttribute('href');
      if (!href || fetchedAhead.has(href)) return;
      fetchedAhead.add(href);
      router.prefetch(href);
    };
    const passive = { passive: true } as const;
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, passive);
    document.addEventListener('touchstart', onIntent, passive);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);

  return null;
}
