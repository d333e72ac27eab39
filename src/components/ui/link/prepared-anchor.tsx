import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { StaticAnchor } from '@/lib/links/static-link.ts';
import { carryUtmParams } from '@/lib/links/utm.ts';
import { outboundLabels } from './outbound-labels.tsx';

// §2.3 an anchor decided ahead, drawn without hooks (a day of showtimes draws dozens); StaticLinkBehaviours gives it
// the rest through its data attributes (README.md).

export interface PreparedAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  anchor: StaticAnchor;
  children: ReactNode;
  /** The page's query, for the §9.7 utm carry-over ('' on the server and during hydration). */
  currentSearch?: string;
  /** §2.2 navigation links: aria-current, set by StaticLinkBehaviours for the page shown. */
  markCurrent?: 'page' | 'section' | undefined;
  /** False: the client router keeps the scroll position (§2.2). */
  shouldUpdateScroll?: boolean | undefined;
  /** False: not fetched ahead on intent. */
  prefetch?: boolean | undefined;
}

/** The attributes that have a value: React draws the others as absent anyway. */
function definedOnly<T extends Record<string, unknown>>(attributes: T): Partial<T> {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function PreparedAnchor({
  anchor,
  children,
  currentSearch = '',
  markCurrent,
  shouldUpdateScroll,
  prefetch,
  title,
  'aria-label': ariaLabel,
  target,
  rel,
  ...anchorProps
}: PreparedAnchorProps) {
  const label = outboundLabels(anchor, title, ariaLabel, children);
  const routed = anchor.clientNavigation && !anchorProps.download;
  // Unset attributes are left out rather than passed as undefined: the page's RSC payload would
  // carry each one ("$undefined"), eight per link.
  const attributes = definedOnly({
    ...anchorProps,
    href: carryUtmParams(anchor.href, currentSearch),
    title: label.title,
    'aria-label': label.ariaLabel,
    target: anchor.newWindow ? '_blank' : target,
    rel: anchor.rel ?? rel,
    'data-link': routed ? 'route' : 'page',
    'data-link-event': anchor.analyticsEvent ? JSON.stringify(anchor.analyticsEvent) : undefined,
    'data-mark-current': markCurrent,
    'data-link-scroll': shouldUpdateScroll === false ? 'keep' : undefined,
    'data-link-prefetch': prefetch === false ? 'off' : undefined,
  });
  return (
    <a {...attributes}>
      {children}
      {label.hiddenSuffix}
    </a>
  );
}

/** What a visit changes in prepared links: embedding switched on (§2.3) and the query (§9.7). */
export interface LinkVisit {
  readonly embedding: boolean;
  readonly search: string;
  /** §9.7 "(Opens in a new window)", translated. */
  readonly newWindowSuffix: string;
}
