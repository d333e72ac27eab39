// Stand-in for the ad wrapper: `window.adWrapper` with a `que` of callbacks, and the calls the site
// makes (setTargeting with the §7.11 fields, defineSlot, display, refresh, destroy), each recorded
// (vendor "ad-wrapper") and carried out through the ad-server stand-in served with it.
/* global record, adServer, SCRIPT_PARAMS */

(function createAdWrapper() {
  const existing = window.adWrapper && typeof window.adWrapper === 'object' ? window.adWrapper : { que: [] };
  const defined = new Map();
  record('ad-wrapper', 'load', { siteCode: SCRIPT_PARAMS.siteCode });

  const wrapper = {
    setTargeting(fields) {
      record('ad-wrapper', 'targeting', fields);
      adServer.pubads().clearTargeting();
      for (const [key, value] of Object.entries(fields || {})) adServer.pubads().setTargeting(key, value);
    },
    defineSlot(spec) {
      record('ad-wrapper', 'define', spec);
      let slot;
      if (spec.outOfPage) {
        slot = adServer.defineOutOfPageSlot(spec.path, adServer.enums.OutOfPageFormat.INTERSTITIAL);
      } else {
        slot = adServer.defineSlot(spec.path, spec.sizes, spec.elementId);
        if (Array.isArray(spec.sizeMapping) && spec.sizeMapping.length) {
          const builder = adServer.sizeMapping();
          for (const entry of spec.sizeMapping) builder.addSize([entry.viewport, 0], entry.sizes);
          slot.defineSizeMapping(builder.build());
        }
      }
      slot.addService(adServer.pubads());
      defined.set(spec.elementId, slot);
      adServer.enableServices();
    },
    display(elementId) {
      const slot = defined.get(elementId);
      if (slot) adServer.display(slot);
    },
    refresh(elementIds) {
      record('ad-wrapper', 'refresh', { elementIds });
      adServer.pubads().refresh(elementIds.map((id) => defined.get(id)).filter(Boolean));
    },
    destroy(elementIds) {
      const ids = elementIds && elementIds.length ? elementIds : [...defined.keys()];
      record('ad-wrapper', 'destroy', { elementIds: ids });
      adServer.destroySlots(ids.map((id) => defined.get(id)).filter(Boolean));
      for (const id of ids) defined.delete(id);
    },
  };

  const queued = Array.isArray(existing.que) ? existing.que : [];
  wrapper.que = {
    push(...callbacks) {
      for (const callback of callbacks) {
        try {
          callback(wrapper);
        } catch (error) {
          console.error(error);
        }
      }
      return callbacks.length;
    },
  };
  window.adWrapper = wrapper;
  wrapper.que.push(...queued);
})();
