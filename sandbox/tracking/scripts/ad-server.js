// Stand-in for the ad server's tag (a Google Publisher Tag–like `googletag`): implements the calls
// the site makes (cmd queue, defineSlot with a size mapping, out-of-page interstitial, page and
// slot targeting, enableServices, display, refresh, destroySlots), draws a labelled box of the
// size the viewport picks for each displayed slot, and records every call (vendor "ad-server").
/* global record */

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- used by the script served after this file
const adServer = (function createAdServer() {
  const existing = window.googletag && typeof window.googletag === 'object' ? window.googletag : { cmd: [] };
  const pageTargeting = {};
  const slots = new Map();
  let servicesEnabled = false;
  let outOfPageCount = 0;

  function pickSize(slot) {
    const width = window.innerWidth;
    const mapped = slot.sizeMapping ? slot.sizeMapping.find((entry) => entry[0][0] <= width) : null;
    const candidates = mapped ? mapped[1] : slot.sizes;
    const list =
      Array.isArray(candidates) && candidates.length === 2 && typeof candidates[0] === 'number'
        ? [candidates]
        : candidates;
    const fixed = (list || []).find((size) => Array.isArray(size));
    return fixed || [300, 250];
  }

  // Like the real tag, an ad request leaves the vendor's first-party cookies on the site's domain
  // (its visitor id and a publisher id, about 13 months): the site erases them when consent to
  // advertising is withdrawn.
  function keepVendorCookies() {
    const now = Math.floor(Date.now() / 1000);
    for (const [name, prefix] of [
      ['__gads', 'ID'],
      ['__gpi', 'UID'],
    ]) {
      if (document.cookie.split('; ').some((part) => part.startsWith(`${name}=`))) continue;
      const id = Math.random().toString(16).slice(2, 18);
      document.cookie = `${name}=${prefix}=${id}:T=${now}:RT=${now}:S=sandbox; path=/; max-age=34190000; SameSite=Lax`;
    }
  }

  function draw(slot) {
    if (slot.outOfPage && !slot.elementId) return;
    const host = document.getElementById(slot.elementId);
    if (!host) return;
    const [width, height] = pickSize(slot);
    host.replaceChildren();
    const box = document.createElement('div');
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', `Advertisement ${width}x${height}`);
    box.dataset.adCreative = `${width}x${height}`;
    box.style.cssText = `width:${width}px;height:${height}px;max-width:100%;margin:0 auto;box-sizing:border-box;display:flex;align-items:center;justify-content:center;background:#e8e4dc;color:#222;border:1px dashed #555;font:12px/1.2 sans-serif;overflow:hidden`;
    box.textContent = `Ad ${width}×${height}`;
    host.append(box);
  }

  function snapshot(slot) {
    return {
      elementId: slot.elementId,
      path: slot.path,
      sizes: slot.sizes,
      sizeMapping: slot.sizeMapping,
      outOfPage: slot.outOfPage,
      pageTargeting: { ...pageTargeting },
      slotTargeting: { ...slot.targeting },
    };
  }

  function makeSlot(path, sizes, elementId, outOfPage) {
    const slot = { path, sizes, elementId, outOfPage, sizeMapping: null, targeting: {} };
    const api = {
      addService() {
        return api;
      },
      defineSizeMapping(mapping) {
        slot.sizeMapping = mapping;
        return api;
      },
      setTargeting(key, value) {
        slot.targeting[key] = value;
        return api;
      },
      getSlotElementId() {
        return slot.elementId;
      },
      getAdUnitPath() {
        return slot.path;
      },
    };
    slot.api = api;
    slots.set(api, slot);
    record('ad-server', 'define', { path, sizes, elementId, outOfPage });
    return slot;
  }

  const pubads = {
    setTargeting(key, value) {
      pageTargeting[key] = value;
      return pubads;
    },
    clearTargeting(key) {
      if (key === undefined) for (const name of Object.keys(pageTargeting)) delete pageTargeting[name];
      else delete pageTargeting[key];
      return pubads;
    },
    getTargeting(key) {
      const value = pageTargeting[key];
      return value === undefined ? [] : [].concat(value);
    },
    enableSingleRequest() {
      return true;
    },
    refresh(list) {
      const targets = list ? list.map((api) => slots.get(api)).filter(Boolean) : [...slots.values()];
      record('ad-server', 'refresh', { slots: targets.map(snapshot) });
      if (targets.length > 0) keepVendorCookies();
      targets.forEach(draw);
    },
  };

  const googletag = {
    apiReady: true,
    pubadsReady: true,
    enums: { OutOfPageFormat: { INTERSTITIAL: 5 } },
    pubads: () => pubads,
    sizeMapping() {
      const entries = [];
      const builder = {
        addSize(viewport, sizes) {
          entries.push([viewport, sizes]);
          return builder;
        },
        build: () => entries,
      };
      return builder;
    },
    defineSlot(path, sizes, elementId) {
      return makeSlot(path, sizes, elementId, false).api;
    },
    defineOutOfPageSlot(path, format) {
      outOfPageCount += 1;
      const elementId = typeof format === 'string' ? format : null;
      return makeSlot(path, [[1, 1]], elementId, true).api;
    },
    enableServices() {
      servicesEnabled = true;
      record('ad-server', 'enable-services', {});
    },
    display(target) {
      const slot =
        typeof target === 'string'
          ? [...slots.values()].find((candidate) => candidate.elementId === target)
          : slots.get(target);
      if (!slot) return;
      record('ad-server', 'display', { ...snapshot(slot), servicesEnabled });
      keepVendorCookies();
      draw(slot);
    },
    destroySlots(list) {
      const targets = list ? list.map((api) => slots.get(api)).filter(Boolean) : [...slots.values()];
      record('ad-server', 'destroy', { elementIds: targets.map((slot) => slot.elementId) });
      for (const slot of targets) {
        slots.delete(slot.api);
        const host = slot.elementId && document.getElementById(slot.elementId);
        if (host) host.replaceChildren();
      }
      return targets.length > 0;
    },
    outOfPageCount: () => outOfPageCount,
  };

  const queued = Array.isArray(existing.cmd) ? existing.cmd : [];
  const cmd = {
    push(...callbacks) {
      for (const callback of callbacks) {
        try {
          callback();
        } catch (error) {
          console.error(error);
        }
      }
      return callbacks.length;
    },
  };
  googletag.cmd = cmd;
  window.googletag = googletag;
  cmd.push(...queued);
  return googletag;
})();
