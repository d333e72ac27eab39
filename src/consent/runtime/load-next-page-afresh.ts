// §4.12 a page whose tags can no longer be switched off (a loaded container that lost its consent,
// or a tab whose manager keeps in memory an answer another tab has changed) ends at the visitor's
// next navigation: the browser loads that page afresh, with the answer as it stands, instead of the
// client router keeping this document and its tags. Until then each wrapper sends only what the
// answer as it stands allows (the containers' data layer gets nothing more: tag-manager.ts).

function isSameDocumentHash(url: URL): boolean {
  return url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== '';
}

let leaving = false;

/** This document is being replaced by a fresh load of the page the visitor went back or forward to. */
export function pageIsLeaving(): boolean {
  return leaving;
}

/** Starts it; the returned function undoes it (the visitor answered again in this tab). */
export function loadNextPageAfresh(reload: () => void = () => window.location.reload()): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || isSameDocumentHash(url)) return;
    // Listening on the window, before the page's own handlers: the client router never sees the
    // click, and the browser follows the link itself.
    event.stopImmediatePropagation();
  };
  // Back and forward: the browser is at the entry already; the page is loaded afresh there. The
  // client router hears the popstate first (its listener came first) and counts that entry at
  // once; the Navigation API's event for a traversal within this document comes before it, so by
  // then this page is leaving and what it counts is not sent (pageIsLeaving): the fresh page counts
  // it. A traversal that does not happen after all (cancelled, interrupted) leaves the page as it
  // was. (Without that API, as in older browsers, the view may be counted twice.)
  const onNavigate = (event: Event) => {
    const navigate = event as Event & {
      navigationType?: string;
      destination?: { sameDocument?: boolean };
      signal?: AbortSignal;
    };
    if (navigate.navigationType !== 'traverse' || navigate.destination?.sameDocument !== true) return;
    leaving = true;
    navigate.signal?.addEventListener('abort', () => (leaving = false), { once: true });
  };
  const onPopState = () => {
    leaving = true;
    reload();
  };
  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', onNavigate);
  window.addEventListener('click', onClick, true);
  window.addEventListener('popstate', onPopState);
  return () => {
    leaving = false;
    navigation?.removeEventListener('navigate', onNavigate);
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('popstate', onPopState);
  };
}
