import type { AppActionName } from '../events/app-actions.ts';
import type { AnalyticsEvent } from '../../consent/runtime/analytics.ts';
import { actionForLinkTarget, DEFAULT_ACTION_LINK_TARGETS, type ActionLinkTargets } from './action-links.ts';
import { toMailtoIfEmailLike } from './email-link.ts';
import { rewriteEmbeddedBookingLink, type EmbeddingMode } from './embedded-booking.ts';
import { fragmentTargetId } from './fragment-link.ts';
import { hasUnsafeScheme, isRelativeHref, isWebHref, splitHref } from './href-parts.ts';
import { OUTBOUND_REL } from './link-constants.ts';
import { externalLinkVerdict, outboundClickEvent, type ListedHostCheck } from './outbound.ts';
import { describePostForm, type FormDescription, type FormMethod } from './post-form.ts';
import { isPreviewPath } from './preview-prefix.ts';
import { specialHashEventFor, type SpecialHashEvent } from './special-hash-links.ts';
import { routeTicketingLinkForMember, type TicketingLinkContext } from './ticketing-token.ts';
import { carryUtmParams } from './utm.ts';

// §2.3 links: every rule in one decision. The Link component renders what this returns and adds
// only what needs the DOM (focus, events, analytics calls).

export interface LinkInput {
  /** The destination as an editor or a page wrote it; empty, null or "#" means no destination. */
  href: string | null | undefined;
  /** §2.3 post protocol: send the link as a form submission instead of navigating. */
  sendAsForm?: boolean;
  formMethod?: FormMethod;
  /** False for the booking route's own hand-off link, which must reach web-sales even in embedding mode. */
  embeddedBookingRewrite?: boolean;
}

export interface LinkContext {
  siteDomain: string | null;
  isListedHost: ListedHostCheck;
  /** The current page's path and query ('' on the server: no utm is known there). */
  currentPath: string;
  currentSearch: string;
  newWindowSuffix: string;
  embeddingMode?: EmbeddingMode | null;
  actionLinkTargets?: ActionLinkTargets;
  ticketing?: TicketingLinkContext | null;
}

interface Clickable {
  /** §2.3 preview prefix: render normally, but a click does nothing. */
  suppressClicks: boolean;
}

interface Outbound {
  external: boolean;
  newWindow: boolean;
  rel: string | undefined;
  titleSuffix: string | null;
  analyticsEvent: AnalyticsEvent | null;
  /** The host's public suffix answer is pending: the link stays in the tab and is resolved again later. */
  awaitingHostCheck?: true;
}

export type ResolvedLink =
  | { kind: 'disabled'; reason: 'no-destination' | 'unsafe-scheme' }
  | ({ kind: 'fragment'; href: string; targetId: string } & Clickable)
  | ({ kind: 'hashAction'; href: string; event: SpecialHashEvent } & Clickable)
  | ({ kind: 'action'; href: string; action: AppActionName } & Clickable)
  | ({ kind: 'postForm'; form: FormDescription } & Clickable & Outbound)
  | ({
      kind: 'anchor';
      href: string;
      clientNavigation: boolean;
    } & Clickable &
      Outbound);

// §2.1: files, not app routes, so the client router must not take them.
const FILE_EXTENSION = /\.(?:html|json|js|map|txt|xml|pdf)$/i;

export function resolveLink(input: LinkInput, context: LinkContext): ResolvedLink {
  const written = (input.href ?? '').trim();
  if (written === '' || written === '#') return { kind: 'disabled', reason: 'no-destination' };
  if (hasUnsafeScheme(written)) return { kind: 'disabled', reason: 'unsafe-scheme' };

  const suppressClicks = isPreviewPath(context.currentPath);

  const hashEvent = specialHashEventFor(written);
  if (hashEvent) return { kind: 'hashAction', href: written, event: hashEvent, suppressClicks };

  const action = actionForLinkTarget(written, context.actionLinkTargets ?? DEFAULT_ACTION_LINK_TARGETS);
  if (action) return { kind: 'action', href: written, action, suppressClicks };

  const targetId = fragmentTargetId(written);
  if (targetId !== null) return { kind: 'fragment', href: written, targetId, suppressClicks };

  let href = toMailtoIfEmailLike(written);
  if (input.embeddedBookingRewrite !== false) href = rewriteEmbeddedBookingLink(href, context.embeddingMode ?? null);
  href = carryUtmParams(href, context.currentSearch);

  // The outbound decision is the destination's (the ticketing site), not the endpoint's on the way.
  const verdict = externalLinkVerdict(href, context.siteDomain, context.isListedHost);
  const external = verdict === true;
  const outbound: Outbound = {
    external,
    newWindow: external,
    rel: external ? OUTBOUND_REL : undefined,
    titleSuffix: external ? context.newWindowSuffix : null,
    analyticsEvent: external ? outboundClickEvent(href) : null,
    ...(verdict === null ? { awaitingHostCheck: true as const } : {}),
  };

  if (input.sendAsForm && (isWebHref(href) || isRelativeHref(href))) {
    return { kind: 'postForm', form: describePostForm(href, input.formMethod), suppressClicks, ...outbound };
  }

  // §6: the token endpoint is a full page load, never the client router.
  const viaEndpoint = routeTicketingLinkForMember(href, context.ticketing ?? null);
  if (viaEndpoint !== href)
    return { kind: 'anchor', href: viaEndpoint, clientNavigation: false, suppressClicks, ...outbound };

  const clientNavigation = isRelativeHref(href) && !FILE_EXTENSION.test(splitHref(href).beforeQuery);
  return { kind: 'anchor', href, clientNavigation, suppressClicks, ...outbound };
}
