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

/** The anchor of `props` when the server can decide it for every visit, else null. */
export async function staticAnchorFor({
  href,
  sendAsForm,
  formMethod,
  replace,
  embeddedBookingRewrite,
}: StaticLinkProps) {
  if (sendAsForm || formMethod || replace) return null;
  return staticAnchorOf({ href, embeddedBookingRewrite }, await context());
}

export async function StaticLink(props: StaticLinkProps) {
  const anchor = await staticAnchorFor(props);
  const {
    href,
    sendAsForm: _form,
    formMethod: _method,
    embeddedBookingRewrite: _rewrite,
    replace: _replace,
    ...rest
  } = props;
  if (anchor) return <PreparedAnchor anchor={anchor} {...rest} />;
  // A call site's mistake (its destination depends on the visit): still a working link, a full
  // page load without the §2.3 extras, and a line in the server log to fix it.
  console.warn(`StaticLink cannot decide ${JSON.stringify(href)} for every visit: use ContentLink`);
  const {
    children,
    markCurrent: _markCurrent,
    shouldUpdateScroll: _scroll,
    prefetch: _prefetch,
    ...anchorProps
  } = rest;
  return (
    <a {...anchorProps} href={href ?? undefined}>
      {children}
    </a>
  );
}
