import type { AdSize, ViewportSizes } from '@/consent/rules/ads/size-mapping.ts';
import type { AdSlotSpec } from '@/consent/rules/ads/slots.ts';
import type { WrapperTargeting } from '@/consent/rules/ads/targeting.ts';

// §9.6: the ad wrapper, or GPT directly; both queue calls until their script has loaded, as the vendors' snippets do.

export interface AdTagDriver {
  /** Page-level targeting: the wrapper's §7.11 fields, or the ad server's key-values. */
  setTargeting(wrapperFields: WrapperTargeting, keyValues: Readonly<Record<string, string>>): void;
  define(slot: AdSlotSpec, adPath: string): void;
  display(elementId: string): void;
  refresh(elementIds: readonly string[]): void;
  destroy(elementIds: readonly string[]): void;
}

interface GptSlot {
  addService(service: unknown): GptSlot;
  defineSizeMapping(mapping: unknown): GptSlot;
}
interface GoogleTag {
  cmd: { push(...callbacks: (() => void)[]): unknown };
  pubads(): {
    setTargeting(key: string, value: string | string[]): unknown;
    clearTargeting(key?: string): unknown;
    refresh(slots?: GptSlot[]): void;
  };
  sizeMapping(): { addSize(viewport: [number, number], sizes: unknown): unknown; build(): unknown };
  defineSlot(path: string, sizes: unknown, elementId: string): GptSlot | null;
  defineOutOfPageSlot(path: string, format: unknown): GptSlot | null;
  enums: { OutOfPageFormat: { INTERSTITIAL: unknown } };
  enableServices(): void;
  display(target: string | GptSlot): void;
  destroySlots(slots?: GptSlot[]): boolean;
}

interface AdWrapperApi {
  setTargeting(fields: WrapperTargeting): void;
  defineSlot(spec: {
    elementId: string;
    path: string;
    sizes: readonly AdSize[];
    sizeMapping: readonly ViewportSizes[];
    outOfPage: boolean;
  }): void;
  display(elementId: string): void;
  refresh(elementIds: readonly string[]): void;
  destroy(elementIds: readonly string[]): void;
}

type AdWindow = Window & {
  googletag?: Partial<GoogleTag> & { cmd: GoogleTag['cmd'] | (() => void)[] };
  adWrapper?: { que: { push(...callbacks: ((api: AdWrapperApi) => void)[]): unknown } };
};

const gptSizes = (sizes: readonly AdSize[]) => sizes.map((size) => (size === 'fluid' ? 'fluid' : [...size]));

export function adServerDriver(): AdTagDriver {
  const w = window as AdWindow;
  w.googletag ??= { cmd: [] };
  const run = (command: (googletag: GoogleTag) => void) =>
    w.googletag!.cmd.push(() => command(w.googletag as unknown as GoogleTag));
  const slots = new Map<string, GptSlot>();
  return {
    setTargeting(_fields, keyValues) {
      run((googletag) => {
        googletag.pubads().clearTargeting();
        for (const [key, value] of Object.entries(keyValues)) googletag.pubads().setTargeting(key, value);
      });
    },
    define(slot, adPath) {
      run((googletag) => {
        const defined = slot.outOfPage
          ? googletag.defineOutOfPageSlot(adPath, googletag.enums.OutOfPageFormat.INTERSTITIAL)
          : googletag.defineSlot(adPath, gptSizes(slot.sizes), slot.elementId);
        if (!defined) return;
        if (slot.viewports.length > 0) {
          const mapping = googletag.sizeMapping();
          for (const entry of slot.viewports) mapping.addSize([entry.viewport, 0], gptSizes(entry.sizes));
          defined.defineSizeMapping(mapping.build());
        }
        defined.addService(googletag.pubads());
        slots.set(slot.elementId, defined);
        googletag.enableServices();
      });
    },
    display(elementId) {
      run((googletag) => {
        const slot = slots.get(elementId);
        if (slot) googletag.display(slot);
      });
    },
    refresh(elementIds) {
      run((googletag) => {
        const list = elementIds.flatMap((id) => slots.get(id) ?? []);
        if (list.length) googletag.pubads().refresh(list);
      });
    },
    destroy(elementIds) {
      run((googletag) => {
        const list = elementIds.flatMap((id) => slots.get(id) ?? []);
        if (list.length) googletag.destroySlots(list);
        for (const id of elementIds) slots.delete(id);
      });
    },
  };
}

export function wrapperDriver(): AdTagDriver {
  const w = window as AdWindow;
  const queue: ((api: AdWrapperApi) => void)[] = [];
  w.adWrapper ??= { que: queue };
  const run = (command: (api: AdWrapperApi) => void) => w.adWrapper!.que.push(command);
  return {
    setTargeting: (fields) => run((api) => api.setTargeting(fields)),
    define: (slot, adPath) =>
      run((api) =>
        api.defineSlot({
          elementId: slot.elementId,
          path: adPath,
          sizes: slot.sizes,
          sizeMapping: slot.viewports,
          outOfPage: slot.outOfPage,
        }),
      ),
    display: (elementId) => run((api) => api.display(elementId)),
    refresh: (elementIds) => run((api) => api.refresh(elementIds)),
    destroy: (elementIds) => run((api) => api.destroy(elementIds)),
  };
}
