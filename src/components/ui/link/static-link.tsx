import 'server-only';
import { cache } from 'react';
import { staticAnchorOf } from '@/lib/links/static-link.ts';
import { staticLinkContext } from '@/server/site/link-settings.ts';
import type { LinkProps } from './link.tsx';
import { PreparedAnchor } from './prepared-anchor.tsx';

// §2.3 a destination the same for every visitor, sent as a plain anchor (README.md). Never the browser's Link here:
// a mere reference would add the link code to the chunks of every page with a StaticLink.

const context = cache(staticLinkContext);

export type StaticLinkProps = Omit<LinkProps, `on${string}`>;

/** The anchor when the server can decide it for every visit (else null), and the props left for the element. */
export async function decideStaticLink(props: StaticLinkProps) {
  const { href, sendAsForm, formMethod, embeddedBookingRewrite, replace, ...elementProps } = props;
  const anchor =
    sendAsForm || formMethod || replace ? null : staticAnchorOf({ href, embeddedBookingRewrite }, await context());
  return { anchor, elementProps };
}

export async function StaticLink(props: StaticLinkProps) {
  const { anchor, elementProps } = await decideStaticLink(props);
  if (anchor) return <PreparedAnchor anchor={anchor} {...elementProps} />;
  // A call site's mistake (its destination depends on the visit): still a working link, a full
  // page load without the §2.3 extras, and a line in the server log to fix it.
  console.warn(`StaticLink cannot decide ${JSON.stringify(props.href)} for every visit: use ContentLink`);
  const {
    children,
    markCurrent: _markCurrent,
    shouldUpdateScroll: _scroll,
    prefetch: _prefetch,
    ...anchorProps
  } = elementProps;
  return (
    <a {...anchorProps} href={props.href ?? undefined}>
      {children}
    </a>
  );
}
