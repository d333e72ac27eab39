import type { AppActionName } from './app-actions.ts';

// A link cannot import the member session or the theater picker (§2.3 logout and action links), so it announces an
// event on this bus and the feature listens.

export interface AppEventMap {
  /** §2.3 "#loyalty-logout": the member session logs the member out. */
  'loyalty:logout': undefined;
  /** §2.3 action link: the feature that owns `action` performs it. */
  'app:action': { action: AppActionName };
  /** §3.15: a member signed in (the marketing tracker hears of it, hashed, if consent allows). */
  'member:signed-in': { memberId: string };
}

/** Kept off window, where any script of the page (third-party tags included) could read them. */
const UNMIRRORED_EVENTS: ReadonlySet<AppEventName> = new Set(['member:signed-in']);

export type AppEventName = keyof AppEventMap;
export type AppEventListener<Name extends AppEventName> = (payload: AppEventMap[Name]) => void;

type EmitArgs<Name extends AppEventName> = AppEventMap[Name] extends undefined ? [] : [payload: AppEventMap[Name]];

export interface AppEventBus {
  /** Subscribes; returns the unsubscribe function (hand it to a React effect's cleanup). */
  on<Name extends AppEventName>(name: Name, listener: AppEventListener<Name>): () => void;
  emit<Name extends AppEventName>(name: Name, ...args: EmitArgs<Name>): void;
  /** How many listeners an event has: lets a caller tell "nobody handles this" apart. */
  listenerCount(name: AppEventName): number;
}

/** Mirrored on window, so that what happens in the page stays observable from outside React (a host, a test). */
export const APP_EVENT_DOM_NAME = 'fincher:app-event';

export interface AppEventBusOptions {
  mirror?: (name: AppEventName, payload: unknown) => void;
}

export function createAppEventBus(options: AppEventBusOptions = {}): AppEventBus {
  const listeners = new Map<AppEventName, Set<(payload: unknown) => void>>();

  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      const entry = listener as (payload: unknown) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    emit(name, ...args) {
      // A copy, so a listener that unsubscribes while handling does not skip its neighbour.
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          listener(args[0]);
        } catch (error) {
          // One failing feature must not stop the others from hearing the event.
          console.error(`listener of "${name}" failed`, error);
        }
      }
      try {
        options.mirror?.(name, args[0]);
      } catch (error) {
        console.error(`mirror of "${name}" failed`, error);
      }
    },
    listenerCount: (name) => listeners.get(name)?.size ?? 0,
  };
}

function dispatchOnWindow(name: AppEventName, payload: unknown): void {
  if (typeof window === 'undefined' || typeof CustomEvent === 'undefined') return;
  if (UNMIRRORED_EVENTS.has(name)) return;
  window.dispatchEvent(new CustomEvent(APP_EVENT_DOM_NAME, { detail: { name, payload } }));
}

export const appEvents: AppEventBus = createAppEventBus({ mirror: dispatchOnWindow });
