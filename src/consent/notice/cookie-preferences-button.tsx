'use client';

import { openConsentPreferences } from '@/consent/runtime/tracking-start.ts';

// §2.7: in every footer, so that withdrawing consent is as easy as giving it.

export function CookiePreferencesButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="cursor-pointer text-on-footer-bg underline underline-offset-4"
      onClick={() => void openConsentPreferences()}
    >
      {label}
    </button>
  );
}
