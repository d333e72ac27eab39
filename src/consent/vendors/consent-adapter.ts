import { firstFocusableIn, type NoticeAnswer } from '../notice/notice-start.ts';
import type { ConsentReading } from '../rules/regulation.ts';

// §2.7, §4.12: one interface over the consent managers (the built-in vanilla-cookieconsent one and
// Didomi). The tracking runtime reads consent through it and never touches a manager's own API, so
// the rules stay the same whichever manager a site uses.

export interface ConsentAdapter {
  /** The manager's identifier, naming its messages (trackers.{id}.preferences.…). */
  readonly id: 'cookieconsent' | 'didomi';
  /** The notice the manager shows (§4.12 "has no notice id" rule). */
  readonly noticeId: string;
  /**
   * Loads the manager; resolves once it has answered (ready). The runtime calls it once; Didomi's
   * may have been called before, when its chunk came (didomi-start.ts), and answers a second call
   * with the same promise.
   */
  start(): Promise<void>;
  ready(): boolean;
  /** What the visitor chose, for the §4.12 regulation rules. */
  reading(): ConsentReading;
  /**
   * §4.12 marketing identity, §4.15 ads: the visitor refused at least one purpose (or, where the
   * manager lets a visitor refuse a single vendor, one vendor).
   */
  anyPurposeDenied(): boolean;
  /** Calls `listener` on every change of consent (and once ready); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  showPreferences(): void;
  /**
   * The first layer's two answers, when the page draws that layer (the built-in manager: see
   * consent-notice.ts); a manager that draws its own notice has none.
   */
  choose?(choice: NoticeAnswer): void;
  /**
   * Reads the stored answer again after another tab of the site changed it, when the manager can
   * (the built-in one); a manager without it keeps its answer in memory until the next page.
   */
  followStoredAnswer?(): Promise<void>;
  /**
   * For a manager that keeps its answer in memory (Didomi), as the page is shown again from the
   * back-forward cache: whether the answer stored for the site changed while the page was there,
   * written by another page while this one heard nothing (messages between tabs do not reach it).
   */
  storedAnswerChanged?(): boolean;
  /**
   * For a manager that draws its own notice as it becomes ready (Didomi): whether it shows now.
   * Tags wait until such a notice is on screen (tracking-runtime.ts).
   */
  noticeVisible?(): boolean;
  /**
   * §2.7: calls `listener` as the preferences popup shows and as it goes, on the manager's own
   * events; returns the unsubscribe function.
   */
  subscribePreferences(listener: () => void): () => void;
  /** §2.7: whether the preferences popup is on screen, and its footer logo. */
  preferencesVisible(): boolean;
  preferencesLogo(): HTMLImageElement | null;
}

/** A tiny listener set shared by the adapters. */
export function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          console.error('consent listener failed', error);
        }
      }
    },
  };
}

/** Whether an element is rendered (not inside something hidden); true where the browser cannot tell. */
const shown = (element: HTMLElement): boolean =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;

/**
 * WCAG 2.4.11 for a notice the page does not draw (Didomi's): while it shows fixed at the bottom of
 * the viewport, keyboard focus scrolls links above it and the page ends with as much room
 * (globals.css, html[data-notice-room]). A notice elsewhere (a centred popup) needs none.
 */
export function keepRoomFor(notice: HTMLElement | null): void {
  const root = document.documentElement;
  const box = notice?.getBoundingClientRect();
  if (!box || box.height === 0 || box.bottom < window.innerHeight - 48) {
    root.removeAttribute('data-notice-room');
    return;
  }
  root.style.setProperty('--notice-room', `${Math.ceil(window.innerHeight - box.top)}px`);
  root.setAttribute('data-notice-room', '');
}

/** Moves keyboard focus into a notice when it appears, and back to the page when it goes (§2.7 keyboard use). */
export function focusKeeper() {
  let previous: HTMLElement | null = null;
  return {
    /**
     * The notice is not modal: it takes focus so that a keyboard user meets it first, only while
     * the visitor has not started elsewhere (focus still on the page itself). One who is typing in
     * the search field or tabbing through the links when it appears keeps their place.
     */
    enter(container: HTMLElement | null): void {
      const active = document.activeElement;
      if (!container || (active && active !== document.body)) return;
      previous = null;
      firstFocusableIn(container)?.focus();
    },
    /** Notes where focus is now (the footer link that opens the preferences), to give it back on leave. */
    remember(): void {
      const active = document.activeElement;
      previous = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    /**
     * Gives focus back as the notice (or popup) goes, when it would be lost: where it was, if that is
     * still on screen, else the page's main content (#main), so that a keyboard or screen-reader
     * user goes on from the page rather than from nowhere (focus on <body>).
     */
    leave(container: HTMLElement | null): void {
      const active = document.activeElement;
      const lost = !active || active === document.body || (container !== null && container.contains(active));
      if (lost) {
        const back = previous?.isConnected && shown(previous) ? previous : document.getElementById('main');
        // Without scrolling: a visitor who answered with the mouse reads on where they are.
        back?.focus({ preventScroll: true });
      }
      previous = null;
    },
  };
}
