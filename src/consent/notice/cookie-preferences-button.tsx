'use client';

import { openConsentPreferences } from '@/consent/runtime/tracking-start.ts';

// §2.7: "Cookie preferences" in every footer: reopens the consent manager's preferences, where a
// visitor can withdraw consent as easily as they gave it. Drawn like the footer's links beside it.

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
