import { siteLog } from '../log/logger.ts';

// The signal "the programme changed, pages may have too": given by the revalidation route (inside
// Next's bundle) and heard by the site server's page table (outside it). Both halves load their own
// copy of this module, so the listeners live in one process-wide registry.

const REGISTRY = Symbol.for('fincher.pagesChanged');

type Listener = () => void;

function listeners(): Set<Listener> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Set<Listener> };
  holder[REGISTRY] ??= new Set();
  return holder[REGISTRY];
}

/** Calls `listener` at each announcement until the returned function is called. */
export function onPagesChanged(listener: Listener): () => void {
  listeners().add(listener);
  return () => {
    listeners().delete(listener);
  };
}

/** Tells every listener of this process that pages may have changed; a failing listener stops no other. */
export function announcePagesChanged(): void {
  for (const listener of listeners()) {
    try {
      listener();
    } catch (error) {
      siteLog().warn('page_table.listener_failed', 'pages changed: a listener failed', {}, error);
    }
  }
}
