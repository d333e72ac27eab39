import type { AppActionName } from './app-actions.ts';

// A tiny typed event bus for things that happen in one part of the page and are handled by a
// feature elsewhere: a link cannot import the member session or the theater picker (§2.3 logout
// hash link and action link), so it announces the event and the feature listens.

export interface AppEventMap {
  /** §2.3 "#loyalty-logout": the member session logs the member out. */
  'loyalty:logout': undefined;
  /** §2.3 action link: the feature that owns `action` performs it. */
  'app:action': { action: AppActionName };
  /** §3.15: a member signed in (the marketing tracker hears of it, hashed, if consent allows). */
  'member:signed-in': { memberId: string };
}

/**
 * Events kept inside the page's code: not mirrored on window, where every script of the page
 * (third-party tags included) could read them. The member id reaches a vendor only hashed (§3.15).
 */
const UNMIRRORED_EVENTS: ReadonlySet<AppEventName> = new Set(['member:signed-in']);

export type AppEventName = keyof AppEventMap;
export type AppEventListener<Name extends AppEventName> = (payload: AppEventMap[Name]) => void;

// Events without a payload are emitted without an argument.
type EmitArgs<Name extends AppEventName> = AppEventMap[Name] extends undefined ? [] : [payload: AppEventMap[Name]];

export interface AppEventBus {
  /** Subscribes; returns the unsubscribe function (hand it to a React effect's cleanup). */
  on<Name extends AppEventName>(name: Name, listener: AppEventListener<Name>): () => void;
  emit<Name extends AppEventName>(name: Name, ...args: EmitArgs<Name>): void;
  /** How many listeners an event has: lets a caller tell "nobody handles this" apart. */
  listenerCount(name: AppEventName): number;
}

/**
 * The DOM event the page's bus also dispatches on window for each app event, detail {name, payload}:
 * what happens in the page stays observable from outside React (an embedding host, a test).
 */
export const APP_EVENT_DOM_NAME = 'fincher:app-event';

export interface AppEventBusOptions {
  /** Called after the listeners of each emitted event. */
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

/** The page's one bus, mirrored on window as APP_EVENT_DOM_NAME events. */
export const appEvents: AppEventBus = createAppEventBus({ mirror: dispatchOnWindow });
