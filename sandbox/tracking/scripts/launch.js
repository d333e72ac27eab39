// Stand-in for an enterprise-analytics launch script: records the consent event it found in its
// data layer when it loaded (§7.11: 'didomi-ready', pushed before it loads), and later events.
/* global SCRIPT_PARAMS, record, hookPush */

const launchLayerName = SCRIPT_PARAMS.layer || 'adobeDataLayer';
const launchLayer = (window[launchLayerName] = window[launchLayerName] || []);
record('launch', 'load', {
  property: SCRIPT_PARAMS.property,
  dataLayer: launchLayerName,
  events: launchLayer.filter((entry) => entry && typeof entry === 'object').map((entry) => ({ ...entry })),
});
hookPush(launchLayer, (entry) => {
  if (entry && typeof entry === 'object') record('launch', 'event', { ...entry });
});
