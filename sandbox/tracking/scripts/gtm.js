// Stand-in for a Google Tag Manager container (gtm.js?id=GTM-…&l=…): records that the container
// loaded, then every data-layer event it would react to.
/* global SCRIPT_PARAMS, record, hookPush */

const containerId = SCRIPT_PARAMS.id;
const containerLayer = (window[SCRIPT_PARAMS.l || 'dataLayer'] = window[SCRIPT_PARAMS.l || 'dataLayer'] || []);
record('gtm', 'container-load', { id: containerId });
hookPush(containerLayer, (entry) => {
  if (entry && typeof entry === 'object' && typeof entry.event === 'string' && !entry.event.startsWith('gtm.')) {
    record('gtm', 'event', { id: containerId, event: entry.event });
  }
});
