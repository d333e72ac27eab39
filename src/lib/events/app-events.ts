import type { AppActionName } from './app-actions.ts';

// A tiny typed event bus for things that happen in one part of the page and are handled by a
// feature elsewhere: a link cannot import the member session or the theater picker (§2.3 logout
// hash link and action link), so it announces the event and the feature listens.

export interface AppEventMap {
  /** §2.3 "#loyalty-logout": the member session (issue 6) logs the member out. */
  'loyalty:logout': undefined;
  /** §2.3 action link: the feature that owns `action` performs it. */
  'app:action': { action: AppActionName };
}

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

export function createAppEventBus(): AppEventBus {
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
    },
    listenerCount: (name) => listeners.get(name)?.size ?? 0,
  };
}

/** The page's one bus. */
export const appEvents: AppEventBus = createAppEventBus();
