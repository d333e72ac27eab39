import { reservedHeights } from '@/consent/rules/ads/size-mapping.ts';
import type { AdSlotSpec } from '@/consent/rules/ads/slots.ts';
import { AD_SLOT_ATTRIBUTE } from './ads-elements.ts';

// An in-page slot's frame, rendered with the page: it reserves the slot's height for the current
// viewport from the size mapping, as CSS breakpoints, so the space is there before any ad arrives
// and nothing moves when it does (§2.6; CLS ≤ 0.01). The ad element itself (§9.6 id) is drawn inside
// by the ads runtime after mount, once consent allows (§4.15).

function reservationCss(slot: AdSlotSpec): string {
  const selector = `[${AD_SLOT_ATTRIBUTE}="${slot.elementId}"]`;
  return reservedHeights(slot.viewports)
    .map(({ minWidth, height }) => {
      const rule = `${selector}{min-height:${height}px}`;
      return minWidth > 0 ? `@media (min-width:${minWidth}px){${rule}}` : rule;
    })
    .join('');
}

/**
 * `label`: "Advertisement at the top of the page" and the like, in the page's language, one per
 * frame; the runtime names the frame with it once its ad is displayed (a labelled complementary
 * region: screen reader users hear what it is, and can skip it).
 */
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
