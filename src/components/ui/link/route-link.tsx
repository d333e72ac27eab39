'use client';

import type { AnchorHTMLAttributes } from 'react';
import { carryUtmParams } from '@/lib/links/utm.ts';
import { useCurrentSearch } from '@/components/browser/current-search.ts';

// §2.3 a fixed page of the site needs no link rules: a plain anchor with utm_* carried (§9.7), routed by
// StaticLinkBehaviours.

export interface RouteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of the site, such as "/movies/12-alien/". */
  href: string;
}

export function RouteLink({ href, ...anchorProps }: RouteLinkProps) {
  const search = useCurrentSearch();
  return <a {...anchorProps} href={carryUtmParams(href, search)} data-link="route" />;
}
