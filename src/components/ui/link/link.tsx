'use client';

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useCallback, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { appEvents } from '@/lib/events/app-events.ts';
import type { FormMethod } from '@/lib/links/post-form.ts';
import { ariaCurrentOf } from '@/lib/links/aria-current.ts';
import { isPreviewPath } from '@/lib/links/preview-prefix.ts';
import { resolveLink, type LinkInput, type ResolvedLink } from '@/lib/links/resolve-link.ts';
import { trackEvent } from '@/consent/runtime/analytics.ts';
import { useOptionalPageContext } from '@/components/layout/page-context.tsx';
import { opensElsewhere } from './opens-elsewhere.ts';
import { outboundLabels } from './outbound-labels.tsx';
import { useCurrentPath, useCurrentSearch } from '@/components/browser/current-search.ts';
import { useLinkEnvironment } from './link-context.tsx';
import { requestPublicSuffixCheck, useLoadedPublicSuffixCheck } from './public-suffix-store.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** As written by an editor or a page; empty, null or "#" renders a disabled element (§2.3). */
  href: string | null | undefined;
  children: ReactNode;
  /** §2.3 post protocol: submit the link as a form (hidden inputs from its query). */
  sendAsForm?: boolean;
  formMethod?: FormMethod;
  /** False: a web-sales booking URL is not rewritten to the booking route in embedding mode (the route's own hand-off). */
  embeddedBookingRewrite?: boolean;
  /** §2.2: false keeps the scroll position (a navigation state with shouldUpdateScroll false); client navigations. */
  shouldUpdateScroll?: boolean;
  /** False: do not fetch the page ahead when the visitor points at or focuses the link. */
  prefetch?: boolean;
  /** aria-current="page" on the link's page and, with "section", "true" on pages under it (a film under "Movies"). */
  markCurrent?: 'page' | 'section';
  /** Replace the current history entry instead of adding one (client navigations). */
  replace?: boolean;
}

/** The one link of the site (§2.3): every rule is decided by resolveLink, this only renders it. */
export function Link({ href, sendAsForm, formMethod, embeddedBookingRewrite, markCurrent, ...viewProps }: LinkProps) {
  const resolve = useLinkResolver();
  const current = useCurrentPath();
  const ariaCurrent = ariaCurrentOf(href, current, markCurrent);
  return (
    <LinkView
      resolved={resolve({ href, sendAsForm, formMethod, embeddedBookingRewrite })}
      {...(ariaCurrent ? { 'aria-current': ariaCurrent } : {})}
      {...viewProps}
    />
  );
}

/** Resolves links against this page; a long list (a day of showtimes) calls it once and renders each with LinkView. */
export function useLinkResolver(): (input: LinkInput) => ResolvedLink {
  const environment = useLinkEnvironment();
  const currentPath = useCurrentPath();
  const currentSearch = useCurrentSearch();
  const loadedCheck = useLoadedPublicSuffixCheck();
  // §3.4: a theater page's own theater goes to the ticketing endpoint, for §4.14.
  const pageTheaterId = useOptionalPageContext()?.theaterId ?? null;
  return useCallback(
    (input: LinkInput) => {
      const resolved = resolveLink(input, {
        siteDomain: environment.siteDomain,
        // §5: the server's answers for the hosts the site knows; the list itself only if needed.
        isListedHost: (host) => environment.listedHosts?.[host] ?? loadedCheck?.(host),
        currentPath,
        currentSearch,
        newWindowSuffix: environment.messages.opensInNewWindow,
        embeddingMode: environment.embeddingMode,
        actionLinkTargets: environment.actionLinkTargets,
        ticketing: environment.ticketing ? { ...environment.ticketing, pageTheaterId } : null,
      });
      if ('awaitingHostCheck' in resolved) requestPublicSuffixCheck();
      return resolved;
    },
    [environment, currentPath, currentSearch, loadedCheck, pageTheaterId],
  );
}

export interface LinkViewProps extends Omit<
  LinkProps,
  'href' | 'sendAsForm' | 'formMethod' | 'embeddedBookingRewrite' | 'markCurrent'
> {
  /** What useLinkResolver decided for this link. */
  resolved: ResolvedLink;
}

