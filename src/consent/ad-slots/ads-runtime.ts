import { buildAdPath } from '@/consent/rules/ads/ad-path.ts';
import { browserPageData } from '@/consent/rules/ads/page-data.ts';
import type { AdsPlan } from '@/consent/rules/ads/ads-plan.ts';
import { createPathChangeDebouncer, shouldSetUpAds, slotsToRefresh } from '@/consent/rules/ads/lifecycle.ts';
import type { AdSlotSpec } from '@/consent/rules/ads/slots.ts';
import {
  adServerKeyValues,
  pageTargetingFrom,
  wrapperTargeting,
  type WrapperTargeting,
} from '@/consent/rules/ads/targeting.ts';
import { browserDataLayer } from '@/consent/rules/data-layer.ts';
import { loadScript } from '@/consent/runtime/load-script.ts';
import { inNextTask } from '@/consent/runtime/next-task.ts';
import { adServerDriver, wrapperDriver, type AdTagDriver } from './ad-tags.ts';
import { AD_SLOT_ATTRIBUTE, ADS_PAGE_ELEMENT_ID, type AdPageInputs } from './ads-elements.ts';
import { readJsonElement } from '@/components/browser/json-element.ts';

// The page's ads, imported once consent allows (ads-start.ts), following the plan and the §4.15 rules
// (rules/ads/lifecycle.ts); slots below the fold are displayed as they come near the viewport.

export interface AdsRuntime {
  pathChanged(path: string): void;
  /** §4.15 consent to advertising as it changes: withdrawn clears the slots, given again sets them up anew. */
  consentChanged(allowed: boolean): void;
}

/** Slots further than this below the viewport wait (lazy loading). */
const LAZY_MARGIN = '200px 0px';

function readPageInputs(): AdPageInputs | null {
  return readJsonElement<AdPageInputs>(ADS_PAGE_ELEMENT_ID);
}

function frameOf(elementId: string): HTMLElement | null {
  const frames = document.querySelectorAll<HTMLElement>(`[${AD_SLOT_ATTRIBUTE}]`);
  return [...frames].find((frame) => frame.getAttribute(AD_SLOT_ATTRIBUTE) === elementId) ?? null;
}

/** Once its ad shows, a frame is a named complementary region; an empty one stays out of the landmarks. */
function labelAsAd(frame: HTMLElement): () => void {
  const label = frame.dataset.adLabel;
  if (!label) return () => undefined;
  frame.setAttribute('role', 'complementary');
  frame.setAttribute('aria-label', label);
  return () => {
    frame.removeAttribute('role');
    frame.removeAttribute('aria-label');
  };
}

const intersects = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The pulse was closed during this visit: it stays closed on the next pages. */
let pulseClosed = false;

