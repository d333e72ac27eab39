import { reservedHeights } from '@/consent/rules/ads/size-mapping.ts';
import type { AdSlotSpec } from '@/consent/rules/ads/slots.ts';
import { AD_SLOT_ATTRIBUTE } from './ads-elements.ts';

// Reserves the slot's height per viewport as CSS, so that nothing moves when an ad arrives (§2.6; CLS ≤ 0.01).

function reservationCss(slot: AdSlotSpec): string {
  const selector = `[${AD_SLOT_ATTRIBUTE}="${slot.elementId}"]`;
  return reservedHeights(slot.viewports)
    .map(({ minWidth, height }) => {
      const rule = `${selector}{min-height:${height}px}`;
      return minWidth > 0 ? `@media (min-width:${minWidth}px){${rule}}` : rule;
    })
    .join('');
}

/** `label` names the frame once its ad is displayed: a labelled complementary region a screen reader can skip. */
export function AdSlotFrame({ slot, label, className = '' }: { slot: AdSlotSpec; label: string; className?: string }) {
  const css = reservationCss(slot);
  return (
    <div
      {...{ [AD_SLOT_ATTRIBUTE]: slot.elementId }}
      data-ad-kind={slot.kind}
      data-ad-label={label}
      className={`flex w-full justify-center overflow-hidden ${className}`}
    >
      {/* Element ids and sizes come from the validated plan (customSlotId allows letters, digits, - and _ only). */}
      {css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}
    </div>
  );
}
