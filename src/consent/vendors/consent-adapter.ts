import { firstFocusableIn, type NoticeAnswer } from '../notice/notice-start.ts';
import type { ConsentReading } from '../rules/regulation.ts';

// §2.7, §4.12: one interface over the consent managers, so that the rules stay the same whichever a site uses.

export interface ConsentAdapter {
  /** The manager's identifier, naming its messages (trackers.{id}.preferences.…). */
  readonly id: 'cookieconsent' | 'didomi';
  /** The notice the manager shows (§4.12 "has no notice id" rule). */
  readonly noticeId: string;
  /** Loads the manager, resolved once ready; Didomi's, started early (didomi-start.ts), returns the same promise. */
  start(): Promise<void>;
  ready(): boolean;
  reading(): ConsentReading;
  /** §4.12 marketing identity, §4.15 ads: a purpose refused (or a single vendor, where the manager allows it). */
  anyPurposeDenied(): boolean;
  /** Calls `listener` on every change of consent (and once ready); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  showPreferences(): void;
  /** The first layer's two answers, where the page draws that layer (the built-in manager). */
  choose?(choice: NoticeAnswer): void;
  /** Re-reads the stored answer after another tab changed it, where the manager can (the built-in one). */
  followStoredAnswer?(): Promise<void>;
  /** Back from the bfcache: whether the stored answer changed there (a manager that keeps it in memory). */
  storedAnswerChanged?(): boolean;
  /** Whether a notice the manager draws itself (Didomi) shows now: tags wait until it is on screen. */
  noticeVisible?(): boolean;
  /** §2.7: calls `listener` as the preferences popup shows and goes; returns the unsubscribe function. */
  subscribePreferences(listener: () => void): () => void;
  /** §2.7: whether the preferences popup is on screen, and its footer logo. */
  preferencesVisible(): boolean;
  preferencesLogo(): HTMLImageElement | null;
}

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

/** WCAG 2.4.11 for a notice fixed at the bottom that the page does not draw (globals.css, data-notice-room). */
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
    /** Not modal: it takes focus only while the visitor has not started elsewhere (focus still on <body>). */
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
    /** Gives lost focus back as the notice goes: where it was if still shown, else #main, never <body>. */
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
