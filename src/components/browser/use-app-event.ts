'use client';

import { useEffect, useRef } from 'react';
import { appEvents, type AppEventListener, type AppEventName } from '@/lib/events/app-events.ts';

/**
 * Listens to an app event for the life of a component, e.g. the theater picker:
 * useAppEvent('app:action', ({ action }) => action === 'openTheaterPicker' && setOpen(true)).
 * The latest listener is always called, without resubscribing on each render.
 */
export function useAppEvent<Name extends AppEventName>(name: Name, listener: AppEventListener<Name>): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => appEvents.on(name, (payload) => latest.current(payload)), [name]);
}
