// Shared by every tracking stand-in: where to report what the page sent, and who the visitor is.
// The sandbox serves each stand-in as one function: this file, then the stand-in's own code, with
// SANDBOX_ORIGIN and the stand-in's settings defined first.
/* global SANDBOX_ORIGIN */

function sandboxVisitor() {
  const found = document.cookie.split('; ').find((part) => part.startsWith('sandbox_visitor='));
  if (found) return found.slice('sandbox_visitor='.length);
  const id = Math.random().toString(36).slice(2, 12);
  document.cookie = `sandbox_visitor=${id}; path=/; max-age=86400; SameSite=Lax`;
  return id;
}

// Records wait and leave together, one request per burst, as a vendor batches its beacons: a
// request apiece cost the page a synchronous fetch set-up per call (a page with ads makes dozens),
// which the benchmarks counted against the site. They leave once what the stand-in just drew
// (Didomi's notice) is on screen: when the browser reports a new largest paint, which it does once
// the frame is shown (some frames after it was painted), or, in a browser without those reports,
// after the next frame; at the latest after 100 ms, and at once in a hidden tab, which paints
// nothing. The recording is the sandbox's, not the vendor's, and a beacon sent before that paint
// was on screen made Lighthouse count it on the way to the page's largest paint.
const waitingRecords = [];
let sendTimer = 0;
let sendFrame = 0;
let sendObserver = null;
const paintReports =
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes || []).includes('largest-contentful-paint');
const SEND_FALLBACK_MS = 100;
// Under the sandbox's caps (48 KB and 200 records a request), counted in bytes as sent.
const RECORDS_PER_REQUEST_BYTES = 32 * 1024;
const RECORDS_PER_REQUEST = 200;
const byteLength = (text) => new TextEncoder().encode(text).length;

function post(body) {
  // A simple cross-origin request (text/plain, no credentials): no preflight, like a vendor beacon.
  fetch(`${SANDBOX_ORIGIN}/tracking/collect`, {
    method: 'POST',
    mode: 'no-cors',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain' },
    body,
  }).catch(() => {});
}

function sendWaitingRecords() {
  clearTimeout(sendTimer);
  cancelAnimationFrame(sendFrame);
  if (sendObserver) sendObserver.disconnect();
  sendTimer = 0;
  sendFrame = 0;
  sendObserver = null;
  if (waitingRecords.length === 0) return;
  let batch = [];
  let size = 0;
  for (const json of waitingRecords.splice(0)) {
    const bytes = byteLength(json);
    if (batch.length > 0 && (size + bytes > RECORDS_PER_REQUEST_BYTES || batch.length >= RECORDS_PER_REQUEST)) {
      post(`[${batch.join(',')}]`);
      batch = [];
      size = 0;
    }
    batch.push(json);
    size += bytes + 1;
  }
  if (batch.length > 0) post(`[${batch.join(',')}]`);
}

// A page being left, or hidden (on a phone, often the last moment it runs), sends what is waiting.
addEventListener('pagehide', sendWaitingRecords);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') sendWaitingRecords();
});

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- used by the stand-in served after this file
function record(vendor, kind, data) {
  waitingRecords.push(
    JSON.stringify({
      vendor,
      kind,
      data,
      visitor: sandboxVisitor(),
      page: location.href,
      at: new Date().toISOString(),
    }),
  );
  if (sendTimer) return;
  if (document.visibilityState === 'hidden') {
    sendTimer = setTimeout(sendWaitingRecords, 0);
    return;
  }
  sendTimer = setTimeout(sendWaitingRecords, SEND_FALLBACK_MS);
  if (paintReports) {
    const since = performance.now();
    sendObserver = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) sendWaitingRecords();
    });
    sendObserver.observe({ type: 'largest-contentful-paint' });
    return;
  }
  sendFrame = requestAnimationFrame(() => {
    sendFrame = 0;
    setTimeout(sendWaitingRecords, 0);
  });
}

/** Calls `handle` for every item pushed to the array from now on, keeping earlier hooks. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- used by the stand-in served after this file
function hookPush(array, handle) {
  const previous = array.push;
  array.push = function push(...items) {
    const result = previous.apply(array, items);
    for (const item of items) {
      try {
        handle(item);
      } catch (error) {
        console.error(error);
      }
    }
    return result;
  };
}
