import type { AdSlotSpec } from '@/consent/rules/ads/slots.ts';
import { AdSlotFrame } from './ad-slot-frame.tsx';
import { AD_SLOT_ATTRIBUTE } from './ads-elements.ts';

// §2.6: one thin wrapper per slot kind; the ad inside is drawn only after mount (ads-runtime.ts).

export function HeaderAdSlot({ slot, label }: { slot: AdSlotSpec; label: string }) {
  return <AdSlotFrame slot={slot} label={label} className="my-2" />;
}

/** §2.6 footer slot (PAGES_BOTTOM → FooterPromoContainer), below the content: loaded when near the viewport. */
export function FooterAdSlot({ slot, label }: { slot: AdSlotSpec; label: string }) {
  return <AdSlotFrame slot={slot} label={label} className="my-4" />;
}

export function CustomAdSlot({ slot, label }: { slot: AdSlotSpec; label: string }) {
  return <AdSlotFrame slot={slot} label={label} className="my-4" />;
}

/** §2.6 pulse: fixed in a corner (it shifts nothing), under the consent layers (§9.5), hidden until an ad shows. */
export function PulseAdSlot({ slot, label, closeLabel }: { slot: AdSlotSpec; label: string; closeLabel: string }) {
  return (
    <div
      {...{ [AD_SLOT_ATTRIBUTE]: slot.elementId }}
      data-ad-kind="pulse"
      data-ad-label={label}
      data-close-label={closeLabel}
      hidden
      className="fixed inset-e-2 bottom-2 z-[200] max-w-[calc(100vw-1rem)] bg-background p-1 shadow-lg"
    />
  );
}

/** §2.6 interstitial: out of the page, except CUSTOM_WITHOUT_WRAPPER's custom one, drawn in this element. */
export function InterstitialAdSlot({ slot }: { slot: AdSlotSpec }) {
  if (slot.outOfPage) return null;
  return (
    <div {...{ [AD_SLOT_ATTRIBUTE]: slot.elementId }} data-ad-kind="interstitial" className="h-0 overflow-hidden" />
  );
}
