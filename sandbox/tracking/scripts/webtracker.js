// Stand-in for the cinema marketing webtracker ({host}/webtracker/{customerId}.api.js): a small
// API on window.webtracker (identify, track, page), with the calls queued before it loaded in
// window.webtrackerQueue replayed first. Records every call.
/* global SCRIPT_PARAMS, record */

const api = {
  identify(identity) {
    record('webtracker', 'identify', { customerId: SCRIPT_PARAMS.customerId, identity });
  },
  track(name, properties) {
    record('webtracker', 'track', { customerId: SCRIPT_PARAMS.customerId, name, properties });
  },
  page(path) {
    record('webtracker', 'page', { customerId: SCRIPT_PARAMS.customerId, path });
  },
};
const queued = Array.isArray(window.webtrackerQueue) ? window.webtrackerQueue : [];
window.webtracker = api;
window.webtrackerQueue = { push: (call) => api[call[0]]?.(...call.slice(1)) };
record('webtracker', 'load', { customerId: SCRIPT_PARAMS.customerId });
for (const call of queued) api[call[0]]?.(...call.slice(1));
