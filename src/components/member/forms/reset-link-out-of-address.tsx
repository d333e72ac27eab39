'use client';

import { useEffect } from 'react';
import { takeResetLinkOutOfAddress } from './reset-link-address.ts';

/**
 * §2.5 the reset page takes its link out of the address with the page's own code, since the form
 * that reads it arrives later than the consented tags may start.
 */
export function ResetLinkOutOfAddress(): null {
  // In the task after hydration: the App Router follows history calls from its own effect, which
  // runs after this one.
  useEffect(() => {
    const timer = window.setTimeout(takeResetLinkOutOfAddress, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
