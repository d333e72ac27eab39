'use client';

import { useEffect, useRef } from 'react';
import { appEvents, type AppEventListener, type AppEventName } from '@/lib/events/app-events.ts';

/** Listens to an app event while mounted, calling the latest listener without resubscribing each render. */
export function useAppEvent<Name extends AppEventName>(name: Name, listener: AppEventListener<Name>): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => appEvents.on(name, (payload) => latest.current(payload)), [name]);
}
