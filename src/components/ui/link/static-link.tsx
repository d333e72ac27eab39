import 'server-only';
import { cache } from 'react';
import { staticAnchorOf } from '@/lib/links/static-link.ts';
import { staticLinkContext } from '@/server/site/link-settings.ts';
import type { LinkProps } from './link.tsx';
import { PreparedAnchor } from './prepared-anchor.tsx';

// §2.3 the link of server components whose destination is the same for every visitor (a film, a
// theater, the header's and footer's pages, a map): decided here and sent as a plain anchor, so
// that the page carries no link code for it. One listener (StaticLinkBehaviours, root layout) gives
// all of them the client router, the carried utm parameters, aria-current and the preview frame's
// suppressed clicks. A destination the visit decides (an editor's link: ContentLink) is not for
// this component: it would need the browser's Link, whose mere reference here would add the link
// code to the chunks of every page that shows a StaticLink.

const context = cache(staticLinkContext);

export type StaticLinkProps = Omit<LinkProps, `on${string}`>;

/**
 * The anchor of `props` when the server can decide it for every visit (else null), and the props
 * left for the element once the ones deciding the destination are taken out.
 */
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