/** Renders a resolved link without subscriptions; a site page is fetched ahead on intent, not when in view. */
export function LinkView({ resolved, children, shouldUpdateScroll, prefetch, replace, ...anchorProps }: LinkViewProps) {
  const router = useContext(AppRouterContext);
  const { onClick, title, 'aria-label': ariaLabel, className, style, id, ...restAnchorProps } = anchorProps;

  if (resolved.kind === 'disabled') {
    return (
      <span
        role="button"
        aria-disabled="true"
        className={className}
        style={style}
        id={id}
        title={title}
        aria-label={ariaLabel}
      >
        {children}
      </span>
    );
  }

  // §2.3 preview prefix; the window check covers a path changed since rendering (the editor's frame navigates).
  const clicksSuppressed = () => resolved.suppressClicks || isPreviewPath(window.location.pathname);

  if (resolved.kind === 'postForm') {
    const { form } = resolved;
    const label = outboundLabels(resolved, title, ariaLabel, children);
    return (
      <form
        action={form.action}
        method={form.method}
        target={resolved.newWindow ? '_blank' : undefined}
        rel={resolved.rel}
        className="inline"
        onSubmit={(event) => {
          if (clicksSuppressed()) {
            event.preventDefault();
            return;
          }
          if (resolved.analyticsEvent) trackEvent(resolved.analyticsEvent);
        }}
      >
        {form.hiddenInputs.map((input, index) => (
          <input key={`${input.name}-${index}`} type="hidden" name={input.name} value={input.value} />
        ))}
        {/* A submit button styled by the caller's link classes: keyboard and screen readers get a real button. */}
        <button
          type="submit"
          id={id}
          className={className}
          style={style}
          title={label.title}
          aria-label={label.ariaLabel}
        >
          {children}
          {label.hiddenSuffix}
        </button>
      </form>
    );
  }

  // A page of this app (a download, such as a showtime's .ics, is a file for the browser).
  const routed = resolved.kind === 'anchor' && resolved.clientNavigation && !restAnchorProps.download;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (clicksSuppressed()) {
      event.preventDefault();
      return;
    }
    switch (resolved.kind) {
      case 'fragment':
        // Let the browser scroll and update the hash; move keyboard focus there too (§2.3).
        moveFocusTo(resolved.targetId);
        return;
      case 'hashAction':
        event.preventDefault();
        appEvents.emit(resolved.event);
        return;
      case 'action':
        event.preventDefault();
        appEvents.emit('app:action', { action: resolved.action });
        return;
      case 'anchor':
        if (resolved.analyticsEvent) trackEvent(resolved.analyticsEvent);
        if (routed && router && !opensElsewhere(event.currentTarget, event)) {
          event.preventDefault();
          const options = { scroll: shouldUpdateScroll ?? true };
          if (replace) router.replace(resolved.href, options);
          else router.push(resolved.href, options);
        }
        return;
    }
  }

  const common = { ...restAnchorProps, id, className, style, onClick: handleClick };

  if (resolved.kind !== 'anchor') {
    return (
      <a {...common} href={resolved.href} title={title} aria-label={ariaLabel}>
        {children}
      </a>
    );
  }

  const label = outboundLabels(resolved, title, ariaLabel, children);
  const outboundProps = {
    title: label.title,
    'aria-label': label.ariaLabel,
    target: resolved.newWindow ? '_blank' : restAnchorProps.target,
    rel: resolved.rel ?? restAnchorProps.rel,
  };

  const fetchAhead = routed && router && prefetch !== false ? () => router.prefetch(resolved.href) : undefined;
  return (
    <a
      {...common}
      {...outboundProps}
      href={resolved.href}
      onPointerEnter={chain(restAnchorProps.onPointerEnter, fetchAhead)}
      onTouchStart={chain(restAnchorProps.onTouchStart, fetchAhead)}
      onFocus={chain(restAnchorProps.onFocus, fetchAhead)}
    >
      {children}
      {label.hiddenSuffix}
    </a>
  );
}

function chain<E>(first: ((event: E) => void) | undefined, second: (() => void) | undefined) {
  if (!first || !second) return first ?? second;
  return (event: E) => {
    first(event);
    second();
  };
}

/** §2.3 fragment links: focus the target, making a non-focusable target focusable by script only. */
function moveFocusTo(targetId: string): void {
  const target = document.getElementById(targetId);
  if (!target) return;
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target.focus();
}
