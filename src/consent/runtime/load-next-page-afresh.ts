// §4.12 a page whose tags can no longer be switched off ends at the visitor's next navigation, which the browser
// loads afresh (docs/consent.md, withdrawal); until then each wrapper sends only what the answer allows.

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
    // On the window, before the page's own handlers: the client router never sees the click.
    event.stopImmediatePropagation();
  };
  // Back and forward reload at the entry. The Navigation API's event comes before the router counts the view, so
  // pageIsLeaving keeps it from being sent twice; without that API it may be.
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
