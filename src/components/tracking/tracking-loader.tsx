'use client';

import { useEffect } from 'react';
import { startTrackingWhenIdle } from './tracking-start.ts';

// Mounted once in the root layout. Starts consent and tracking when the browser is first idle
// after the page has hydrated, so none of it is in the first-load JavaScript (§2.7 budget); the
// plan (what may load) is the JSON the server rendered beside it.

export function TrackingLoader(): null {
  useEffect(() => {
    startTrackingWhenIdle();
  }, []);
  return null;
}
