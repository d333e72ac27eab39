'use client';

import type { AnchorHTMLAttributes } from 'react';
import { carryUtmParams } from '@/lib/links/utm.ts';
import { useCurrentSearch } from '@/components/browser/current-search.ts';

// §2.3 a link of a client component to a fixed page of the site (the sign-in page, the account,
// a film): nothing about it needs the link rules, so it is a plain anchor with the query's utm_*
// carried (§9.7), which StaticLinkBehaviours (root layout) sends through the client router.

export interface RouteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of the site, such as "/movies/12-alien/". */
  href: string;
}

export function RouteLink({ href, ...anchorProps }: RouteLinkProps) {
  const search = useCurrentSearch();
  return <a {...anchorProps} href={carryUtmParams(href, search)} data-link="route" />;
}