export async function startAds(plan: AdsPlan): Promise<AdsRuntime> {
  const driver: AdTagDriver = plan.tag === 'ad-server' ? adServerDriver() : wrapperDriver();
  // From the vendor, never through the script proxy (§7.11; its vendor forbids copies).
  await loadScript(plan.scriptUrl);

  const active = new Map<string, { slot: AdSlotSpec; cleanup: () => void }>();
  let allowed = true;
  let currentPath: string | null = null;
  let keyValues: Record<string, string> | null = null;
  let wrapperFields: WrapperTargeting | null = null;
  // Counts set-ups and clears: a display waiting for its task is dropped once the page it was for is cleared.
  let generation = 0;

  const clear = () => {
    generation++;
    if (active.size > 0) driver.destroy([...active.keys()]);
    for (const { cleanup } of active.values()) cleanup();
    active.clear();
    keyValues = null;
    wrapperFields = null;
  };

  const setUpPulse = (frame: HTMLElement, slot: AdSlotSpec): (() => void) => {
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    if (frame.dataset.closeLabel) close.setAttribute('aria-label', frame.dataset.closeLabel);
    close.className =
      'absolute -top-3 -inset-s-2 flex size-8 items-center justify-center rounded-full bg-background text-lg shadow focus-visible:outline-2';
    const hide = () => {
      const hadFocus = frame.contains(document.activeElement);
      pulseClosed = true;
      driver.destroy([slot.elementId]);
      active.delete(slot.elementId);
      cleanup();
      if (hadFocus) document.getElementById('main')?.focus();
    };
    close.addEventListener('click', hide);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    frame.addEventListener('keydown', onKey);
    // Never over a focused control: the pulse steps aside while focus is on something it covers.
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || frame.contains(target)) return;
      const covered = intersects(target.getBoundingClientRect(), frame.getBoundingClientRect());
      frame.style.visibility = covered ? 'hidden' : '';
    };
    document.addEventListener('focusin', onFocus);
    // The frame is fixed (ad-slots.tsx): a `relative` here would put the pulse back in the page's flow.
    frame.prepend(close);
    frame.hidden = false;
    function cleanup() {
      document.removeEventListener('focusin', onFocus);
      frame.removeEventListener('keydown', onKey);
      close.remove();
      frame.hidden = true;
      frame.style.visibility = '';
    }
    return cleanup;
  };

  const setUp = (path: string) => {
    if (!allowed) return;
    const page = readPageInputs();
    const dataLayer = browserDataLayer() ?? [];
    const visit = page ? browserPageData(page, { cookies: document.cookie, origin: window.location.origin }) : null;
    if (visit) dataLayer.push(visit.entry);
    if (!page || !visit || !shouldSetUpAds(page)) return;
    const targeting = pageTargetingFrom(dataLayer);
    const adPath = buildAdPath({
      siteCode: plan.siteCode,
      audience: plan.audience,
      isSingleLocation: plan.isSingleLocation,
      circuitSlug: plan.circuitSlug,
      theaterSlug: visit.theaterSlug,
    });
    keyValues = adServerKeyValues(targeting, plan.adType);
    wrapperFields = wrapperTargeting({
      site: plan.site,
      adType: plan.adType,
      page: { pageTitle: page.pageTitle, currentPath: path, scheduledMovieIds: page.scheduledMovieIds ?? [] },
      targeting,
    });
    driver.setTargeting(wrapperFields, keyValues);
    const setUpGeneration = ++generation;
    // The ad library draws each slot on the main thread: each display in a task of its own (next-task.ts).
    const inOwnTask = (run: () => void) =>
      void inNextTask().then(() => {
        if (generation === setUpGeneration) run();
      });
    for (const slot of plan.slots) {
      if (slot.kind === 'pulse' && pulseClosed) continue;
      if (slot.outOfPage) {
        // §2.6: the interstitial may show on the first page.
        driver.define(slot, adPath);
        inOwnTask(() => driver.display(slot.elementId));
        active.set(slot.elementId, { slot, cleanup: () => {} });
        continue;
      }
      const frame = frameOf(slot.elementId);
      if (!frame) continue;
      // §2.6, §9.6: the ad element, with its id, is drawn only now, after mount.
      const element = document.createElement('div');
      element.id = slot.elementId;
      frame.append(element);
      driver.define(slot, adPath);
      const cleanups: (() => void)[] = [() => element.remove()];
      const display = () => {
        cleanups.push(labelAsAd(frame));
        driver.display(slot.elementId);
      };
      if (slot.kind === 'pulse') {
        // Shown in the same task as its ad is drawn: a frame shown first and filled later would shift.
        inOwnTask(() => {
          cleanups.push(setUpPulse(frame, slot));
          display();
        });
      } else if (slot.kind === 'header' || slot.kind === 'interstitial') {
        inOwnTask(display);
      } else {
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            display();
          },
          { rootMargin: LAZY_MARGIN },
        );
        observer.observe(frame);
        cleanups.push(() => observer.disconnect());
      }
      active.set(slot.elementId, { slot, cleanup: () => cleanups.forEach((run) => run()) });
    }
  };

  const dataLayer = browserDataLayer();
  if (plan.mode === 'CUSTOM_WITHOUT_WRAPPER' && dataLayer) {
    const push = dataLayer.push.bind(dataLayer);
    dataLayer.push = (...items: unknown[]) => {
      const length = push(...items);
      const next = adServerKeyValues(pageTargetingFrom(dataLayer), plan.adType);
      const slots = [...active.values()].map((entry) => entry.slot);
      const refresh = slotsToRefresh(plan.mode, slots, keyValues, next);
      if (refresh.length > 0 && wrapperFields) {
        keyValues = next;
        driver.setTargeting(wrapperFields, next);
        driver.refresh(refresh);
      }
      return length;
    };
  }

  const debouncer = createPathChangeDebouncer({ clear, setUp });
  window.addEventListener('pagehide', () => {
    debouncer.dispose();
    clear();
  });
  return {
    pathChanged(path) {
      currentPath = path;
      debouncer.pathChanged(path);
    },
    consentChanged(next) {
      if (next === allowed) return;
      allowed = next;
      clear();
      if (allowed && currentPath) setUp(currentPath);
    },
  };
}
