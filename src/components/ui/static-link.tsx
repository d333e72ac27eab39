import 'server-only';
import { cache } from 'react';
import { staticAnchorOf } from '@/lib/links/static-link.ts';
import { staticLinkContext } from '@/server/site/link-settings.ts';
import { DeferredLink } from './deferred-link.tsx';
import type { LinkProps } from './link.tsx';
import { outboundLabels } from './outbound-labels.tsx';

// §2.3 the link of server components. A destination that is the same for every visitor (a film,
// a theater, the header's and footer's pages, a map) is decided here and sent as a plain anchor:
// the page carries no link code for it, and one listener (StaticLinkBehaviours, root layout) gives
// all of them the client router, the carried utm parameters, aria-current and the preview frame's
// suppressed clicks. Anything the visit decides (see staticAnchorOf) renders the browser's Link.

const context = cache(staticLinkContext);

/** Data attributes StaticLinkBehaviours reads. */
export const STATIC_LINK_ATTRIBUTE = 'data-link';

export type StaticLinkProps = Omit<LinkProps, `on${string}`>;

export async function StaticLink(props: StaticLinkProps) {
  const {
    href,
    sendAsForm,
    formMethod,
    embeddedBookingRewrite,
    markCurrent,
    shouldUpdateScroll,
    prefetch,
    replace,
    ...rest
  } = props;
  const anchor =
    sendAsForm || formMethod || replace ? null : staticAnchorOf({ href, embeddedBookingRewrite }, await context());
  if (!anchor) return <DeferredLink {...props} />;
  const { children, title, 'aria-label': ariaLabel, target, rel, ...anchorProps } = rest;
  const label = outboundLabels(anchor, title, ariaLabel, children);
  const routed = anchor.clientNavigation && !anchorProps.download;
  return (
    <a
      {...anchorProps}
      href={anchor.href}
      title={label.title}
      aria-label={label.ariaLabel}
      target={anchor.newWindow ? '_blank' : target}
      rel={anchor.rel ?? rel}
      {...{
        [STATIC_LINK_ATTRIBUTE]: routed ? 'route' : 'page',
        'data-link-event': anchor.analyticsEvent ? JSON.stringify(anchor.analyticsEvent) : undefined,
        'data-mark-current': markCurrent,
        'data-link-scroll': shouldUpdateScroll === false ? 'keep' : undefined,
        'data-link-prefetch': prefetch === false ? 'off' : undefined,
      }}
    >
      {children}
      {label.hiddenSuffix}
    </a>
  );
}
